// Shared pieces of the xasync benchmark (tests/bench): options, timing by
// profiling events, results, and the memcpy limit (clEnqueueCopyBuffer).
#pragma once
#include "cl_harness.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace xasync::bench {

struct Options {
  std::string device;         // device filter (else XASYNC_DEVICE, else first)
  std::string ptx_dir;        // NVIDIA route: <ptx_dir>/<stem>.<library>.ptx
  std::string build_options;  // clBuildProgram options for every kernel
  std::string library = "nvptx64--nvidiacl";
  size_t size = 0;            // bytes per buffer; 0: by device type
  int runs = 10, warmup = 2;  // timed runs (median) and untimed warm-ups
  size_t wg = 256;            // work-group size (capped by the kernel's limit)
  size_t groups_per_cu = 1;   // persistent stencil: work-groups per compute unit
  std::vector<std::string> only; // run only cases whose name or group
                                 // contains one of these
  std::vector<std::string> not_cases; // --not: cases not to run
  std::string skip;           // ",v1,v2,": variants not to run
  std::string csv = "bench_results.csv";
  std::string plot;           // default: the CSV path with .png
  bool no_plot = false, quick = false, list = false;
  bool inject_error = false;  // self-test: kernels copy wrongly
  size_t local_pad = 0;       // bytes added to each tile kernel's local buffer
  bool baseline = false;      // device without the extension: its kernels only
  // --probe FILE:v1,v2: tile variants from an OpenCL C file (kernels
  // tile2d_<v> and tile3d_<v>, the tile kernels' arguments), timed beside
  // the bench's own (tests/bench/probes/cpu_rows.cl).
  std::string probe_file;
  std::vector<std::string> probe_variants;
  // Sweep (sweep.h): case count, seed, bytes per buffer, work-group cap,
  // timed runs and warm-ups per variant.
  size_t sweep = 0;
  unsigned long long seed = 0;
  size_t sweep_bytes = 0;     // 0: by device type
  size_t sweep_max_groups = 1 << 16;
  int sweep_runs = 5, sweep_warmup = 1;
  // Compute kernels (compute.h): matrix / image side, registers file.
  size_t compute_n = 0;       // 0: by device type
  std::string registers;
  // Real-kernel corpus (real.h): folders of its files (--real-dir), and
  // --list-real (print its cases and exit).
  std::vector<std::string> real_dirs;
  bool list_real = false;
  // --pair DIR: each real kernel also as the binary another process saved
  // ($XASYNC_SAVE_BINARIES=DIR: the driver's own build, without the layer),
  // timed in alternation with this process's ("own" beside "kernel");
  // --pair-again: each side twice (in-process A/A: "kernel-again",
  // "own-again").
  // --pair-not: cases run without the reference side (its build aborted
  // the process that saved it).
  std::string pair_dir;
  bool pair_again = false;
  std::vector<std::string> pair_not;
};

// Median and minimum of the timed runs, in seconds.
struct Timing {
  double median = 0, min = 0;
  // The mean of the middle half of the runs (the interquartile mean): the
  // median of runs on a coarse clock moves in the clock's steps (pocl's
  // 0.2 us kernels in steps of 10 ns), this one far less.
  double iqm = 0;
  int runs = 0;
};

// `run` enqueues one run and returns its device time (profiling event).
Timing measure(const std::function<double()> &run, int warmup, int runs);

// Device time of one clEnqueueCopyBuffer of `bytes` bytes.
double copy_buffer(const Context &ctx, const Buffer &src, const Buffer &dst,
                   size_t bytes);

// One measured variant of one case.
struct Result {
  std::string variant; // xasync, per-line, per-element, copy-buffer, async, sync
  double bytes = 0;    // bytes read + bytes written per run
  Timing t;
  double gbps() const { return t.median > 0 ? bytes / t.median * 1e-9 : 0; }
};

// One case: its variants; ratios are taken against `limit` (the
// clEnqueueCopyBuffer of the same byte count) and against `baseline`.
struct Row {
  std::string group; // tile2d, tile3d, stencil
  std::string name;
  size_t elem_bytes = 0, offset = 0;
  std::string tile;
  std::string lead, baseline; // ratio lead/baseline: xasync/per-line, async/sync
  std::vector<Result> results;
  bool verified = false;
  const Result *find(const std::string &variant) const;
  double ratio(const std::string &a, const std::string &b) const;
};

// Bytes that differ between got and want (same size); *first is the first.
size_t count_wrong(const std::vector<unsigned char> &got,
                   const std::vector<unsigned char> &want, size_t *first);

// Deterministic fast fill (splitmix64) for inputs and poisoned outputs.
void fill_random(std::vector<unsigned char> &v, unsigned long long seed);

// Progress line on stderr: "[i/n] case: text".
void progress(size_t i, size_t n, const std::string &name,
              const std::string &text);

// Times a variant whose output was verified (median of o.runs after
// o.warmup runs), reports it as a progress line and returns it.
Result time_variant(const std::string &variant, double bytes,
                    const std::function<double()> &run, const Options &o,
                    size_t index, size_t count, const std::string &name,
                    size_t wg);

// A verified variant of one case, waiting to be timed beside the others.
struct Pending {
  std::string variant;
  double bytes = 0;               // bytes read + bytes written per run
  std::function<double()> run;    // one run; its device time in seconds
  size_t wg = 0;                  // work-group size; 0: not a kernel
};

// A clEnqueueCopyBuffer of `bytes` as a Pending ("copy-buffer", 2 x bytes).
Pending copy_buffer_pending(const Context &ctx, const Buffer &src,
                            const Buffer &dst, size_t bytes);

// Times a case's variants side by side: o.warmup rounds, then o.runs
// rounds in which each variant runs once, the order rotating by one each
// round.  A slow stretch of the machine (this 2-core CPU's bandwidth moves
// by 2x between seconds) then falls on every variant alike, which timing
// the variants one after another did not give.  Medians per variant, in
// the order given; reported as progress lines.
std::vector<Result> time_side_by_side(const std::vector<Pending> &variants,
                                      const Options &o, size_t index,
                                      size_t count, const std::string &name);

// Whether `program` (built) has a kernel of that name: some variants exist
// only in some builds (bench_gemm.cl's hand-cpasync in sm_80+ PTX; a
// --probe file's tile or stencil kernels).
bool has_kernel(const Program &program, const std::string &name);

// Work-group size for `k`: the requested size capped by the kernel's limit.
size_t work_group_size(const Context &ctx, const Kernel &k, size_t wanted);

} // namespace xasync::bench
