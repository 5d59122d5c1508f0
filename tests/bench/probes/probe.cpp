// Probe host for docs/results/h100/probes.md (CMake target `probes`, not run
// by ctest): times probe.cl kernels on NVIDIA OpenCL against
// clEnqueueCopyBuffer and checks each output once.
#include "cl_harness.h"
#include <cstdio>
#include <cstring>
#include <algorithm>
using namespace xasync;
int main(int argc, char **argv) { setvbuf(stdout, nullptr, _IONBF, 0);
  auto dev = choose_device("nvidia");
  Context ctx(dev);
  auto prog = Program::from_binary(ctx, read_file(argv[1]), argc > 5 ? argv[5] : "");
  const size_t bytes = 256u << 20, units_total = bytes / 16;
  std::vector<int> h(bytes / 4);
  for (size_t i = 0; i < h.size(); ++i) h[i] = int(i * 2654435761u);
  Buffer a(ctx, bytes, h.data()), b(ctx, bytes);
  auto time = [&](auto run) { for (int i = 0; i < 3; ++i) run(); std::vector<double> t; for (int i = 0; i < 15; ++i) t.push_back(run()); std::sort(t.begin(), t.end()); return t[t.size()/2]; };
  auto cb = [&] { cl_event ev; check(clEnqueueCopyBuffer(ctx.queue(), a.get(), b.get(), 0, 0, bytes, 0, nullptr, &ev), "copy"); return event_seconds(ev); };
  double tcb = time(cb);
  printf("copybuf %.1f GB/s\n", 2.0 * bytes / tcb * 1e-9);
  if (!strcmp(argv[2], "addr")) {
    for (const char *nm : {"addr1", "addr16", "addr1x"}) for (size_t lb : {1, 3, 16, 4096, 16384}) {
      Kernel k(prog.get(), nm); k.args(b, LocalBytes{lb}); k.run(ctx, {256}, {64}, true);
      unsigned long long v[4]; b.read(v, sizeof v); printf("%s local %zu: %llx %llx %llx %llx\n", nm, lb, v[0], v[1], v[2], v[3]); }
    return 0; }
  auto split = [](std::string s) { std::vector<std::string> v; size_t p; while ((p = s.find(',')) != std::string::npos) { v.push_back(s.substr(0, p)); s = s.substr(p + 1); } v.push_back(s); return v; };
  std::vector<size_t> wgs; for (auto &w : split(argv[3])) wgs.push_back(std::stoul(w));
  std::vector<unsigned> unitsv; for (auto &w : split(argv[4])) unitsv.push_back(std::stoul(w));
  for (auto &nms : split(argv[2]))
    for (unsigned units : unitsv)
      for (size_t wg : wgs) { const char *nm = nms.c_str();
        if (!strcmp(nm, "cpa_s4k") && units != 256) continue;
        if (!strcmp(nm, "cpa_s16k") && units != 1024) continue;
        Kernel k(prog.get(), nm);
        // Kernel families by name prefix; the bench's own tile2d_* / tile3d_*
        // kernels run on the geometry of their variants bt* / b3r*.
        const bool bt = !strncmp(nm, "bt", 2) || !strncmp(nm, "tile2d_", 7);
        const bool b3r = !strncmp(nm, "b3r", 3) || !strncmp(nm, "tile3d_", 7);
        const bool b3 = b3r || !strncmp(nm, "b3", 2);
        // the bench's 3D kernel and geometry, run-time arguments; ELEM=3: "3d 3B 16x16x16"
        // (48-byte lines, 42 bricks of 672-element lines; the rest of the buffer is not copied)
        // OFF=1: at a +1 element offset ("3d f32 16x16x16 +1").  GEO2D=1: the
        // 2D case "2d 3B 60x64" (91 tiles of 60 3-byte elements per line, 256
        // tile rows) through the same kernels, as one plane of depth 1.
        const unsigned e3 = getenv("ELEM") ? atoi(getenv("ELEM")) : 4, tx3 = e3 == 3 ? 42 : 32;
        const unsigned off3 = getenv("OFF") ? atoi(getenv("OFF")) : 0;
        const bool g2d = getenv("GEO2D") != nullptr;
        if (b3r && g2d)
          k.args(a, b, LocalBytes{16384}, cl_uint(3), cl_uint(60), cl_uint(64), cl_uint(1), cl_uint(91), cl_uint(256),
                 cl_ulong(91 * 60), cl_ulong(91 * 60 * 64 * 256), cl_ulong(0));
        else if (b3r)
          k.args(a, b, LocalBytes{16384}, cl_uint(e3), cl_uint(16), cl_uint(16), cl_uint(16), cl_uint(tx3), cl_uint(16),
                 cl_ulong(tx3 * 16), cl_ulong(tx3 * 16 * 256), cl_ulong(off3));
        else if (b3)  // bench 3D geometry: 16^3 f32 bricks, 512-float lines, 256-line planes
          k.args(a, b, LocalBytes{16384}, cl_ulong(512), cl_ulong(512 * 256));
        else if (!strncmp(nm, "u8", 2))  // bench "2d u8 128x64 +3 odd": 128 x 255 tiles, pitch 16385, +3
          k.args(a, b, LocalBytes{8192 + 16}, cl_uint(1), cl_uint(128), cl_uint(64), cl_uint(128), cl_ulong(16385), cl_ulong(3));
        else if (!bt) k.args(a, b, cl_uint(units), LocalBytes{strncmp(nm, "cpa_s", 5) ? units * 16 : 16});
        cl_uint nargs = 0; clGetKernelInfo(k.get(), CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, nullptr);
        if (nargs == 5 && !b3) k.arg(4, cl_uint(4));
        if (bt) {  // bench geometry: tiles of (tw x th) f32 in a matrix of 4096-float lines
          unsigned th = getenv("TH") ? atoi(getenv("TH")) : 1, tw = units * 4 / th, tx = 4096 / tw;
          k.args(a, b, LocalBytes{units * 16}, cl_uint(4), cl_uint(tw), cl_uint(th), cl_uint(tx), cl_ulong(4096), cl_ulong(0));
        }
        size_t groups = !b3 ? units_total / units : bytes / 16384;
        if (b3r && e3 == 3) groups = 42 * 16 * (bytes / (42 * 16 * 256 * 16 * 3));
        if (b3r && off3) groups -= 32 * 16;  // the last brick slab would run past the end
        if (b3r && g2d) groups = 91 * 256;
        const bool u8 = !strncmp(nm, "u8", 2);
        if (u8) groups = 128 * 255;
        std::vector<char> z(bytes, 0); b.write(z.data(), bytes);
        double t = 0;
        try { t = time([&] { return k.run(ctx, {groups * wg}, {wg}, true); }); }
        catch (std::exception &e) { printf("%-10s units %5u wg %4zu: %s\n", nm, units, wg, e.what()); continue; }
        std::vector<int> o(bytes / 4); b.read(o.data(), bytes);
        const size_t moved = u8 ? groups * 8192
                             : b3r && g2d ? groups * 11520
                             : b3r && (e3 == 3 || off3) ? groups * (e3 == 3 ? 12288 : 16384)
                             : bytes;
        // what the kernel wrote: the whole first `moved` bytes (+ offset) of the buffer
        const size_t lo = b3r && off3 ? off3 * e3 : 0;
        bool ok = memcmp((char *)o.data() + lo, (char *)h.data() + lo, moved) == 0;
        if (u8) {  // every tile line (16384 bytes of each 16385-byte line, from byte 3) and nothing else
          ok = true;
          for (size_t r = 0; r < 255 * 64 && ok; ++r) {
            const size_t at = 3 + r * 16385;
            ok = memcmp((char *)o.data() + at, (char *)h.data() + at, 16384) == 0 && ((char *)o.data())[at + 16384] == 0;
          }
        }
        printf("%-10s tile %3u KiB wg %4zu: %7.1f GB/s ratio %.3f %s\n", nm, units / 64, wg, 2.0 * moved / t * 1e-9, double(moved) / bytes * tcb / t, ok ? "ok" : "WRONG");
      }
}
