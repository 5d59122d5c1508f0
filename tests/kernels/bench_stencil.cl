// Double-buffered tiled 5-point stencil for tests/bench, in an async version
// (the copy of tile k+1 is in flight while tile k is computed) and its
// synchronous twin (copy, wait, compute), so the ratio of the two shows how
// much of the copy the target's async engine hides.
//
//   out[y][x] = 0.5 * in[y+1][x+1]
//             + 0.125 * ((in[y][x+1] + in[y+2][x+1]) + (in[y+1][x] + in[y+1][x+2]))
//
// `in` is the output grid with a one-element border, so every tile's halo
// is in bounds; its lines (pitch_in elements) and the local tile's lines
// (LW = tw + 2 rounded up to 4 floats) are whole 16-byte blocks, so a halo
// line (tw + 2 floats) starts 16-byte aligned on both sides.  Tiles are
// tw x th outputs (tw a multiple of 4); a local tile holds th + 2 lines.
// Work-group g walks down column g % tiles_x, through tiles_per_group
// consecutive tiles from tile row (g / tiles_x) * tiles_per_group.
// Geometry is in kernel arguments, so one PTX serves every size.  The
// local buffers are declared `local float4 *` for 16-byte alignment (see
// bench_tiles.cl).  In PTX for sm_80+, stencil_cpasync and
// stencil_cpasync_sync are the two kernels' twins with raw cp.async (the
// mechanism's limit, issue 35).

// The whole program needs the extension (bench --baseline skips it).
#ifdef cl_khr_extended_async_copies
#define LW(tw) (((size_t)(tw) + 2 + 3) & ~(size_t)3)

// The copy and the wait, replaceable by a file that includes this one
// (tests/bench/probes/stencil_hand.cl writes both by hand): FETCH starts
// the copy of a tile, WAIT(ev, newer) waits for it with `newer` (0 or 1)
// copies issued after it.
#ifndef STENCIL_FETCH
#define STENCIL_FETCH fetch
#define STENCIL_WAIT(ev, newer) wait_group_events(1, &(ev))
#define STENCIL_TWINS // not in the probes' builds, whose copies are hand's
#endif

static event_t fetch(local float *buf, global const float *in, ulong pitch_in,
                     uint tw, uint th, size_t tx, size_t ty) {
  return async_work_group_copy_2D2D(buf, 0, in, ty * th * pitch_in + tx * tw,
                                    sizeof(float), tw + 2, th + 2, pitch_in,
                                    LW(tw), 0);
}

// Output (r, c) for every r, c of the tile: work-item i starts at row
// i / tw, column i % tw, and steps by the group size with 32-bit carries
// (one division per tile, not one per output).
static void compute(const local float *buf, global float *out,
                    ulong pitch_out, uint tw, uint th, size_t tx, size_t ty) {
  const int lw = (int)LW(tw); /* signed: p[-lw] */
  const uint n = get_local_size(0);
  const uint dr = n / tw, dc = n % tw;
  global float *o = out + ty * th * pitch_out + tx * tw;
  uint r = (uint)get_local_id(0) / tw, c = (uint)get_local_id(0) % tw;
  for (; r < th; r += dr, c += dc) {
    if (c >= tw) {
      c -= tw;
      ++r;
      if (r >= th)
        break;
    }
    const local float *p = buf + (int)(r + 1) * lw + (int)c + 1;
    o[r * pitch_out + c] =
        0.5f * p[0] + 0.125f * ((p[-lw] + p[lw]) + (p[-1] + p[1]));
  }
}

kernel void stencil_async(global const float *in, global float *out,
                          local float4 *bufs_, uint tw, uint th, uint tiles_x,
                          uint tiles_per_group, ulong pitch_in,
                          ulong pitch_out) {
  local float *const bufs = (local float *)bufs_;
  const size_t g = get_group_id(0), tx = g % tiles_x;
  const size_t ty0 = g / tiles_x * tiles_per_group;
  local float *const second = bufs + LW(tw) * (th + 2);
#ifdef BENCH_EVENT_SCALARS
  // (probe "evscalar": the events in two variables, not an array)
  event_t ev_cur = STENCIL_FETCH(bufs, in, pitch_in, tw, th, tx, ty0), ev_next;
#else
  event_t ev[2];
  ev[0] = STENCIL_FETCH(bufs, in, pitch_in, tw, th, tx, ty0);
#endif
  for (uint k = 0; k < tiles_per_group; ++k) {
    local float *cur = (k & 1) ? second : bufs;
    local float *next = (k & 1) ? bufs : second;
    // The next buffer was last read by tile k-1, finished at the barrier.
#ifdef BENCH_EVENT_SCALARS
    if (k + 1 < tiles_per_group)
      ev_next = STENCIL_FETCH(next, in, pitch_in, tw, th, tx, ty0 + k + 1);
    STENCIL_WAIT(ev_cur, k + 1 < tiles_per_group);
    ev_cur = ev_next;
#elif defined(BENCH_EVENT_READ_FIRST)
    // (probe "evfirst": the array, its event read before the next copy)
    event_t waited = ev[k & 1];
    if (k + 1 < tiles_per_group)
      ev[(k + 1) & 1] =
          STENCIL_FETCH(next, in, pitch_in, tw, th, tx, ty0 + k + 1);
    STENCIL_WAIT(waited, k + 1 < tiles_per_group);
#else
    if (k + 1 < tiles_per_group)
      ev[(k + 1) & 1] =
          STENCIL_FETCH(next, in, pitch_in, tw, th, tx, ty0 + k + 1);
    STENCIL_WAIT(ev[k & 1], k + 1 < tiles_per_group);
#endif
    compute(cur, out, pitch_out, tw, th, tx, ty0 + k);
    barrier(CLK_LOCAL_MEM_FENCE); // cur may be refilled from here on
  }
}

kernel void stencil_sync(global const float *in, global float *out,
                         local float4 *bufs_, uint tw, uint th, uint tiles_x,
                         uint tiles_per_group, ulong pitch_in,
                         ulong pitch_out) {
  local float *const bufs = (local float *)bufs_;
  const size_t g = get_group_id(0), tx = g % tiles_x;
  const size_t ty0 = g / tiles_x * tiles_per_group;
  for (uint k = 0; k < tiles_per_group; ++k) {
    event_t ev = STENCIL_FETCH(bufs, in, pitch_in, tw, th, tx, ty0 + k);
    STENCIL_WAIT(ev, 0);
    compute(bufs, out, pitch_out, tw, th, tx, ty0 + k);
    barrier(CLK_LOCAL_MEM_FENCE); // bufs may be refilled from here on
  }
}

// ---- raw cp.async (sm_80+ PTX only) --------------------------------------------
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#include "bench_cp_async.h"

// The tile's th + 2 lines of LW(tw) floats, 16 bytes per lane.  `exact`:
// only the tw + 2 floats the library is asked for, 16-byte chunks and an
// 8-byte last chunk per line (tw is a multiple of 4), as the library's
// copy has.  No commit (also tests/bench/probes/stencil_hand.cl's copy).
static void cp_tile(local float *buf, global const float *in, ulong pitch_in,
                    uint tw, uint th, size_t tx, size_t ty, bool exact) {
  const global float *s = in + ty * th * pitch_in + tx * tw;
  const uint lw = LW(tw), cpl = lw / 4, n = cpl * (th + 2);
  for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {
    uint r = i / cpl, c = i % cpl;
    if (exact && c + 1 == cpl) {
      bench_cp_async_8(buf + r * lw + c * 4, s + r * pitch_in + c * 4);
      continue;
    }
    bench_cp_async_16(buf + r * lw + c * 4, s + r * pitch_in + c * 4);
  }
}

#ifdef STENCIL_TWINS
// stencil_async's twin: one group per tile copied, wait_group 1 while the
// next tile is in flight, else 0; then a barrier.
kernel void stencil_cpasync(global const float *in, global float *out,
                            local float4 *bufs_, uint tw, uint th,
                            uint tiles_x, uint tiles_per_group, ulong pitch_in,
                            ulong pitch_out) {
  local float *const bufs = (local float *)bufs_;
  const size_t g = get_group_id(0), tx = g % tiles_x;
  const size_t ty0 = g / tiles_x * tiles_per_group;
  local float *const second = bufs + LW(tw) * (th + 2);
  cp_tile(bufs, in, pitch_in, tw, th, tx, ty0, true);
  bench_cp_async_commit();
  for (uint k = 0; k < tiles_per_group; ++k) {
    local float *cur = (k & 1) ? second : bufs;
    local float *next = (k & 1) ? bufs : second;
    // The next buffer was last read by tile k-1, finished at the barrier.
    if (k + 1 < tiles_per_group) {
      cp_tile(next, in, pitch_in, tw, th, tx, ty0 + k + 1, true);
      bench_cp_async_commit();
      bench_cp_async_wait(1);
    } else {
      bench_cp_async_wait(0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    compute(cur, out, pitch_out, tw, th, tx, ty0 + k);
    barrier(CLK_LOCAL_MEM_FENCE); // cur may be refilled from here on
  }
}

// stencil_sync's twin: copy, wait_group 0, barrier.
kernel void stencil_cpasync_sync(global const float *in, global float *out,
                                 local float4 *bufs_, uint tw, uint th,
                                 uint tiles_x, uint tiles_per_group,
                                 ulong pitch_in, ulong pitch_out) {
  local float *const bufs = (local float *)bufs_;
  const size_t g = get_group_id(0), tx = g % tiles_x;
  const size_t ty0 = g / tiles_x * tiles_per_group;
  for (uint k = 0; k < tiles_per_group; ++k) {
    cp_tile(bufs, in, pitch_in, tw, th, tx, ty0 + k, true);
    bench_cp_async_commit();
    bench_cp_async_wait(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    compute(bufs, out, pitch_out, tw, th, tx, ty0 + k);
    barrier(CLK_LOCAL_MEM_FENCE); // bufs may be refilled from here on
  }
}
#endif
#endif
#endif
