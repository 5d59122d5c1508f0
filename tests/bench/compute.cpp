// Shared pieces of the compute kernels: variants, timing, verification,
// register counts from ptxas -v output.
#include "compute.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <sstream>

namespace xasync::bench {

const ComputeVariant kComputeVariants[4] = {{"hand", "hand", 1},
                                           {"hand-db", "hand_db", 2},
                                           {"sync", "sync", 1},
                                           {"async", "async", 2}};

namespace {
// xasync variant -> its cp.async twin, and the twin's kernel suffix.
const struct {
  const char *of;
  ComputeVariant twin;
} kTwins[] = {{"async", {"hand-cpasync", "hand_cpasync", 2}},
              {"sync", {"sync-cpasync", "hand_cpasync_sync", 1}}};
// The twins plus the contract's run-time work by hand (bench_gemm.cl and
// bench_conv.cl, "limit" kernels), each against its twin: what any library
// call costs beside the twin, measured in the same run.
const struct {
  ComputeVariant limit;
  const char *twin;
} kLimits[] = {{{"lim-checked", "lim_checked", 2}, "hand-cpasync"},
               {{"lim-evented", "lim_evented", 2}, "hand-cpasync"},
               {{"sync-lim-checked", "lim_checked_sync", 1}, "sync-cpasync"},
               {{"sync-lim-evented", "lim_evented_sync", 1}, "sync-cpasync"}};
} // namespace

std::vector<ComputeVariant> cpasync_twins(const Program &program,
                                          const std::string &prefix) {
  std::vector<ComputeVariant> v;
  for (const auto &t : kTwins)
    if (has_kernel(program, prefix + "_" + t.twin.suffix))
      v.push_back(t.twin);
  for (const auto &l : kLimits)
    if (has_kernel(program, prefix + "_" + l.limit.suffix))
      v.push_back(l.limit);
  return v;
}

std::string twin_of(const std::string &variant) {
  for (const auto &t : kTwins)
    if (variant == t.of)
      return t.twin.name;
  for (const auto &l : kLimits)
    if (variant == l.limit.name)
      return l.twin;
  return "";
}

Registers parse_registers(const std::string &text) {
  // Raw ptxas -v: "Compiling entry function 'K' for 'sm_90'" then, a few
  // lines on, "Used N registers".  Table: "K N ..." (header and # skipped).
  Registers regs;
  std::istringstream in(text);
  std::string line, entry;
  const std::string kEntry = "Compiling entry function '", kUsed = "Used ";
  while (std::getline(in, line)) {
    if (size_t p = line.find(kEntry); p != std::string::npos) {
      p += kEntry.size();
      entry = line.substr(p, line.find('\'', p) - p);
      continue;
    }
    if (size_t p = line.find(kUsed); p != std::string::npos) {
      if (line.find(" registers", p) != std::string::npos && !entry.empty())
        regs[entry] = std::atoi(line.c_str() + p + kUsed.size());
      entry.clear();
      continue;
    }
    if (line.find("ptxas") != std::string::npos || line.empty() ||
        line[0] == '#')
      continue;
    std::istringstream words(line);
    std::string name, count;
    if (words >> name >> count && !count.empty() &&
        std::all_of(count.begin(), count.end(),
                    [](unsigned char c) { return std::isdigit(c); }))
      regs[name] = std::atoi(count.c_str());
  }
  return regs;
}

Program load_logged(const Context &ctx, const std::string &stem,
                    const std::string &ptx, const std::string &options,
                    Registers *jit) {
  const cl_device_id dev = ctx.info().device;
  size_t n = 0;
  check(clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, 0, nullptr, &n),
        "clGetDeviceInfo");
  std::string ext(n, '\0');
  check(clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, n, ext.data(), nullptr),
        "clGetDeviceInfo");
  if (ext.find("cl_nv_compiler_options") != std::string::npos) {
    try {
      Program p = load_program(ctx, stem, ptx, options + " -cl-nv-verbose");
      for (const auto &[k, r] : parse_registers(build_log(p.get(), dev)))
        (*jit)[k] = r;
      return p;
    } catch (const cl_error &e) {
      std::fprintf(stderr, "bench: %s with -cl-nv-verbose failed (%s); "
                   "building without it\n", stem.c_str(), e.what());
    }
  }
  return load_program(ctx, stem, ptx, options);
}

const ComputeResult *ComputeRow::find(const std::string &variant) const {
  for (const ComputeResult &r : results)
    if (r.variant == variant)
      return &r;
  return nullptr;
}

double ComputeRow::ratio_hand(const ComputeResult &r) const {
  const ComputeResult *h = find("hand");
  return h && r.t.median > 0 ? h->t.median / r.t.median : 0;
}

double ComputeRow::ratio_twin(const ComputeResult &r) const {
  const ComputeResult *t = find(twin_of(r.variant));
  return t && r.t.median > 0 ? t->t.median / r.t.median : 0;
}

ComputeResult time_compute(const std::string &variant,
                           const std::string &kernel, double flops,
                           const std::function<double()> &run,
                           const Options &o, size_t index, size_t count,
                           const std::string &name) {
  ComputeResult r{variant, kernel, measure(run, o.warmup, o.runs), flops};
  char s[160];
  std::snprintf(s, sizeof s,
                ": %.3f ms median, %.1f GFLOP/s, best %.3f ms of %d runs, "
                "verified",
                r.t.median * 1e3, r.gflops(), r.t.min * 1e3, o.runs);
  progress(index, count, name, variant + s);
  return r;
}

bool check_output(const std::string &name, const std::string &variant,
                  const std::vector<float> &got, size_t count, size_t cols,
                  const std::vector<Expect> &expect) {
  size_t unwritten = 0, first_unwritten = 0;
  for (size_t i = 0; i < count; ++i)
    if (std::isnan(got[i]) && !unwritten++)
      first_unwritten = i;
  size_t guard = 0;
  for (size_t i = count; i < got.size(); ++i)
    guard += !std::isnan(got[i]);
  size_t wrong = 0;
  const Expect *first = nullptr;
  for (const Expect &e : expect)
    if (got[e.index] != e.value && !wrong++)
      first = &e;
  if (!unwritten && !guard && !wrong)
    return true;
  std::fprintf(stderr, "FAIL %s / %s:", name.c_str(), variant.c_str());
  if (wrong)
    std::fprintf(stderr,
                 " %zu of %zu checked outputs wrong, first (%zu, %zu): got "
                 "%.9g want %.9g;",
                 wrong, expect.size(), first->index / cols,
                 first->index % cols, got[first->index], first->value);
  if (unwritten)
    std::fprintf(stderr, " %zu outputs not written, first (%zu, %zu);",
                 unwritten, first_unwritten / cols, first_unwritten % cols);
  if (guard)
    std::fprintf(stderr, " %zu floats written past the output;", guard);
  std::fprintf(stderr, "\n");
  return false;
}

std::vector<float> small_ints(size_t count, int range,
                              unsigned long long seed) {
  std::vector<unsigned char> raw(count);
  fill_random(raw, seed);
  std::vector<float> v(count);
  for (size_t i = 0; i < count; ++i)
    v[i] = float(int(raw[i] % (2 * range + 1)) - range);
  return v;
}

} // namespace xasync::bench
