// Randomized sweep (--sweep N --seed S): random 2D/3D tile geometries and
// work-group shapes, each case a tile round trip (global -> local -> global)
// run as xasync (1-3 chained copies each way), hand-wide and per-element,
// every variant verified against a host reference.  docs/bench.md, "Sweep".
#pragma once
#include "bench.h"

#include <array>

namespace xasync::bench {

// Where a tile lies in a buffer or in local memory, in elements.
struct Layout {
  size_t off = 0, pitch = 0, plane = 0;
};

struct SweepCase {
  size_t index = 0;           // 1-based; the case's name is "sweep %04zu"
  unsigned long long seed = 0; // the sweep's (with index: the case)
  int dims = 2;               // 2: 2D2D, 3: 3D3D (td = 1 for 2D)
  size_t elem = 1;            // bytes per element
  size_t tw = 1, th = 1, td = 1;
  size_t tiles_x = 1, tiles_y = 1, tiles_z = 1;
  size_t tsx = 1, tsy = 1, tsz = 1; // tile steps: elements, lines, planes
  Layout src, dst, local;
  int axis = 0;               // parts cut along x (0) or lines/planes (1)
  size_t in_c1 = 0, in_c2 = 0, out_c1 = 0, out_c2 = 0;
  std::array<size_t, 3> wg{1, 1, 1}; // work-group shape
  int wg_dims = 1;            // 1, 2 or 3: how many of wg were drawn

  std::string name() const;
  size_t groups() const { return tiles_x * tiles_y * tiles_z; }
  size_t tile_bytes() const { return tw * th * td * elem; }
  size_t local_bytes() const; // local tile, rounded up to 16 bytes
  size_t extent() const { return axis ? (dims == 2 ? th : td) : tw; }
  int parts(size_t c1, size_t c2) const {
    return 1 + (c2 > c1) + (extent() > c2);
  }
  size_t buffer_bytes(const Layout &l) const; // with the trailing guard
  size_t work_group() const { return wg[0] * wg[1] * wg[2]; }
  // Every parameter on one line, for the worst-case list.
  std::string describe() const;
};

// What the device allows: the case generator stays within these.
struct SweepLimits {
  size_t max_wg = 1024;                 // work-items per group (all kernels)
  std::array<size_t, 3> max_item{1024, 1024, 64};
  size_t local_bytes = 48 << 10;        // local tile budget
  size_t footprint = 64 << 20;          // bytes per buffer (about)
  size_t max_groups = 1 << 16;
};

// Case `index` of the sweep with seed `seed`: the same for any sweep length.
SweepCase make_sweep_case(unsigned long long seed, size_t index,
                          const SweepLimits &limits);

// The variants "best hand" is taken from: hand-wide and per-element (the
// issue's); hand-parts (the hand loop once per xasync part), raw-parts
// (the same with raw cp.async in, sm_80+ PTX), raw-waited (raw-parts
// with the out-chain's wait) and lim-evented (raw-waited with the library's
// events) are reported beside them, not as candidates.
bool is_best_hand_candidate(const std::string &variant);

struct SweepResult {
  SweepCase c;
  std::vector<Result> results; // xasync, hand-wide, per-element, hand-parts[, raw-parts, raw-waited, lim-evented] (verified)
  bool verified = false;
  double best_hand_s() const;  // median of the faster hand variant; 0: none
  std::string best_hand() const;
  double ratio() const;        // xasync speed / best hand speed; 0: none
};

// Runs the selected cases of a sweep of `count` cases on `program`
// (bench_sweep); prints progress and returns the results.
std::vector<SweepResult> run_sweep(const Context &ctx, const Program &program,
                                   const Options &o,
                                   const std::vector<size_t> &indices);

// Summary (min and geometric mean of xasync / best hand, breakdowns, the
// small tiles' per-call cost, the ten worst cases) on stdout; CSV with one row per case and variant.
// compute_units: the device's, for the small tiles' per-call cost line.
void print_sweep(const std::vector<SweepResult> &results,
                 unsigned long long seed, size_t count, unsigned compute_units);
void write_sweep_csv(const std::string &path, const std::string &device,
                     const std::vector<SweepResult> &results);

} // namespace xasync::bench
