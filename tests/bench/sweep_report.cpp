// The sweep's output: summary and worst cases on stdout, the CSV.
#include "sweep.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <stdexcept>

namespace xasync::bench {

namespace {

struct Stats {
  size_t n = 0;
  double log_sum = 0, min = 0;
  void add(double r) {
    min = n++ ? std::min(min, r) : r;
    log_sum += std::log(r);
  }
  double gmean() const { return n ? std::exp(log_sum / n) : 0; }
};

void print_breakdown(const char *title, const std::vector<SweepResult> &rs,
                     const std::function<std::string(const SweepCase &)> &key) {
  std::map<std::string, Stats> by;
  for (const SweepResult &r : rs)
    if (r.ratio() > 0)
      by[key(r.c)].add(r.ratio());
  std::printf("  by %-18s", title);
  for (const auto &[k, s] : by)
    std::printf("  %s: n %zu, gmean %.3f, min %.3f;", k.c_str(), s.n,
                s.gmean(), s.min);
  std::printf("\n");
}

std::string size_class(size_t bytes) {
  return bytes < 1024 ? "<1K" : bytes < 8192 ? "1K-8K" : ">=8K";
}

// Median time of `variant` in r, 0 if it did not run.
double median_of(const SweepResult &r, const std::string &variant) {
  for (const Result &v : r.results)
    if (v.variant == variant)
      return v.t.median;
  return 0;
}

// Speed of `num` over `den` (den's time / num's time) per case: all cases
// and by tile size.  `den` "best hand" is the faster of hand-wide and
// per-element.
void print_pair(const std::vector<SweepResult> &rs, const std::string &num,
                const std::string &den) {
  Stats all;
  std::map<std::string, Stats> by;
  size_t below95 = 0;
  for (const SweepResult &r : rs) {
    const double n = median_of(r, num);
    const double d = den == "best hand" ? r.best_hand_s() : median_of(r, den);
    if (n > 0 && d > 0) {
      all.add(d / n);
      by[size_class(r.c.tile_bytes())].add(d / n);
      below95 += d / n < 0.95;
    }
  }
  if (!all.n)
    return;
  std::printf("  %s / %-12s min %.3f, geometric mean %.3f (%zu cases, %zu "
              "below 0.95); by tile bytes",
              num.c_str(), den.c_str(), all.min, all.gmean(), all.n, below95);
  for (const auto &[k, st] : by)
    std::printf("  %s: %.3f", k.c_str(), st.gmean());
  std::printf("\n");
}

// Small tiles are bound by each call's set-up, not by bytes (H100:
// docs/results/h100/README.md#call-cycles): a least-squares line of a compute unit's time per work-item
// (median x compute units / (groups x work-group)) over the number of
// copy calls (xasync) or passes (hand-parts) per round trip, for tiles
// under 1 KiB.  The slope is one call's cost, the intercept the rest.
void print_call_cost(const std::vector<SweepResult> &rs, unsigned compute_units) {
  std::vector<const SweepResult *> small;
  for (const SweepResult &r : rs)
    if (r.verified && r.c.tile_bytes() < 1024)
      small.push_back(&r);
  if (small.size() < 3 || compute_units == 0)
    return;
  std::printf("  small tiles (< 1 KiB, %zu cases), ns of a compute unit per "
              "work-item ~ fixed + per call x calls (in + out):\n",
              small.size());
  for (const char *v :
       {"xasync", "lim-evented", "raw-waited", "raw-parts", "hand-parts", "hand-wide",
        "per-element"}) {
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const SweepResult *r : small) {
      const double t = median_of(*r, v);
      if (t <= 0)
        continue;
      const double x = r->c.parts(r->c.in_c1, r->c.in_c2) +
                       r->c.parts(r->c.out_c1, r->c.out_c2);
      const double y = t * 1e9 * compute_units /
                       (double(r->c.groups()) * double(r->c.work_group()));
      n += 1, sx += x, sy += y, sxx += x * x, sxy += x * y;
    }
    const double den = n * sxx - sx * sx;
    if (n < 3 || den == 0)
      continue;
    const double b = (n * sxy - sx * sy) / den, a = (sy - b * sx) / n;
    std::printf("    %-12s %7.2f + %6.2f x calls   (mean %.2f)\n", v, a, b,
                sy / n);
  }
}

} // namespace

void print_sweep(const std::vector<SweepResult> &results,
                 unsigned long long seed, size_t count,
                 unsigned compute_units) {
  if (results.empty())
    return;
  std::vector<const SweepResult *> rated;
  Stats all;
  size_t wrong = 0, below95 = 0, below1 = 0;
  for (const SweepResult &r : results) {
    wrong += !r.verified;
    if (const double x = r.ratio(); x > 0) {
      rated.push_back(&r);
      all.add(x);
      below95 += x < 0.95;
      below1 += x < 1.0;
    }
  }
  std::sort(rated.begin(), rated.end(),
            [](const SweepResult *a, const SweepResult *b) {
              return a->ratio() < b->ratio();
            });
  std::printf("\nSweep (seed %llu, %zu of %zu cases): tile round trips of "
              "random geometry and work-group shape;\nratio = xasync speed / "
              "best hand-written variant's (hand-wide or per-element, by "
              "median time)\n",
              seed, results.size(), count);
  std::printf("  %zu of %zu cases verified", results.size() - wrong,
              results.size());
  if (all.n)
    std::printf("; xasync / best hand: min %.3f (%s), geometric mean %.3f, "
                "%zu below 0.95, %zu below 1.0",
                all.min, rated.front()->c.name().c_str(), all.gmean(), below95,
                below1);
  std::printf("\n");
  for (const char *hand : {"hand-wide", "per-element", "hand-parts"})
    print_pair(results, "xasync", hand);
  // The chaining's own cost: the hand loop split like xasync's calls.
  print_pair(results, "hand-parts", "best hand");
  // The same cuts with no library set-up, the in-copies as raw cp.async
  // (sm_80+ PTX only): how far any per-call copy could go (docs/bench.md).
  print_pair(results, "xasync", "raw-parts");
  print_pair(results, "raw-parts", "best hand");
  // raw-parts with the out-chain's wait (a barrier), which the spec asks of
  // any implementation: xasync against it is what the library itself costs.
  print_pair(results, "xasync", "raw-waited");
  print_pair(results, "raw-waited", "raw-parts");
  // raw-waited plus the events the library keeps so that a wait can leave
  // newer copies in flight: the floor of such a call (docs/bench.md).
  print_pair(results, "xasync", "lim-evented");
  print_pair(results, "lim-evented", "raw-parts");
  print_breakdown("copy", results, [](const SweepCase &c) {
    return std::to_string(c.dims) + "D";
  });
  print_breakdown("chained copies in", results, [](const SweepCase &c) {
    return std::to_string(c.parts(c.in_c1, c.in_c2));
  });
  print_breakdown("work-group dims", results, [](const SweepCase &c) {
    return std::to_string(c.wg_dims) + "D";
  });
  print_breakdown("element", results, [](const SweepCase &c) {
    return std::string(c.elem & (c.elem - 1) ? "other" : "power of 2");
  });
  print_breakdown("tile bytes", results,
                  [](const SweepCase &c) { return size_class(c.tile_bytes()); });
  print_call_cost(results, compute_units);

  const size_t worst = std::min<size_t>(10, rated.size());
  if (worst) {
    std::printf("\nTen worst cases (rerun one: bench --sweep %zu --seed %llu "
                "--only 'sweep NNNN'):\n",
                count, seed);
    std::printf("%-10s %7s %9s %9s %-12s  %s\n", "case", "ratio", "xasync",
                "best hand", "(variant)", "parameters");
    std::printf("%-10s %7s %9s %9s %-12s\n", "", "", "GB/s", "GB/s", "");
  }
  for (size_t i = 0; i < worst; ++i) {
    const SweepResult &r = *rated[i];
    const Result *x = nullptr, *h = nullptr;
    for (const Result &v : r.results) {
      if (v.variant == "xasync")
        x = &v;
      else if (v.variant == r.best_hand())
        h = &v;
    }
    std::printf("%-10s %7.3f %9.2f %9.2f %-12s  %s\n", r.c.name().c_str(),
                r.ratio(), x ? x->gbps() : 0, h ? h->gbps() : 0,
                r.best_hand().c_str(), r.c.describe().c_str());
  }
  std::fflush(stdout);
}

void write_sweep_csv(const std::string &path, const std::string &device,
                     const std::vector<SweepResult> &results) {
  std::ofstream f(path);
  if (!f)
    throw std::runtime_error("cannot write " + path);
  f << "device,case,seed,dims,elem_bytes,tw,th,td,tile_bytes,local_bytes,"
       "tiles_x,tiles_y,tiles_z,groups,step_x,step_y,step_z,src_off,"
       "src_pitch,src_plane,dst_off,dst_pitch,dst_plane,local_off,"
       "local_pitch,local_plane,cut_axis,in_c1,in_c2,out_c1,out_c2,"
       "copies_in,copies_out,wg_x,wg_y,wg_z,wg,variant,bytes,runs,median_s,"
       "min_s,gbps,ratio_best_hand,verified\n";
  std::string dev = device;
  for (char &ch : dev)
    if (ch == ',' || ch == '"')
      ch = ' ';
  for (const SweepResult &r : results) {
    const SweepCase &c = r.c;
    const double best = r.best_hand_s();
    for (const Result &x : r.results) {
      char line[768];
      std::snprintf(
          line, sizeof line,
          "%s,%s,%llu,%d,%zu,%zu,%zu,%zu,%zu,%zu,%zu,%zu,%zu,%zu,%zu,%zu,%zu,"
          "%zu,%zu,%zu,%zu,%zu,%zu,%zu,%zu,%zu,%s,%zu,%zu,%zu,%zu,%d,%d,%zu,"
          "%zu,%zu,%zu,%s,%.0f,%d,%.9g,%.9g,%.4f,%.4f,%d\n",
          dev.c_str(), c.name().c_str(), c.seed, c.dims, c.elem, c.tw, c.th,
          c.td, c.tile_bytes(), c.local_bytes(), c.tiles_x, c.tiles_y,
          c.tiles_z, c.groups(), c.tsx, c.tsy, c.tsz, c.src.off, c.src.pitch,
          c.src.plane, c.dst.off, c.dst.pitch, c.dst.plane, c.local.off,
          c.local.pitch, c.local.plane, c.axis ? "outer" : "x", c.in_c1,
          c.in_c2, c.out_c1, c.out_c2, c.parts(c.in_c1, c.in_c2),
          c.parts(c.out_c1, c.out_c2), c.wg[0], c.wg[1], c.wg[2],
          c.work_group(), x.variant.c_str(), x.bytes, x.t.runs, x.t.median,
          x.t.min, x.gbps(), best > 0 && x.t.median > 0 ? best / x.t.median : 0,
          r.verified ? 1 : 0);
      f << line;
    }
  }
  if (!f)
    throw std::runtime_error("error writing " + path);
}

} // namespace xasync::bench
