#include "report.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>

namespace xasync::bench {

namespace {

std::string cell(double v, const char *f = "%9.2f") {
  if (v <= 0)
    return "        -";
  char s[32];
  std::snprintf(s, sizeof s, f, v);
  return s;
}

double gbps(const Row &r, const char *variant) {
  const Result *x = r.find(variant);
  return x ? x->gbps() : 0;
}

double mib(const Row &r) {
  const Result *x = r.find("copy-buffer");
  return x ? x->bytes / 2 / (1 << 20) : 0;
}

// Single-quoted for the shell.
std::string quote(const std::string &s) {
  std::string q = "'";
  for (char c : s)
    q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// The tile variants that are not the bench's own (--probe), with their
// speed over clEnqueueCopyBuffer and over xasync, measured side by side.
void print_probe_table(const std::vector<Row> &rows,
                       const std::pair<const char *, const char *> *own,
                       size_t own_count) {
  std::vector<std::string> extra;
  for (const Row &r : rows) {
    if (r.group == "stencil")
      continue;
    for (const Result &x : r.results) {
      bool known = false;
      for (size_t i = 0; i < own_count; ++i)
        known |= x.variant == own[i].first;
      for (const std::string &e : extra)
        known |= x.variant == e;
      if (!known)
        extra.push_back(x.variant);
    }
  }
  if (extra.empty())
    return;
  std::printf("\nProbe variants (--probe), timed side by side with the "
              "above: GB/s, over copybuf, over xasync\n");
  std::printf("%-22s %7s |", "case", "MiB");
  for (const std::string &e : extra)
    std::printf(" %11.11s", e.c_str());
  std::printf(" |");
  for (const std::string &e : extra)
    std::printf(" %11.11s", e.c_str());
  std::printf(" |");
  for (const std::string &e : extra)
    std::printf(" %11.11s", e.c_str());
  std::printf("\n%-22s %7s |", "", "");
  for (size_t i = 0; i < extra.size(); ++i)
    std::printf(" %11s", "GB/s");
  std::printf(" |");
  for (size_t i = 0; i < extra.size(); ++i)
    std::printf(" %11s", "/copy");
  std::printf(" |");
  for (size_t i = 0; i < extra.size(); ++i)
    std::printf(" %11s", "/xasync");
  std::printf("\n");
  for (const Row &r : rows) {
    if (r.group == "stencil")
      continue;
    std::printf("%-22s %7.1f |", r.name.c_str(), mib(r));
    for (const std::string &e : extra)
      std::printf("   %s", cell(gbps(r, e.c_str())).c_str());
    std::printf(" |");
    for (const std::string &e : extra)
      std::printf("   %s", cell(r.ratio(e, "copy-buffer"), "%9.3f").c_str());
    std::printf(" |");
    for (const std::string &e : extra)
      std::printf("   %s", cell(r.ratio(e, "xasync"), "%9.3f").c_str());
    std::printf("\n");
  }
}

// The stencil variants that are not the bench's own (--probe), a line
// each, with their speed over the bench's sync variant and, for a variant
// V_async whose twin V_sync ran too, V_async over V_sync.
void print_probe_stencils(const std::vector<Row> &rows) {
  bool header = false;
  for (const Row &r : rows) {
    if (r.group != "stencil")
      continue;
    for (const Result &x : r.results) {
      const std::string &v = x.variant;
      if (v == "async" || v == "sync" || v == "cpasync" ||
          v == "sync-cpasync" || v == "copy-buffer")
        continue;
      if (!header) {
        header = true;
        std::printf("\nProbe stencil variants (--probe), timed side by side "
                    "with async and sync\n%-28s %-14s | %9s %9s %9s | %9s\n",
                    "case", "variant", "GB/s", "/copy", "/sync", "V_async/");
        std::printf("%-28s %-14s | %9s %9s %9s | %9s\n", "", "", "", "", "",
                    "V_sync");
      }
      const std::string suffix = "_async";
      double twin = 0;
      if (v.size() > suffix.size() &&
          v.compare(v.size() - suffix.size(), suffix.size(), suffix) == 0)
        twin = r.ratio(v, v.substr(0, v.size() - suffix.size()) + "_sync");
      std::printf("%-28s %-14s | %s %s %s | %s\n", r.name.c_str(), v.c_str(),
                  cell(x.gbps()).c_str(),
                  cell(r.ratio(v, "copy-buffer"), "%9.3f").c_str(),
                  cell(r.ratio(v, "sync"), "%9.3f").c_str(),
                  cell(twin, "%9.3f").c_str());
    }
  }
}

// The stencil's kernels' registers per work-item (ptxas / jit), where
// either source knows them, as the compute table gives them.
void print_stencil_registers(const RegisterSource &regs) {
  std::string line;
  for (const char *k : {"stencil_async", "stencil_sync", "stencil_cpasync",
                        "stencil_cpasync_sync"}) {
    auto f = regs.file.find(k), j = regs.jit.find(k);
    if (f == regs.file.end() && j == regs.jit.end())
      continue;
    line += std::string(line.empty() ? "" : ", ") + k + " " +
            (f == regs.file.end() ? "-" : std::to_string(f->second)) + "/" +
            (j == regs.jit.end() ? "-" : std::to_string(j->second));
  }
  if (!line.empty())
    std::printf("registers per work-item (ptxas/jit): %s\n", line.c_str());
}

} // namespace

void print_tables(const std::vector<Row> &rows, const RegisterSource &regs) {
  // Variant, column label; copy-buffer last (the /copy columns skip it).
  const std::pair<const char *, const char *> kTiles[] = {
      {"xasync", "xasync"},        {"per-line", "per-line"},
      {"strided", "strided"},      {"per-element", "per-elem"},
      {"hand-wide", "hand-wide"},  {"direct", "direct"},
      {"copy-buffer", "copybuf"}};
  const size_t n = sizeof kTiles / sizeof kTiles[0];
  std::printf("\nTile round trip (global -> local -> global); GB/s = (bytes "
              "read + bytes written) / median time;\n"
              "x/copy = GB/s over clEnqueueCopyBuffer of the same bytes; "
              "direct: global -> global, no local memory (the ceiling)\n");
  // Two header lines: labels, then units.
  for (int line = 0; line < 2; ++line) {
    std::printf("%-22s %7s |", line ? "" : "case", line ? "" : "MiB");
    for (size_t i = 0; i < n; ++i)
      std::printf(" %9s", line ? "GB/s" : kTiles[i].second);
    std::printf(" |");
    for (size_t i = 0; i + 1 < n; ++i)
      std::printf(" %9s", line ? "/copy" : kTiles[i].second);
    std::printf(" | %9s %9s\n", line ? "per-line" : "xasync/",
                line ? "hand-wide" : "xasync/");
  }
  for (const Row &r : rows) {
    if (r.group == "stencil")
      continue;
    std::printf("%-22s %7.1f |", r.name.c_str(), mib(r));
    for (size_t i = 0; i < n; ++i)
      std::printf(" %s", cell(gbps(r, kTiles[i].first)).c_str());
    std::printf(" |");
    for (size_t i = 0; i + 1 < n; ++i)
      std::printf(" %s",
                  cell(r.ratio(kTiles[i].first, "copy-buffer"), "%9.3f").c_str());
    std::printf(" | %s %s%s\n",
                cell(r.ratio("xasync", "per-line"), "%9.3f").c_str(),
                cell(r.ratio("xasync", "hand-wide"), "%9.3f").c_str(),
                r.verified ? "" : "  WRONG OUTPUT");
  }
  print_probe_table(rows, kTiles, n);
  bool stencil = false;
  for (const Row &r : rows) {
    if (r.group != "stencil")
      continue;
    if (!stencil) {
      stencil = true;
      std::printf("\nDouble-buffered tile pipelines (async: copy of tile k+1 in "
                  "flight while tile k is computed\nor written out; sync: "
                  "copy, wait, use); GB/s = (bytes read + written) / median "
                  "time;\ncpasync, cp-sync: async's and sync's twins by raw "
                  "cp.async (sm_80+ PTX, the stencil only)\n");
      std::printf("%-22s %7s | %9s %9s %9s | %9s %9s | %9s | %9s %9s | %9s "
                  "%9s\n", "case", "MiB", "async", "sync", "copybuf", "async",
                  "sync", "async/", "cpasync", "cp-sync", "async/", "sync/");
      std::printf("%-22s %7s | %9s %9s %9s | %9s %9s | %9s | %9s %9s | %9s "
                  "%9s\n", "", "", "GB/s", "GB/s", "GB/s", "/copy", "/copy",
                  "sync", "GB/s", "GB/s", "cpasync", "cp-sync");
    }
    std::printf("%-22s %7.1f | %s %s %s | %s %s | %s | %s %s | %s %s%s\n",
                r.name.c_str(), mib(r), cell(gbps(r, "async")).c_str(),
                cell(gbps(r, "sync")).c_str(),
                cell(gbps(r, "copy-buffer")).c_str(),
                cell(r.ratio("async", "copy-buffer"), "%9.3f").c_str(),
                cell(r.ratio("sync", "copy-buffer"), "%9.3f").c_str(),
                cell(r.ratio("async", "sync"), "%9.3f").c_str(),
                cell(gbps(r, "cpasync")).c_str(),
                cell(gbps(r, "sync-cpasync")).c_str(),
                cell(r.ratio("async", "cpasync"), "%9.3f").c_str(),
                cell(r.ratio("sync", "sync-cpasync"), "%9.3f").c_str(),
                r.verified ? "" : "  WRONG OUTPUT");
  }
  if (stencil)
    print_stencil_registers(regs);
  print_probe_stencils(rows);
  std::fflush(stdout);
}

void write_csv(const std::string &path, const std::string &device,
               const std::vector<Row> &rows) {
  std::ofstream f(path);
  if (!f)
    throw std::runtime_error("cannot write " + path);
  f << "device,group,case,elem_bytes,tile,offset_elems,variant,bytes,runs,"
       "median_s,min_s,gbps,ratio_copy_buffer,baseline,ratio_baseline,"
       "verified,iqm_s\n";
  std::string dev = device;
  for (char &c : dev)
    if (c == ',' || c == '"')
      c = ' ';
  for (const Row &r : rows)
    for (const Result &x : r.results) {
      char line[512];
      std::snprintf(line, sizeof line,
                    "%s,%s,%s,%zu,%s,%zu,%s,%.0f,%d,%.9g,%.9g,%.4f,%.4f,%s,%.4f,"
                    "%d,%.9g\n",
                    dev.c_str(), r.group.c_str(), r.name.c_str(), r.elem_bytes,
                    r.tile.c_str(), r.offset, x.variant.c_str(), x.bytes,
                    x.t.runs, x.t.median, x.t.min, x.gbps(),
                    r.ratio(x.variant, "copy-buffer"), r.baseline.c_str(),
                    r.ratio(x.variant, r.baseline), r.verified ? 1 : 0, x.t.iqm);
      f << line;
    }
  if (!f)
    throw std::runtime_error("error writing " + path);
}

bool plot(const std::string &script, const std::string &csv,
          const std::string &png) {
  // The first python3 that has matplotlib: $XASYNC_PYTHON, python3 on PATH,
  // then the system one (a pyenv python3 may lack Debian's matplotlib).
  std::vector<std::string> pythons;
  if (const char *p = std::getenv("XASYNC_PYTHON"))
    pythons.push_back(p);
  pythons.push_back("python3");
  pythons.push_back("/usr/bin/python3");
  for (const std::string &py : pythons) {
    const std::string probe =
        quote(py) + " -c 'import matplotlib' >/dev/null 2>&1";
    if (std::system(probe.c_str()) != 0)
      continue;
    const std::string cmd =
        quote(py) + " " + quote(script) + " " + quote(csv) + " " + quote(png);
    if (std::system(cmd.c_str()) != 0) {
      std::fprintf(stderr, "plot: '%s' failed\n", cmd.c_str());
      return false;
    }
    std::printf("plot: %s\n", png.c_str());
    return true;
  }
  std::printf("plot: no python3 with matplotlib found; to plot, install it "
              "(Debian: python3-matplotlib) and run\n  python3 %s %s %s\n",
              script.c_str(), csv.c_str(), png.c_str());
  return true;
}

} // namespace xasync::bench
