// xasync conformance suite: runs the systematic configurations on every
// work-group shape, then a seeded random sweep, through an OpenCL device
// (pocl with the xasync overlay, or NVIDIA OpenCL with a PTX program built
// against an nvptx library), against the C++ reference model.
//
// Then double/triple-buffered pipelines check that a wait makes its tile
// visible while later copies are in flight.
//
// --spir FILE runs the kernel from a SPIR binary instead (the SPIR-V route:
// xasync-spirv lower, llvm-spirv -r; tests/spirv), --spirv FILE from SPIR-V
// (clCreateProgramWithIL), both without pipelines; --apis 3D3D,2D2D,...
// keeps only those APIs' configurations; --systematic-every N keeps every
// Nth systematic configuration (0: none), for slow devices (Oclgrind).
//
//   conformance [--seed N] [--random N] [--pipelines N]
//               [--ptx FILE | --spir FILE | --spirv FILE] [--apis LIST] [--device FILTER]
//               [--systematic-every N]
#include "cases.h"
#include "cl_harness.h"
#include "pipeline.h"
#include "runner.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <optional>
#include <string>

using namespace xasync;
using namespace xasync::conformance;

int main(int argc, char **argv) {
  uint64_t seed = std::chrono::steady_clock::now().time_since_epoch().count() % 1000000007;
  size_t random_count = 10000, pipeline_count = 1000;
  std::string shape_list;
  std::string ptx, spir, spirv, device;
  std::vector<Api> apis;
  size_t every = 1; // --systematic-every
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
    else if (!std::strcmp(argv[i], "--pipelines")) pipeline_count = std::strtoull(next(), nullptr, 0);
    else if (!std::strcmp(argv[i], "--ptx")) ptx = next();
    else if (!std::strcmp(argv[i], "--spir")) spir = next();
    else if (!std::strcmp(argv[i], "--spirv")) spirv = next();
    else if (!std::strcmp(argv[i], "--device")) device = next();
    else if (!std::strcmp(argv[i], "--shapes")) shape_list = next();
    else if (!std::strcmp(argv[i], "--systematic-every")) every = std::strtoull(next(), nullptr, 0);
    else if (!std::strcmp(argv[i], "--apis")) {
      std::string list = next();
      for (size_t at = 0; at <= list.size();) {
        size_t end = std::min(list.find(',', at), list.size());
        Api api;
        if (!api_from_name(list.substr(at, end - at), api)) {
          std::fprintf(stderr, "--apis: unknown API '%s'\n", list.substr(at, end - at).c_str());
          return 2;
        }
        apis.push_back(api);
        at = end + 1;
      }
    } else {
      std::fprintf(stderr, "usage: %s [--seed N] [--random N] [--pipelines N] [--ptx FILE | --spir FILE | --spirv FILE] "
                   "[--apis LIST] [--shapes LIST] [--device FILTER] [--systematic-every N]\n",
                   argv[0]);
      return 2;
    }
  }
  try {
    const DeviceInfo info = choose_device(device);
    std::printf("conformance: device %s (%s)\n", info.label().c_str(), info.version.c_str());
    // From source is the unmodified-program path: on a device without the
    // builtins, the layer's source form supplies them (docs/source-mode.md).
    std::printf("conformance: kernels %s\n",
                ptx.empty() ? "built from source by the device" : ("from " + ptx).c_str());
    std::printf("conformance: seed %llu (rerun with --seed %llu), %zu random configurations\n",
                (unsigned long long)seed, (unsigned long long)seed, random_count);
    Context ctx(info);
    // SPIR binaries: cl_khr_spir's build options (pocl rejects them otherwise).
    Program program = !spir.empty() ? Program::from_binary(ctx, read_file(spir),
                                                           "-x spir -spir-std=1.2")
                      : !spirv.empty() ? Program::from_il(ctx, read_file(spirv))
                                       : load_program(ctx, "conformance", ptx);
    if (!spir.empty() || !spirv.empty())
      std::printf("conformance: kernel from the %s %s\n", spir.empty() ? "SPIR-V module" : "SPIR binary",
                  spir.empty() ? spirv.c_str() : spir.c_str());
    const Layout layout{16384, 256};
    Runner runner(ctx, program, layout);

    // Work-group shapes: 1, 7, 64, 256 work-items, a 2D and two 3D shapes.
    // --shapes 1,5x3x2: only these (a build whose difference from another
    // does not depend on the shape checks fewer; the sweep's cases are
    // spread over the shapes given).
    std::vector<std::vector<size_t>> shapes = {
        {1, 1, 1}, {7, 1, 1}, {64, 1, 1}, {256, 1, 1}, {8, 8, 1}, {4, 4, 4}, {5, 3, 2}};
    if (!shape_list.empty()) {
      shapes.clear();
      std::stringstream list(shape_list);
      for (std::string item; std::getline(list, item, ',');) {
        std::vector<size_t> shape;
        std::stringstream dims(item);
        for (std::string d; std::getline(dims, d, 'x');)
          shape.push_back(std::strtoull(d.c_str(), nullptr, 10));
        while (shape.size() < 3)
          shape.push_back(1);
        if (shape.size() != 3 || !shape[0] || !shape[1] || !shape[2])
          throw std::runtime_error("--shapes: bad shape '" + item + "'");
        shapes.push_back(shape);
      }
    }
    auto systematic = systematic_cases(layout);
    if (!apis.empty())
      systematic.erase(std::remove_if(systematic.begin(), systematic.end(),
                                      [&](const Config &c) {
                                        return std::find(apis.begin(), apis.end(), c.api) == apis.end();
                                      }),
                       systematic.end());
    if (every != 1) {
      std::vector<Config> kept;
      for (size_t i = 0; every && i < systematic.size(); i += every)
        kept.push_back(systematic[i]);
      systematic.swap(kept);
    }
    const auto sweep = random_cases(layout, seed, random_count, apis);

    Tally total = run_shapes(runner, shapes, systematic, sweep);
    // Pipelines on a few work-group sizes (each a share of the count); the
    // kernel is its own program (PTX: pipeline.<library>.ptx beside --ptx).
    std::string pipe_ptx = ptx;
    if (size_t at = pipe_ptx.rfind("conformance."); at != std::string::npos)
      pipe_ptx.replace(at, 12, "pipeline.");
    if (!spir.empty() || !spirv.empty())
      pipeline_count = 0; // the pipeline kernel has no SPIR(-V) form here
    std::optional<Program> pipe_program;
    if (pipeline_count)
      pipe_program.emplace(load_program(ctx, "pipeline", pipe_ptx));
    for (size_t wg : {size_t(32), size_t(64), size_t(256)}) {
      if (wg > runner.max_work_group() || pipeline_count == 0)
        continue;
      Tally t = run_pipelines(ctx, *pipe_program, seed + wg, (pipeline_count + 2) / 3, wg);
      std::printf("  pipelines, %zu work-items: %zu pipelines, %zu failed, %zu wrong bytes, "
                  "%zu guard-band violations\n",
                  wg, t.configs, t.failed, t.wrong_bytes, t.guard_violations);
      total += t;
    }
    std::printf("conformance: %zu configurations, %zu wrong bytes, %zu guard-band violations, seed %llu\n",
                total.configs, total.wrong_bytes, total.guard_violations,
                (unsigned long long)seed);
    std::printf("%zu passed, %zu failed\n", total.configs - total.failed, total.failed);
    if (total.guard_slices)
      std::printf("%zu guard slices around batches changed\n", total.guard_slices);
    return total.failed || total.guard_slices ? 1 : 0;
  } catch (const std::exception &e) {
    std::fprintf(stderr, "conformance: %s\n", e.what());
    return 1;
  }
}
