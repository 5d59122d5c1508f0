// 9 x 9 convolution for tests/bench: a compute-heavy tiled kernel (81
// multiply-adds per output, 4 bytes in and out) whose tiles a work-group
// walks down a column, so double buffering has copies to hide.
//
//   out[y][x] = sum over dy, dx in [0, 9) of w[dy * 9 + dx] * in[y + dy][x + dx]
//
// `in` is the output grid with a 4-element border (lines of pitch_in
// floats, a multiple of 4); `out` has lines of pitch_out floats.  A tile is
// 64 x 16 outputs, its input 72 x 24 floats (lines of 288 bytes, 16-byte
// aligned on both sides).  256 work-items: work-item r computes column
// r % 64, lines (r / 64) * 4 .. + 3, sliding over 12 input lines.
// Work-group g takes tile column g % tiles_x and `tiles_per_group`
// consecutive tiles from tile line (g / tiles_x) * tiles_per_group.
// Four ways to fill the local tile, as in bench_gemm.cl:
//   conv_hand     cooperative float4 loop, barrier
//   conv_hand_db  the same, double-buffered through registers
//   conv_sync     one 2D2D per tile, wait right away
//   conv_async    2D2D double-buffered (tile k+1 in flight during tile k)
// and, in PTX for sm_80+ only, their raw cp.async twins (the mechanism's
// limit with this blocking, as gemm_hand_cpasync in bench_gemm.cl):
//   conv_hand_cpasync       conv_async's: one group per tile, wait_group 1
//   conv_hand_cpasync_sync  conv_sync's: wait_group 0
// and the twins plus what a call is only told at run time (the limit
// kernels at the end, as bench_gemm.cl's).
// Local buffers: `local float4 *` for 16-byte alignment (bench_tiles.cl);
// the double-buffered kernels get two tiles.

#define R 4
#define KS (2 * R + 1)
#define TW 64
#define TH 16
#define LW (TW + 2 * R)       // 72 floats per local line
#define LH (TH + 2 * R)       // 24 local lines
#define TILE4 (LW * LH / 4)   // 432 float4s per tile
#define WI 256

static size_t tile_at(ulong pitch_in, uint tiles_x, uint tiles_per_group,
                      uint k) {
  const size_t g = get_group_id(0);
  return (g / tiles_x * tiles_per_group + k) * TH * pitch_in +
         g % tiles_x * TW;
}

static void compute(const local float *buf, global float *out,
                    ulong pitch_out, constant float *w, uint tiles_x,
                    uint tiles_per_group, uint k) {
  const uint r = get_local_id(0), x = r % TW, y = r / TW * 4;
  float acc[4] = {0, 0, 0, 0};
#pragma unroll
  for (uint i = 0; i < 4 + 2 * R; ++i)
#pragma unroll
    for (uint dx = 0; dx < KS; ++dx) {
      const float v = buf[(y + i) * LW + x + dx];
#pragma unroll
      for (uint o = 0; o < 4; ++o)
        if (i >= o && i - o < KS)
          acc[o] = fma(w[(i - o) * KS + dx], v, acc[o]);
    }
  const size_t g = get_group_id(0);
  global float *dst = out +
                      (g / tiles_x * tiles_per_group + k) * TH * pitch_out +
                      g % tiles_x * TW + (y * pitch_out + x);
#pragma unroll
  for (uint o = 0; o < 4; ++o)
    dst[o * pitch_out] = acc[o];
}

// ---- hand-written: float4 r, r + 256 of the tile (line j / 18, j % 18) -----
static float4 part(global const float *in, size_t at, ulong pitch_in, uint j) {
  return vload4(0, in + at + (j / (LW / 4)) * pitch_in + (j % (LW / 4)) * 4);
}

kernel void conv_hand(global const float *in, global float *out,
                      local float4 *buf, constant float *w, uint tiles_x,
                      uint tiles_per_group, ulong pitch_in, ulong pitch_out) {
  const uint r = get_local_id(0);
  for (uint k = 0; k < tiles_per_group; ++k) {
    const size_t at = tile_at(pitch_in, tiles_x, tiles_per_group, k);
    for (uint j = r; j < TILE4; j += WI)
      buf[j] = part(in, at, pitch_in, j);
    barrier(CLK_LOCAL_MEM_FENCE);
    compute((const local float *)buf, out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE); // buf may be refilled from here on
  }
}

kernel void conv_hand_db(global const float *in, global float *out,
                         local float4 *bufs, constant float *w, uint tiles_x,
                         uint tiles_per_group, ulong pitch_in,
                         ulong pitch_out) {
  const uint r = get_local_id(0);
  // Each work-item moves float4s r and r + 256 (< 432 only for r < 176).
  const bool two = r + WI < TILE4;
  size_t at = tile_at(pitch_in, tiles_x, tiles_per_group, 0);
  bufs[r] = part(in, at, pitch_in, r);
  if (two)
    bufs[r + WI] = part(in, at, pitch_in, r + WI);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint k = 0; k < tiles_per_group; ++k) {
    const uint cur = (k & 1) * TILE4, next = TILE4 - cur;
    float4 p0 = 0, p1 = 0;
    if (k + 1 < tiles_per_group) {
      at = tile_at(pitch_in, tiles_x, tiles_per_group, k + 1);
      p0 = part(in, at, pitch_in, r);
      if (two)
        p1 = part(in, at, pitch_in, r + WI);
    }
    compute((const local float *)(bufs + cur), out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    // The other buffer was last read by tile k - 1, before its barrier.
    if (k + 1 < tiles_per_group) {
      bufs[next + r] = p0;
      if (two)
        bufs[next + r + WI] = p1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

// ---- xasync --------------------------------------------------------------------
static event_t fetch(local float4 *buf, global const float *in,
                     ulong pitch_in, uint tiles_x, uint tiles_per_group,
                     uint k) {
  return async_work_group_copy_2D2D(
      (local float *)buf, 0, in, tile_at(pitch_in, tiles_x, tiles_per_group, k),
      sizeof(float), LW, LH, pitch_in, LW, 0);
}

kernel void conv_sync(global const float *in, global float *out,
                      local float4 *buf, constant float *w, uint tiles_x,
                      uint tiles_per_group, ulong pitch_in, ulong pitch_out) {
  for (uint k = 0; k < tiles_per_group; ++k) {
    event_t ev = fetch(buf, in, pitch_in, tiles_x, tiles_per_group, k);
    wait_group_events(1, &ev);
    compute((const local float *)buf, out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE); // buf may be refilled from here on
  }
}

kernel void conv_async(global const float *in, global float *out,
                       local float4 *bufs, constant float *w, uint tiles_x,
                       uint tiles_per_group, ulong pitch_in,
                       ulong pitch_out) {
#ifdef BENCH_EVENT_SCALARS
  // (probe "evscalar": the events in two variables, not an array)
  event_t ev_cur = fetch(bufs, in, pitch_in, tiles_x, tiles_per_group, 0),
          ev_next;
#else
  event_t ev[2];
  ev[0] = fetch(bufs, in, pitch_in, tiles_x, tiles_per_group, 0);
#endif
  for (uint k = 0; k < tiles_per_group; ++k) {
    const uint cur = (k & 1) * TILE4, next = TILE4 - cur;
    // The next buffer was last read by tile k - 1, before its barrier.
#ifdef BENCH_EVENT_SCALARS
    if (k + 1 < tiles_per_group)
      ev_next = fetch(bufs + next, in, pitch_in, tiles_x, tiles_per_group, k + 1);
    wait_group_events(1, &ev_cur);
    ev_cur = ev_next;
#else
    if (k + 1 < tiles_per_group)
      ev[(k + 1) & 1] =
          fetch(bufs + next, in, pitch_in, tiles_x, tiles_per_group, k + 1);
    wait_group_events(1, &ev[k & 1]);
#endif
    compute((const local float *)(bufs + cur), out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE); // cur may be refilled from here on
  }
}

// ---- hand-written cp.async (sm_80+ PTX only) -----------------------------------
// Work-item r issues the tile's 16-byte chunks r and r + 256 (< 432), as
// conv_hand_db loads them.  Absent elsewhere (the host skips the variants).
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#include "bench_cp_async.h"

static void hand_fetch(local float4 *buf, global const float *in, size_t at,
                       ulong pitch_in, uint r) {
  bench_cp_async_16(buf + r, in + at + (r / (LW / 4)) * pitch_in +
                                 (r % (LW / 4)) * 4);
  if (r + WI < TILE4)
    bench_cp_async_16(buf + r + WI, in + at + ((r + WI) / (LW / 4)) * pitch_in +
                                        ((r + WI) % (LW / 4)) * 4);
}

kernel void conv_hand_cpasync(global const float *in, global float *out,
                              local float4 *bufs, constant float *w,
                              uint tiles_x, uint tiles_per_group,
                              ulong pitch_in, ulong pitch_out) {
  const uint r = get_local_id(0);
  hand_fetch(bufs, in, tile_at(pitch_in, tiles_x, tiles_per_group, 0),
             pitch_in, r);
  bench_cp_async_commit();
  for (uint k = 0; k < tiles_per_group; ++k) {
    const uint cur = (k & 1) * TILE4, next = TILE4 - cur;
    // The next buffer was last read by tile k - 1, before its barrier.
    if (k + 1 < tiles_per_group)
      hand_fetch(bufs + next, in,
                 tile_at(pitch_in, tiles_x, tiles_per_group, k + 1), pitch_in,
                 r);
    bench_cp_async_commit(); // one group per tile (empty on the last)
    bench_cp_async_wait(1);  // this work-item's chunks of tile k are in
    barrier(CLK_LOCAL_MEM_FENCE); // ... and every work-item's
    compute((const local float *)(bufs + cur), out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE); // cur may be refilled from here on
  }
}

kernel void conv_hand_cpasync_sync(global const float *in, global float *out,
                                   local float4 *buf, constant float *w,
                                   uint tiles_x, uint tiles_per_group,
                                   ulong pitch_in, ulong pitch_out) {
  const uint r = get_local_id(0);
  for (uint k = 0; k < tiles_per_group; ++k) {
    hand_fetch(buf, in, tile_at(pitch_in, tiles_x, tiles_per_group, k),
               pitch_in, r);
    bench_cp_async_commit();
    bench_cp_async_wait(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    compute((const local float *)buf, out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE); // buf may be refilled from here on
  }
}

// ---- the twins plus the contract's run-time work (sm_80+ only) ---------------
// As bench_gemm.cl's "limit" kernels, for the conv tile: what a library
// call is only told at run time, added to the twins by hand in the fewest
// instructions we could write (docs/results/h100/README.md):
//   conv_lim_checked(_sync)  each tile copy tests, as a call must with a
//       run-time pitch and pointers, that the addresses and the pitch allow
//       16-byte cp.async (else a plain loop), and walks the tile's 432
//       chunks at the group's run-time size (the twin knows 256 work-items
//       and two chunks each); waits as the twins wait, no events.
//   conv_lim_evented(_sync)  checked, plus the events: the library's state
//       arithmetic (xasync/internal/event_seq.h) on one word per work-item
//       in a local array, the event kept as conv_async keeps it, and the
//       wait computing N from the state and the event (a three-test tree).
// No library function is called.
#include "../../include/xasync/internal/event_seq.h"

static uint lim_team(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

// The LH x LW tile at `at` of `in` (lines pitch_in floats apart) to buf.
static void lim_fetch(local float4 *buf, global const float *in, size_t at,
                      ulong pitch_in, uint r, uint team) {
  global const float *src = in + at;
  if (!(((size_t)src | (size_t)buf | pitch_in * 4) & 15)) {
    for (uint i = r; i < TILE4; i += team)
      bench_cp_async_16(buf + i, src + (size_t)(i / (LW / 4)) * pitch_in +
                                     (i % (LW / 4)) * 4);
  } else {
    local float *dst = (local float *)buf;
    for (uint i = r; i < LW * LH; i += team)
      dst[i] = src[(size_t)(i / LW) * pitch_in + i % LW];
  }
}

kernel void conv_lim_checked(global const float *in, global float *out,
                             local float4 *bufs, constant float *w,
                             uint tiles_x, uint tiles_per_group,
                             ulong pitch_in, ulong pitch_out) {
  const uint r = get_local_id(0), team = lim_team();
  lim_fetch(bufs, in, tile_at(pitch_in, tiles_x, tiles_per_group, 0), pitch_in,
            r, team);
  bench_cp_async_commit();
  for (uint k = 0; k < tiles_per_group; ++k) {
    const uint cur = (k & 1) * TILE4, next = TILE4 - cur;
    if (k + 1 < tiles_per_group)
      lim_fetch(bufs + next, in,
                tile_at(pitch_in, tiles_x, tiles_per_group, k + 1), pitch_in,
                r, team);
    bench_cp_async_commit();
    bench_cp_async_wait(1);
    barrier(CLK_LOCAL_MEM_FENCE);
    compute((const local float *)(bufs + cur), out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

kernel void conv_lim_checked_sync(global const float *in, global float *out,
                                  local float4 *buf, constant float *w,
                                  uint tiles_x, uint tiles_per_group,
                                  ulong pitch_in, ulong pitch_out) {
  const uint r = get_local_id(0), team = lim_team();
  for (uint k = 0; k < tiles_per_group; ++k) {
    lim_fetch(buf, in, tile_at(pitch_in, tiles_x, tiles_per_group, k), pitch_in,
              r, team);
    bench_cp_async_commit();
    bench_cp_async_wait(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    compute((const local float *)buf, out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

// One copy call with its events: the state word read before the copy is
// issued, the group committed, the event returned.
static uint lim_fetch_ev(local uint *state, local float4 *buf,
                         global const float *in, size_t at, ulong pitch_in,
                         uint r, uint team) {
  __xasync_seq_state st = __xasync_seq_unpack(state[r]);
  lim_fetch(buf, in, at, pitch_in, r, team);
  bench_cp_async_commit();
  const uint bits = __xasync_seq_next(&st, 0);
  state[r] = __xasync_seq_pack(st);
  return bits;
}

// The wait: N from the state and the event, wait_group N
// (bench_cp_async_wait_n), the barrier.
static void lim_wait(local uint *state, uint r, uint event) {
  bench_cp_async_wait_n(__xasync_seq_allowed(
      __xasync_seq_unpack(state[r]), event, XASYNC_SEQ_MAX_PENDING));
  barrier(CLK_LOCAL_MEM_FENCE);
}

kernel void conv_lim_evented(global const float *in, global float *out,
                             local float4 *bufs, constant float *w,
                             uint tiles_x, uint tiles_per_group,
                             ulong pitch_in, ulong pitch_out) {
  local uint state[WI];
  const uint r = get_local_id(0), team = lim_team();
  uint ev[2];
  ev[0] = lim_fetch_ev(state, bufs, in,
                       tile_at(pitch_in, tiles_x, tiles_per_group, 0),
                       pitch_in, r, team);
  for (uint k = 0; k < tiles_per_group; ++k) {
    const uint cur = (k & 1) * TILE4, next = TILE4 - cur;
    if (k + 1 < tiles_per_group)
      ev[(k + 1) & 1] = lim_fetch_ev(
          state, bufs + next, in,
          tile_at(pitch_in, tiles_x, tiles_per_group, k + 1), pitch_in, r,
          team);
    lim_wait(state, r, ev[k & 1]);
    compute((const local float *)(bufs + cur), out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

kernel void conv_lim_evented_sync(global const float *in, global float *out,
                                  local float4 *buf, constant float *w,
                                  uint tiles_x, uint tiles_per_group,
                                  ulong pitch_in, ulong pitch_out) {
  local uint state[WI];
  const uint r = get_local_id(0), team = lim_team();
  for (uint k = 0; k < tiles_per_group; ++k) {
    const uint ev = lim_fetch_ev(state, buf, in,
                                 tile_at(pitch_in, tiles_x, tiles_per_group, k),
                                 pitch_in, r, team);
    lim_wait(state, r, ev);
    compute((const local float *)buf, out, pitch_out, w, tiles_x,
            tiles_per_group, k);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
#endif
