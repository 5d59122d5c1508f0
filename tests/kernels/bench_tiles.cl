// Tile round-trip kernels for tests/bench: every work-group copies one tile
// global -> local -> global (src -> tile -> dst, same place in dst), in four
// ways: the cl_khr_extended_async_copies builtins, one async_work_group_copy
// per line, a hand-written per-element loop and a hand-written loop over
// whole lines in the widest unit (the host adds clEnqueueCopyBuffer as the
// limit).
//
// The local tile is declared `local uint4 *`: NVIDIA's OpenCL aligns a
// local-memory kernel argument only to its pointee type (a `local uchar *`
// sat at shared address 0x401: docs/results/h100/probes.md, section 1), and
// 16-byte chunks need 16-byte aligned tiles.  The kernels use it as bytes.
//
// All geometry is passed as kernel arguments (in elements, as in the spec),
// so one program -- one PTX for NVIDIA -- serves every case: `elem` bytes per
// element, a tile of tw x th (x td) elements, a matrix/volume of `pitch`
// elements per line (and `plane` per plane) starting `offset` elements into
// the buffer.  The local tile is dense.  Work-group g takes tile
// (g % tiles_x, g / tiles_x % tiles_y, g / tiles_x / tiles_y).

static size_t origin_2d(uint tw, uint th, uint tiles_x, ulong pitch,
                        ulong offset) {
  const size_t g = get_group_id(0);
  return offset + (g / tiles_x) * th * pitch + (g % tiles_x) * tw;
}

static size_t origin_3d(uint tw, uint th, uint td, uint tiles_x, uint tiles_y,
                        ulong pitch, ulong plane, ulong offset) {
  const size_t g = get_group_id(0), gxy = g % ((size_t)tiles_x * tiles_y);
  return offset + (g / ((size_t)tiles_x * tiles_y)) * td * plane +
         (gxy / tiles_x) * th * pitch + (gxy % tiles_x) * tw;
}

// ---- xasync: one 2D2D / 3D3D call each way --------------------------------
// Only where the device has the extension: `bench --baseline` runs the other
// kernels on a device without it (the system pocl, for comparison).
#ifdef cl_khr_extended_async_copies

kernel void tile2d_xasync(global const uchar *src, global uchar *dst,
                          local uint4 *tile_, uint elem, uint tw, uint th,
                          uint tiles_x, ulong pitch, ulong offset) {
  local uchar *const tile = (local uchar *)tile_;
  const size_t o = origin_2d(tw, th, tiles_x, pitch, offset);
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, elem, tw, th,
                                          pitch, tw, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, elem, tw, th, tw, pitch, 0);
  wait_group_events(1, &ev);
}

kernel void tile3d_xasync(global const uchar *src, global uchar *dst,
                          local uint4 *tile_, uint elem, uint tw, uint th,
                          uint td, uint tiles_x, uint tiles_y, ulong pitch,
                          ulong plane, ulong offset) {
  local uchar *const tile = (local uchar *)tile_;
  const size_t o =
      origin_3d(tw, th, td, tiles_x, tiles_y, pitch, plane, offset);
  const size_t area = (size_t)tw * th;
  event_t ev = async_work_group_copy_3D3D(tile, 0, src, o, elem, tw, th, td,
                                          pitch, plane, tw, area, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_3D3D(dst, o, tile, 0, elem, tw, th, td, tw, area,
                                  pitch, plane, 0);
  wait_group_events(1, &ev);
}

#endif

// ---- per line: one classic async_work_group_copy per line, chained ---------
// Lines are copied as uchar: there is no gentype for 3- or 12-byte elements,
// and xasync picks its chunk width from the addresses, not the gentype.

static event_t lines_in(local uchar *tile, global const uchar *src, size_t o,
                        size_t elem, size_t tw, size_t lines, size_t pitch,
                        event_t ev) {
  const size_t lb = elem * tw;
  for (size_t l = 0; l < lines; ++l)
    ev = async_work_group_copy(tile + l * lb, src + (o + l * pitch) * elem, lb,
                               ev);
  return ev;
}

static event_t lines_out(global uchar *dst, const local uchar *tile, size_t o,
                         size_t elem, size_t tw, size_t lines, size_t pitch,
                         event_t ev) {
  const size_t lb = elem * tw;
  for (size_t l = 0; l < lines; ++l)
    ev = async_work_group_copy(dst + (o + l * pitch) * elem, tile + l * lb, lb,
                               ev);
  return ev;
}

kernel void tile2d_lines(global const uchar *src, global uchar *dst,
                         local uint4 *tile_, uint elem, uint tw, uint th,
                         uint tiles_x, ulong pitch, ulong offset) {
  local uchar *const tile = (local uchar *)tile_;
  const size_t o = origin_2d(tw, th, tiles_x, pitch, offset);
  event_t ev = lines_in(tile, src, o, elem, tw, th, pitch, 0);
  wait_group_events(1, &ev);
  ev = lines_out(dst, tile, o, elem, tw, th, pitch, 0);
  wait_group_events(1, &ev);
}

kernel void tile3d_lines(global const uchar *src, global uchar *dst,
                         local uint4 *tile_, uint elem, uint tw, uint th,
                         uint td, uint tiles_x, uint tiles_y, ulong pitch,
                         ulong plane, ulong offset) {
  local uchar *const tile = (local uchar *)tile_;
  const size_t o =
      origin_3d(tw, th, td, tiles_x, tiles_y, pitch, plane, offset);
  const size_t pb = (size_t)elem * tw * th; // bytes per local plane
  event_t in = 0, out = 0;
  for (size_t p = 0; p < td; ++p)
    in = lines_in(tile + p * pb, src, o + p * plane, elem, tw, th, pitch, in);
  wait_group_events(1, &in);
  for (size_t p = 0; p < td; ++p)
    out = lines_out(dst, tile + p * pb, o + p * plane, elem, tw, th, pitch, out);
  wait_group_events(1, &out);
}

// ---- strided: one classic async_work_group_strided_copy per column --------
// 4-byte elements only (the gentype is float): column c of the tile becomes
// local line c (the tile transposed) and goes back the same way.

kernel void tile2d_strided(global const uchar *src, global uchar *dst,
                           local uint4 *tile_, uint elem, uint tw, uint th,
                           uint tiles_x, ulong pitch, ulong offset) {
  (void)elem;
  local float *const tile = (local float *)tile_;
  const size_t o = origin_2d(tw, th, tiles_x, pitch, offset);
  global const float *const s = (global const float *)src + o;
  global float *const d = (global float *)dst + o;
  event_t in = 0, out = 0;
  for (uint c = 0; c < tw; ++c)
    in = async_work_group_strided_copy(tile + c * th, s + c, th, pitch, in);
  wait_group_events(1, &in);
  for (uint c = 0; c < tw; ++c)
    out = async_work_group_strided_copy(d + c, tile + c * th, th, pitch, out);
  wait_group_events(1, &out);
}

// ---- hand-written: each work-item copies whole elements --------------------
// Work-item r copies tile elements r, r + group size, ...  Every element
// address is a base pointer plus a multiple of `elem`, so the widest unit U
// in {16, 8, 4, 2, 1} dividing `elem` and both base addresses (taken from the
// real pointers at run time, not assumed) divides every address: an element
// is then moved as elem / U loads and stores of U bytes.  The compiler knows
// only U's alignment, so it cannot legally widen the unit loop.

// The widest unit in {16, 8, 4, 2, 1} dividing `bytes` and addresses a, b.
static uint elem_unit(size_t bytes, size_t a, size_t b) {
  const size_t x = bytes | a | b | 16;
  return (uint)(x & (~x + 1));
}

// Matrix element of tile element i: 2D (lines of tw) and 3D (planes of
// `area`); the 2D form does not pay the 3D divisions.  i < tw*th*td fits a
// uint (the tile lies in local memory), so the divisions are 32-bit.
#define AT2(i) (o + (size_t)((i) / tw) * pitch + (i) % tw)
#define AT3(i)                                                                 \
  (o + (size_t)((i) / area) * plane + (size_t)((i) % area / tw) * pitch +      \
   (i) % tw)

// NAME_in_T / NAME_out_T: the n elements of a tile in units of T.
#define DEFINE_ELEMS_T(NAME, AT, T)                                            \
  static void NAME##_in_##T(local uchar *tile, global const uchar *src,        \
                            size_t o, uint elem, uint tw, uint area, uint n,   \
                            size_t pitch, size_t plane) {                      \
    const uint u = elem / sizeof(T);                                           \
    for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {            \
      local T *d = (local T *)(tile + (size_t)i * elem);                       \
      const global T *s = (const global T *)(src + AT(i) * elem);              \
      for (uint k = 0; k < u; ++k)                                             \
        d[k] = s[k];                                                           \
    }                                                                          \
  }                                                                            \
  static void NAME##_out_##T(global uchar *dst, const local uchar *tile,       \
                             size_t o, uint elem, uint tw, uint area, uint n,  \
                             size_t pitch, size_t plane) {                     \
    const uint u = elem / sizeof(T);                                           \
    for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {            \
      global T *d = (global T *)(dst + AT(i) * elem);                          \
      const local T *s = (const local T *)(tile + (size_t)i * elem);           \
      for (uint k = 0; k < u; ++k)                                             \
        d[k] = s[k];                                                           \
    }                                                                          \
  }
#define DEFINE_ELEMS(NAME, AT)                                                 \
  DEFINE_ELEMS_T(NAME, AT, uint4)                                              \
  DEFINE_ELEMS_T(NAME, AT, uint2)                                              \
  DEFINE_ELEMS_T(NAME, AT, uint)                                               \
  DEFINE_ELEMS_T(NAME, AT, ushort)                                             \
  DEFINE_ELEMS_T(NAME, AT, uchar)
DEFINE_ELEMS(elems2d, AT2)
DEFINE_ELEMS(elems3d, AT3)

// One call of NAME_T for the unit width `unit` (uniform over the group).
#define BY_UNIT(NAME, unit, ...)                                               \
  switch (unit) {                                                              \
  case 16:                                                                     \
    NAME##_uint4(__VA_ARGS__);                                                 \
    break;                                                                     \
  case 8:                                                                      \
    NAME##_uint2(__VA_ARGS__);                                                 \
    break;                                                                     \
  case 4:                                                                      \
    NAME##_uint(__VA_ARGS__);                                                  \
    break;                                                                     \
  case 2:                                                                      \
    NAME##_ushort(__VA_ARGS__);                                                \
    break;                                                                     \
  default:                                                                     \
    NAME##_uchar(__VA_ARGS__);                                                 \
    break;                                                                     \
  }

kernel void tile2d_elems(global const uchar *src, global uchar *dst,
                         local uint4 *tile_, uint elem, uint tw, uint th,
                         uint tiles_x, ulong pitch, ulong offset) {
  local uchar *const tile = (local uchar *)tile_;
  const size_t o = origin_2d(tw, th, tiles_x, pitch, offset);
  const uint n = tw * th;
  BY_UNIT(elems2d_in, elem_unit(elem, (size_t)src, (size_t)tile), tile, src,
          o, elem, tw, n, n, pitch, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  BY_UNIT(elems2d_out, elem_unit(elem, (size_t)dst, (size_t)tile), dst, tile,
          o, elem, tw, n, n, pitch, 0);
}

kernel void tile3d_elems(global const uchar *src, global uchar *dst,
                         local uint4 *tile_, uint elem, uint tw, uint th,
                         uint td, uint tiles_x, uint tiles_y, ulong pitch,
                         ulong plane, ulong offset) {
  local uchar *const tile = (local uchar *)tile_;
  const size_t o =
      origin_3d(tw, th, td, tiles_x, tiles_y, pitch, plane, offset);
  const uint area = tw * th, n = area * td;
  BY_UNIT(elems3d_in, elem_unit(elem, (size_t)src, (size_t)tile), tile, src,
          o, elem, tw, area, n, pitch, plane);
  barrier(CLK_LOCAL_MEM_FENCE);
  BY_UNIT(elems3d_out, elem_unit(elem, (size_t)dst, (size_t)tile), dst, tile,
          o, elem, tw, area, n, pitch, plane);
}

// ---- hand-written: whole lines in the widest unit ---------------------------
// The issue's "hand-written float4 tile loop": the tile is walked as lines of
// tw * elem bytes, each cut into units of U bytes, U the widest in
// {16, 8, 4, 2, 1} dividing the line length, the line and plane strides in
// bytes, and both base addresses (real pointers, at run time).  Work-item r
// moves units r, r + group size, ... of the whole tile: a float tile with
// 16-byte-multiple lines moves as float4s whatever its element size.

// NAME_in_T / NAME_out_T: `lines` lines of `upl` units of T, line l of the
// tile at global line (l / th) * plane + (l % th) * pitch (bytes from g).
#define DEFINE_WIDE_T(T)                                                       \
  static void wide_in_##T(local uchar *tile, global const uchar *g, uint upl,  \
                          uint th, uint lines, size_t pitch, size_t plane) {   \
    const uint n = upl * lines;                                                \
    for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {            \
      const uint l = i / upl, k = i % upl;                                     \
      ((local T *)tile)[i] = ((const global T *)(g + (l / th) * plane +        \
                                                 (l % th) * pitch))[k];        \
    }                                                                          \
  }                                                                            \
  static void wide_out_##T(global uchar *g, const local uchar *tile, uint upl, \
                           uint th, uint lines, size_t pitch, size_t plane) {  \
    const uint n = upl * lines;                                                \
    for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {            \
      const uint l = i / upl, k = i % upl;                                     \
      ((global T *)(g + (l / th) * plane + (l % th) * pitch))[k] =             \
          ((const local T *)tile)[i];                                          \
    }                                                                          \
  }
DEFINE_WIDE_T(uint4)
DEFINE_WIDE_T(uint2)
DEFINE_WIDE_T(uint)
DEFINE_WIDE_T(ushort)
DEFINE_WIDE_T(uchar)

// ---- direct: the same unit loop global -> global, no local memory ----------
// Not a way to stage a tile: the ceiling of any kernel that moves the tile's
// bytes once each way on the device (launch, work-group and work-item costs
// included), against which the staged variants are read.
#define DEFINE_DIRECT_T(T)                                                     \
  static void direct_##T(global uchar *d, global const uchar *s, uint upl,     \
                         uint th, uint lines, size_t pitch, size_t plane) {    \
    const uint n = upl * lines;                                                \
    for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {            \
      const uint l = i / upl, k = i % upl;                                     \
      const size_t at = (l / th) * plane + (l % th) * pitch;                   \
      ((global T *)(d + at))[k] = ((const global T *)(s + at))[k];             \
    }                                                                          \
  }
DEFINE_DIRECT_T(uint4)
DEFINE_DIRECT_T(uint2)
DEFINE_DIRECT_T(uint)
DEFINE_DIRECT_T(ushort)
DEFINE_DIRECT_T(uchar)

// Both directions of one tile (td = 1 for 2D), strides in elements.
static void wide_round_trip(global const uchar *src, global uchar *dst,
                            local uchar *tile, size_t o, uint elem, uint tw,
                            uint th, uint td, size_t pitch, size_t plane) {
  const uint line = tw * elem, lines = th * td;
  const size_t pb = pitch * elem, qb = td > 1 ? plane * elem : 0;
  const global uchar *s = src + o * elem;
  global uchar *d = dst + o * elem;
  // A power of two divides line, pb and qb iff it divides their OR.
  const uint ui = elem_unit(line | pb | qb, (size_t)s, (size_t)tile);
  BY_UNIT(wide_in, ui, tile, s, line / ui, th, lines, pb, qb);
  barrier(CLK_LOCAL_MEM_FENCE);
  const uint uo = elem_unit(line | pb | qb, (size_t)d, (size_t)tile);
  BY_UNIT(wide_out, uo, d, tile, line / uo, th, lines, pb, qb);
}

// One tile src -> dst directly (td = 1 for 2D), strides in elements.
static void direct_copy(global const uchar *src, global uchar *dst, size_t o,
                        uint elem, uint tw, uint th, uint td, size_t pitch,
                        size_t plane) {
  const uint line = tw * elem, lines = th * td;
  const size_t pb = pitch * elem, qb = td > 1 ? plane * elem : 0;
  const global uchar *s = src + o * elem;
  global uchar *d = dst + o * elem;
  const uint u = elem_unit(line | pb | qb, (size_t)s, (size_t)d);
  BY_UNIT(direct, u, d, s, line / u, th, lines, pb, qb);
}

kernel void tile2d_direct(global const uchar *src, global uchar *dst,
                          local uint4 *tile_, uint elem, uint tw, uint th,
                          uint tiles_x, ulong pitch, ulong offset) {
  (void)tile_;
  direct_copy(src, dst, origin_2d(tw, th, tiles_x, pitch, offset), elem, tw,
              th, 1, pitch, 0);
}

kernel void tile3d_direct(global const uchar *src, global uchar *dst,
                          local uint4 *tile_, uint elem, uint tw, uint th,
                          uint td, uint tiles_x, uint tiles_y, ulong pitch,
                          ulong plane, ulong offset) {
  (void)tile_;
  direct_copy(src, dst,
              origin_3d(tw, th, td, tiles_x, tiles_y, pitch, plane, offset),
              elem, tw, th, td, pitch, plane);
}

kernel void tile2d_wide(global const uchar *src, global uchar *dst,
                        local uint4 *tile_, uint elem, uint tw, uint th,
                        uint tiles_x, ulong pitch, ulong offset) {
  wide_round_trip(src, dst, (local uchar *)tile_,
                  origin_2d(tw, th, tiles_x, pitch, offset), elem, tw, th, 1,
                  pitch, 0);
}

kernel void tile3d_wide(global const uchar *src, global uchar *dst,
                        local uint4 *tile_, uint elem, uint tw, uint th,
                        uint td, uint tiles_x, uint tiles_y, ulong pitch,
                        ulong plane, ulong offset) {
  wide_round_trip(src, dst, (local uchar *)tile_,
                  origin_3d(tw, th, td, tiles_x, tiles_y, pitch, plane,
                            offset),
                  elem, tw, th, td, pitch, plane);
}
