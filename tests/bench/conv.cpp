// 9x9 convolution (bench_conv.cl): n x n outputs in tiles of 64 x 16, a
// work-group of 256 walking down a column of tiles.
#include "compute.h"

#include <cmath>
#include <cstdio>
#include <random>

namespace xasync::bench {

namespace {
constexpr size_t kR = 4, kKs = 2 * kR + 1, kTw = 64, kTh = 16;
constexpr size_t kTile = (kTw + 2 * kR) * (kTh + 2 * kR) * sizeof(float);
} // namespace

ComputeRow run_conv(const Context &ctx, const Program &program,
                    const Options &o, size_t index, size_t count) {
  const size_t n = o.compute_n, tiles_x = n / kTw;
  // Tiles per group: 8 when the column allows (n / 16 is a multiple of 4).
  size_t per_group = 8;
  while ((n / kTh) % per_group)
    per_group /= 2;
  const size_t groups = tiles_x * (n / kTh / per_group);
  const size_t pitch_in = n + 2 * kR, lines_in = n + 2 * kR;

  ComputeRow row;
  row.name = "conv9x9 " + std::to_string(n);
  row.detail = "9x9 filter, tiles of 64x16 outputs (72x24 floats in), " +
               std::to_string(per_group) + " tiles per group of 256";
  row.n = n;
  row.verified = true;

  // Integer inputs in [-8, 8] and weights k/8, |k| <= 8: every sum is a
  // multiple of 1/8 below 1024 in magnitude, exact in float in any order.
  const std::vector<float> in = small_ints(lines_in * pitch_in, 8, 0xc0 + index);
  std::vector<float> w = small_ints(kKs * kKs, 8, 0x3e + index);
  for (float &x : w)
    x /= 8;
  std::vector<Expect> expect;
  auto output = [&](size_t y, size_t x) {
    double s = 0;
    for (size_t dy = 0; dy < kKs; ++dy)
      for (size_t dx = 0; dx < kKs; ++dx)
        s += double(w[dy * kKs + dx]) * in[(y + dy) * pitch_in + x + dx];
    expect.push_back({y * n + x, float(s)});
  };
  if (n * n <= (1u << 20)) {
    for (size_t y = 0; y < n; ++y)
      for (size_t x = 0; x < n; ++x)
        output(y, x);
  } else {
    std::mt19937_64 g(0xc0f + n); // sampled; all must still be written
    for (int s = 0; s < 65536; ++s)
      output(g() % n, g() % n);
  }

  const size_t total = n * n + kComputeGuard;
  const std::vector<float> poison(total, NAN);
  std::vector<float> got(total);
  Buffer in_buf(ctx, in.size() * 4, in.data()), w_buf(ctx, w.size() * 4, w.data()),
      out_buf(ctx, total * 4);
  // --inject-error: input lines 4 floats short, so tiles come from the
  // wrong places.
  const cl_ulong kernel_pitch = pitch_in - (o.inject_error ? 4 : 0);
  const double flops = 2.0 * kKs * kKs * n * n;

  // The shared variants, then the cp.async twins (sm_80+ PTX only).
  std::vector<ComputeVariant> variants(std::begin(kComputeVariants),
                                       std::end(kComputeVariants));
  for (const ComputeVariant &v : cpasync_twins(program, "conv"))
    variants.push_back(v);
  for (const auto &[variant, suffix, bufs] : variants) {
    if (o.skip.find("," + std::string(variant) + ",") != std::string::npos)
      continue;
    const std::string kernel = std::string("conv_") + suffix;
    Kernel k(program.get(), kernel.c_str());
    k.args(in_buf, out_buf, LocalBytes{bufs * kTile}, w_buf, cl_uint(tiles_x),
           cl_uint(per_group), kernel_pitch, cl_ulong(n));
    if (work_group_size(ctx, k, 256) < 256) {
      std::fprintf(stderr, "FAIL %s / %s: the kernel allows fewer than 256 "
                   "work-items per group\n", row.name.c_str(), variant);
      row.verified = false;
      continue;
    }
    auto run = [&] { return k.run(ctx, {groups * 256}, {256}, true); };
    out_buf.write(poison.data(), total * 4);
    run();
    out_buf.read(got.data(), total * 4);
    if (!check_output(row.name, variant, got, n * n, n, expect)) {
      row.verified = false;
      progress(index, count, row.name, std::string(variant) + ": WRONG OUTPUT");
      continue;
    }
    row.results.push_back(time_compute(variant, kernel, flops, run, o, index,
                                       count, row.name));
  }
  return row;
}

} // namespace xasync::bench
