#include "stencil.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <tuple>

namespace xasync::bench {

namespace {

// Tiles of 64 x th outputs: two local tiles of th + 2 lines of 68 floats
// (66 used): 18 KiB for th = 32, 35 KiB for th = 64 (NVIDIA allows 48 KiB
// per work-group); the kernel rounds local lines up to 16 bytes the same
// way.
constexpr size_t kTw = 64, kTilesX = 64;
constexpr size_t kLocalLine = (kTw + 2 + 3) / 4 * 4;

} // namespace

std::vector<StencilCase> stencil_cases() {
  return {{"stencil 5pt f32 64x32", 32, 8},
          {"stencil 5pt persistent", 32, 0},
          {"stencil 5pt 64x64 persistent", 64, 0}};
}

Row run_stencil(const Context &ctx, const Program &program,
                const Program *probe, const StencilCase &c, const Options &o,
                size_t index, size_t count) {
  const size_t W = kTilesX * kTw, th = c.th;
  size_t tiles_y = std::max<size_t>(1, o.size / (W * sizeof(float) * th));
  size_t per_group = c.tiles_per_group;
  if (per_group == 0) {
    // Persistent: about groups_per_cu work-groups per compute unit, each
    // walking a long run of tiles, so other groups cannot hide a tile's
    // copy latency; only the overlap inside a group can.
    cl_uint cus = 1;
    check(clGetDeviceInfo(ctx.info().device, CL_DEVICE_MAX_COMPUTE_UNITS,
                          sizeof cus, &cus, nullptr),
          "clGetDeviceInfo");
    const size_t per_column =
        std::clamp<size_t>(o.groups_per_cu * cus / kTilesX, 1, tiles_y);
    per_group = (tiles_y + per_column - 1) / per_column;
  }
  tiles_y = std::max<size_t>(1, tiles_y / per_group) * per_group;
  // Input lines: W outputs + 2 border elements, padded to 16 bytes.
  const size_t H = tiles_y * th, pin = (W + 2 + 3) / 4 * 4;
  const size_t groups = kTilesX * tiles_y / per_group;

  Row row;
  row.group = "stencil";
  row.name = c.name;
  row.tile = "64x" + std::to_string(th) + " x" + std::to_string(per_group) +
             " in " + std::to_string(groups) + " groups";
  row.elem_bytes = 4;
  row.lead = "async";
  row.baseline = "sync";
  row.verified = true;

  // Input in [0, 1) with 24-bit mantissas; the output is poisoned with NaN.
  std::vector<unsigned char> raw((H + 2) * pin * 4);
  fill_random(raw, 0x57e9c11 + index);
  std::vector<float> in((H + 2) * pin);
  for (size_t i = 0; i < in.size(); ++i) {
    uint32_t u;
    std::memcpy(&u, &raw[i * 4], 4);
    in[i] = (u >> 8) * (1.0f / 16777216.0f);
  }
  std::vector<float> ref(H * W), got(H * W);
  for (size_t y = 0; y < H; ++y)
    for (size_t x = 0; x < W; ++x) {
      const float *p = &in[(y + 1) * pin + x + 1];
      ref[y * W + x] =
          0.5f * p[0] + 0.125f * ((p[-(long)pin] + p[pin]) + (p[-1] + p[1]));
    }
  const std::vector<float> poison(H * W, NAN);
  Buffer in_buf(ctx, in.size() * 4, in.data()), out_buf(ctx, H * W * 4);
  const double bytes = double((H + 2) * (W + 2) + H * W) * 4; // no padding

  const size_t tile = kLocalLine * (th + 2) * sizeof(float);
  struct Variant {
    std::string name;
    size_t local;
    const Program *from;
    std::string kernel;
  };
  std::vector<Variant> variants = {{"async", 2 * tile, &program, ""},
                                   {"sync", tile, &program, ""}};
  // The raw cp.async twins of async and sync (sm_80+ PTX only).
  for (const auto &[v, local, kernel] :
       {std::tuple{"cpasync", 2 * tile, "stencil_cpasync"},
        std::tuple{"sync-cpasync", tile, "stencil_cpasync_sync"}})
    if (has_kernel(program, kernel))
      variants.push_back({v, local, &program, kernel});
  if (probe)
    for (const std::string &v : o.probe_variants)
      if (has_kernel(*probe, "stencil_" + v))
        variants.push_back({v, 2 * tile, probe, ""});
  std::vector<std::unique_ptr<Kernel>> kernels;
  std::vector<Pending> pending;
  for (const auto &[v, local, from, kernel] : variants) {
    const char *const variant = v.c_str();
    kernels.push_back(std::make_unique<Kernel>(
        from->get(), (kernel.empty() ? "stencil_" + v : kernel).c_str()));
    Kernel &k = *kernels.back();
    k.args(in_buf, out_buf, LocalBytes{local}, cl_uint(kTw), cl_uint(th),
           cl_uint(kTilesX), cl_uint(per_group), cl_ulong(pin), cl_ulong(W));
    const size_t wg = work_group_size(ctx, k, o.wg);
    auto run = [&ctx, &k, groups, wg] {
      return k.run(ctx, {groups * wg}, {wg}, true);
    };
    out_buf.write(poison.data(), H * W * 4);
    run();
    out_buf.read(got.data(), H * W * 4);
    // Same operation order as the kernel; only FMA contraction may differ.
    size_t wrong = 0, first = 0;
    for (size_t i = 0; i < ref.size(); ++i)
      if (!(std::fabs(got[i] - ref[i]) <= 1e-6f * (1 + std::fabs(ref[i]))) &&
          !wrong++)
        first = i;
    if (wrong) {
      std::fprintf(stderr,
                   "FAIL %s / %s: %zu wrong outputs; first at (%zu, %zu): got "
                   "%.9g want %.9g\n",
                   row.name.c_str(), variant, wrong, first / W, first % W,
                   got[first], ref[first]);
      row.verified = false;
      progress(index, count, row.name, std::string(variant) + ": WRONG OUTPUT");
      continue;
    }
    pending.push_back({variant, bytes, run, wg});
  }

  // Limit: clEnqueueCopyBuffer moving as many bytes (read + written).
  pending.push_back(copy_buffer_pending(ctx, in_buf, out_buf, H * W * 4));
  row.results = time_side_by_side(pending, o, index, count, row.name);
  return row;
}

} // namespace xasync::bench
