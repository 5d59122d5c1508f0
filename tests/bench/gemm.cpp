// Tiled SGEMM (bench_gemm.cl): C = A * B, n x n, 64 x 64 blocks of C per
// work-group of 16 x 16, K in steps of 16.
#include "compute.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

namespace xasync::bench {

ComputeRow run_gemm(const Context &ctx, const Program &program,
                    const Options &o, size_t index, size_t count) {
  const size_t n = o.compute_n;
  ComputeRow row;
  row.name = "sgemm " + std::to_string(n);
  row.detail = "64x64 of C per 16x16 work-items (4x4 each), K step 16; "
               "A tile 64x64 B, B tile 16x256 B";
  row.n = n;
  row.verified = true;

  // Integers in [-4, 4]: every partial sum is an integer below 2^24, so
  // float arithmetic is exact in any order and the check is equality.
  const std::vector<float> a = small_ints(n * n, 4, 0xa11ce + index),
                           b = small_ints(n * n, 4, 0xb0b + index);
  std::vector<Expect> expect;
  auto entry = [&](size_t i, size_t j) {
    double s = 0;
    for (size_t k = 0; k < n; ++k)
      s += double(a[i * n + k]) * b[k * n + j];
    expect.push_back({i * n + j, float(s)});
  };
  if (n <= 512) {
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < n; ++j)
        entry(i, j);
  } else {
    // 4096 entries sampled; every entry must still be written (no NaN).
    std::mt19937_64 g(0x6e33 + n);
    for (int s = 0; s < 4096; ++s)
      entry(g() % n, g() % n);
  }

  const size_t total = n * n + kComputeGuard;
  const std::vector<float> poison(total, NAN);
  std::vector<float> got(total);
  Buffer a_buf(ctx, n * n * 4, a.data()), b_buf(ctx, n * n * 4, b.data()),
      c_buf(ctx, total * 4);
  const size_t tile = 64 * 16 * sizeof(float); // A's and B's alike
  // --inject-error: one K step too few.
  const cl_uint steps = cl_uint(n / 16 - (o.inject_error ? 1 : 0));
  const double flops = 2.0 * n * n * n;

  // The shared variants, then the cp.async twins where the program has
  // them (PTX for sm_80+: the hand-written limits of async and sync).
  std::vector<ComputeVariant> variants(std::begin(kComputeVariants),
                                       std::end(kComputeVariants));
  for (const ComputeVariant &v : cpasync_twins(program, "gemm"))
    variants.push_back(v);
  for (const auto &[variant, suffix, bufs] : variants) {
    if (o.skip.find("," + std::string(variant) + ",") != std::string::npos)
      continue;
    const std::string kernel = std::string("gemm_") + suffix;
    Kernel k(program.get(), kernel.c_str());
    k.args(a_buf, b_buf, c_buf, LocalBytes{bufs * tile},
           LocalBytes{bufs * tile}, cl_uint(n), steps);
    if (work_group_size(ctx, k, 256) < 256) {
      std::fprintf(stderr, "FAIL %s / %s: the kernel allows fewer than 256 "
                   "work-items per group\n", row.name.c_str(), variant);
      row.verified = false;
      continue;
    }
    auto run = [&] { return k.run(ctx, {n / 4, n / 4}, {16, 16}, true); };
    c_buf.write(poison.data(), total * 4);
    run();
    c_buf.read(got.data(), total * 4);
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
