// Tile round-trip kernels for tests/bench: every work-group copies one tile
// global -> local -> global (src -> tile -> dst, same place in dst), in four
// ways: the cl_khr_extended_async_copies builtins, one async_work_group_copy
// per line, and a hand-written per-element loop (the host adds
// clEnqueueCopyBuffer as the limit).
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

kernel void tile2d_xasync(global const uchar *src, global uchar *dst,
                          local uchar *tile, uint elem, uint tw, uint th,
                          uint tiles_x, ulong pitch, ulong offset) {
  const size_t o = origin_2d(tw, th, tiles_x, pitch, offset);
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, elem, tw, th,
                                          pitch, tw, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, elem, tw, th, tw, pitch, 0);
  wait_group_events(1, &ev);
}

kernel void tile3d_xasync(global const uchar *src, global uchar *dst,
                          local uchar *tile, uint elem, uint tw, uint th,
                          uint td, uint tiles_x, uint tiles_y, ulong pitch,
                          ulong plane, ulong offset) {
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
                         local uchar *tile, uint elem, uint tw, uint th,
                         uint tiles_x, ulong pitch, ulong offset) {
  const size_t o = origin_2d(tw, th, tiles_x, pitch, offset);
  event_t ev = lines_in(tile, src, o, elem, tw, th, pitch, 0);
  wait_group_events(1, &ev);
  ev = lines_out(dst, tile, o, elem, tw, th, pitch, 0);
  wait_group_events(1, &ev);
}

kernel void tile3d_lines(global const uchar *src, global uchar *dst,
                         local uchar *tile, uint elem, uint tw, uint th,
                         uint td, uint tiles_x, uint tiles_y, ulong pitch,
                         ulong plane, ulong offset) {
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

// ---- hand-written: each work-item copies whole elements --------------------
// An element is moved as elem/U units of its natural alignment U (uint4 for
// 16-byte elements, uint for 4/12, uchar for 3, ...); the element index i of
// the tile maps to element `at(i)` of the matrix.

#define ELEM_COPY(T, DST, SRC, DI, SI)                                         \
  do {                                                                         \
    const size_t u = elem / sizeof(T);                                         \
    if (u == 1)                                                                \
      ((DST T *)d)[DI] = ((const SRC T *)s)[SI];                               \
    else                                                                       \
      for (size_t k = 0; k < u; ++k)                                           \
        ((DST T *)d)[(DI) * u + k] = ((const SRC T *)s)[(SI) * u + k];         \
  } while (0)

#define ELEM_DISPATCH(DST, SRC, DI, SI)                                        \
  switch ((elem & 15) ? elem & (~elem + 1) : 16) {                             \
  case 16:                                                                     \
    ELEM_COPY(uint4, DST, SRC, DI, SI);                                        \
    break;                                                                     \
  case 8:                                                                      \
    ELEM_COPY(uint2, DST, SRC, DI, SI);                                        \
    break;                                                                     \
  case 4:                                                                      \
    ELEM_COPY(uint, DST, SRC, DI, SI);                                         \
    break;                                                                     \
  case 2:                                                                      \
    ELEM_COPY(ushort, DST, SRC, DI, SI);                                       \
    break;                                                                     \
  default:                                                                     \
    ELEM_COPY(uchar, DST, SRC, DI, SI);                                        \
    break;                                                                     \
  }

// Matrix element of tile element i: 2D (lines of tw) and 3D (planes of
// `area`); the 2D form does not pay the 3D divisions.
#define AT2(i) (o + (i) / tw * pitch + (i) % tw)
#define AT3(i) (o + (i) / area * plane + (i) % area / tw * pitch + (i) % tw)

// In and out loops over the n elements of a tile, per work-item.
#define DEFINE_ELEMS(NAME, AT)                                                 \
  static void NAME##_in(local uchar *d, global const uchar *s, size_t o,       \
                        size_t elem, size_t tw, size_t area, size_t n,         \
                        size_t pitch, size_t plane) {                          \
    for (size_t i = get_local_id(0); i < n; i += get_local_size(0))            \
      ELEM_DISPATCH(local, global, i, AT(i))                                   \
  }                                                                            \
  static void NAME##_out(global uchar *d, const local uchar *s, size_t o,      \
                         size_t elem, size_t tw, size_t area, size_t n,        \
                         size_t pitch, size_t plane) {                         \
    for (size_t i = get_local_id(0); i < n; i += get_local_size(0))            \
      ELEM_DISPATCH(global, local, AT(i), i)                                   \
  }
DEFINE_ELEMS(elems2d, AT2)
DEFINE_ELEMS(elems3d, AT3)

kernel void tile2d_elems(global const uchar *src, global uchar *dst,
                         local uchar *tile, uint elem, uint tw, uint th,
                         uint tiles_x, ulong pitch, ulong offset) {
  const size_t o = origin_2d(tw, th, tiles_x, pitch, offset);
  const size_t n = (size_t)tw * th;
  elems2d_in(tile, src, o, elem, tw, n, n, pitch, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  elems2d_out(dst, tile, o, elem, tw, n, n, pitch, 0);
}

kernel void tile3d_elems(global const uchar *src, global uchar *dst,
                         local uchar *tile, uint elem, uint tw, uint th,
                         uint td, uint tiles_x, uint tiles_y, ulong pitch,
                         ulong plane, ulong offset) {
  const size_t o =
      origin_3d(tw, th, td, tiles_x, tiles_y, pitch, plane, offset);
  const size_t area = (size_t)tw * th, n = area * td;
  elems3d_in(tile, src, o, elem, tw, area, n, pitch, plane);
  barrier(CLK_LOCAL_MEM_FENCE);
  elems3d_out(dst, tile, o, elem, tw, area, n, pitch, plane);
}
