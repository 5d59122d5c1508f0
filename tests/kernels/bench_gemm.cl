// Tiled single-precision matrix product for tests/bench (issue 16's
// kernel): C = A * B, all n x n, row-major.  A work-group of 16 x 16
// work-items computes a 64 x 64 block of C, each work-item 4 x 4 of it;
// K advances in steps of 16 through two local tiles: A's 64 lines of 16
// floats (64 bytes) and B's 16 lines of 64 floats (256 bytes).  Four ways
// to load the tiles:
//   gemm_hand     cooperative float4 loop, barrier (the hand-written form)
//   gemm_hand_db  the same, double-buffered through registers: the next
//                 step's float4s are loaded before the current step's
//                 products and stored to the other buffers after them
//   gemm_sync     one 2D2D per tile per step, wait right away
//   gemm_async    2D2D double-buffered: the next step's tiles in flight
//                 while the current ones are used
//   gemm_hand_cpasync  (PTX for sm_80+ only) double-buffered by raw
//                 cp.async, one group per step: the hand-written limit
//                 of an asynchronous load with this blocking
//   gemm_hand_cpasync_sync  (sm_80+ only) gemm_sync's twin: raw cp.async,
//                 wait_group 0, barrier: the limit of the synchronous form
//   gemm_lim_checked(_sync), gemm_lim_evented(_sync)  (sm_80+ only) the
//                 twins plus, by hand, what any copy call with run-time
//                 arguments must decide (the "limit" kernels below)
// `steps` is n / 16 (the host passes fewer for --inject-error).  Local
// buffers are kernel arguments declared `local float4 *` for 16-byte
// alignment (see bench_tiles.cl); the double-buffered kernels get two
// tiles in each.

#define BM 64 // lines of C (and A) per block
#define BN 64 // columns of C (and B) per block
#define BK 16 // K per step

// Work-item (tx, ty) adds its 4 x 4 outputs' products over one K step:
// rows ty * 4 + i of the A tile, columns tx * 4 + j of the B tile.
static void mac_step(const local float *as, const local float4 *bs,
                     float4 acc[4]) {
  const uint tx = get_local_id(0), ty = get_local_id(1);
#pragma unroll
  for (uint k = 0; k < BK; ++k) {
    const float4 b = bs[k * (BN / 4) + tx];
#pragma unroll
    for (uint i = 0; i < 4; ++i)
      acc[i] = fma((float4)(as[(ty * 4 + i) * BK + k]), b, acc[i]);
  }
}

static void store_block(global float *c, uint n, const float4 acc[4]) {
  const uint tx = get_local_id(0), ty = get_local_id(1);
  const size_t row = get_group_id(1) * BM + ty * 4,
               col = get_group_id(0) * BN + tx * 4;
#pragma unroll
  for (uint i = 0; i < 4; ++i)
    vstore4(acc[i], 0, c + (row + i) * n + col);
}

// Offsets (in floats) of step s's tiles: A at (block row, s * 16), B at
// (s * 16, block column).
static size_t a_at(uint n, uint s) {
  return get_group_id(1) * BM * (size_t)n + s * BK;
}
static size_t b_at(uint n, uint s) {
  return (size_t)s * BK * n + get_group_id(0) * BN;
}

// ---- hand-written cooperative loads ------------------------------------------
// 256 work-items, 256 float4s per tile: work-item r moves A's float4 r
// (line r / 4, quarter r % 4) and B's float4 r (line r / 16, r % 16).
static float4 a_part(global const float *a, uint n, uint s) {
  const uint r = get_local_id(1) * 16 + get_local_id(0);
  return vload4(0, a + a_at(n, s) + (size_t)(r / 4) * n + (r % 4) * 4);
}
static float4 b_part(global const float *b, uint n, uint s) {
  const uint r = get_local_id(1) * 16 + get_local_id(0);
  return vload4(0, b + b_at(n, s) + (size_t)(r / 16) * n + (r % 16) * 4);
}

kernel void gemm_hand(global const float *a, global const float *b,
                      global float *c, local float4 *as, local float4 *bs,
                      uint n, uint steps) {
  const uint r = get_local_id(1) * 16 + get_local_id(0);
  float4 acc[4] = {0, 0, 0, 0};
  for (uint s = 0; s < steps; ++s) {
    as[r] = a_part(a, n, s);
    bs[r] = b_part(b, n, s);
    barrier(CLK_LOCAL_MEM_FENCE);
    mac_step((const local float *)as, bs, acc);
    barrier(CLK_LOCAL_MEM_FENCE); // the tiles may be refilled from here on
  }
  store_block(c, n, acc);
}

kernel void gemm_hand_db(global const float *a, global const float *b,
                         global float *c, local float4 *as, local float4 *bs,
                         uint n, uint steps) {
  const uint r = get_local_id(1) * 16 + get_local_id(0);
  const uint tile = BM * BK / 4; // float4s per tile (A's and B's alike)
  float4 acc[4] = {0, 0, 0, 0};
  as[r] = a_part(a, n, 0);
  bs[r] = b_part(b, n, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 0; s < steps; ++s) {
    const uint cur = (s & 1) * tile, next = tile - cur;
    float4 an = 0, bn = 0;
    if (s + 1 < steps) {
      an = a_part(a, n, s + 1);
      bn = b_part(b, n, s + 1);
    }
    mac_step((const local float *)(as + cur), bs + cur, acc);
    // The other buffers were last read in step s - 1, before its barrier.
    if (s + 1 < steps) {
      as[next + r] = an;
      bs[next + r] = bn;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  store_block(c, n, acc);
}

// ---- xasync --------------------------------------------------------------------
// Both tiles of step s, chained on one event.
static event_t fetch(local float4 *as, local float4 *bs, global const float *a,
                     global const float *b, uint n, uint s) {
  event_t ev = async_work_group_copy_2D2D((local float *)as, 0, a, a_at(n, s),
                                          sizeof(float), BK, BM, n, BK, 0);
  return async_work_group_copy_2D2D((local float *)bs, 0, b, b_at(n, s),
                                    sizeof(float), BN, BK, n, BN, ev);
}

kernel void gemm_sync(global const float *a, global const float *b,
                      global float *c, local float4 *as, local float4 *bs,
                      uint n, uint steps) {
  float4 acc[4] = {0, 0, 0, 0};
  for (uint s = 0; s < steps; ++s) {
    event_t ev = fetch(as, bs, a, b, n, s);
    wait_group_events(1, &ev);
    mac_step((const local float *)as, bs, acc);
    barrier(CLK_LOCAL_MEM_FENCE); // the tiles may be refilled from here on
  }
  store_block(c, n, acc);
}

kernel void gemm_async(global const float *a, global const float *b,
                       global float *c, local float4 *as, local float4 *bs,
                       uint n, uint steps) {
  const uint tile = BM * BK / 4;
  float4 acc[4] = {0, 0, 0, 0};
#ifdef BENCH_EVENT_SCALARS
  // (probe "evscalar": the events in two variables, not an array)
  event_t ev_cur = fetch(as, bs, a, b, n, 0), ev_next;
#else
  event_t ev[2];
  ev[0] = fetch(as, bs, a, b, n, 0);
#endif
  for (uint s = 0; s < steps; ++s) {
    const uint cur = (s & 1) * tile, next = tile - cur;
    // The next buffers were last read in step s - 1, before its barrier.
#ifdef BENCH_EVENT_SCALARS
    if (s + 1 < steps)
      ev_next = fetch(as + next, bs + next, a, b, n, s + 1);
    wait_group_events(1, &ev_cur);
    ev_cur = ev_next;
#else
    if (s + 1 < steps)
      ev[(s + 1) & 1] = fetch(as + next, bs + next, a, b, n, s + 1);
    wait_group_events(1, &ev[s & 1]);
#endif
    mac_step((const local float *)(as + cur), bs + cur, acc);
    barrier(CLK_LOCAL_MEM_FENCE); // cur may be refilled from here on
  }
  store_block(c, n, acc);
}

// ---- hand-written cp.async (sm_80+ PTX only) -----------------------------------
// Issue 16 asks for the best hand-written double-buffered cp.async kernel
// beside the library's: work-item r issues A's and B's 16-byte chunk r of
// the next step's tiles (as a_part / b_part read them) as raw cp.async,
// one commit per step, then waits for all but the newest group and
// synchronises.  No library, no event state.  Absent elsewhere (the host
// skips the variant when the program has no such kernel).
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#include "bench_cp_async.h"

static void hand_fetch(local float4 *as, local float4 *bs, global const float *a,
                       global const float *b, uint n, uint s, uint r) {
  bench_cp_async_16(as + r, a + a_at(n, s) + (size_t)(r / 4) * n + (r % 4) * 4);
  bench_cp_async_16(bs + r,
                    b + b_at(n, s) + (size_t)(r / 16) * n + (r % 16) * 4);
}

kernel void gemm_hand_cpasync(global const float *a, global const float *b,
                              global float *c, local float4 *as,
                              local float4 *bs, uint n, uint steps) {
  const uint r = get_local_id(1) * 16 + get_local_id(0);
  const uint tile = BM * BK / 4;
  float4 acc[4] = {0, 0, 0, 0};
  hand_fetch(as, bs, a, b, n, 0, r);
  bench_cp_async_commit();
  for (uint s = 0; s < steps; ++s) {
    const uint cur = (s & 1) * tile, next = tile - cur;
    // The next buffers were last read in step s - 1, before its barrier.
    if (s + 1 < steps)
      hand_fetch(as + next, bs + next, a, b, n, s + 1, r);
    bench_cp_async_commit(); // one group per step (empty on the last)
    bench_cp_async_wait(1);  // this work-item's chunks of step s are in
    barrier(CLK_LOCAL_MEM_FENCE); // ... and every work-item's
    mac_step((const local float *)(as + cur), bs + cur, acc);
    barrier(CLK_LOCAL_MEM_FENCE); // cur may be refilled from here on
  }
  store_block(c, n, acc);
}

// gemm_sync's twin (issue 35): each step's chunks, then wait for all.
kernel void gemm_hand_cpasync_sync(global const float *a,
                                   global const float *b, global float *c,
                                   local float4 *as, local float4 *bs, uint n,
                                   uint steps) {
  const uint r = get_local_id(1) * 16 + get_local_id(0);
  float4 acc[4] = {0, 0, 0, 0};
  for (uint s = 0; s < steps; ++s) {
    hand_fetch(as, bs, a, b, n, s, r);
    bench_cp_async_commit();
    bench_cp_async_wait(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    mac_step((const local float *)as, bs, acc);
    barrier(CLK_LOCAL_MEM_FENCE); // the tiles may be refilled from here on
  }
  store_block(c, n, acc);
}

// ---- the twins plus the contract's run-time work (sm_80+ only) ---------------
// Issue 35 asks the library to cost what its cp.async twin costs.  The twin
// knows what a library call is only told at run time; these kernels add
// that work to the twin by hand, in the fewest instructions we could write,
// so that the bench shows what the contract itself costs beside the
// library (docs/results/h100/README.md):
//   gemm_lim_checked(_sync)  each tile copy tests, as a library call must
//       with a run-time pitch and pointers, that the addresses and the
//       pitch allow 16-byte cp.async and that one chunk per work-item
//       covers the tile at the group's run-time size (else a plain loop),
//       and guards the work-items past the tile; waits as the twins wait
//       (wait_group 1 / 0), no events.
//   gemm_lim_evented(_sync)  checked, plus the events: each copy call
//       updates the work-item's state word with the library's own
//       arithmetic (xasync/internal/event_seq.h) in a local array, returns
//       its event (kept as the bench's gemm_async keeps its events, in an
//       array indexed by the step), and the wait computes N from the state
//       and the event, then waits with a three-test tree over N.
// No library function is called, so the compiler may hoist and combine
// across the loop whatever it can prove, as it does for the twins.
#include "../../include/xasync/internal/event_seq.h"

static uint lim_team(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

// One tile of `rows` lines of `cols` floats (a multiple of 4) from src
// (lines `pitch` floats apart) to dst (dense), by `team` work-items.
static void lim_copy(local float *dst, global const float *src, uint cols,
                     uint rows, uint pitch, uint r, uint team) {
  const uint cpr = cols / 4;
  if (!(((size_t)src | (size_t)dst | (size_t)pitch * 4) & 15) &&
      rows * cpr <= team) {
    const uint line = r / cpr, col = r % cpr;
    if (line < rows)
      bench_cp_async_16(dst + line * cols + col * 4,
                        src + (size_t)line * pitch + col * 4);
  } else {
    for (uint i = r; i < rows * cols; i += team)
      dst[i] = src[(size_t)(i / cols) * pitch + i % cols];
  }
}

static void lim_fetch(local float4 *as, local float4 *bs, global const float *a,
                      global const float *b, uint n, uint s, uint r,
                      uint team) {
  lim_copy((local float *)as, a + a_at(n, s), BK, BM, n, r, team);
  lim_copy((local float *)bs, b + b_at(n, s), BN, BK, n, r, team);
}

kernel void gemm_lim_checked(global const float *a, global const float *b,
                             global float *c, local float4 *as,
                             local float4 *bs, uint n, uint steps) {
  const uint r = get_local_id(1) * 16 + get_local_id(0), team = lim_team();
  const uint tile = BM * BK / 4;
  float4 acc[4] = {0, 0, 0, 0};
  lim_fetch(as, bs, a, b, n, 0, r, team);
  bench_cp_async_commit();
  for (uint s = 0; s < steps; ++s) {
    const uint cur = (s & 1) * tile, next = tile - cur;
    if (s + 1 < steps)
      lim_fetch(as + next, bs + next, a, b, n, s + 1, r, team);
    bench_cp_async_commit();
    bench_cp_async_wait(1);
    barrier(CLK_LOCAL_MEM_FENCE);
    mac_step((const local float *)(as + cur), bs + cur, acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  store_block(c, n, acc);
}

kernel void gemm_lim_checked_sync(global const float *a,
                                  global const float *b, global float *c,
                                  local float4 *as, local float4 *bs, uint n,
                                  uint steps) {
  const uint r = get_local_id(1) * 16 + get_local_id(0), team = lim_team();
  float4 acc[4] = {0, 0, 0, 0};
  for (uint s = 0; s < steps; ++s) {
    lim_fetch(as, bs, a, b, n, s, r, team);
    bench_cp_async_commit();
    bench_cp_async_wait(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    mac_step((const local float *)as, bs, acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  store_block(c, n, acc);
}

// The events: one state word per work-item (at most 256 here), as the
// library keeps it, read before the copy is issued; the call commits its
// group and returns its event.
static uint lim_copy_ev(local uint *state, uint r, uint event,
                        local float *dst, global const float *src, uint cols,
                        uint rows, uint pitch, uint team) {
  __xasync_seq_state st = __xasync_seq_unpack(state[r]);
  lim_copy(dst, src, cols, rows, pitch, r, team);
  bench_cp_async_commit();
  const uint bits = __xasync_seq_next(&st, event);
  state[r] = __xasync_seq_pack(st);
  return bits;
}

static uint lim_fetch_ev(local uint *state, local float4 *as, local float4 *bs,
                         global const float *a, global const float *b, uint n,
                         uint s, uint r, uint team) {
  const uint ev = lim_copy_ev(state, r, 0, (local float *)as, a + a_at(n, s),
                              BK, BM, n, team);
  return lim_copy_ev(state, r, ev, (local float *)bs, b + b_at(n, s), BN, BK,
                     n, team);
}

// The wait: N from the state and the event, wait_group N
// (bench_cp_async_wait_n), the barrier.
static void lim_wait(local uint *state, uint r, uint event) {
  bench_cp_async_wait_n(__xasync_seq_allowed(
      __xasync_seq_unpack(state[r]), event, XASYNC_SEQ_MAX_PENDING));
  barrier(CLK_LOCAL_MEM_FENCE);
}

kernel void gemm_lim_evented(global const float *a, global const float *b,
                             global float *c, local float4 *as,
                             local float4 *bs, uint n, uint steps) {
  local uint state[256];
  const uint r = get_local_id(1) * 16 + get_local_id(0), team = lim_team();
  const uint tile = BM * BK / 4;
  float4 acc[4] = {0, 0, 0, 0};
  uint ev[2];
  ev[0] = lim_fetch_ev(state, as, bs, a, b, n, 0, r, team);
  for (uint s = 0; s < steps; ++s) {
    const uint cur = (s & 1) * tile, next = tile - cur;
    if (s + 1 < steps)
      ev[(s + 1) & 1] =
          lim_fetch_ev(state, as + next, bs + next, a, b, n, s + 1, r, team);
    lim_wait(state, r, ev[s & 1]);
    mac_step((const local float *)(as + cur), bs + cur, acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  store_block(c, n, acc);
}

kernel void gemm_lim_evented_sync(global const float *a,
                                  global const float *b, global float *c,
                                  local float4 *as, local float4 *bs, uint n,
                                  uint steps) {
  local uint state[256];
  const uint r = get_local_id(1) * 16 + get_local_id(0), team = lim_team();
  float4 acc[4] = {0, 0, 0, 0};
  for (uint s = 0; s < steps; ++s) {
    const uint ev = lim_fetch_ev(state, as, bs, a, b, n, s, r, team);
    lim_wait(state, r, ev);
    mac_step((const local float *)as, bs, acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  store_block(c, n, acc);
}
#endif
