// Probe kernels for docs/results/h100/probes.md (tests/bench/probes):
// what bounds a global->local->global round trip on the H100.  The bench's
// own tile kernels (tile2d_xasync, tile3d_xasync, ...) are included, so the
// probes run them beside their variants.
#include "bench_tiles.cl"

void cp16(local void *, const global void *) __asm("llvm.nvvm.cp.async.cg.shared.global.16");
void commit(void) __asm("llvm.nvvm.cp.async.commit.group");
void waitg(int) __asm("llvm.nvvm.cp.async.wait.group");

#define BODY_CPA(T)                                                        \
  size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0); \
  for (size_t k = l; k < units; k += n) cp16(&T[k], &in[g * units + k]);  \
  commit(); waitg(0); barrier(CLK_LOCAL_MEM_FENCE);                       \
  for (size_t k = l; k < units; k += n) out[g * units + k] = T[k];

kernel void cpa_s4k(global const int4 *in, global int4 *out, uint units, local int4 *unused) { local int4 t[256]; BODY_CPA(t) }
kernel void cpa_s16k(global const int4 *in, global int4 *out, uint units, local int4 *unused) { local int4 t[1024]; BODY_CPA(t) }
kernel void cpa_dyn(global const int4 *in, global int4 *out, uint units, local int4 *t) { BODY_CPA(t) }

kernel void ld_dyn(global const int4 *in, global int4 *out, uint units, local int4 *t) {
  size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);
  for (size_t k = l; k < units; k += n) t[k] = in[g * units + k];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t k = l; k < units; k += n) out[g * units + k] = t[k];
}
kernel void g2g(global const int4 *in, global int4 *out, uint units, local int4 *t) {
  size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);
  for (size_t k = l; k < units; k += n) out[g * units + k] = in[g * units + k];
}
kernel void xa_dyn(global const int4 *in, global int4 *out, uint units, local int4 *t) {
  size_t g = get_group_id(0);
  event_t e = async_work_group_copy(t, in + g * units, units, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + g * units, t, units, 0);
  wait_group_events(1, &e);
}
kernel void xa2d_dyn(global const int4 *in, global int4 *out, uint units, local int4 *t) {
  // units 16-byte elements as a (units/16) x 16 tile of a 4096-wide... keep dense: 16 lines
  size_t g = get_group_id(0);
  uint w = units / 16;
  event_t e = async_work_group_copy_2D2D((local void *)t, 0, (const global void *)in, g * units, 16, w, 16, w, w, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_2D2D((global void *)out, g * units, (const local void *)t, 0, 16, w, 16, w, w, 0);
  wait_group_events(1, &e);
}

// structure probes: plain cp.async round trip plus pieces of what xasync adds
#define IN_CPA(T) size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0); \
  for (size_t k = l; k < units; k += n) cp16(&T[k], &in[g * units + k]); commit(); waitg(0); barrier(CLK_LOCAL_MEM_FENCE);
#define OUT_PLAIN(T) for (size_t k = l; k < units; k += n) out[g * units + k] = T[k];
void fence_async(void) __asm("llvm.nvvm.fence.proxy.async");
kernel void s_bar(global const int4 *in, global int4 *out, uint units, local int4 *t) { IN_CPA(t) OUT_PLAIN(t) barrier(CLK_LOCAL_MEM_FENCE); }
kernel void s_bar_g(global const int4 *in, global int4 *out, uint units, local int4 *t) { IN_CPA(t) OUT_PLAIN(t) barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
kernel void s_commit_wait_bar(global const int4 *in, global int4 *out, uint units, local int4 *t) { IN_CPA(t) OUT_PLAIN(t) commit(); waitg(0); barrier(CLK_LOCAL_MEM_FENCE); }
kernel void s_fence_bar(global const int4 *in, global int4 *out, uint units, local int4 *t) { IN_CPA(t) OUT_PLAIN(t) fence_async(); barrier(CLK_LOCAL_MEM_FENCE); }
kernel void s_xin(global const int4 *in, global int4 *out, uint units, local int4 *t) {
  size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);
  event_t e = async_work_group_copy(t, in + g * units, units, 0);
  wait_group_events(1, &e);
  OUT_PLAIN(t) }
kernel void s_xout(global const int4 *in, global int4 *out, uint units, local int4 *t) {
  IN_CPA(t)
  event_t e = async_work_group_copy(out + g * units, t, units, 0);
  wait_group_events(1, &e); }
kernel void s_xout_nowait(global const int4 *in, global int4 *out, uint units, local int4 *t) {
  IN_CPA(t)
  event_t e = async_work_group_copy(out + g * units, t, units, 0); }

// bench-like: uchar pointers, runtime element size (arg 4), 2D2D tile of units*16/elem elements x 1 line
kernel void b2d_rt(global const uchar *src, global uchar *dst, uint units, local uchar *tile, uint elem) {
  const uint tw = units * 16 / elem, th = 1; const ulong pitch = tw;
  const size_t o = get_group_id(0) * (size_t)tw;
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, elem, tw, th, pitch, tw, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, elem, tw, th, tw, pitch, 0);
  wait_group_events(1, &ev);
}
kernel void b2d_ct(global const uchar *src, global uchar *dst, uint units, local uchar *tile, uint elem_unused) {
  const uint elem = 4, tw = units * 16 / elem, th = 1; const ulong pitch = tw;
  const size_t o = get_group_id(0) * (size_t)tw;
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, elem, tw, th, pitch, tw, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, elem, tw, th, tw, pitch, 0);
  wait_group_events(1, &ev);
}
kernel void b2d_div(global const uchar *src, global uchar *dst, uint units, local uchar *tile, uint elem) {
  const uint tw = units * 16 / elem, th = 1; const ulong pitch = tw; const uint tiles_x = elem / 4;
  const size_t g = get_group_id(0);
  const size_t o = (g / tiles_x) * th * pitch + (g % tiles_x) * tw;
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, elem, tw, th, pitch, tw, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, elem, tw, th, tw, pitch, 0);
  wait_group_events(1, &ev);
}

// tile2d_xasync with only the origin simplified (and a `local uchar *` tile)
kernel void bt_o(global const uchar *src, global uchar *dst, local uchar *tile, uint elem, uint tw, uint th,
               uint tiles_x, ulong pitch, ulong offset) {
  const size_t o = get_group_id(0) * (size_t)tw;
  event_t ev = async_work_group_copy_2D2D(tile, 0, src, o, elem, tw, th, pitch, tw, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_2D2D(dst, o, tile, 0, elem, tw, th, tw, pitch, 0);
  wait_group_events(1, &ev);
}
// lean hand-written 2D cp.async round trip (rows multiple of 16 bytes, aligned): the target
kernel void bt_lean(global const uchar *src, global uchar *dst, local uchar *tile, uint elem, uint tw, uint th,
               uint tiles_x, ulong pitch, ulong offset) {
  const size_t o = origin_2d(tw, th, tiles_x, pitch, offset);
  const uint rowb = elem * tw, cpr = rowb / 16, n = cpr * th, team = get_local_size(0);
  const size_t pb = pitch * elem;
  const global uchar *s = src + o * elem; global uchar *d = dst + o * elem;
  uint r = get_local_id(0) / cpr, c = get_local_id(0) % cpr;
  const uint dr = team / cpr, dc = team % cpr;
  for (uint i = get_local_id(0); i < n; i += team) {
    cp16(tile + (size_t)i * 16, s + r * pb + c * 16);
    c += dc; r += dr; if (c >= cpr) { c -= cpr; r++; }
  }
  commit(); waitg(0); barrier(CLK_LOCAL_MEM_FENCE);
  r = get_local_id(0) / cpr; c = get_local_id(0) % cpr;
  for (uint i = get_local_id(0); i < n; i += team) {
    *(global uint4 *)(d + r * pb + c * 16) = *(local uint4 *)(tile + (size_t)i * 16);
    c += dc; r += dr; if (c >= cpr) { c -= cpr; r++; }
  }
}

kernel void addr1(global ulong *out, local uchar *t) { if (get_local_id(0) == 0) out[get_group_id(0)] = (ulong)t; }
kernel void addr16(global ulong *out, local uint4 *t) { if (get_local_id(0) == 0) out[get_group_id(0)] = (ulong)t; }
kernel void addr1x(global ulong *out, local uchar *t) { local uint s[3]; s[get_local_id(0) % 3] = 1; barrier(CLK_LOCAL_MEM_FENCE); if (get_local_id(0) == 0) out[get_group_id(0)] = (ulong)t + s[1] - 1; }

// g2l instruction variants (round trip, wait then plain store)
#define RT(NAME, G2L)                                                                      \
kernel void NAME(global const int4 *in, global int4 *out, uint units, local int4 *t) {     \
  size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);                  \
  for (size_t k = l; k < units; k += n) { G2L(&t[k], &in[g * units + k]); }               \
  commit(); waitg(0); barrier(CLK_LOCAL_MEM_FENCE);                                        \
  for (size_t k = l; k < units; k += n) out[g * units + k] = t[k]; }
#define G_CG(d, s) cp16(d, s)
#define G_CA(d, s) __asm__ volatile("cp.async.ca.shared.global [%0], [%1], 16;" :: "r"((uint)(size_t)(d)), "l"(s) : "memory")
#define G_CG128(d, s) __asm__ volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16;" :: "r"((uint)(size_t)(d)), "l"(s) : "memory")
#define G_CG256(d, s) __asm__ volatile("cp.async.cg.shared.global.L2::256B [%0], [%1], 16;" :: "r"((uint)(size_t)(d)), "l"(s) : "memory")
#define G_LD(d, s) (*(d) = *(s))
RT(rt_cg, G_CG)
RT(rt_ca, G_CA)
RT(rt_cg128, G_CG128)
RT(rt_cg256, G_CG256)
RT(rt_ld, G_LD)

// A never-taken call next to a plain round trip: does a call in the kernel
// cost anything under NVIDIA's JIT (docs/results/h100/probes.md, section 7)?
typedef struct { size_t a, b, c, d, e, f, g; } probe_shape;
__attribute__((noinline)) static void probe_never(probe_shape s, local int4 *t,
                                                  uint k) {
  t[k % 64] = (int4)((int)(s.a + s.g), (int)k, 0, 0);
}
#define RT_CALL(NAME, G2L)                                                      \
kernel void NAME(global const int4 *in, global int4 *out, uint units, local int4 *t) { \
  size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);       \
  for (size_t k = l; k < units; k += n) { G2L(&t[k], &in[g * units + k]); }    \
  commit(); waitg(0); barrier(CLK_LOCAL_MEM_FENCE);                             \
  if (units == 12345) { probe_shape s = {units, g, l, n, 1, 2, 3}; probe_never(s, t, l); } \
  for (size_t k = l; k < units; k += n) out[g * units + k] = t[k]; }
RT_CALL(rt_ca_call, G_CA)

// ---- 3D bricks (bench case "3d f32 16x16x16"): is 0.85 the library or the geometry?
// Geometry as the bench: 16x16x16 f32 bricks, lines of 512 floats, planes of
// 256 lines, brick g at (g % 32, g / 32 % 16, g / 512).
#define B3_ORIGIN                                                              \
  const size_t g = get_group_id(0);                                            \
  const size_t o = (g / 512) * 16 * plane + (g / 32 % 16) * 16 * pitch + (g % 32) * 16;
kernel void b3_x(global const float *src, global float *dst, local float4 *tile_, ulong pitch, ulong plane) {
  local float *tile = (local float *)tile_;
  B3_ORIGIN
  event_t ev = async_work_group_copy_3D3D((local uchar *)tile, 0, (global const uchar *)src, o, 4, 16, 16, 16, pitch, plane, 16, 256, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_3D3D((global uchar *)dst, o, (local const uchar *)tile, 0, 4, 16, 16, 16, 16, 256, pitch, plane, 0);
  wait_group_events(1, &ev);
}
// hand cp.async: chunk i of 1024 is (plane i / 64, line i / 4 % 16, column i % 4)
kernel void b3_lean(global const float *src, global float *dst, local float4 *tile, ulong pitch, ulong plane) {
  B3_ORIGIN
  for (uint i = get_local_id(0); i < 1024; i += get_local_size(0))
    cp16(&tile[i], src + o + (i >> 6) * plane + (i >> 2 & 15) * pitch + (i & 3) * 4);
  commit(); waitg(0); barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_local_id(0); i < 1024; i += get_local_size(0))
    *(global float4 *)(dst + o + (i >> 6) * plane + (i >> 2 & 15) * pitch + (i & 3) * 4) = tile[i];
}
// hand, plain 16-byte loads (no cp.async)
kernel void b3_ld(global const float *src, global float *dst, local float4 *tile, ulong pitch, ulong plane) {
  B3_ORIGIN
  for (uint i = get_local_id(0); i < 1024; i += get_local_size(0))
    tile[i] = *(global const float4 *)(src + o + (i >> 6) * plane + (i >> 2 & 15) * pitch + (i & 3) * 4);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_local_id(0); i < 1024; i += get_local_size(0))
    *(global float4 *)(dst + o + (i >> 6) * plane + (i >> 2 & 15) * pitch + (i & 3) * 4) = tile[i];
}
// direct global->global float4, no local memory: the geometry's own ceiling
kernel void b3_g2g(global const float *src, global float *dst, local float4 *tile, ulong pitch, ulong plane) {
  B3_ORIGIN
  for (uint i = get_local_id(0); i < 1024; i += get_local_size(0)) {
    const size_t a = o + (i >> 6) * plane + (i >> 2 & 15) * pitch + (i & 3) * 4;
    *(global float4 *)(dst + a) = *(global const float4 *)(src + a);
  }
}
// same bricks, but a work-group's brick order puts z fastest (neighbours in a
// wave share lines of planes rather than lines)
kernel void b3_g2g_z(global const float *src, global float *dst, local float4 *tile, ulong pitch, ulong plane) {
  const size_t g = get_group_id(0);
  const size_t o = (g % 32) * 16 * plane + (g / 32 % 16) * 16 * pitch + (g / 512) * 16;
  for (uint i = get_local_id(0); i < 1024; i += get_local_size(0)) {
    const size_t a = o + (i >> 6) * plane + (i >> 2 & 15) * pitch + (i & 3) * 4;
    *(global float4 *)(dst + a) = *(global const float4 *)(src + a);
  }
}
// tile3d_xasync with 32-bit origin arithmetic
kernel void b3r_o32(global const uchar *src, global uchar *dst,
                      local uint4 *tile_, uint elem, uint tw, uint th,
                      uint td, uint tiles_x, uint tiles_y, ulong pitch,
                      ulong plane, ulong offset) {
  local uchar *const tile = (local uchar *)tile_;
  const uint g = get_group_id(0), txy = tiles_x * tiles_y, gxy = g % txy;
  const size_t o = offset + (size_t)(g / txy) * td * plane +
         (size_t)(gxy / tiles_x) * th * pitch + (size_t)(gxy % tiles_x) * tw;
  const size_t area = (size_t)tw * th;
  event_t ev = async_work_group_copy_3D3D(tile, 0, src, o, elem, tw, th, td,
                                          pitch, plane, tw, area, 0);
  wait_group_events(1, &ev);
  ev = async_work_group_copy_3D3D(dst, o, tile, 0, elem, tw, th, td, tw, area,
                                  pitch, plane, 0);
  wait_group_events(1, &ev);
}
// global->global in units of T (U bytes) on the bench's 3D geometry, with
// no local memory: that geometry's ceiling for a kernel copy at that width.
// g2g16: rows a multiple of 16 bytes; g2g4: rows 4-byte aligned (the "+1"
// and "3B 60x64" geometries).
#define B3R_G2G(NAME, T, U)                                                    \
  kernel void NAME(global const uchar *src, global uchar *dst,                 \
                   local uint4 *tile_, uint elem, uint tw, uint th, uint td,   \
                   uint tiles_x, uint tiles_y, ulong pitch, ulong plane,       \
                   ulong offset) {                                             \
    const uint g = get_group_id(0), txy = tiles_x * tiles_y, gxy = g % txy;    \
    const size_t o = offset + (size_t)(g / txy) * td * plane +                 \
                     (size_t)(gxy / tiles_x) * th * pitch +                    \
                     (size_t)(gxy % tiles_x) * tw;                             \
    const uint cpr = elem * tw / U, n = cpr * th * td;                         \
    for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {            \
      const uint c = i % cpr, r = i / cpr % th, p = i / cpr / th;              \
      const size_t a = (o + p * plane + r * pitch) * elem + c * U;            \
      *(global T *)(dst + a) = *(global const T *)(src + a);                   \
    }                                                                          \
  }
B3R_G2G(b3r_g2g16, uint4, 16)
B3R_G2G(b3r_g2g4, uint, 4)

// ---- "2d u8 128x64 +3 odd": does a realigning round trip reach 0.85? ------
// Bench signature and geometry (tiles of 128 x 64 bytes, pitch 16385, +3),
// tw a multiple of 16.  Realigning by hand: 16-byte accesses on both sides,
// bytes shifted in registers; the local allocation has 16 spare bytes (the
// second aligned local block of a row's last piece may lie past the tile).
#define U8_ORIGIN                                                              \
  const uint g = get_group_id(0);                                              \
  const size_t o = offset + (size_t)(g / tiles_x) * th * pitch +               \
                   (size_t)(g % tiles_x) * tw;                                 \
  const uint lid = get_local_id(0), lsz = get_local_size(0);

// Bytes [sh, sh + 16) of the 32 bytes a:b (sh in 0..15).
static uint4 take16(uint4 a, uint4 b, uint sh) {
  ulong q0 = as_ulong(a.s01), q1 = as_ulong(a.s23), q2 = as_ulong(b.s01),
        q3 = as_ulong(b.s23);
  if (sh & 8) {
    q0 = q1;
    q1 = q2;
    q2 = q3;
  }
  const uint s = (sh & 7) * 8;
  const ulong r0 = s ? (q0 >> s) | (q1 << (64 - s)) : q0;
  const ulong r1 = s ? (q1 >> s) | (q2 << (64 - s)) : q1;
  return (uint4)(as_uint2(r0), as_uint2(r1));
}

// global -> local: local block i (dense tile) from two aligned global blocks;
// two blocks per work-item in flight.
#define U8_IN_REALIGN                                                          \
  {                                                                            \
    const uint bpr = tw / 16, n = bpr * th;                                    \
    for (uint i = lid; i < n; i += 2 * lsz) {                                  \
      uint4 v[2][2];                                                           \
      uint sh[2];                                                              \
      for (int u = 0; u < 2; ++u) {                                            \
        const uint j = min(i + u * lsz, n - 1);                                \
        const size_t sa =                                                      \
            (size_t)(src + o + (size_t)(j / bpr) * pitch + (j % bpr) * 16);    \
        const global uint4 *b = (const global uint4 *)(sa & ~(size_t)15);      \
        sh[u] = sa & 15;                                                       \
        v[u][0] = b[0];                                                        \
        v[u][1] = sh[u] ? b[1] : v[u][0];                                      \
      }                                                                        \
      tile[i] = take16(v[0][0], v[0][1], sh[0]);                               \
      if (i + lsz < n)                                                         \
        tile[i + lsz] = take16(v[1][0], v[1][1], sh[1]);                       \
    }                                                                          \
  }

// local -> global: aligned 16-byte global blocks covering each row (one more
// than the row has when it is misaligned); whole blocks from two aligned
// local blocks, the row's two partial blocks byte by byte.
#define U8_OUT_REALIGN                                                         \
  {                                                                            \
    const uint bpr1 = tw / 16 + 1;                                             \
    for (uint i = lid; i < bpr1 * th; i += lsz) {                              \
      const uint r = i / bpr1, c = i % bpr1;                                   \
      const size_t d = (size_t)(dst + o + (size_t)r * pitch);                  \
      const size_t blk = (d & ~(size_t)15) + c * 16;                           \
      const long lo = (long)(blk - d);                                         \
      const local uchar *row = (const local uchar *)tile + r * tw;             \
      if (lo >= 0 && lo + 16 <= (long)tw) {                                    \
        const uint sh = lo & 15;                                               \
        const local uint4 *lb = (const local uint4 *)(row + (lo & ~15));       \
        const uint4 v0 = lb[0], v1 = sh ? lb[1] : v0;                          \
        *(global uint4 *)blk = take16(v0, v1, sh);                             \
      } else {                                                                 \
        for (int k = 0; k < 16; ++k)                                           \
          if (lo + k >= 0 && lo + k < (long)tw)                                \
            ((global uchar *)blk)[k] = row[lo + k];                            \
      }                                                                        \
    }                                                                          \
  }

#define U8_IN_XASYNC                                                           \
  {                                                                            \
    event_t ev = async_work_group_copy_2D2D((local uchar *)tile, 0, src, o, 1, \
                                            tw, th, pitch, tw, 0);             \
    wait_group_events(1, &ev);                                                 \
  }
#define U8_OUT_XASYNC                                                          \
  {                                                                            \
    event_t ev = async_work_group_copy_2D2D(dst, o, (local uchar *)tile, 0, 1, \
                                            tw, th, tw, pitch, 0);             \
    wait_group_events(1, &ev);                                                 \
  }

#define U8_KERNEL(NAME, IN, OUT)                                               \
  kernel void NAME(global const uchar *src, global uchar *dst,                 \
                   local uint4 *tile, uint elem, uint tw, uint th,             \
                   uint tiles_x, ulong pitch, ulong offset) {                  \
    U8_ORIGIN IN barrier(CLK_LOCAL_MEM_FENCE);                                 \
    OUT                                                                        \
  }
U8_KERNEL(u8_x, U8_IN_XASYNC, U8_OUT_XASYNC)
U8_KERNEL(u8_rl, U8_IN_REALIGN, U8_OUT_REALIGN)
U8_KERNEL(u8_rl_in, U8_IN_REALIGN, U8_OUT_XASYNC)
U8_KERNEL(u8_rl_out, U8_IN_XASYNC, U8_OUT_REALIGN)

// global -> global, no local memory: each row's aligned 16-byte blocks whole
// (src and dst rows are equally aligned), its partial blocks byte by byte.
kernel void u8_g2g(global const uchar *src, global uchar *dst,
                   local uint4 *tile, uint elem, uint tw, uint th,
                   uint tiles_x, ulong pitch, ulong offset) {
  U8_ORIGIN
  const uint bpr1 = tw / 16 + 1;
  for (uint i = lid; i < bpr1 * th; i += lsz) {
    const uint r = i / bpr1, c = i % bpr1;
    const size_t d = (size_t)(dst + o + (size_t)r * pitch);
    const size_t blk = (d & ~(size_t)15) + c * 16;
    const long lo = (long)(blk - d);
    const global uchar *s = src + o + (size_t)r * pitch;
    if (lo >= 0 && lo + 16 <= (long)tw)
      *(global uint4 *)blk = *(const global uint4 *)(s + lo);
    else
      for (int k = 0; k < 16; ++k)
        if (lo + k >= 0 && lo + k < (long)tw)
          ((global uchar *)blk)[k] = s[lo + k];
  }
}
