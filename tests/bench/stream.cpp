#include "stream.h"

#include <cstdio>
#include <cstring>
#include <memory>

namespace xasync::bench {

namespace {

// 64x64 float tiles (16 KiB; two buffers fit NVIDIA's 48 KiB), 8 per
// work-group, 64 tiles across a 16 KiB matrix line.
constexpr size_t kElem = 4, kTw = 64, kTh = 64, kTilesPerGroup = 8,
                 kTilesX = 64;

} // namespace

Row run_stream(const Context &ctx, const Program &program,
               const Program *probe, const Options &o, size_t index,
               size_t count) {
  const size_t pitch = kTilesX * kTw, line_bytes = pitch * kElem;
  size_t tiles_y = std::max<size_t>(1, o.size / (line_bytes * kTh));
  const size_t tiles = kTilesX * tiles_y; // a multiple of kTilesPerGroup
  const size_t bytes = tiles_y * kTh * line_bytes;
  const size_t tile_bytes = kElem * kTw * kTh;

  Row row;
  row.group = "stencil"; // the async/sync table
  row.name = "stream f32 64x64 x8";
  row.elem_bytes = kElem;
  row.tile = "64x64";
  row.lead = "async";
  row.baseline = "sync";
  row.verified = true;

  std::vector<unsigned char> src(bytes), poison(bytes), got(bytes);
  fill_random(src, 0x57ea + index);
  fill_random(poison, 0xbad + index);
  Buffer src_buf(ctx, bytes, src.data()), dst_buf(ctx, bytes);

  struct Variant {
    std::string name;
    size_t local;
    const Program *from;
  };
  std::vector<Variant> variants = {{"async", 2 * tile_bytes, &program},
                                   {"sync", tile_bytes, &program}};
  // --probe: stream_V kernels with these arguments (e.g. cpu_stream.cl's
  // hand-written twins); a V ending in _async gets two tiles.
  if (probe)
    for (const std::string &v : o.probe_variants)
      if (has_kernel(*probe, "stream_" + v)) {
        const bool two = v.size() > 6 && v.compare(v.size() - 6, 6, "_async") == 0;
        variants.push_back({v, (two ? 2 : 1) * tile_bytes, probe});
      }
  std::vector<std::unique_ptr<Kernel>> kernels;
  std::vector<Pending> pending;
  for (const auto &[v, local, from] : variants) {
    const char *const variant = v.c_str();
    kernels.push_back(
        std::make_unique<Kernel>(from->get(), ("stream_" + v).c_str()));
    Kernel &k = *kernels.back();
    k.args(src_buf, dst_buf, LocalBytes{local}, cl_uint(kElem), cl_uint(kTw),
           cl_uint(kTh), cl_uint(kTilesX), cl_uint(kTilesPerGroup),
           cl_ulong(pitch));
    const size_t wg = work_group_size(ctx, k, o.wg);
    const size_t groups = tiles / kTilesPerGroup;
    auto run = [&ctx, &k, groups, wg] {
      return k.run(ctx, {groups * wg}, {wg}, true);
    };
    dst_buf.write(poison.data(), bytes);
    run();
    dst_buf.read(got.data(), bytes);
    if (std::memcmp(got.data(), src.data(), bytes) != 0) {
      size_t first = 0;
      while (got[first] == src[first])
        ++first;
      std::fprintf(stderr, "FAIL %s / %s: first wrong byte %zu\n",
                   row.name.c_str(), variant, first);
      row.verified = false;
      progress(index, count, row.name, std::string(variant) + ": WRONG OUTPUT");
      continue;
    }
    pending.push_back({variant, 2.0 * bytes, run, wg});
  }
  pending.push_back(copy_buffer_pending(ctx, src_buf, dst_buf, bytes));
  row.results = time_side_by_side(pending, o, index, count, row.name);
  return row;
}

} // namespace xasync::bench
