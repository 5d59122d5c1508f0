// The corpus (tests/bench/corpus.cpp): tile kernels written the way users
// write them, not the way the bench's own tile kernels are.  Sizes are
// compile-time constants, tiles are declared in the kernel, copies are
// chained in the kernel body with one wait, element types vary.  Each
// kernel moves tiles of a matrix (a volume for the 3D case) from `src`
// through local memory to the same place in `dst`; the compute kernel adds
// 1 to every 32-bit word on the way.  The host checks every byte, padding
// columns included (they must keep their poison).
//
// Every kernel takes (src, dst, [local tile,] pitch, plane, tiles_x,
// tiles_y, lines): pitch and plane in elements, tiles_x/tiles_y tiles per
// line/plane of tiles, `lines` the tile height (the kernels that take their
// trip count at run time read it; the others use their constant).
// Work-group g takes tile (g % tiles_x, g / tiles_x % tiles_y,
// g / tiles_x / tiles_y).

#define TW 64 // 2D tile: 64 x 64 floats (16 KiB)
#define TH 64

static size_t origin2(uint pitch, uint tiles_x, size_t tile) {
  return (tile / tiles_x) * TH * pitch + (tile % tiles_x) * TW;
}

// ---- float tiles, kernel-scope local array, 64 chained line copies -------

kernel void f32_chain(global const float *src, global float *dst, uint pitch,
                      uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local float tile[TW * TH];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  event_t ev = 0;
  for (int l = 0; l < TH; ++l)
    ev = async_work_group_copy(tile + l * TW, src + o + l * pitch, TW, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (int l = 0; l < TH; ++l)
    out = async_work_group_copy(dst + o + l * pitch, tile + l * TW, TW, out);
  wait_group_events(1, &out);
}

// The trip count known only at run time.
kernel void f32_chain_rt(global const float *src, global float *dst,
                         uint pitch, uint plane, uint tiles_x, uint tiles_y,
                         uint lines) {
  local float tile[TW * TH];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  event_t ev = 0;
  for (uint l = 0; l < lines; ++l)
    ev = async_work_group_copy(tile + l * TW, src + o + l * pitch, TW, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (uint l = 0; l < lines; ++l)
    out = async_work_group_copy(dst + o + l * pitch, tile + l * TW, TW, out);
  wait_group_events(1, &out);
}

// Generic code: the line length (and count) known only at run time too.
kernel void f32_chain_len(global const float *src, global float *dst,
                          uint pitch, uint plane, uint tiles_x, uint tiles_y,
                          uint lines) {
  local float tile[TW * TH];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  const uint width = (uint)(TW * TH) / lines; // TW for the bench's lines
  event_t ev = 0;
  for (uint l = 0; l < lines; ++l)
    ev = async_work_group_copy(tile + l * width, src + o + l * pitch, width, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (uint l = 0; l < lines; ++l)
    out = async_work_group_copy(dst + o + l * pitch, tile + l * width, width, out);
  wait_group_events(1, &out);
}

// The tile as a `local` kernel argument.
kernel void f32_chain_larg(global const float *src, global float *dst,
                           local float *tile, uint pitch, uint plane,
                           uint tiles_x, uint tiles_y, uint lines) {
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  event_t ev = 0;
  for (int l = 0; l < TH; ++l)
    ev = async_work_group_copy(tile + l * TW, src + o + l * pitch, TW, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (int l = 0; l < TH; ++l)
    out = async_work_group_copy(dst + o + l * pitch, tile + l * TW, TW, out);
  wait_group_events(1, &out);
}

// The copies issued from helpers the compiler may not inline.
__attribute__((noinline)) static event_t
rows_in(local float *tile, global const float *src, uint pitch) {
  event_t ev = 0;
  for (int l = 0; l < TH; ++l)
    ev = async_work_group_copy(tile + l * TW, src + l * pitch, TW, ev);
  return ev;
}
__attribute__((noinline)) static event_t
rows_out(global float *dst, local const float *tile, uint pitch) {
  event_t ev = 0;
  for (int l = 0; l < TH; ++l)
    ev = async_work_group_copy(dst + l * pitch, tile + l * TW, TW, ev);
  return ev;
}
kernel void f32_chain_helper(global const float *src, global float *dst,
                             uint pitch, uint plane, uint tiles_x,
                             uint tiles_y, uint lines) {
  local float tile[TW * TH];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  event_t ev = rows_in(tile, src + o, pitch);
  wait_group_events(1, &ev);
  ev = rows_out(dst + o, tile, pitch);
  wait_group_events(1, &ev);
}

// Each copy waited at once.
kernel void f32_wait_each(global const float *src, global float *dst,
                          uint pitch, uint plane, uint tiles_x, uint tiles_y,
                          uint lines) {
  local float tile[TW * TH];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  for (int l = 0; l < TH; ++l) {
    event_t ev = async_work_group_copy(tile + l * TW, src + o + l * pitch, TW, 0);
    wait_group_events(1, &ev);
  }
  for (int l = 0; l < TH; ++l) {
    event_t ev = async_work_group_copy(dst + o + l * pitch, tile + l * TW, TW, 0);
    wait_group_events(1, &ev);
  }
}

// One strided copy per column: column c becomes local line c.
kernel void f32_strided(global const float *src, global float *dst,
                        uint pitch, uint plane, uint tiles_x, uint tiles_y,
                        uint lines) {
  local float tile[TW * TH];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  event_t ev = 0;
  for (int c = 0; c < TW; ++c)
    ev = async_work_group_strided_copy(tile + c * TH, src + o + c, TH, pitch, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (int c = 0; c < TW; ++c)
    out = async_work_group_strided_copy(dst + o + c, tile + c * TH, TH, pitch, out);
  wait_group_events(1, &out);
}

// The same tile as float4 lines (16 per line; pitch in floats).
kernel void f32x4_chain(global const float4 *src, global float4 *dst,
                        uint pitch, uint plane, uint tiles_x, uint tiles_y,
                        uint lines) {
  local float4 tile[TW * TH / 4];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0)) / 4;
  const size_t p4 = pitch / 4;
  event_t ev = 0;
  for (int l = 0; l < TH; ++l)
    ev = async_work_group_copy(tile + l * (TW / 4), src + o + l * p4, TW / 4, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (int l = 0; l < TH; ++l)
    out = async_work_group_copy(dst + o + l * p4, tile + l * (TW / 4), TW / 4, out);
  wait_group_events(1, &out);
}

// The same tile as bytes: 256-byte lines of uchar.
kernel void u8_chain(global const uchar *src, global uchar *dst, uint pitch,
                     uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local uchar tile[TW * TH * 4];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0)) * 4;
  const size_t pb = pitch * 4;
  event_t ev = 0;
  for (int l = 0; l < TH; ++l)
    ev = async_work_group_copy(tile + l * TW * 4, src + o + l * pb, TW * 4, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (int l = 0; l < TH; ++l)
    out = async_work_group_copy(dst + o + l * pb, tile + l * TW * 4, TW * 4, out);
  wait_group_events(1, &out);
}

// A compute loop around the copies: each work-group walks 4 tiles of a
// tile line (copy in, wait, add 1 to every word, copy out, wait).
#define TILES_PER_GROUP 4
kernel void f32_compute(global const uint *src, global uint *dst, uint pitch,
                        uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local uint tile[TW * TH];
  for (int k = 0; k < TILES_PER_GROUP; ++k) {
    const size_t o =
        origin2(pitch, tiles_x, get_group_id(0) * TILES_PER_GROUP + k);
    event_t ev = 0;
    for (int l = 0; l < TH; ++l)
      ev = async_work_group_copy(tile + l * TW, src + o + l * pitch, TW, ev);
    wait_group_events(1, &ev);
    for (size_t i = get_local_id(0); i < TW * TH; i += get_local_size(0))
      tile[i] += 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t out = 0;
    for (int l = 0; l < TH; ++l)
      out = async_work_group_copy(dst + o + l * pitch, tile + l * TW, TW, out);
    wait_group_events(1, &out);
  }
}

// prefetch: the group's lines prefetched, then read straight from global.
kernel void f32_prefetch(global const float *src, global float *dst,
                         uint pitch, uint plane, uint tiles_x, uint tiles_y,
                         uint lines) {
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  for (size_t l = get_local_id(0); l < TH; l += get_local_size(0))
    prefetch(src + o + l * pitch, TW);
  for (size_t i = get_local_id(0); i < TW * TH; i += get_local_size(0))
    dst[o + i / TW * pitch + i % TW] = src[o + i / TW * pitch + i % TW];
}

// The control: the same tile moved by the work-items themselves, no copy
// builtin.  It runs no xasync code, so its speed with and without xasync
// tells how much two processes differ on this machine (the corpus goals'
// control band, scripts/corpus_goals.py).
kernel void f32_hand(global const float *src, global float *dst, uint pitch,
                     uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local float tile[TW * TH];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  for (size_t i = get_local_id(0); i < TW * TH; i += get_local_size(0))
    tile[i] = src[o + i / TW * pitch + i % TW];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t i = get_local_id(0); i < TW * TH; i += get_local_size(0))
    dst[o + i / TW * pitch + i % TW] = tile[i];
}

// ---- 3-byte pixels: 60 x 64 tiles of a struct, copied as bytes -----------

typedef struct {
  uchar r, g, b;
} rgb;
#define RW 60
#define RH 64

kernel void rgb_chain(global const rgb *src, global rgb *dst, uint pitch,
                      uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local rgb tile[RW * RH];
  const size_t g = get_group_id(0);
  const size_t o = (g / tiles_x) * RH * pitch + (g % tiles_x) * RW;
  event_t ev = 0;
  for (int l = 0; l < RH; ++l)
    ev = async_work_group_copy((local uchar *)(tile + l * RW),
                               (global const uchar *)(src + o + l * pitch),
                               RW * sizeof(rgb), ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (int l = 0; l < RH; ++l)
    out = async_work_group_copy((global uchar *)(dst + o + l * pitch),
                               (local const uchar *)(tile + l * RW),
                               RW * sizeof(rgb), out);
  wait_group_events(1, &out);
}

// ---- narrow tiles: 8 floats (32 bytes) per line, 64 lines ---------------

#define NW 8
kernel void f32n_chain(global const float *src, global float *dst, uint pitch,
                       uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local float tile[NW * TH];
  const size_t g = get_group_id(0);
  const size_t o = (g / tiles_x) * TH * pitch + (g % tiles_x) * NW;
  event_t ev = 0;
  for (int l = 0; l < TH; ++l)
    ev = async_work_group_copy(tile + l * NW, src + o + l * pitch, NW, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (int l = 0; l < TH; ++l)
    out = async_work_group_copy(dst + o + l * pitch, tile + l * NW, NW, out);
  wait_group_events(1, &out);
}

// ---- 3D bricks, 16 x 16 x 16 floats, one copy per line (OpenCL-TTL) ------

#define BW 16
static size_t origin3(uint pitch, uint plane, uint tiles_x, uint tiles_y) {
  const size_t g = get_group_id(0), gxy = g % ((size_t)tiles_x * tiles_y);
  return (g / ((size_t)tiles_x * tiles_y)) * BW * plane +
         (gxy / tiles_x) * BW * pitch + (gxy % tiles_x) * BW;
}

kernel void f32_3d_chain(global const float *src, global float *dst,
                         uint pitch, uint plane, uint tiles_x, uint tiles_y,
                         uint lines) {
  local float brick[BW * BW * BW];
  const size_t o = origin3(pitch, plane, tiles_x, tiles_y);
  event_t ev = 0;
  for (int p = 0; p < BW; ++p)
    for (int l = 0; l < BW; ++l)
      ev = async_work_group_copy(brick + (p * BW + l) * BW,
                                 src + o + p * plane + l * pitch, BW, ev);
  wait_group_events(1, &ev);
  event_t out = 0;
  for (int p = 0; p < BW; ++p)
    for (int l = 0; l < BW; ++l)
      out = async_work_group_copy(dst + o + p * plane + l * pitch,
                                 brick + (p * BW + l) * BW, BW, out);
  wait_group_events(1, &out);
}

// ---- the same tiles with the extension: one 2D2D / 3D3D each way ---------
#ifdef cl_khr_extended_async_copies

kernel void f32_x2d(global const float *src, global float *dst, uint pitch,
                    uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local float tile[TW * TH];
  const size_t o = origin2(pitch, tiles_x, get_group_id(0));
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, sizeof(float), TW,
                                          TH, pitch, TW, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, sizeof(float), TW, TH, TW,
                                  pitch, 0);
  wait_group_events(1, &ev);
}

kernel void f32_compute_x2d(global const uint *src, global uint *dst,
                            uint pitch, uint plane, uint tiles_x,
                            uint tiles_y, uint lines) {
  local uint tile[TW * TH];
  for (int k = 0; k < TILES_PER_GROUP; ++k) {
    const size_t o =
        origin2(pitch, tiles_x, get_group_id(0) * TILES_PER_GROUP + k);
    event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, sizeof(uint), TW,
                                            TH, pitch, TW, 0);
    wait_group_events(1, &ev);
    for (size_t i = get_local_id(0); i < TW * TH; i += get_local_size(0))
      tile[i] += 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    ev = async_work_group_copy_2D2D(dst, o, tile, 0, sizeof(uint), TW, TH, TW,
                                    pitch, 0);
    wait_group_events(1, &ev);
  }
}

kernel void rgb_x2d(global const rgb *src, global rgb *dst, uint pitch,
                    uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local rgb tile[RW * RH];
  const size_t g = get_group_id(0);
  const size_t o = (g / tiles_x) * RH * pitch + (g % tiles_x) * RW;
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, sizeof(rgb), RW, RH,
                                          pitch, RW, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, sizeof(rgb), RW, RH, RW,
                                  pitch, 0);
  wait_group_events(1, &ev);
}

kernel void f32n_x2d(global const float *src, global float *dst, uint pitch,
                     uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local float tile[NW * TH];
  const size_t g = get_group_id(0);
  const size_t o = (g / tiles_x) * TH * pitch + (g % tiles_x) * NW;
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, sizeof(float), NW,
                                          TH, pitch, NW, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, sizeof(float), NW, TH, NW,
                                  pitch, 0);
  wait_group_events(1, &ev);
}

kernel void f32_3d_x3d(global const float *src, global float *dst, uint pitch,
                       uint plane, uint tiles_x, uint tiles_y, uint lines) {
  local float brick[BW * BW * BW];
  const size_t o = origin3(pitch, plane, tiles_x, tiles_y);
  event_t ev = async_work_group_copy_3D3D(brick, 0, src, o, sizeof(float), BW,
                                          BW, BW, pitch, plane, BW, BW * BW, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_3D3D(dst, o, brick, 0, sizeof(float), BW, BW, BW,
                                  BW, BW * BW, pitch, plane, 0);
  wait_group_events(1, &ev);
}

#endif
