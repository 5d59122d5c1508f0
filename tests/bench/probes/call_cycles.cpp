// Call-cost probe host (CMake target `probes`, not run by ctest): runs
// call_cycles.cl on NVIDIA OpenCL for three copy paths, K = 1 and 9 chained
// calls, one group per SM and eight; prints the median cycles per group
// and the cost of one call, for xasync, raw cp.async (the floor of an
// asynchronous call) and a hand-written byte loop (synchronous).
// Usage: call_cycles PTX
#include "cl_harness.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>
using namespace xasync;

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s call_cycles.ptx\n", argv[0]);
    return 2;
  }
  auto dev = choose_device("nvidia");
  Context ctx(dev);
  auto prog = Program::from_binary(ctx, read_file(argv[1]), "");
  cl_uint cus = 0;
  check(clGetDeviceInfo(ctx.info().device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus,
                        nullptr),
        "clGetDeviceInfo");
  const size_t bytes = 64u << 20;
  std::vector<unsigned char> h(bytes);
  for (size_t i = 0; i < bytes; ++i)
    h[i] = (unsigned char)(i * 2654435761u >> 13);
  Buffer src(ctx, bytes, h.data());
  struct Path {
    const char *name;
    unsigned elem, w;
    unsigned long long off;
  };
  // 16-byte rows (the inline cp.async loop), a +1 float offset (4-byte
  // cp.async, out of line), odd bytes (synchronous byte loads).
  const Path paths[] = {{"f32 x64 aligned", 4, 64, 0}, {"f32 x64 +1", 4, 64, 1},
                        {"u8 x61 +3", 1, 61, 3}};
  const size_t wg = 256;
  std::printf("call_cycles: %u compute units, work-group %zu, cycles per group "
              "(median; clock64 around the calls and the wait)\n",
              cus, wg);
  std::printf("%-16s %-7s %6s %9s %9s %9s\n", "path", "variant", "groups", "K=1",
              "K=9", "per call");
  for (const Path &p : paths)
    for (const char *variant : {"xasync", "cpasync", "hand"})
      for (size_t per_cu : {1, 8}) {
        if (!std::strcmp(variant, "cpasync") && p.elem == 1)
          continue; // no cp.async form for the byte path
        const size_t groups = per_cu * cus;
        double c[2] = {0, 0};
        for (int ki = 0; ki < 2; ++ki) {
          const unsigned k = ki ? 9 : 1;
          const unsigned long long stride = 4096 / p.elem; // lines 4 KiB apart
          Buffer cycles(ctx, groups * sizeof(cl_ulong));
          Kernel kern(prog.get(), (std::string("calls_") + variant).c_str());
          kern.args(src, cycles, LocalBytes{size_t(k) * p.w * p.elem + 16}, cl_uint(p.elem),
                    cl_uint(p.w), cl_uint(k), cl_ulong(stride), cl_ulong(p.off));
          std::vector<double> med;
          for (int run = 0; run < 5; ++run) {
            kern.run(ctx, {groups * wg}, {wg}, true);
            std::vector<cl_ulong> v(groups);
            cycles.read(v.data(), v.size() * sizeof(cl_ulong));
            std::sort(v.begin(), v.end());
            med.push_back(double(v[v.size() / 2]));
          }
          std::sort(med.begin(), med.end());
          c[ki] = med[med.size() / 2];
        }
        std::printf("%-16s %-7s %6zu %9.0f %9.0f %9.1f\n", p.name, variant, groups, c[0],
                    c[1], (c[1] - c[0]) / 8);
      }
  return 0;
}
