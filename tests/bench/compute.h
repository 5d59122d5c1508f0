// Compute kernels (tests/kernels/bench_gemm.cl, bench_conv.cl): a tiled
// SGEMM and a 9x9 convolution, each with hand-written tile loads (plain and
// double-buffered through registers) against xasync 2D2D loads
// (synchronous and double-buffered) and, in PTX for sm_80+, the xasync
// kernels' raw cp.async twins, verified exactly against a host reference.  Registers per kernel come from `ptxas -v` output (--registers
// FILE, scripts/ptxas-registers.sh) or NVIDIA's JIT log.
#pragma once
#include "bench.h"

#include <map>

namespace xasync::bench {

// Kernel name -> registers, from ptxas -v output (raw log or the table of
// scripts/ptxas-registers.sh).
using Registers = std::map<std::string, int>;
Registers parse_registers(const std::string &text);

struct ComputeResult {
  std::string variant; // hand, hand-db, sync, async, hand-cpasync, ...
  std::string kernel;  // e.g. gemm_hand
  Timing t;
  double flops = 0;
  double gflops() const { return t.median > 0 ? flops / t.median * 1e-9 : 0; }
};

struct ComputeRow {
  std::string name;   // e.g. "sgemm 4096"
  std::string detail; // geometry in words
  size_t n = 0;
  std::vector<ComputeResult> results;
  bool verified = false;
  const ComputeResult *find(const std::string &variant) const;
  double ratio_hand(const ComputeResult &r) const; // speed over "hand"
  // async over hand-cpasync, sync over sync-cpasync (its cp.async twin);
  // 0 for the other variants or without the twin.
  double ratio_twin(const ComputeResult &r) const;
};

// Registers per kernel: from a ptxas -v file (--registers) and from the
// JIT's build log (NVIDIA with -cl-nv-verbose); either may be empty.
struct RegisterSource {
  Registers file, jit;
  std::string file_name;
};

// load_program, on NVIDIA with -cl-nv-verbose added (when the device has
// cl_nv_compiler_options; without it if that build fails) so that the JIT's
// registers per kernel land in *jit.
Program load_logged(const Context &ctx, const std::string &stem,
                    const std::string &ptx, const std::string &options,
                    Registers *jit);

ComputeRow run_gemm(const Context &ctx, const Program &program,
                    const Options &o, size_t index, size_t count);
ComputeRow run_conv(const Context &ctx, const Program &program,
                    const Options &o, size_t index, size_t count);

void print_compute(const std::vector<ComputeRow> &rows,
                   const RegisterSource &regs);
void write_compute_csv(const std::string &path, const std::string &device,
                       const std::vector<ComputeRow> &rows,
                       const RegisterSource &regs);

// Variants of the compute kernels, in table order.
struct ComputeVariant {
  const char *name;   // hand, hand-db, sync, async
  const char *suffix; // of the kernel's name
  size_t buffers;     // local tiles: 2 when double-buffered
};
extern const ComputeVariant kComputeVariants[4];
// The cp.async twins of async and sync (hand-cpasync, sync-cpasync) and
// the limit kernels (lim-*, the twins plus the contract's run-time work),
// in PTX for sm_80+ only: those of them that `program` has as
// <prefix>_<suffix>.
std::vector<ComputeVariant> cpasync_twins(const Program &program,
                                          const std::string &prefix);
// The twin's variant of an xasync or limit variant ("" if none).
std::string twin_of(const std::string &variant);

// Times one verified compute variant like time_variant (progress line).
ComputeResult time_compute(const std::string &variant,
                           const std::string &kernel, double flops,
                           const std::function<double()> &run,
                           const Options &o, size_t index, size_t count,
                           const std::string &name);

// For gemm.cpp and conv.cpp: an output of `count` floats followed by a guard
// band, all poisoned with NaN before the run.  Every output must be written
// (no NaN left), the guard untouched, and the sampled entries exact (the
// inputs make every sum exact in float, whatever the order).
struct Expect {
  size_t index;
  float value;
};
constexpr size_t kComputeGuard = 1024; // floats after the output
bool check_output(const std::string &name, const std::string &variant,
                  const std::vector<float> &got, size_t count, size_t cols,
                  const std::vector<Expect> &expect);
// Small integers in [-range, range], as floats, from a fixed seed.
std::vector<float> small_ints(size_t count, int range, unsigned long long seed);

} // namespace xasync::bench
