// The conformance subset in C++ for OpenCL: tests/kernels/cxx/
// conformance_cxx.clcpp, compiled offline (SPIR bitcode for pocl, or PTX
// for NVIDIA), runs the C++ configurations (cxx_cases.h) on several
// work-group shapes, checked by the suite's runner against the reference
// model, guard bands and guard slices included.
//
//   conformance-cxx (--spir FILE | --ptx FILE) [--seed N] [--random N]
//                   [--one-shape] [--device FILTER]
//
// --one-shape runs one work-group shape (1x1x1) only: pocl compiles the
// kernel once per shape, which takes most of the run's time.
#include "cl_harness.h"
#include "cxx_cases.h"
#include "runner.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace xasync;
using namespace xasync::conformance;

int main(int argc, char **argv) {
  uint64_t seed = std::chrono::steady_clock::now().time_since_epoch().count() % 1000000007;
  size_t random_count = 1500;
  std::string spir, ptx, device;
  bool one_shape = false;
  for (int i = 1; i < argc; ++i) {
    auto next = [&]() -> const char * {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n", argv[i]);
        std::exit(2);
      }
      return argv[++i];
    };
    if (!std::strcmp(argv[i], "--seed")) seed = std::strtoull(next(), nullptr, 0);
    else if (!std::strcmp(argv[i], "--random")) random_count = std::strtoull(next(), nullptr, 0);
    else if (!std::strcmp(argv[i], "--spir")) spir = next();
    else if (!std::strcmp(argv[i], "--ptx")) ptx = next();
    else if (!std::strcmp(argv[i], "--device")) device = next();
    else if (!std::strcmp(argv[i], "--one-shape")) one_shape = true;
    else {
      spir.clear(), ptx.clear();
      break;
    }
  }
  if (spir.empty() == ptx.empty()) {
    std::fprintf(stderr, "usage: %s (--spir FILE | --ptx FILE) [--seed N] [--random N] "
                         "[--one-shape] [--device FILTER]\n", argv[0]);
    return 2;
  }
  try {
    const DeviceInfo info = choose_device(device);
    std::printf("conformance-cxx: device %s (%s)\n", info.label().c_str(), info.version.c_str());
    std::printf("conformance-cxx: kernel %s\n", (ptx.empty() ? spir : ptx).c_str());
    std::printf("conformance-cxx: seed %llu (rerun with --seed %llu), %zu random configurations\n",
                (unsigned long long)seed, (unsigned long long)seed, random_count);
    Context ctx(info);
    Program program = load_offline_program(ctx, spir, ptx);
    const Layout layout{16384, 256};
    Runner runner(ctx, program, layout);

    std::vector<std::vector<size_t>> shapes = {{1, 1, 1}, {7, 1, 1}, {5, 3, 2}};
    if (one_shape)
      shapes.resize(1);
    const auto systematic = cxx_systematic_cases(layout);
    const auto sweep = cxx_random_cases(layout, seed, random_count);

    Tally total = run_shapes(runner, shapes, systematic, sweep);
    std::printf("conformance-cxx: %zu configurations, %zu wrong bytes, %zu guard-band "
                "violations, seed %llu\n",
                total.configs, total.wrong_bytes, total.guard_violations,
                (unsigned long long)seed);
    std::printf("%zu passed, %zu failed\n", total.configs - total.failed, total.failed);
    if (total.guard_slices)
      std::printf("%zu guard slices around batches changed\n", total.guard_slices);
    return total.configs == 0 || total.failed || total.guard_slices ? 1 : 0;
  } catch (const std::exception &e) {
    std::fprintf(stderr, "conformance-cxx: %s\n", e.what());
    return 1;
  }
}
