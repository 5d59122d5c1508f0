// Randomized sweep kernels for tests/bench (--sweep): every work-group
// copies one tile global -> local -> global (src -> tile -> dst) in three
// ways on the same run-time geometry: the cl_khr_extended_async_copies
// builtins, a hand-written loop over whole lines in the widest unit
// ("wide") and one over whole elements ("elems").  The host draws the
// geometry (docs/bench.md, "Sweep") and passes it as arguments, so one
// program -- one PTX per library -- serves every case; the work-group
// shape (1D/2D/3D) is the enqueue's local size.
//
// Geometry, in elements of `elem` bytes: a tile of tw x th x td (td = 1 for
// the 2D kernels); tiles lie on a grid tiles_x x tiles_y x ..., tile (gx, gy,
// gz) starting at element gx * tsx + gy * tsy lines + gz * tsz planes (tsx >=
// tw, tsy >= th, tsz >= td: the gaps are guard bands).  src and dst have
// their own offset, line pitch and plane area; the local tile too (l_off,
// l_pitch >= tw, l_plane >= l_pitch * th).  Work-group g (get_group_id(0))
// takes tile (g % tiles_x, g / tiles_x % tiles_y, g / tiles_x / tiles_y).
//
// xasync copies the tile in 1-3 parts chained on one event each way: cut
// along x (axis 0: parts are narrower tiles) or along the outermost
// dimension (axis 1: lines in 2D, planes in 3D) at c1 <= c2 <= extent.
// The hand-written loops copy the whole tile in one pass each way, as a
// kernel author would.  The local tile is declared `local uint4 *` for
// 16-byte alignment (see bench_tiles.cl) and used as bytes.

#define SWEEP_ARGS                                                             \
  global const uchar *src, global uchar *dst, local uint4 *tile_, uint elem,   \
      uint tw, uint th, uint td, uint tiles_x, uint tiles_y, uint tsx,         \
      uint tsy, uint tsz, ulong s_off, ulong s_pitch, ulong s_plane,           \
      ulong d_off, ulong d_pitch, ulong d_plane, uint l_off, uint l_pitch,     \
      uint l_plane, uint axis, uint in_c1, uint in_c2, uint out_c1,            \
      uint out_c2

// The group's tile, as (x, line, plane) of the tile grid.
typedef struct {
  size_t x, y, z;
} tile_pos;

static tile_pos tile_of_group(uint tiles_x, uint tiles_y, uint tsx, uint tsy,
                              uint tsz) {
  const size_t g = get_group_id(0), per_plane = (size_t)tiles_x * tiles_y;
  const size_t gxy = g % per_plane;
  tile_pos t = {(gxy % tiles_x) * tsx, (gxy / tiles_x) * tsy,
                (g / per_plane) * tsz};
  return t;
}

static size_t origin(tile_pos t, ulong off, ulong pitch, ulong plane) {
  return off + t.z * plane + t.y * pitch + t.x;
}

// Flat rank and size of the work-group, whatever its shape.
static uint rank(void) {
  return (uint)((get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                    get_local_size(0) +
                get_local_id(0));
}
static uint team(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

// ---- xasync: 1-3 chained 2D2D / 3D3D calls each way -----------------------
// Part [a, b) of the cut axis: x (axis 0) moves both offsets by a and
// narrows the lines; the outer axis moves them by a lines (2D) or planes
// (3D).  One call site per part, as a user chaining copies writes them.

#define PART_2D(DST, DOFF, DSTRIDE, SRC, SOFF, SSTRIDE, a, b, ev)              \
  async_work_group_copy_2D2D(                                                  \
      DST, (DOFF) + (axis ? (size_t)(a) * (DSTRIDE) : (a)), SRC,               \
      (SOFF) + (axis ? (size_t)(a) * (SSTRIDE) : (a)), elem,                   \
      axis ? tw : (b) - (a), axis ? (b) - (a) : th, SSTRIDE, DSTRIDE, ev)

#define PART_3D(DST, DOFF, DP, DPL, SRC, SOFF, SP, SPL, a, b, ev)              \
  async_work_group_copy_3D3D(                                                  \
      DST, (DOFF) + (axis ? (size_t)(a) * (DPL) : (a)), SRC,                   \
      (SOFF) + (axis ? (size_t)(a) * (SPL) : (a)), elem,                       \
      axis ? tw : (b) - (a), th, axis ? (b) - (a) : td, SP, SPL, DP, DPL, ev)

// The cut: parts [0, c1), [c1, c2), [c2, ext), the empty ones skipped,
// STEP(..., a, b) once per part (xasync's chains and hand-parts alike).
#define FOR_PARTS(STEP, c1, c2, ext, ...)                                      \
  do {                                                                         \
    STEP(__VA_ARGS__, 0, c1);                                                  \
    if ((c2) > (c1))                                                           \
      STEP(__VA_ARGS__, c1, c2);                                               \
    if ((ext) > (c2))                                                          \
      STEP(__VA_ARGS__, c2, ext);                                              \
  } while (0)

// The parts as one chain: each call passes the event the previous returned
// (0 for the first), then one wait.
#define CHAIN_STEP(PART, ...) ev = PART(__VA_ARGS__, ev)
#define CHAIN(PART, c1, c2, ext, ...)                                          \
  do {                                                                         \
    event_t ev = 0;                                                            \
    FOR_PARTS(CHAIN_STEP, c1, c2, ext, PART, __VA_ARGS__);                     \
    wait_group_events(1, &ev);                                                 \
  } while (0)

kernel void sweep2d_xasync(SWEEP_ARGS) {
  local uchar *const tile = (local uchar *)tile_;
  const tile_pos t = tile_of_group(tiles_x, tiles_y, tsx, tsy, tsz);
  const size_t so = origin(t, s_off, s_pitch, s_plane);
  const size_t dO = origin(t, d_off, d_pitch, d_plane);
  const uint ext = axis ? th : tw;
  CHAIN(PART_2D, in_c1, in_c2, ext, tile, l_off, l_pitch, src, so, s_pitch);
  CHAIN(PART_2D, out_c1, out_c2, ext, dst, dO, d_pitch, tile, l_off, l_pitch);
}

kernel void sweep3d_xasync(SWEEP_ARGS) {
  local uchar *const tile = (local uchar *)tile_;
  const tile_pos t = tile_of_group(tiles_x, tiles_y, tsx, tsy, tsz);
  const size_t so = origin(t, s_off, s_pitch, s_plane);
  const size_t dO = origin(t, d_off, d_pitch, d_plane);
  const uint ext = axis ? td : tw;
  CHAIN(PART_3D, in_c1, in_c2, ext, tile, l_off, l_pitch, l_plane, src, so,
        s_pitch, s_plane);
  CHAIN(PART_3D, out_c1, out_c2, ext, dst, dO, d_pitch, d_plane, tile, l_off,
        l_pitch, l_plane);
}

// ---- hand-written loops -----------------------------------------------------
// The widest unit in {16, 8, 4, 2, 1} dividing `bytes` and addresses a, b
// (real pointers at run time: the compiler knows only the unit's alignment).
static uint unit_of(size_t bytes, size_t a, size_t b) {
  const size_t x = bytes | a | b | 16;
  return (uint)(x & (~x + 1));
}

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

// Wide: the tile's th * td lines of `upl` units of T; line l lies at
// (l / th) * plane + (l % th) * pitch bytes from the base on each side
// (D = 2: line l at l * pitch, no division).  Work-item r moves units r,
// r + team, ... of the whole tile.  wide_DIR_D_T: DIR in copies global to
// local, out local to global.
#define DEFINE_WIDE_T(T, D, DIR, G, MOVE)                                      \
  static void wide_##DIR##_##D##_##T(G uchar *g, local uchar *l, uint upl,     \
                                     uint th, uint lines, size_t gp,           \
                                     size_t gq, uint lp, uint lq) {            \
    const uint n = upl * lines, step = team();                                 \
    for (uint i = rank(); i < n; i += step) {                                  \
      const uint line = i / upl, k = i % upl;                                  \
      const uint y = D == 3 ? line % th : line, z = D == 3 ? line / th : 0;    \
      G T *gt = (G T *)(g + z * gq + y * gp) + k;                              \
      local T *lt = (local T *)(l + z * lq + y * lp) + k;                      \
      MOVE;                                                                    \
    }                                                                          \
  }

// Elems: tile element i (x = i % tw, line i / tw) moved as elem / U units
// of T, U dividing `elem` and both bases (so every element address).
#define DEFINE_ELEMS_T(T, D, DIR, G, MOVE)                                     \
  static void elems_##DIR##_##D##_##T(G uchar *g, local uchar *l, uint elem,   \
                                      uint tw, uint th, uint n, size_t pitch,  \
                                      size_t plane, uint lp, uint lq) {        \
    const uint u = elem / sizeof(T), step = team();                            \
    for (uint i = rank(); i < n; i += step) {                                  \
      const uint x = i % tw, line = i / tw;                                    \
      const uint y = D == 3 ? line % th : line, z = D == 3 ? line / th : 0;    \
      G T *gt0 = (G T *)(g + (z * plane + y * pitch + x) * elem);              \
      local T *lt0 = (local T *)(l + (z * lq + y * lp + x) * elem);            \
      for (uint k = 0; k < u; ++k) {                                           \
        G T *gt = gt0 + k;                                                     \
        local T *lt = lt0 + k;                                                 \
        MOVE;                                                                  \
      }                                                                        \
    }                                                                          \
  }

#define DEFINE_BOTH(DEFINE, T)                                                 \
  DEFINE(T, 2, in, const global, *lt = *gt)                                    \
  DEFINE(T, 2, out, global, *gt = *lt)                                         \
  DEFINE(T, 3, in, const global, *lt = *gt)                                    \
  DEFINE(T, 3, out, global, *gt = *lt)
#define DEFINE_ALL(DEFINE)                                                     \
  DEFINE_BOTH(DEFINE, uint4)                                                   \
  DEFINE_BOTH(DEFINE, uint2)                                                   \
  DEFINE_BOTH(DEFINE, uint)                                                    \
  DEFINE_BOTH(DEFINE, ushort)                                                  \
  DEFINE_BOTH(DEFINE, uchar)
DEFINE_ALL(DEFINE_WIDE_T)
DEFINE_ALL(DEFINE_ELEMS_T)

// One direction DIR (in: g -> l, out: l -> g) of the tile at element `go`
// of g, strides in elements, with the D-dimensional loops (D = 2: td = 1).
#define WIDE(D, DIR, G, g, go, pitch, plane)                                   \
  do {                                                                         \
    const uint line = tw * elem, lp = l_pitch * elem, lq = l_plane * elem;     \
    const bool three = D == 3 && td > 1;                                       \
    const size_t gp = (pitch) * elem, gq = three ? (plane) * elem : 0;         \
    G uchar *gb = (g) + (go) * elem;                                           \
    local uchar *lb = tile + (size_t)l_off * elem;                             \
    /* A power of two divides every stride iff it divides their OR. */         \
    const uint u = unit_of(line | gp | gq | lp | (three ? lq : 0),             \
                           (size_t)gb, (size_t)lb);                            \
    BY_UNIT(wide_##DIR##_##D, u, gb, lb, line / u, th,                         \
            th * (D == 3 ? td : 1), gp, gq, lp, lq);                           \
  } while (0)

#define ELEMS(D, DIR, G, g, go, pitch, plane)                                  \
  do {                                                                         \
    G uchar *gb = (g) + (go) * elem;                                           \
    local uchar *lb = tile + (size_t)l_off * elem;                             \
    BY_UNIT(elems_##DIR##_##D, unit_of(elem, (size_t)gb, (size_t)lb), gb, lb,  \
            elem, tw, th, tw * th * (D == 3 ? td : 1), pitch, plane, l_pitch,  \
            l_plane);                                                          \
  } while (0)

// Round trip with the hand-written loop HOW, barrier between directions.
#define HAND_ROUND_TRIP(HOW, D)                                                \
  local uchar *const tile = (local uchar *)tile_;                              \
  const tile_pos t = tile_of_group(tiles_x, tiles_y, tsx, tsy, tsz);           \
  HOW(D, in, const global, src, origin(t, s_off, s_pitch, s_plane), s_pitch,   \
      s_plane);                                                                \
  barrier(CLK_LOCAL_MEM_FENCE);                                                \
  HOW(D, out, global, dst, origin(t, d_off, d_pitch, d_plane), d_pitch,        \
      d_plane)

kernel void sweep2d_wide(SWEEP_ARGS) { HAND_ROUND_TRIP(WIDE, 2); }
kernel void sweep3d_wide(SWEEP_ARGS) { HAND_ROUND_TRIP(WIDE, 3); }
kernel void sweep2d_elems(SWEEP_ARGS) { HAND_ROUND_TRIP(ELEMS, 2); }
kernel void sweep3d_elems(SWEEP_ARGS) { HAND_ROUND_TRIP(ELEMS, 3); }

// ---- hand-parts: the wide loop once per xasync part --------------------------
// The structure of xasync's chained calls written by hand: 1-3 passes each
// way with the same cuts, each choosing its own unit as a copy call does,
// one barrier between directions.  Against hand-wide it shows what the
// chaining costs by itself, without any library (docs/bench.md, "Sweep").

// One pass over part [a, b) of the cut axis: the tile narrowed (x) or cut to
// lines / planes [a, b), both sides moved to the part's start; the names
// WIDE reads (tw, th, td, l_off) are shadowed in an inner block.
#define WIDE_PART(D, DIR, G, g, go, pitch, plane, a, b)                        \
  do {                                                                         \
    const uint pa_ = (a), pb_ = (b);                                           \
    const size_t gshift_ =                                                     \
        axis ? (size_t)pa_ * (D == 3 ? (plane) : (pitch)) : pa_;               \
    const uint lshift_ = axis ? pa_ * (D == 3 ? l_plane : l_pitch) : pa_;      \
    const uint tw_ = axis ? tw : pb_ - pa_;                                    \
    const uint th_ = (axis && D == 2) ? pb_ - pa_ : th;                        \
    const uint td_ = (axis && D == 3) ? pb_ - pa_ : td;                        \
    const uint l_off_ = l_off + lshift_;                                       \
    {                                                                          \
      const uint tw = tw_, th = th_, td = td_, l_off = l_off_;                 \
      WIDE(D, DIR, G, g, (go) + gshift_, pitch, plane);                        \
    }                                                                          \
  } while (0)

#define WIDE_PARTS(D, DIR, G, g, go, pitch, plane, c1, c2, ext)                \
  FOR_PARTS(WIDE_PART, c1, c2, ext, D, DIR, G, g, go, pitch, plane)

// The round trip in parts: STEP (a WIDE_PART) once per in-part with the
// wide loop DIR, then AFTER_IN, a barrier, and the wide loop once per
// out-part.
#define PARTS_ROUND_TRIP_BY(D, STEP, DIR, AFTER_IN)                            \
  local uchar *const tile = (local uchar *)tile_;                              \
  const tile_pos t = tile_of_group(tiles_x, tiles_y, tsx, tsy, tsz);           \
  const uint ext = axis ? (D == 3 ? td : th) : tw;                             \
  FOR_PARTS(STEP, in_c1, in_c2, ext, D, DIR, const global, src,                \
            origin(t, s_off, s_pitch, s_plane), s_pitch, s_plane);             \
  AFTER_IN;                                                                    \
  barrier(CLK_LOCAL_MEM_FENCE);                                                \
  WIDE_PARTS(D, out, global, dst, origin(t, d_off, d_pitch, d_plane), d_pitch, \
             d_plane, out_c1, out_c2, ext)
#define PARTS_ROUND_TRIP(D) PARTS_ROUND_TRIP_BY(D, WIDE_PART, in, (void)0)

kernel void sweep2d_parts(SWEEP_ARGS) { PARTS_ROUND_TRIP(2); }
kernel void sweep3d_parts(SWEEP_ARGS) { PARTS_ROUND_TRIP(3); }

// ---- raw-parts (sm_80+ PTX only): hand-parts with raw cp.async in -----------
// What the copies cost with no library set-up at all: hand-parts' passes,
// the in-copies' 16/8/4-byte units as raw cp.async (1/2-byte units stay
// loads and stores: cp.async has no narrower width), one commit per part,
// one wait_group 0 and a barrier before the out-parts.  The floor of an
// asynchronous copy that honours each of the user's calls with the unit a
// whole-part loop can use (docs/bench.md, "Sweep").  Absent elsewhere: the
// host skips the variant when the program has no such kernel.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#include "bench_cp_async.h"

#define RAW_MOVE_uint4 bench_cp_async_16(lt, gt)
#define RAW_MOVE_uint2 bench_cp_async_8(lt, gt)
#define RAW_MOVE_uint bench_cp_async_4(lt, gt)
#define RAW_MOVE_ushort *lt = *gt
#define RAW_MOVE_uchar *lt = *gt
#define DEFINE_RAW(T)                                                          \
  DEFINE_WIDE_T(T, 2, rawin, const global, RAW_MOVE_##T)                       \
  DEFINE_WIDE_T(T, 3, rawin, const global, RAW_MOVE_##T)
DEFINE_RAW(uint4)
DEFINE_RAW(uint2)
DEFINE_RAW(uint)
DEFINE_RAW(ushort)
DEFINE_RAW(uchar)

#define RAW_PART(D, DIR, G, g, go, pitch, plane, a, b)                         \
  do {                                                                         \
    WIDE_PART(D, DIR, G, g, go, pitch, plane, a, b);                           \
    bench_cp_async_commit();                                                   \
  } while (0)

kernel void sweep2d_rawparts(SWEEP_ARGS) {
  PARTS_ROUND_TRIP_BY(2, RAW_PART, rawin, bench_cp_async_wait(0));
}
kernel void sweep3d_rawparts(SWEEP_ARGS) {
  PARTS_ROUND_TRIP_BY(3, RAW_PART, rawin, bench_cp_async_wait(0));
}

// ---- raw-waited (sm_80+ PTX only): raw-parts with the spec's last wait ------
// raw-parts leaves out one thing every implementation of the calls must
// do: the wait on the out-copies.  The spec's wait completes the group's
// copy, not one work-item's part, so every work-item must then see the
// whole tile in global memory: a barrier, which xasync's wait on its
// out-chain is (docs/bench.md, "Sweep").  raw-waited adds it and nothing
// else: the floor of a spec-conforming round trip in these parts.
kernel void sweep2d_rawwaited(SWEEP_ARGS) {
  PARTS_ROUND_TRIP_BY(2, RAW_PART, rawin, bench_cp_async_wait(0));
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
kernel void sweep3d_rawwaited(SWEEP_ARGS) {
  PARTS_ROUND_TRIP_BY(3, RAW_PART, rawin, bench_cp_async_wait(0));
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

// ---- lim-evented (sm_80+ PTX only): raw-waited plus the events --------------
// raw-waited still leaves out what the library's events cost.  A wait on
// one event of several in flight (double buffering) must leave the newer
// groups pending, so every call must record its group and every wait must
// compute its N: this variant adds exactly that to raw-waited, with the
// library's own arithmetic (xasync/internal/event_seq.h with four slots)
// and the storage the library had when it was written: one 16-bit word per
// work-item in a 2 KiB local array (the library keeps one word per warp
// since 2026-11-27, nvptx/nvptx_state.ll; on tiles of 1 KiB and more the
// array's shared memory costs this variant occupancy the library no
// longer pays, docs/results/h100/README.md#warp-state-2026-11-27).  Each part reads nothing new: the word
// is loaded once per chain (as the library's chain loads it), and each part
// commits its group (the out-parts' empty ones too, as the library's calls
// do), chains its event and stores the word; each wait computes N from the
// word and the chain's event and waits with a three-test tree over N,
// then the barrier raw-waited has.  The floor of a spec-conforming round
// trip in these parts whose events allow partial waits (docs/bench.md,
// "Sweep").  No library function is called.
#define XASYNC_SEQ_SLOT_BITS 2
#include "../../include/xasync/internal/event_seq.h"

// One part as one call: its pass, its group, its event, the word stored.
#define EV_PART(D, DIR, G, g, go, pitch, plane, a, b)                          \
  do {                                                                         \
    WIDE_PART(D, DIR, G, g, go, pitch, plane, a, b);                           \
    bench_cp_async_commit();                                                   \
    lim_ev = __xasync_seq_next(&lim_st, lim_ev);                               \
    lim_state[lim_r] = (ushort)__xasync_seq_pack(lim_st);                      \
  } while (0)

// One chain of the parts of [0, ext) in direction DIR, then its wait.
#define EV_CHAIN(D, DIR, G, g, go, pitch, plane, c1, c2, FENCE)                \
  do {                                                                         \
    __xasync_seq_state lim_st = __xasync_seq_unpack(lim_state[lim_r]);         \
    uint lim_ev = 0;                                                           \
    FOR_PARTS(EV_PART, c1, c2, ext, D, DIR, G, g, go, pitch, plane);           \
    bench_cp_async_wait_n(                                                     \
        __xasync_seq_allowed(lim_st, lim_ev, XASYNC_SEQ_MAX_PENDING));         \
    barrier(FENCE);                                                            \
  } while (0)

#define LIM_ROUND_TRIP(D)                                                      \
  local ushort lim_state[1024];                                                \
  local uchar *const tile = (local uchar *)tile_;                              \
  const tile_pos t = tile_of_group(tiles_x, tiles_y, tsx, tsy, tsz);           \
  const uint ext = axis ? (D == 3 ? td : th) : tw, lim_r = rank();             \
  EV_CHAIN(D, rawin, const global, src, origin(t, s_off, s_pitch, s_plane),    \
           s_pitch, s_plane, in_c1, in_c2, CLK_LOCAL_MEM_FENCE);               \
  EV_CHAIN(D, out, global, dst, origin(t, d_off, d_pitch, d_plane), d_pitch,   \
           d_plane, out_c1, out_c2,                                            \
           CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)

kernel void sweep2d_limevented(SWEEP_ARGS) { LIM_ROUND_TRIP(2); }
kernel void sweep3d_limevented(SWEEP_ARGS) { LIM_ROUND_TRIP(3); }
#endif
