// The real-kernel corpus (issue 46): kernels of public open-source projects
// that call the async-copy builtins, run unmodified (tests/real/manifest.tsv
// names them; scripts/fetch-real-kernels.sh puts them in build/real-kernels),
// beside our own kernels written like them (tests/kernels/real_own.cl).
// Each case is one kernel at one work-group size with the arguments its
// project's host code uses; every byte of every buffer is checked against
// a reference computed here (guard bands around each buffer included),
// then the kernel is timed.  A kernel whose file is missing, which needs an
// extension the device does not list, or which the device cannot run at
// that size is reported as skipped, with the reason.
#pragma once
#include "bench.h"

#include <cstring>
#include <functional>

namespace xasync::bench {

// One buffer of a case: its bytes before the run and after a correct one.
struct RealBuffer {
  std::vector<unsigned char> init, want;
  bool read = true, written = false; // for the bytes counted in GB/s
};

// A kernel argument: a buffer (by index), local bytes, or a scalar.
struct RealArg {
  enum Kind { kBuffer, kLocal, kScalar } kind = kScalar;
  size_t index = 0;
  std::vector<unsigned char> bytes; // kScalar: its bytes
};

// What one case runs: buffers, arguments, NDRange (1-D).
struct RealSetup {
  std::vector<RealBuffer> buffers;
  std::vector<RealArg> args;
  size_t global = 0, local = 0;
  // A buffer argument; `want` empty means the kernel leaves it as it is.
  void buffer(std::vector<unsigned char> init, std::vector<unsigned char> want = {});
  void local_bytes(size_t n);
  template <class T> void scalar(T v) {
    RealArg a;
    a.bytes.resize(sizeof v);
    std::memcpy(a.bytes.data(), &v, sizeof v);
    args.push_back(a);
  }
};

// A kernel of the corpus and the work-group sizes it runs at.
struct RealKernel {
  std::string id;      // the manifest's id (ours: own-...)
  std::string file;    // file in the real-kernel folders; empty: ours (real_own.cl)
  std::string kernel;  // kernel name
  std::string options; // build options its project uses
  std::string needs;   // "", "ext" (cl_khr_extended_async_copies), "fp16"
  std::vector<size_t> wgs;
  size_t upstream_wg = 0; // the size its project runs (0: ours)
  // Non-empty for a kernel whose result rests on more than the spec
  // promises (why): a wrong output is reported as such, beside the
  // verified and wrong counts, and does not fail the run.
  std::string beyond_spec;
  // The case's set-up at work-group size wg; `quick`: smaller buffers.
  std::function<RealSetup(size_t wg, bool quick)> setup;
};

std::vector<RealKernel> real_kernels();

// One case: a kernel at one work-group size ("<id> wg<N>").
struct RealCase {
  const RealKernel *k;
  size_t wg;
  std::string name() const { return k->id + " wg" + std::to_string(wg); }
};

std::vector<RealCase> real_cases(const std::vector<RealKernel> &kernels);

// The folders searched for the corpus's files, in order: --real-dir,
// $XASYNC_REAL_KERNELS_DIR, the build's real-kernels folder.
std::vector<std::string> real_dirs(const Options &o);

// Runs, verifies and times the cases; one row per case that ran (a failed
// one with verified = false).  Prints the table.
std::vector<Row> run_real(const Context &ctx, const Options &o,
                          const std::vector<RealCase> &cases);

} // namespace xasync::bench
