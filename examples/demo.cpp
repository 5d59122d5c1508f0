// xasync demo: runs tests/kernels/demo.cl (2D2D and 3D3D copies) on the
// default OpenCL device -- pocl with the xasync overlay -- prints what the
// device computed and checks it against the host.
//
//   demo [--device FILTER] [--ptx FILE]
#include "cl_harness.h"

#include <cstdio>
#include <cstring>
#include <vector>

using namespace xasync;

static void print(const char *title, const std::vector<int> &v, size_t cols) {
  std::printf("%s\n", title);
  for (size_t i = 0; i < v.size(); ++i)
    std::printf("%5d%s", v[i], (i + 1) % cols ? "" : "\n");
}

int main(int argc, char **argv) {
  std::string device, ptx;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--device")) device = argv[i + 1];
    else if (!std::strcmp(argv[i], "--ptx")) ptx = argv[i + 1];
  }
  try {
    const DeviceInfo info = choose_device(device);
    std::printf("device: %s\n\n", info.label().c_str());
    Context ctx(info);
    Program program = load_program(ctx, "demo", ptx);
    Kernel k(program.get(), "demo");

    std::vector<int> matrix(6 * 8), volume(4 * 4 * 4);
    for (size_t i = 0; i < matrix.size(); ++i) matrix[i] = int(10 * (i / 8) + i % 8);
    for (size_t i = 0; i < volume.size(); ++i)
      volume[i] = int(100 * (i / 16) + 10 * (i / 4 % 4) + i % 4);
    std::vector<int> tile(3 * 5, -1), box(2 * 2 * 3, -1);

    Buffer m(ctx, matrix.size() * 4, matrix.data()), v(ctx, volume.size() * 4, volume.data());
    Buffer t(ctx, tile.size() * 4, tile.data()), b(ctx, box.size() * 4, box.data());
    k.args(m, t, v, b);
    k.run(ctx, {16}, {16});
    t.read(tile.data(), tile.size() * 4);
    b.read(box.data(), box.size() * 4);

    // Host reference of the same copies.
    std::vector<int> want_tile(3 * 5, -1), want_box(2 * 2 * 3);
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < 4; ++c) want_tile[r * 5 + c] = matrix[(1 + r) * 8 + 2 + c];
    for (int p = 0; p < 2; ++p)
      for (int l = 0; l < 2; ++l)
        for (int e = 0; e < 3; ++e)
          want_box[p * 6 + l * 3 + e] = volume[(1 + p) * 16 + l * 4 + 1 + e];

    print("matrix (6x8):", matrix, 8);
    print("\n2D2D: rows 1-3, columns 2-5, written back with a line length of 5 (-1 = untouched):", tile, 5);
    print("\n3D3D: planes 1-2, lines 0-1, elements 1-3 of a 4x4x4 volume (value = 100*plane + 10*line + element):", box, 3);
    const bool ok2 = tile == want_tile, ok3 = box == want_box;
    std::printf("\n2D2D: %s\n3D3D: %s\n", ok2 ? "OK (matches the host)" : "WRONG",
                ok3 ? "OK (matches the host)" : "WRONG");
    return ok2 && ok3 ? 0 : 1;
  } catch (const std::exception &e) {
    std::fprintf(stderr, "demo: %s\n", e.what());
    return 1;
  }
}
