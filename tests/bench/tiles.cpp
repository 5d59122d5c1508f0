#include "tiles.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

namespace xasync::bench {

std::vector<TileCase> tile_cases() {
  // 16-byte-multiple rows (f32, f32x4), 3- and 12-byte elements (3B with
  // 192-byte tile lines, which stay 16-byte aligned, and with 180-byte ones,
  // whose starts move mod 16 from tile to tile), and misaligned starts: +1
  // float (rows only 4-byte aligned) and +3 bytes with an odd pitch (every
  // row differently byte-aligned).  Tiles stay within 16 KiB of local
  // memory (NVIDIA allows 48 KiB per work-group).  The last two 2D cases
  // separate geometry from library cost: 4 KiB tile lines, and one 16 KiB
  // line per tile (each tile is a contiguous block, as for a plain copy).
  // The 3D bricks likewise come with 64-byte lines (16^3) and 256-byte ones
  // (64x16x4): a 64-byte line caps any kernel copy of the bricks near 0.93
  // of a buffer copy on the H100 (docs/results/h100/probes.md, section 8).
  return {
      {"2d f32 64x64", 2, 4, 64, 64, 1},
      {"2d f32x4 32x32", 2, 16, 32, 32, 1},
      {"2d 3B 64x64", 2, 3, 64, 64, 1},
      {"2d 3B 60x64", 2, 3, 60, 64, 1},
      {"2d 12B 32x32", 2, 12, 32, 32, 1},
      {"2d f32 64x64 +1", 2, 4, 64, 64, 1, 1},
      {"2d u8 128x64 +3 odd", 2, 1, 128, 64, 1, 3, 1},
      {"2d f32 1024x4", 2, 4, 1024, 4, 1},
      {"2d f32 4096x1 contiguous", 2, 4, 4096, 1, 1},
      {"3d f32 16x16x16", 3, 4, 16, 16, 16},
      {"3d f32 64x16x4", 3, 4, 64, 16, 4},
      {"3d 3B 16x16x16", 3, 3, 16, 16, 16},
      {"3d f32 16x16x16 +1", 3, 4, 16, 16, 16, 1},
  };
}

namespace {

// Where the tiles lie: tiles_x * tiles_y * tiles_z tiles, lines of `pitch`
// elements, planes of `plane` elements, after `offset` elements.
struct Geometry {
  size_t tiles_x, tiles_y, tiles_z;
  size_t pitch, lines, plane, planes;
  size_t elems; // buffer size in elements
  size_t groups() const { return tiles_x * tiles_y * tiles_z; }
};

Geometry geometry(const TileCase &c, size_t bytes) {
  Geometry g;
  const size_t tile_line = c.tw * c.elem;
  // 2D: lines of about 16 KiB; 3D: lines of about 2 KiB.
  g.tiles_x = std::max<size_t>(1, (c.dims == 2 ? 16384 : 2048) / tile_line);
  g.pitch = g.tiles_x * c.tw + c.pad;
  if (c.dims == 2) {
    g.tiles_z = 1;
    g.tiles_y = std::max<size_t>(1, bytes / (g.pitch * c.elem * c.th));
    g.lines = g.tiles_y * c.th;
    g.plane = g.pitch * g.lines;
  } else {
    // Up to 256 lines per plane, fewer when the buffer is small.
    const size_t slab = g.pitch * c.elem * c.th * c.td; // one row of bricks
    g.tiles_y = std::clamp<size_t>(bytes / slab, 1, std::max<size_t>(1, 256 / c.th));
    g.lines = g.tiles_y * c.th;
    g.plane = g.pitch * g.lines + c.pad;
    g.tiles_z = std::max<size_t>(1, bytes / (g.plane * c.elem * c.td));
  }
  g.planes = g.tiles_z * c.td;
  g.elems = c.offset + g.planes * g.plane;
  return g;
}

// dst after a correct round trip: dst_init with every tile line from src.
std::vector<unsigned char> expected(const TileCase &c, const Geometry &g,
                                    const std::vector<unsigned char> &src,
                                    std::vector<unsigned char> dst) {
  const size_t line = g.tiles_x * c.tw * c.elem;
  for (size_t p = 0; p < g.planes; ++p)
    for (size_t r = 0; r < g.lines; ++r) {
      const size_t at = (c.offset + p * g.plane + r * g.pitch) * c.elem;
      std::memcpy(&dst[at], &src[at], line);
    }
  return dst;
}

// Compares and reports the first difference as (plane, line, byte in line).
bool compare(const std::string &what, const std::vector<unsigned char> &got,
             const std::vector<unsigned char> &want, const TileCase &c,
             const Geometry &g) {
  size_t first = 0;
  const size_t wrong = count_wrong(got, want, &first);
  if (!wrong)
    return true;
  const size_t e = first / c.elem;
  const size_t rel = e >= c.offset ? e - c.offset : 0;
  std::fprintf(stderr,
               "FAIL %s / %s: %zu wrong bytes; first at byte %zu (plane %zu, "
               "line %zu, element %zu): got 0x%02x want 0x%02x\n",
               c.name.c_str(), what.c_str(), wrong, first, rel / g.plane,
               rel % g.plane / g.pitch, rel % g.pitch, got[first], want[first]);
  return false;
}

} // namespace

Row run_tile_case(const Context &ctx, const Program &program,
                  const Program *probe, const TileCase &c, const Options &o,
                  size_t index, size_t count) {
  const Geometry g = geometry(c, o.size);
  const size_t tile_bytes = c.tw * c.th * c.td * c.elem;
  const size_t region = g.groups() * tile_bytes; // bytes moved each way
  Row row;
  row.group = c.dims == 2 ? "tile2d" : "tile3d";
  row.name = c.name;
  row.elem_bytes = c.elem;
  row.offset = c.offset;
  row.tile = std::to_string(c.tw) + "x" + std::to_string(c.th) +
             (c.dims == 3 ? "x" + std::to_string(c.td) : "");
  row.lead = "xasync";
  row.baseline = "per-line";
  row.verified = true;

  cl_ulong local_mem = 0;
  check(clGetDeviceInfo(ctx.info().device, CL_DEVICE_LOCAL_MEM_SIZE,
                        sizeof local_mem, &local_mem, nullptr),
        "clGetDeviceInfo");
  if (tile_bytes + o.local_pad > local_mem) {
    progress(index, count, c.name,
             "skipped: tile needs " + std::to_string(tile_bytes + o.local_pad) +
                 " bytes of local memory, device has " +
                 std::to_string(local_mem));
    return row;
  }

  const size_t bytes = g.elems * c.elem;
  std::vector<unsigned char> src(bytes), dst_init(bytes);
  fill_random(src, 0x7117e5 + index);
  fill_random(dst_init, 0xd57 + index);
  const auto want = expected(c, g, src, dst_init);
  Buffer src_buf(ctx, bytes, src.data()), dst_buf(ctx, bytes);
  std::vector<unsigned char> got(bytes);

  const std::string prefix = c.dims == 2 ? "tile2d_" : "tile3d_";
  // xasync needs the extension (not in --baseline); strided is a float
  // kernel, so only 2D cases of 4-byte elements have it; direct copies
  // global -> global (no staging): the ceiling the others are read against.
  // --probe variants come from the probe program, named as given.
  struct Variant {
    std::string name, suffix;
    const Program *from;
  };
  std::vector<Variant> variants = {
      {"xasync", "xasync", &program},     {"per-line", "lines", &program},
      {"per-element", "elems", &program}, {"hand-wide", "wide", &program},
      {"strided", "strided", &program},   {"direct", "direct", &program}};
  if (probe)
    for (const std::string &v : o.probe_variants)
      if (has_kernel(*probe, prefix + v))
        variants.push_back({v, v, probe});
  std::vector<std::unique_ptr<Kernel>> kernels;
  std::vector<Pending> pending;
  for (const auto &[v, suffix, from] : variants) {
    const char *const variant = v.c_str();
    if (o.skip.find("," + v + ",") != std::string::npos ||
        (o.baseline && v == "xasync") ||
        (v == "strided" && (c.dims != 2 || c.elem != 4)))
      continue;
    kernels.push_back(
        std::make_unique<Kernel>(from->get(), (prefix + suffix).c_str()));
    Kernel &k = *kernels.back();
    // --inject-error: one line per tile too few, which verification must see.
    const cl_uint th = cl_uint(c.th - (o.inject_error ? 1 : 0));
    if (c.dims == 2)
      k.args(src_buf, dst_buf, LocalBytes{tile_bytes + o.local_pad}, cl_uint(c.elem),
             cl_uint(c.tw), th, cl_uint(g.tiles_x), cl_ulong(g.pitch),
             cl_ulong(c.offset));
    else
      k.args(src_buf, dst_buf, LocalBytes{tile_bytes + o.local_pad}, cl_uint(c.elem),
             cl_uint(c.tw), th, cl_uint(c.td), cl_uint(g.tiles_x),
             cl_uint(g.tiles_y), cl_ulong(g.pitch), cl_ulong(g.plane),
             cl_ulong(c.offset));
    const size_t wg = work_group_size(ctx, k, o.wg);
    const size_t groups = g.groups();
    auto run = [&ctx, &k, groups, wg] {
      return k.run(ctx, {groups * wg}, {wg}, true);
    };
    // Verified once, on a poisoned destination; this is also the first
    // warm-up (and, on pocl, the compilation for this work-group size).
    dst_buf.write(dst_init.data(), bytes);
    run();
    dst_buf.read(got.data(), bytes);
    if (!compare(variant, got, want, c, g)) {
      row.verified = false;
      progress(index, count, c.name, std::string(variant) + ": WRONG OUTPUT");
      continue;
    }
    pending.push_back({variant, 2.0 * region, run, wg});
  }

  // The limit: one clEnqueueCopyBuffer of the same number of bytes.
  dst_buf.write(dst_init.data(), bytes);
  copy_buffer(ctx, src_buf, dst_buf, region);
  dst_buf.read(got.data(), bytes);
  if (std::memcmp(got.data(), src.data(), region) != 0 ||
      std::memcmp(got.data() + region, dst_init.data() + region,
                  bytes - region) != 0) {
    std::fprintf(stderr, "FAIL %s / copy-buffer: wrong output\n",
                 c.name.c_str());
    row.verified = false;
  } else {
    pending.push_back(copy_buffer_pending(ctx, src_buf, dst_buf, region));
  }
  row.results = time_side_by_side(pending, o, index, count, c.name);
  return row;
}

} // namespace xasync::bench
