// xasync C++ demo: runs tests/kernels/cxx/demo_cxx.clcpp (C++ for OpenCL,
// typed 2D and 3D copies of 20-byte particles and 3-byte voxels) on the
// default OpenCL device -- pocl with the xasync overlay, the kernel as SPIR
// bitcode -- prints what the device computed and checks it against the host.
//
//   demo-cxx (--spir FILE | --ptx FILE) [--device FILTER]
#include "cl_harness.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace xasync;

namespace {

// The kernel's types, byte for byte (static_asserts there and here).
struct particle {
  float x, y, z;
  int32_t id;
  float mass;
};
struct rgb {
  uint8_t r, g, b;
};
static_assert(sizeof(particle) == 20 && sizeof(rgb) == 3, "kernel layout");

bool same(const particle &a, const particle &b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}
bool same(const rgb &a, const rgb &b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

template <class T> bool all_same(const std::vector<T> &a, const std::vector<T> &b) {
  for (size_t i = 0; i < a.size(); ++i)
    if (!same(a[i], b[i]))
      return false;
  return a.size() == b.size();
}

} // namespace

int main(int argc, char **argv) {
  std::string device, spir, ptx;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--device")) device = argv[i + 1];
    else if (!std::strcmp(argv[i], "--spir")) spir = argv[i + 1];
    else if (!std::strcmp(argv[i], "--ptx")) ptx = argv[i + 1];
  }
  if (spir.empty() == ptx.empty()) {
    std::fprintf(stderr, "usage: %s (--spir FILE | --ptx FILE) [--device FILTER]\n", argv[0]);
    return 2;
  }
  try {
    const DeviceInfo info = choose_device(device);
    std::printf("device: %s\n\n", info.label().c_str());
    Context ctx(info);
    Program program = load_offline_program(ctx, spir, ptx);
    Kernel k(program.get(), "demo_cxx");

    // A 6x8 grid of particles (id = 10 * row + column) and a 4x4x4 volume
    // of voxels (r, g, b = plane, line, element).
    std::vector<particle> grid(6 * 8);
    for (int i = 0; i < 6 * 8; ++i)
      grid[i] = {float(i % 8), float(i / 8), 0.5f, 10 * (i / 8) + i % 8, 1.0f + i};
    std::vector<rgb> volume(4 * 4 * 4);
    for (int i = 0; i < 64; ++i)
      volume[i] = {uint8_t(i / 16), uint8_t(i / 4 % 4), uint8_t(i % 4)};
    // Untouched output elements keep these.
    const particle none{-1, -1, -1, -1, -1};
    const rgb blank{0xee, 0xee, 0xee};
    std::vector<particle> tile(3 * 5, none);
    std::vector<rgb> box(2 * 2 * 3, blank);

    Buffer g(ctx, grid.size() * sizeof(particle), grid.data());
    Buffer t(ctx, tile.size() * sizeof(particle), tile.data());
    Buffer v(ctx, volume.size() * sizeof(rgb), volume.data());
    Buffer b(ctx, box.size() * sizeof(rgb), box.data());
    k.args(g, t, v, b);
    k.run(ctx, {16}, {16});
    t.read(tile.data(), tile.size() * sizeof(particle));
    b.read(box.data(), box.size() * sizeof(rgb));

    // Host reference of the same copies.
    std::vector<particle> want_tile(3 * 5, none);
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < 4; ++c) {
        particle p = grid[(1 + r) * 8 + 2 + c];
        p.mass *= 2;
        want_tile[r * 5 + c] = p;
      }
    std::vector<rgb> want_box(2 * 2 * 3);
    for (int p = 0; p < 2; ++p)
      for (int l = 0; l < 2; ++l)
        for (int e = 0; e < 3; ++e)
          want_box[p * 6 + l * 3 + e] = volume[(1 + p) * 16 + l * 4 + 1 + e];

    std::printf("2D2D: particles of grid rows 1-3, columns 2-5, masses doubled, "
                "written back with a line length of 5 (id/mass; -1 = untouched):\n");
    for (int i = 0; i < 15; ++i)
      std::printf("%4d/%-5g%s", tile[i].id, tile[i].mass, (i + 1) % 5 ? "" : "\n");
    std::printf("\n3D3D: voxels of planes 1-2, lines 0-1, elements 1-3 of a 4x4x4 "
                "volume (plane,line,element):\n");
    for (int i = 0; i < 12; ++i)
      std::printf(" (%d,%d,%d)%s", box[i].r, box[i].g, box[i].b, (i + 1) % 3 ? "" : "\n");
    const bool ok2 = all_same(tile, want_tile), ok3 = all_same(box, want_box);
    std::printf("\n2D2D: %s\n3D3D: %s\n", ok2 ? "OK (matches the host)" : "WRONG",
                ok3 ? "OK (matches the host)" : "WRONG");
    return ok2 && ok3 ? 0 : 1;
  } catch (const std::exception &e) {
    std::fprintf(stderr, "demo-cxx: %s\n", e.what());
    return 1;
  }
}
