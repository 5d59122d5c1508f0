// Double-buffering probe (not run by ctest; docs/results/h100): a
// double-buffered vector add with six `__local int *` buffers and one int
// per work-item per copy, the real kernel's source built by the driver
// beside PTX builds of it and the twins (pipeline_twins.cl), in
// alternating rounds in one process.
// Usage: pipeline SOURCE.cl KERNEL [PTX...] [--rounds N] [--device FILTER]
//   SOURCE.cl  the kernel's source, built by the driver (with the layer
//              loaded, the layer's source form; without, the driver's own
//              copies): variant "source"
//   KERNEL     its kernel name; each PTX file runs the kernel of that name,
//              or pipe_sync / pipe_cpasync where its name has "twins"
// Prints per configuration (work-group size, groups, steps) each
// variant's median time and its ratio to "source" (median of the rounds'
// ratios, min-max); every run is checked element by element, with a guard
// band after C.
#include "cl_harness.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>
using namespace xasync;

namespace {
struct Variant {
  std::string name;
  std::unique_ptr<Program> prog;
  std::string kernel;
};
struct Config {
  size_t wg, groups;
  int steps;
};
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}
} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s SOURCE.cl KERNEL PTX... [--rounds N]\n", argv[0]);
    return 2;
  }
  int rounds = 7;
  std::string device = "nvidia";
  std::vector<std::string> ptx;
  for (int i = 3; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc)
      rounds = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--device") && i + 1 < argc)
      device = argv[++i];
    else
      ptx.push_back(argv[i]);
  }
  auto dev = choose_device(device);
  Context ctx(dev);
  std::vector<Variant> vars;
  vars.push_back({"source", std::make_unique<Program>(Program::from_source(ctx, read_file(argv[1]))),
                  argv[2]});
  for (const auto &p : ptx) {
    std::string base = p.substr(p.find_last_of('/') + 1);
    if (base.find("twins") != std::string::npos) {
      vars.push_back({"twin-sync", std::make_unique<Program>(Program::from_binary(ctx, read_file(p))),
                      "pipe_sync"});
      vars.push_back({"twin-cpasync",
                      std::make_unique<Program>(Program::from_binary(ctx, read_file(p))),
                      "pipe_cpasync"});
    } else {
      vars.push_back({base.substr(0, base.rfind('.')),
                      std::make_unique<Program>(Program::from_binary(ctx, read_file(p))), argv[2]});
    }
  }
  const Config configs[] = {{16, 2112, 16},  {64, 2112, 16}, {256, 1056, 16}, {1024, 264, 16},
                            {16, 264, 64},   {256, 132, 64}, {32, 8448, 4},   {128, 32, 2}};
  std::printf("pipeline: %s, kernel %s, %d rounds\n", dev.label().c_str(), argv[2], rounds);
  std::printf("%-6s %6s %5s %-22s %10s %8s %8s %8s\n", "wg", "groups", "steps", "variant",
              "median_us", "ratio", "min", "max");
  int failures = 0;
  for (const Config &c : configs) {
    const size_t global = c.wg * c.groups, n = global * size_t(c.steps), guard = 4096;
    std::vector<int> a(n), b(n);
    for (size_t i = 0; i < n; ++i) {
      a[i] = int(i * 2654435761u >> 7);
      b[i] = int(i * 40503u + 17);
    }
    Buffer A(ctx, n * 4, a.data()), B(ctx, n * 4, b.data()), C(ctx, (n + guard) * 4);
    std::vector<int> poison(n + guard, 0x5a5a5a5a);
    std::vector<std::vector<double>> times(vars.size()), ratios(vars.size());
    for (int r = 0; r < rounds; ++r) {
      std::vector<double> t(vars.size());
      for (size_t v = 0; v < vars.size(); ++v) {
        Kernel k(vars[v].prog->get(), vars[v].kernel.c_str());
        const LocalBytes lb{c.wg * 4};
        k.args(lb, lb, lb, lb, lb, lb, A, B, C, cl_int(c.steps));
        std::vector<double> runs;
        for (int i = 0; i < 9; ++i) {
          if (i == 0 && r == 0) { // checked once per variant and configuration
            C.write(poison.data(), poison.size() * 4);
            k.run(ctx, {global}, {c.wg}, false);
            auto out = C.read_all<int>();
            size_t bad = 0;
            for (size_t j = 0; j < n; ++j)
              bad += out[j] != a[j] + b[j];
            for (size_t j = n; j < n + guard; ++j)
              bad += out[j] != 0x5a5a5a5a;
            if (bad) {
              std::printf("FAIL %s wg %zu: %zu wrong words\n", vars[v].name.c_str(), c.wg, bad);
              ++failures;
            }
          }
          runs.push_back(k.run(ctx, {global}, {c.wg}, true));
        }
        t[v] = median(runs);
        times[v].push_back(t[v]);
      }
      for (size_t v = 0; v < vars.size(); ++v)
        ratios[v].push_back(t[0] / t[v]);
    }
    for (size_t v = 0; v < vars.size(); ++v) {
      auto &q = ratios[v];
      std::printf("%-6zu %6zu %5d %-22s %10.2f %8.3f %8.3f %8.3f\n", c.wg, c.groups, c.steps,
                  vars[v].name.c_str(), median(times[v]) * 1e6, median(q),
                  *std::min_element(q.begin(), q.end()), *std::max_element(q.begin(), q.end()));
    }
  }
  std::printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
