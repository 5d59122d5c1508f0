#include "pipeline.h"

#include <cstdio>
#include <random>
#include <vector>

namespace xasync::conformance {

namespace {

struct Pipe {
  uint64_t elem, w, l, sl, tiles, stages, chain;
};

constexpr uint64_t kSlice = 65536, kStageBytes = 4096, kMaxStages = 4;

} // namespace

Tally run_pipelines(const Context &ctx, const Program &program, uint64_t seed,
                    size_t count, size_t work_group) {
  std::mt19937_64 rng(seed);
  auto uni = [&](uint64_t lo, uint64_t hi) {
    return std::uniform_int_distribution<uint64_t>(lo, hi)(rng);
  };
  static const uint64_t elems[] = {1, 3, 4, 8, 12, 16};
  std::vector<Pipe> pipes;
  while (pipes.size() < count) {
    Pipe p{elems[uni(0, 5)], 0, 0, 0, uni(1, 12), uni(1, kMaxStages), uni(0, 1)};
    p.w = uni(1, 64);
    p.l = uni(1, 16);
    if (p.elem * p.w * p.l > kStageBytes)
      continue;
    p.sl = p.w + (uni(0, 1) ? 0 : uni(1, 7));
    if (p.tiles * p.l * p.sl * p.elem > kSlice)
      continue;
    pipes.push_back(p);
  }
  const size_t n = pipes.size(), bytes = (n + 2) * kSlice;
  std::vector<uint64_t> words;
  for (const Pipe &p : pipes) {
    const uint64_t w[8] = {p.elem, p.w, p.l, p.sl, p.tiles, p.stages, p.chain, 0};
    words.insert(words.end(), w, w + 8);
  }
  std::vector<uint8_t> src(bytes), out_init(bytes);
  for (auto &b : src) b = uint8_t(rng());
  for (auto &b : out_init) b = uint8_t(rng());

  Buffer cfg_buf(ctx, words.size() * 8, words.data());
  Buffer src_buf(ctx, bytes, src.data()), out_buf(ctx, bytes, out_init.data());
  Kernel k(program.get(), "pipeline");
  k.args(cfg_buf, src_buf, out_buf, LocalBytes{kStageBytes * kMaxStages},
         cl_ulong(kSlice), cl_ulong(kStageBytes));
  k.run(ctx, {work_group * n}, {work_group});
  const auto out = out_buf.read_all<uint8_t>();

  // Expected: tile t's lines packed one after the other; the rest of the
  // slice (and the guard slices) untouched.
  std::vector<uint8_t> want = out_init;
  std::vector<bool> written(bytes, false);
  for (size_t i = 0; i < n; ++i) {
    const Pipe &p = pipes[i];
    const uint64_t base = (i + 1) * kSlice, line = p.w * p.elem;
    for (uint64_t t = 0; t < p.tiles; ++t)
      for (uint64_t l = 0; l < p.l; ++l)
        for (uint64_t b = 0; b < line; ++b) {
          const uint64_t d = base + (t * p.l + l) * line + b;
          want[d] = src[base + ((t * p.l + l) * p.sl) * p.elem + b];
          written[d] = true;
        }
  }
  Tally t;
  t.configs = n;
  std::vector<bool> bad(n + 2, false);
  for (size_t b = 0; b < bytes; ++b)
    if (out[b] != want[b]) {
      (written[b] ? t.wrong_bytes : t.guard_violations)++;
      const size_t slice = b / kSlice;
      if (!bad[slice] && slice >= 1 && slice <= n) {
        const Pipe &p = pipes[slice - 1];
        std::printf("  FAIL pipeline elem=%llu W=%llu L=%llu line=%llu tiles=%llu stages=%llu chained=%llu: byte %zu\n",
                    (unsigned long long)p.elem, (unsigned long long)p.w, (unsigned long long)p.l,
                    (unsigned long long)p.sl, (unsigned long long)p.tiles,
                    (unsigned long long)p.stages, (unsigned long long)p.chain, b % kSlice);
      }
      bad[slice] = true;
    }
  for (size_t i = 0; i < bad.size(); ++i)
    (i == 0 || i == n + 1 ? t.guard_slices : t.failed) += bad[i];
  return t;
}

} // namespace xasync::conformance
