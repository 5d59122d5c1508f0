/* nvptx copy engine (sm_80+).  Paths per call, chosen from the shape
 * (copy_shape.h) and the addresses; docs/nvptx.md has the table.
 *  global->local: cp.async at the widest aligned chunk (16 bytes: .ca;
 *    a 2D copy of at most one 16-byte chunk per work-item without a loop);
 *    rows that are co-aligned mod 16 but not 16-byte aligned are split
 *    into a narrow head, a 16-byte cp.async body and a narrow tail (one
 *    loop when there is no head and the tail is one 4/8-byte cp.async);
 *    1/2 bytes of common alignment (no cp.async) are plain loads and
 *    stores, in 4-byte local words when the local side allows.
 *  local->global: the widest plain stores (4-byte local words stored as
 *    bytes for 1/2 bytes of common alignment); on sm_90, rows of at least
 *    XASYNC_NV_BULK_MIN_ROW bytes, all 16-byte aligned, go through
 *    cp.async.bulk (bulk-group completion), one row per work-item.
 * Every call ends with a commit (one group per work-item, see
 * nvptx_async.h).  Only the 16-byte loops of 2D2D and classic copies are
 * inline; the other paths are out-of-line functions (__XASYNC_NV_OUTLINED),
 * which take 32-bit arguments where they can (__XASYNC_NV_SHAPE_PARAMS)
 * and return at once for a work-item with no chunk.  The
 * chunk loops, inline ones included, find their chunks by division and
 * counters (__XASYNC_COPY_LOOP_DIV*, copy_loop.h) rather than by the walk
 * (__XASYNC_COPY_LOOP): a small call pays a loop's set-up, not its
 * chunks.  The inline 2D loops kept the walk until 2026-11-27; in the
 * division form the sweep went 0.836 -> 0.852 of raw-parts, the tiles
 * held, and most bench kernels lost registers (conv_async 127 -> 96 on
 * sm_90; docs/results/h100/README.md#state-first-2026-11-27). */
#include "xasync/internal/engine.h"
#include "xasync/internal/copy_loop.h"
#include "nvptx_async.h"

#ifndef XASYNC_NV_BULK_MIN_ROW
#define XASYNC_NV_BULK_MIN_ROW 1024
#endif

/* One global->local chunk of T, named by T's token: the width is fixed
 * in the source, so no compiler is left a width switch to fold (NVIDIA's
 * kept one in every chunk loop of the source form: docs/source-mode.md).
 * sizeof(T) divides both addresses (the loop guarantees it), so
 * cp.async's alignment rule holds. */
__XASYNC_INLINE void __xasync_nv_chunk_uint4(__local uchar *d,
                                             const __global uchar *s) {
  __xasync_nv_cp_async_16(d, s);
}
__XASYNC_INLINE void __xasync_nv_chunk_uint2(__local uchar *d,
                                             const __global uchar *s) {
  __xasync_nv_cp_async_8(d, s);
}
__XASYNC_INLINE void __xasync_nv_chunk_uint(__local uchar *d,
                                            const __global uchar *s) {
  __xasync_nv_cp_async_4(d, s);
}
__XASYNC_INLINE void __xasync_nv_chunk_ushort(__local uchar *d,
                                              const __global uchar *s) {
  *(__local ushort *)d = *(const __global ushort *)s;
}
__XASYNC_INLINE void __xasync_nv_chunk_uchar(__local uchar *d,
                                             const __global uchar *s) {
  *d = *s;
}
#define XASYNC_NV_TO_LOCAL(T, d, s) __xasync_nv_chunk_##T(d, s)

/* A chunk of run-time width (heads and tails of split rows). */
__XASYNC_INLINE void __xasync_nv_chunk_to_local(const size_t bytes,
                                                __local uchar *d,
                                                const __global uchar *s) {
  __XASYNC_BY_CHUNK(bytes, XASYNC_NV_TO_LOCAL, d, s);
}
/* The 4- or 8-byte tail of an aligned row (`tail` in scope), and a chunk
 * of run-time width `w` (in scope). */
#define XASYNC_NV_TAIL_TO_LOCAL(d, s)                                          \
  (tail == 8 ? __xasync_nv_cp_async_8(d, s) : __xasync_nv_cp_async_4(d, s))
#define XASYNC_NV_ANY_TO_LOCAL(T, d, s) __xasync_nv_chunk_to_local(w, d, s)
#define XASYNC_NV_TO_GLOBAL(T, d, s)                                           \
  (*(__global T *)(d) = *(const __local T *)(s))

/* Co-aligned head/body/tail split: if every row starts at the same
 * address mod 16 in source and destination, `head` bytes bring each row
 * to 16-byte alignment and `body` (a multiple of 16, non-zero) follows. */
__XASYNC_INLINE int __xasync_nv_split(const __xasync_shape *s, size_t src,
                                      size_t dst, size_t *head, size_t *body) {
  size_t strides = 0;
  if (s->rows > 1)
    strides |= s->src_row | s->dst_row;
  if (s->planes > 1)
    strides |= s->src_plane | s->dst_plane;
  if ((strides & 15) || ((src - dst) & 15))
    return 0;
  *head = (16 - (src & 15)) & 15;
  if (s->row_bytes < *head + 16)
    return 0;
  *body = (s->row_bytes - *head) & ~(size_t)15;
  return 1;
}

/* Only the 16-byte loops of 2D shapes are inline; every other path is
 * out of line (registers of copy kernels: docs/nvptx.md, probes.md 7-8). */
#define __XASYNC_NV_OUTLINED static __attribute__((noinline))
/* The shape crosses the call as scalars: a struct argument is passed
 * through a stack frame, whose stores cost every call.  32-bit where the
 * value fits: the row length, row and plane counts (make_shape bounds
 * them below 2^31 for a copy that moves), the local side's strides (a
 * local address is 32-bit; the loops take local offsets in 32 bits,
 * copy_loop.h), and the team and rank.  ptxas gives a kernel the
 * registers of its deepest call path, the values live in the caller at
 * the call plus the callee's, and each 64-bit argument is two: with every
 * argument 64-bit (until 2026-11-27) the sweep's 2D kernel had 37
 * registers on sm_90, its 3D kernel 56, the 64x32 stencil's double-
 * buffered one 52, against 32, 32 and 42 now
 * (docs/results/h100/README.md#call-registers-2026-11-27).  For the same
 * reason a path takes what it can derive from the shape itself (the tail
 * and split paths below) instead of more arguments. */
#define __XASYNC_NV_SHAPE_PARAMS_to_local                                      \
  uint sh_row_bytes, uint sh_rows, uint sh_planes, size_t sh_src_row,          \
      size_t sh_src_plane, uint sh_dst_row, uint sh_dst_plane
#define __XASYNC_NV_SHAPE_PARAMS_to_global                                     \
  uint sh_row_bytes, uint sh_rows, uint sh_planes, uint sh_src_row,            \
      uint sh_src_plane, size_t sh_dst_row, size_t sh_dst_plane
/* (The local side's strides convert to uint at the call.) */
#define __XASYNC_NV_SHAPE_ARGS(s)                                              \
  (uint)(s).row_bytes, (uint)(s).rows, (uint)(s).planes, (s).src_row,          \
      (s).src_plane, (s).dst_row, (s).dst_plane
#define __XASYNC_NV_SHAPE_REBUILD                                              \
  const __xasync_shape shape = {sh_row_bytes, sh_rows,      sh_planes,         \
                                sh_src_row,   sh_src_plane, sh_dst_row,        \
                                sh_dst_plane}

/* 16-byte-aligned rows ending in a 4- or 8-byte tail (e.g. 66 floats):
 * one loop, the last chunk of each row the narrower cp.async.  This path,
 * the split rows' and their parts' loops find each chunk by division
 * (__XASYNC_COPY_LOOP_DIVEACH): with the counter loops of the narrow
 * paths below, ptxas gave kernels calling them more registers (SGEMM's
 * synchronous kernel 60 -> 68 on sm_80, 2026-11-27). */
__XASYNC_NV_OUTLINED void
__xasync_nv_to_local_tail(__XASYNC_NV_SHAPE_PARAMS_to_local, __local uchar *dst,
                          const __global uchar *src, uint team, uint rank) {
  __XASYNC_NV_SHAPE_REBUILD;
  /* The row is 16-byte chunks and a 4- or 8-byte tail (the caller's
   * test): derived here, not passed (__XASYNC_NV_SHAPE_PARAMS); passed,
   * the sweep's 3D kernel had 36 registers instead of 32 on sm_90 and
   * the sweep ran 0.925 of raw-parts instead of 0.937. */
  const uint tail = sh_row_bytes & 15;
  __XASYNC_COPY_LOOP_DIVEACH_COLS(uint4, 16, XASYNC_NV_TO_LOCAL,
                                  sh_row_bytes / 16 + 1,
                                  1, XASYNC_NV_TAIL_TO_LOCAL, shape, dst, src,
                                  team, rank, 1);
}

/* A row part (a co-aligned head or tail, under 16 bytes) at the widest
 * width its addresses allow, chosen at run time.  Out of line on its own:
 * inlined twice into the split path, its loops made that path the widest
 * function of the module, and ptxas gave SGEMM's double-buffered kernel 20
 * more registers (sm_90, 2026-11-27). */
__XASYNC_NV_OUTLINED void
__xasync_nv_part_to_local(__XASYNC_NV_SHAPE_PARAMS_to_local, __local uchar *dst,
                          const __global uchar *src, uint team, uint rank) {
  __XASYNC_NV_SHAPE_REBUILD;
  const size_t w = __xasync_chunk_bytes(&shape, (size_t)src, (size_t)dst);
  __XASYNC_COPY_LOOP_DIVEACH_COLS(uchar, w, XASYNC_NV_ANY_TO_LOCAL,
                                  shape.row_bytes / w, 0, __XASYNC_NO_LASTOP,
                                  shape, dst, src, team, rank, 1);
}

/* Other co-aligned rows: head and tail at their run-time width, the body
 * in 16-byte cp.async. */
__XASYNC_NV_OUTLINED void
__xasync_nv_to_local_split(__XASYNC_NV_SHAPE_PARAMS_to_local,
                           __local uchar *dst, const __global uchar *src,
                           uint team, uint rank) {
  __XASYNC_NV_SHAPE_REBUILD;
  /* The split the caller found (__xasync_nv_split), taken again here
   * rather than passed (__XASYNC_NV_SHAPE_PARAMS): passed as three 32-bit
   * arguments, they gave the 64x32 stencil's synchronous kernel, which
   * never takes this path, 56 registers on sm_80 (45 with 64-bit ones,
   * 34 now). */
  size_t head = 0, body = 0;
  __xasync_nv_split(&shape, (size_t)src, (size_t)dst, &head, &body);
  const size_t tail = shape.row_bytes - head - body;
  __xasync_shape part = shape;
  if (head) {
    part.row_bytes = head;
    __xasync_nv_part_to_local(__XASYNC_NV_SHAPE_ARGS(part), dst, src, team,
                              rank);
  }
  __local uchar *const d = dst + head;
  const __global uchar *const s = src + head;
  part.row_bytes = body;
  __XASYNC_COPY_LOOP_DIVEACH(uint4, XASYNC_NV_TO_LOCAL, part, d, s, team, rank,
                             1);
  if (tail) {
    part.row_bytes = tail;
    __xasync_nv_part_to_local(__XASYNC_NV_SHAPE_ARGS(part), d + body, s + body,
                              team, rank);
  }
}

/* Whether the work-item of rank `rank` has a chunk of UNIT bytes (a
 * constant power of two) in `shape` (DIMS 2D: one plane): a small copy
 * leaves most of the team idle, and an idle warp then returns before the
 * loop's set-up (two divisions by the row's chunk count).  32-bit: the
 * count wraps only for copies larger than any local memory (undefined),
 * which then move fewer chunks, all inside the named rows.  Tested in the
 * caller, before the paths, it cost kernels registers (SGEMM's 62 -> 72 on
 * sm_90); here it is one compare. */
#define __XASYNC_NV_HAS_CHUNK(UNIT, shape, rank, DIMS)                         \
  ((uint)(rank) < (uint)((shape).row_bytes / (UNIT)) * (uint)(shape).rows *    \
                      __XASYNC_NV_PLANES_##DIMS(shape))
#define __XASYNC_NV_PLANES_2D(shape) 1u
#define __XASYNC_NV_PLANES_3D(shape) (uint)(shape).planes

/* One out-of-line chunk loop, __xasync_nv_DIR_W, moving chunks of T with
 * OP: one per narrow width (8/4/2/1 bytes), so a call site whose width is
 * known at compile time references only its own; also the 3D 16-byte
 * loops and the gather/scatter path below.  Each comes as a 2D function
 * and a 3D one (suffix _3d), chosen by the call (XASYNC_NV_CALL_NARROW):
 * a 2D2D call site references only the 2D ones.  One function holding
 * both loops cost kernels of per-line copies 40-50 more registers in
 * ptxas (tile2d_lines 56 -> 100, sm_90), one loop serving both cost a 2D
 * chunk the 3D counters (tile "2d f32 64x64 +1": 0.67 of
 * clEnqueueCopyBuffer against 0.81; 2026-11-27). */
#define XASYNC_NV_LOOP_FN(NAME, DIR, T, OP, DSP, SSP, DIMS)                    \
  __XASYNC_NV_OUTLINED void NAME(__XASYNC_NV_SHAPE_PARAMS_##DIR,               \
                                 DSP uchar *dst, const SSP uchar *src,         \
                                 uint team, uint rank) {                       \
    __XASYNC_NV_SHAPE_REBUILD;                                                 \
    if (!__XASYNC_NV_HAS_CHUNK(sizeof(T), shape, rank, DIMS))                  \
      return;                                                                  \
    __XASYNC_COPY_LOOP_DIV(T, OP, shape, dst, src, team, rank,                 \
                           __XASYNC_NV_LOCAL_DST_##DIR, DIMS);                 \
  }
#define XASYNC_NV_NARROW(DIR, W, T, OP, DSP, SSP)                              \
  XASYNC_NV_LOOP_FN(__xasync_nv_##DIR##_##W, DIR, T, OP, DSP, SSP, 2D)         \
  XASYNC_NV_LOOP_FN(__xasync_nv_##DIR##_##W##_3d, DIR, T, OP, DSP, SSP, 3D)
#define __XASYNC_NV_LOCAL_DST_to_local 1
#define __XASYNC_NV_LOCAL_DST_to_global 0
#define XASYNC_NV_NARROW_WIDTHS(DIR, OP, DSP, SSP)                             \
  XASYNC_NV_NARROW(DIR, 8, uint2, OP, DSP, SSP)                                \
  XASYNC_NV_NARROW(DIR, 4, uint, OP, DSP, SSP)                                 \
  XASYNC_NV_NARROW(DIR, 2, ushort, OP, DSP, SSP)                               \
  XASYNC_NV_NARROW(DIR, 1, uchar, OP, DSP, SSP)
XASYNC_NV_NARROW_WIDTHS(to_local, XASYNC_NV_TO_LOCAL, __local, __global)
XASYNC_NV_NARROW_WIDTHS(to_global, XASYNC_NV_TO_GLOBAL, __global, __local)
/* The 16-byte loops out of line: 3D shapes, and the 2D (merged)
 * shapes of a 3D3D call (`flat` 0: __xasync_nv_to_local). */
XASYNC_NV_NARROW(to_local, 16, uint4, XASYNC_NV_TO_LOCAL, __local, __global)
XASYNC_NV_NARROW(to_global, 16, uint4, XASYNC_NV_TO_GLOBAL, __global, __local)

/* Only 1-2 bytes of common alignment, the local side aligned to 4: 4-byte
 * local words, the global side's bytes loaded together (probes.md 10). */
__XASYNC_INLINE uint __xasync_nv_gather4(const __global uchar *s) {
  return (uint)s[0] | (uint)s[1] << 8 | (uint)s[2] << 16 | (uint)s[3] << 24;
}
__XASYNC_INLINE void __xasync_nv_scatter4(__global uchar *d, uint v) {
  d[0] = (uchar)v;
  d[1] = (uchar)(v >> 8);
  d[2] = (uchar)(v >> 16);
  d[3] = (uchar)(v >> 24);
}
#define XASYNC_NV_GATHER(T, d, s)                                              \
  (*(__local uint *)(d) = __xasync_nv_gather4(s))
#define XASYNC_NV_SCATTER(T, d, s)                                             \
  __xasync_nv_scatter4(d, *(const __local uint *)(s))
XASYNC_NV_NARROW(to_local, gather, uint, XASYNC_NV_GATHER, __local, __global)
XASYNC_NV_NARROW(to_global, scatter, uint, XASYNC_NV_SCATTER, __global,
                 __local)
/* That path applies: chunk (the common alignment) below 4, the local side
 * (its own row length, start and strides: local_bits) aligned to 4. */
#define XASYNC_NV_GATHERS(chunk, local_bits) ((chunk) < 4 && !((local_bits)&3))

/* The narrow loop of width `chunk` for the shape's dimensions. */
#define XASYNC_NV_CALL_NARROW(DIR, chunk, shape, dst, src, team, rank)         \
  do {                                                                         \
    if ((shape).planes > 1)                                                    \
      XASYNC_NV_CALL_BY_WIDTH(DIR, _3d, chunk, shape, dst, src, team, rank);   \
    else                                                                       \
      XASYNC_NV_CALL_BY_WIDTH(DIR, , chunk, shape, dst, src, team, rank);      \
  } while (0)
#define XASYNC_NV_CALL_BY_WIDTH(DIR, SUF, chunk, shape, dst, src, team, rank)  \
  do {                                                                         \
    switch (chunk) {                                                           \
    case 8:                                                                    \
      __xasync_nv_##DIR##_8##SUF(__XASYNC_NV_SHAPE_ARGS(shape), dst, src,     \
                                 team, rank);                                  \
      break;                                                                   \
    case 4:                                                                    \
      __xasync_nv_##DIR##_4##SUF(__XASYNC_NV_SHAPE_ARGS(shape), dst, src,     \
                                 team, rank);                                  \
      break;                                                                   \
    case 2:                                                                    \
      __xasync_nv_##DIR##_2##SUF(__XASYNC_NV_SHAPE_ARGS(shape), dst, src,     \
                                 team, rank);                                  \
      break;                                                                   \
    default:                                                                   \
      __xasync_nv_##DIR##_1##SUF(__XASYNC_NV_SHAPE_ARGS(shape), dst, src,     \
                                 team, rank);                                  \
      break;                                                                   \
    }                                                                          \
  } while (0)

/* The out-of-line loop NAME (NAME_3d for 3D shapes): the gather and
 * scatter paths, and the 16-byte loops out of line. */
#define XASYNC_NV_CALL_DIMS(NAME, shape, dst, src, team, rank)                 \
  do {                                                                         \
    if ((shape).planes > 1)                                                    \
      NAME##_3d(__XASYNC_NV_SHAPE_ARGS(shape), dst, src, team, rank);          \
    else                                                                       \
      NAME(__XASYNC_NV_SHAPE_ARGS(shape), dst, src, team, rank);               \
  } while (0)

/* 1 in the source forms (docs/source-mode.md): they keep the code that
 * was measured and checked on NVIDIA's compiler, so the two constant-shape
 * pieces below are left out there (as __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL
 * is). */
#ifdef __XASYNC_SOURCE_FORM
#define __XASYNC_NV_SOURCE_FORM 1
#else
#define __XASYNC_NV_SOURCE_FORM 0
#endif

/* The team and rank as values no compiler can see through (an empty
 * asm): what the inline 16-byte loop derives from them (with a constant
 * row length, the first chunk's line and column and the steps, all shifts
 * and masks) is recomputed in each call instead of being hoisted out of
 * the caller's loop, where it held 8-28 more registers across an SGEMM's
 * inner loop (docs/nvptx.md, "Constant tile shapes").  Only this path:
 * on the out-of-line ones it cost the persistent stencils 2-5%.  The asm
 * (nvptx_state.ll) touches no memory that LLVM can see, so loads and
 * stores of the copy state around it are still forwarded
 * (__xasync_nv_begin). */
#if __XASYNC_NV_SOURCE_FORM
__XASYNC_INLINE size_t __xasync_nv_opaque(size_t v) { return v; }
#else
uint __xasync_nv_opaque_u32(uint v); /* nvptx_state.ll */
__XASYNC_INLINE size_t __xasync_nv_opaque(size_t v) {
  return __xasync_nv_opaque_u32((uint)v);
}
#endif

/* Small copies: at most one chunk per work-item.  The entry leaves the
 * shape unmerged (__XASYNC_MERGE_SHAPES 0, nvptx/targets.cmake).  A copy
 * whose chunks at the common alignment of its rows as the call names them
 * (`low`, __xasync_align_low) number at most the team goes to
 * __xasync_nv_one_*: each work-item moves its one chunk, with no merge, no
 * choice among the paths below and no loop set-up.  Those are what a call
 * of a small tile paid on every warp, most of them idle: on the sweep's
 * tiles under 1 KiB a call cost 145-170 SASS instructions per warp (sm_90,
 * Nsight Compute) against 25-65 for raw cp.async, and the kernels issued
 * in 82-84% of their cycles.  With this path the sweep's 39x2 16-byte tile
 * ran 688 -> 527 instructions per warp (raw-parts: 310), the 2x2x3 5-byte
 * brick 890 -> 554 (320), and the sweep 0.934 -> 0.966 of raw-parts
 * (docs/nvptx.md, "Small copies").  2D 16-byte rows keep the inline loop
 * (to_local: `inline16`, tested first), so a compute kernel's tile, whose
 * constant shape folds that loop's set-up, never takes this path. */
#if !__XASYNC_NV_SOURCE_FORM
#define __XASYNC_NV_SMALL_COPIES 1
#else
#define __XASYNC_NV_SMALL_COPIES 0
#endif
/* log2 of the chunk of a copy whose alignment bits are `low`
 * (__xasync_align_low): 4 where low is 0. */
__XASYNC_INLINE uint __xasync_nv_chunk_shift(uint low) {
  return __builtin_ctz(low | 16);
}
__XASYNC_INLINE int __xasync_nv_small(const __xasync_shape *s, uint shift,
                                      size_t team) {
  return ((uint)s->row_bytes >> shift) * (uint)s->rows * (uint)s->planes <=
         (uint)team;
}
/* One move of 1 << shift bytes (shift 0 to 4) with MOVE(T, d, s): the
 * small path's chunk and the element copies' element. */
#define XASYNC_NV_BY_SHIFT_M(shift, M, ...)                                    \
  switch (shift) {                                                             \
  case 4:                                                                      \
    M(__VA_ARGS__, uint4, 4);                                                  \
    break;                                                                     \
  case 3:                                                                      \
    M(__VA_ARGS__, uint2, 3);                                                  \
    break;                                                                     \
  case 2:                                                                      \
    M(__VA_ARGS__, uint, 2);                                                   \
    break;                                                                     \
  case 1:                                                                      \
    M(__VA_ARGS__, ushort, 1);                                                 \
    break;                                                                     \
  default:                                                                     \
    M(__VA_ARGS__, uchar, 0);                                                  \
    break;                                                                     \
  }
#define XASYNC_NV_MOVE_TS(MOVE, d, s, T, SHIFT) MOVE(T, d, s)
#define XASYNC_NV_BY_SHIFT(shift, MOVE, d, s)                                  \
  XASYNC_NV_BY_SHIFT_M(shift, XASYNC_NV_MOVE_TS, MOVE, d, s)
/* The work-item's chunk (of 1 << shift bytes) of a small copy, if it has
 * one: column, row and plane from its rank by division (no loop: the
 * caller saw at most one chunk per work-item).  Out of line: the rank's
 * test is the first divergent branch, and ahead of the paths in the
 * caller such a test gave kernels 10-40 more registers on sm_90
 * (2026-11-27). */
#define XASYNC_NV_ONE_FN(DIR, DSP, SSP, LOCAL_DST, MOVE)                       \
  __XASYNC_NV_OUTLINED void __xasync_nv_one_##DIR(                             \
      __XASYNC_NV_SHAPE_PARAMS_##DIR, DSP uchar *dst, const SSP uchar *src,    \
      uint shift, uint rank) {                                                 \
    const uint cpr = sh_row_bytes >> shift;                                    \
    if (rank >= cpr * sh_rows * sh_planes)                                     \
      return;                                                                  \
    const uint line = rank / cpr, col = (rank - line * cpr) << shift;          \
    uint plane = 0, row = line;                                                \
    if (sh_planes > 1) {                                                       \
      plane = line / sh_rows;                                                  \
      row = line - plane * sh_rows;                                            \
    }                                                                          \
    DSP uchar *const d =                                                       \
        dst + __XASYNC_DIV_OFF(LOCAL_DST, plane, row, col, sh_dst_plane,       \
                               sh_dst_row);                                    \
    const SSP uchar *const s =                                                 \
        src + __XASYNC_DIV_OFF(!(LOCAL_DST), plane, row, col, sh_src_plane,    \
                               sh_src_row);                                    \
    XASYNC_NV_BY_SHIFT(shift, MOVE, d, s);                                     \
  }
XASYNC_NV_ONE_FN(to_local, __local, __global, 1, XASYNC_NV_TO_LOCAL)
XASYNC_NV_ONE_FN(to_global, __global, __local, 0, XASYNC_NV_TO_GLOBAL)
/* A call's first step after the state's load: a small copy moved (`done`
 * 1), or the shape merged (the entry leaves that to the engine) and its
 * alignment taken again.  `done` is also 1 for a copy past
 * __XASYNC_MAX_EXTENT once merged (over 2 GiB: undefined), which moves
 * nothing, as with the entry's merge (copy_shape.h).  This order is the
 * one measured: with the test and the merge before the state's load, or
 * the call among the paths below, or two flags instead of `done`, ptxas
 * gave the sweep's 3D kernel 46-74 registers instead of 32. */
#define XASYNC_NV_SMALL_OR_MERGE(DIR, KEEP, shape, low, dst, src, team,      \
                                 rank, done)                                   \
  do {                                                                         \
    const uint shift_ = __xasync_nv_chunk_shift(low);                          \
    done = __XASYNC_NV_SMALL_COPIES && __xasync_nv_small(&(shape), shift_,     \
                                                          team);               \
    if (done)                                                                  \
      __xasync_nv_one_##DIR(__XASYNC_NV_SHAPE_ARGS(shape), dst, src, shift_,  \
                            rank);                                             \
    else if (!__XASYNC_MERGE_SHAPES) {                                         \
      __xasync_shape_merge(&(shape), KEEP);                                    \
      done = ((shape).row_bytes | (shape).rows | (shape).planes) >             \
             __XASYNC_MAX_EXTENT;                                              \
      low = __xasync_align_low(&(shape), (size_t)(src), (size_t)(dst));        \
    }                                                                          \
  } while (0)

/* 1 where the entry hands every copy to the engine, empty ones included
 * (__XASYNC_ENGINE_TAKES_EMPTY, nvptx/targets.cmake; engine.h): each call
 * then loads the work-item's state first, on every path, and stores it
 * last, so that LLVM forwards one call's state to the next call and to
 * the wait (a chain of calls and its wait load it once).  It pays with
 * the division-form loops only: held across the walk that the inline
 * loops had before, the state cost the sweep 0.837 -> 0.786 of raw-parts
 * (docs/results/h100/README.md#state-first-2026-11-27).  0 in the source
 * forms, which keep the placement measured on NVIDIA's compiler: the
 * one-chunk path loads the state before its cp.async, every other path
 * after its copies, so that it is not held across a loop or a call
 * (held across every path of the walk-based engine, the 64x32 stencil's
 * synchronous kernel went from 48 to 56 registers). */
#ifdef __XASYNC_ENGINE_TAKES_EMPTY
#define __XASYNC_NV_STATE_FIRST 1
#else
#define __XASYNC_NV_STATE_FIRST 0
#endif

__XASYNC_INLINE event_t __xasync_nv_to_local(__local uchar *dst,
                                             const __global uchar *src,
                                             __xasync_shape shape, int moves,
                                             int flat, size_t team,
                                             size_t rank, event_t event) {
  __xasync_nv_pre_state state = {0}; /* (set below on every path) */
  bool early = false;
  if (__XASYNC_NV_STATE_FIRST) {
    state = __xasync_nv_begin(rank);
    early = true;
    if (!moves) /* an empty group, a sequence number like any call */
      return __xasync_nv_commit_from(state, event, rank);
  }
  uint low = __xasync_align_low(&shape, (size_t)src, (size_t)dst);
  /* 16-byte rows of one plane (a merge keeps them as they are:
   * __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL) take the inline loop below
   * before the small path: a compute kernel's tile, whose constant shape
   * folds that loop's set-up. */
  const int inline16 = low == 0 && shape.planes <= 1 && flat;
  int done = 0;
  if (!inline16)
    XASYNC_NV_SMALL_OR_MERGE(to_local, __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL,
                             shape, low, dst, src, team, rank, done);
  const size_t chunk = __xasync_chunk_of_low(low); /* low != 0 */
  size_t head, body;
  /* 2D 16-byte rows are inline only for a call that names one plane at
   * compile time (`flat`: 2D2D, the classic copies; entry.h).  A 3D3D
   * call whose shape merges to one plane at run time calls the
   * out-of-line loop, so that its kernel does not hold the inline loop's
   * values on every path: the sweep's 3D kernel went from 50 to 36
   * registers on sm_90 (call-registers-2026-11-27). */
  if (inline16) {
    const size_t t = __xasync_nv_opaque(team), r = __xasync_nv_opaque(rank);
    const uint cpr = (uint)(shape.row_bytes / 16);
    /* At most one chunk per work-item (a compute kernel's tile): no steps,
     * no carries (not in the source forms). */
    if (!__XASYNC_NV_SOURCE_FORM && shape.rows * cpr <= t) {
      const uint line = (uint)r / cpr, col = (uint)r - line * cpr;
      if (!early)
        state = __xasync_nv_begin(rank);
      early = true;
      if (line < (uint)shape.rows)
        XASYNC_NV_TO_LOCAL(uint4, dst + line * shape.dst_row + col * 16,
                           src + line * shape.src_row + col * 16);
    } else
      __XASYNC_COPY_LOOP_DIV(uint4, XASYNC_NV_TO_LOCAL, shape, dst, src, t, r,
                             1, 2D);
  } else if (done)
    ; /* moved by the small path, or nothing moves */
  else if (low == 0)
    XASYNC_NV_CALL_DIMS(__xasync_nv_to_local_16, shape, dst, src, team, rank);
  else if (__xasync_nv_split(&shape, (size_t)src, (size_t)dst, &head, &body)) {
    const size_t tail = shape.row_bytes - head - body;
    if (head == 0 && (tail == 4 || tail == 8))
      __xasync_nv_to_local_tail(__XASYNC_NV_SHAPE_ARGS(shape), dst, src, team,
                                rank);
    else
      __xasync_nv_to_local_split(__XASYNC_NV_SHAPE_ARGS(shape), dst, src, team,
                                 rank);
  } else if (XASYNC_NV_GATHERS(
                 chunk, __xasync_side_align_bits(&shape, (size_t)dst,
                                                 shape.dst_row,
                                                 shape.dst_plane)))
    XASYNC_NV_CALL_DIMS(__xasync_nv_to_local_gather, shape, dst, src, team,
                        rank);
  else
    XASYNC_NV_CALL_NARROW(to_local, chunk, shape, dst, src, team, rank);
  if (!early)
    state = __xasync_nv_begin(rank);
  return __xasync_nv_commit_from(state, event, rank);
}

#ifdef XASYNC_NV_HAS_BULK
/* Long 16-byte-aligned rows as bulk copies.  The bulk copy reads shared
 * memory through the async proxy: every work-item orders its own earlier
 * writes for it, then the barrier makes all of them precede the copies.
 * XASYNC_NV_BULK_ROW moves one whole row (`shape` in scope). */
#define XASYNC_NV_BULK_ROW(T, d, s)                                            \
  __xasync_nv_bulk_s2g(d, s, (uint)shape.row_bytes, 0, false)
__XASYNC_NV_OUTLINED void
__xasync_nv_to_global_bulk(__XASYNC_NV_SHAPE_PARAMS_to_global,
                           __global uchar *dst, const __local uchar *src,
                           uint team, uint rank) {
  __XASYNC_NV_SHAPE_REBUILD;
  __xasync_nv_fence_proxy_async_shared();
  barrier(CLK_LOCAL_MEM_FENCE);
  /* The shared walk with one chunk per row: 32-bit counters, no division
   * per row (a 64-bit one here cost every sm_90 kernel registers). */
  __XASYNC_COPY_LOOP_COLS(uchar, shape.row_bytes, XASYNC_NV_BULK_ROW, 1, 0,
                          __XASYNC_NO_LASTOP, shape, dst, src, team, rank);
  /* The only bulk commit: a marked wait waits for every bulk group
   * (nvptx_async.h).  The caller marks the state: no outlined path
   * touches it (docs/nvptx.md, "The state in registers"). */
  __xasync_nv_bulk_commit();
}
#endif

__XASYNC_INLINE event_t __xasync_nv_to_global(__global uchar *dst,
                                              const __local uchar *src,
                                              __xasync_shape shape, int moves,
                                              int flat, size_t team,
                                              size_t rank, event_t event) {
  __xasync_nv_pre_state state = {0};
  if (__XASYNC_NV_STATE_FIRST) {
    state = __xasync_nv_begin(rank);
    if (!moves)
      return __xasync_nv_commit_from(state, event, rank);
  }
  uint low = __xasync_align_low(&shape, (size_t)src, (size_t)dst);
  int done;
  XASYNC_NV_SMALL_OR_MERGE(to_global, 0, shape, low, dst, src, team, rank,
                           done);
  const size_t chunk = __xasync_chunk_of_low(low); /* low != 0 */
  if (done)
    ; /* moved by the small path, or nothing moves */
  else if (low != 0 && XASYNC_NV_GATHERS(chunk, __xasync_side_align_bits(
                                              &shape, (size_t)src,
                                              shape.src_row, shape.src_plane)))
    XASYNC_NV_CALL_DIMS(__xasync_nv_to_global_scatter, shape, dst, src, team,
                        rank);
  else if (low != 0)
    XASYNC_NV_CALL_NARROW(to_global, chunk, shape, dst, src, team, rank);
#ifdef XASYNC_NV_HAS_BULK
  else if (shape.row_bytes >= XASYNC_NV_BULK_MIN_ROW) {
    __xasync_nv_to_global_bulk(__XASYNC_NV_SHAPE_ARGS(shape), dst, src, team,
                               rank);
    /* The mark (nvptx_async.h), on the state the call stores. */
#if __XASYNC_NV_STATE_FIRST
    state = __xasync_nv_with_mark(state);
#else
    __xasync_nv_mark_bulk(rank);
#endif
  }
#endif
  else if (shape.planes > 1 || !flat)
    XASYNC_NV_CALL_DIMS(__xasync_nv_to_global_16, shape, dst, src, team,
                        rank);
  else
    __XASYNC_COPY_LOOP_DIV(uint4, XASYNC_NV_TO_GLOBAL, shape, dst, src, team,
                           rank, 0, 2D);
  if (__XASYNC_NV_STATE_FIRST)
    return __xasync_nv_commit_from(state, event, rank);
  return __xasync_nv_commit(event, rank);
}

#ifdef __XASYNC_ENGINE_TAKES_EMPTY
__XASYNC_LIBFN event_t __xasync_engine_call_to_local(
    __local uchar *dst, const __global uchar *src, __xasync_shape shape,
    int moves, int flat, size_t team, size_t rank, event_t event) {
  return __xasync_nv_to_local(dst, src, shape, moves, flat, team, rank, event);
}
__XASYNC_LIBFN event_t __xasync_engine_call_to_global(
    __global uchar *dst, const __local uchar *src, __xasync_shape shape,
    int moves, int flat, size_t team, size_t rank, event_t event) {
  return __xasync_nv_to_global(dst, src, shape, moves, flat, team, rank,
                               event);
}
#else
__XASYNC_LIBFN event_t __xasync_engine_to_local(__local uchar *dst,
                                                const __global uchar *src,
                                                __xasync_shape shape,
                                                size_t team, size_t rank,
                                                event_t event) {
  return __xasync_nv_to_local(dst, src, shape, 1, 1, team, rank, event);
}
__XASYNC_LIBFN event_t __xasync_engine_to_global(__global uchar *dst,
                                                 const __local uchar *src,
                                                 __xasync_shape shape,
                                                 size_t team, size_t rank,
                                                 event_t event) {
  return __xasync_nv_to_global(dst, src, shape, 1, 1, team, rank, event);
}
#endif

#ifdef __XASYNC_ENGINE_ELEMS
/* Element copies (entry.h, __XASYNC_ELEMS): every classic and strided
 * copy.  The work-item of rank r moves units r, r + team, ... (as
 * NVIDIA's own copies move elements), a unit being the element, or a
 * 16-byte part of a wider one; a contiguous copy of more elements than
 * work-items whose two addresses agree mod 16 (mod 4 for 1- and 2-byte
 * elements) moves its body in 16-byte (4-byte) chunks the same way and
 * its edges as bytes; addresses not aligned to the unit (typed pointers
 * that C leaves undefined, which the conformance suite passes) move
 * bytes.  Through the engine such a call computed the rows' common
 * alignment, tested the small path and called it out of line; and the
 * engine's paths, inlined or called, set the register count of every
 * kernel that made a classic copy (docs/nvptx.md, "Element copies").
 *
 * A copy of at most one element per work-item (n <= team) moves it (an
 * element wider than 16 bytes as its 16-byte parts in a row) and decides
 * nothing else (XASYNC_NV_ONE_EACH).
 *
 * No element copy takes a sequence number: into local memory it commits
 * its cp.async group and returns ALL (a wait on it waits for every group,
 * without the state), but a copy of 1- or 2-byte elements that moves no
 * 4- or 16-byte chunk moves with plain loads and stores and returns DONE; out to
 * global memory its stores are complete at the call and it returns DONE
 * (a wait on it is its barrier; event_seq.h).
 * Chained onto a copy of the sequence or onto DONE it moves with plain
 * loads and stores, complete at the call, and returns that event, which
 * still covers the chain; chained onto ALL or a foreign value it returns
 * that event, as the spec requires.  A kernel with no 2D2D or 3D3D call
 * thus never touches the state (nvptx_state.ll, the flag). */
/* Units rank, rank + team, ... of n elements of `elem` bytes (a power of
 * two, a constant once the builtin inlines: the shifts fold), a unit of
 * 1 << SHIFT bytes (type T), at most the element.  The local side in
 * 32-bit offsets (a local address is 32-bit).  NEXT is the unit after u_:
 * u_ + team, or units_ where n <= team and the unit is the element
 * (XASYNC_NV_UNIT_ONCE: at most the work-item's one unit, a loop of one
 * trip at most, which the compiler makes a branch; written as this loop so
 * that a C++ caller's code stays the C caller's: tests/codegen/cxx). */
#define XASYNC_NV_UNITS_TO(NEXT, MOVE, DSP, SSP, DST_LOCAL, T, SHIFT)          \
  do {                                                                         \
    const uint per_ = __builtin_ctz(elem) - (SHIFT); /* log2 units/element */ \
    const uint units_ = n << per_;                                             \
    for (uint u_ = (uint)rank; u_ < units_; u_ = (NEXT)) {                     \
      const uint e_ = u_ >> per_;                                              \
      const uint p_ = (u_ - (e_ << per_)) << (SHIFT);                          \
      DSP uchar *const d_ =                                                    \
          (DSP uchar *)dst + (DST_LOCAL ? (size_t)(e_ * (uint)dst_step + p_)   \
                                        : e_ * dst_step + p_);                 \
      const SSP uchar *const s_ =                                              \
          (const SSP uchar *)src +                                             \
          (DST_LOCAL ? e_ * src_step + p_                                      \
                     : (size_t)(e_ * (uint)src_step + p_));                    \
      MOVE(T, d_, s_);                                                         \
    }                                                                          \
  } while (0)
#define XASYNC_NV_UNITS(...) XASYNC_NV_UNITS_TO(u_ + (uint)team, __VA_ARGS__)
#define XASYNC_NV_UNIT_ONCE(...) XASYNC_NV_UNITS_TO(units_, __VA_ARGS__)
/* Addresses not aligned to the unit: bytes, with the team, rank and n
 * given (t, r, n_). */
#define XASYNC_NV_BYTES(MOVE, DSP, SSP, DST_LOCAL, t, r, n_)                   \
  do {                                                                         \
    const size_t team = (t), rank = (r);                                       \
    const uint n = (n_);                                                       \
    XASYNC_NV_UNITS(MOVE, DSP, SSP, DST_LOCAL, uchar, 0);                      \
  } while (0)
/* A contiguous copy longer than the group whose two addresses agree mod
 * CH (16 or 4, type T): the bytes before the first CH-aligned address and
 * after the last (`edge_` of them) one by one, the body in CH-byte chunks,
 * each rank, rank + team, ... */
#define XASYNC_NV_CHUNKS(MOVE, DSP, SSP, t, r, n, T, CH)                       \
  do {                                                                         \
    const uint bytes_ = (n) * elem;                                            \
    uint head_ = (0u - (uint)(size_t)dst) & ((CH) - 1);                        \
    head_ = head_ < bytes_ ? head_ : bytes_;                                   \
    const uint chunks_ = (bytes_ - head_) / (CH);                              \
    const uint body_ = chunks_ * (CH), edge_ = bytes_ - body_;                 \
    DSP uchar *const bd_ = (DSP uchar *)dst + head_;                           \
    const SSP uchar *const bs_ = (const SSP uchar *)src + head_;               \
    for (uint c_ = (uint)(r); c_ < chunks_; c_ += (uint)(t))                   \
      MOVE(T, bd_ + c_ * (CH), bs_ + c_ * (CH));                               \
    for (uint b_ = (uint)(r); b_ < edge_; b_ += (uint)(t)) {                   \
      const uint o_ = b_ < head_ ? b_ : b_ + body_;                            \
      MOVE(uchar, (DSP uchar *)dst + o_, (const SSP uchar *)src + o_);         \
    }                                                                          \
  } while (0)
/* The unit: the element, at most 16 bytes (M(..., T, SHIFT); elem is a
 * constant: the switch folds). */
#define XASYNC_NV_BY_UNIT(M, ...)                                              \
  XASYNC_NV_BY_SHIFT_M(__builtin_ctz(elem) < 4 ? __builtin_ctz(elem) : 4, M,   \
                       __VA_ARGS__)
/* At most one element per work-item, addresses aligned to the unit (the
 * common small copy: a few bytes per work-item): the move alone, nothing
 * else decided.  In a kernel that copies line after line, each call's
 * instructions lie between one line's plain store, which waits for its
 * load, and the next line's load; a call through the general path below
 * cost a 16-bit line 30 instructions more than a loop written by hand
 * (docs/nvptx.md, "Element copies"). */
#define XASYNC_NV_ONE_EACH                                                     \
  ((n <= team) &                                                               \
   !((uint)((size_t)dst | (size_t)src) & ((elem < 16 ? elem : 16) - 1)))
/* That move: the work-item's element as one unit, or one wider than 16
 * bytes (a 16-vector of ints) as its 16-byte parts in a row, as NVIDIA's
 * own copy moves it.  Through the units of the general path, a work-item
 * found each part of its share by division in a loop: VC4C's single-group
 * copies of seven int16 ran at 0.93-0.95 of NVIDIA's own
 * (docs/results/h100/README.md#plain-narrow-2026-11-29). */
#define XASYNC_NV_ONE_ELEMENT(MOVE, DSP, SSP, DST_LOCAL)                       \
  do {                                                                         \
    if (elem <= 16) {                                                          \
      XASYNC_NV_BY_UNIT(XASYNC_NV_UNIT_ONCE, MOVE, DSP, SSP, DST_LOCAL);       \
    } else if ((uint)rank < n) {                                               \
      DSP uchar *const d_ =                                                    \
          (DSP uchar *)dst + (DST_LOCAL ? (size_t)((uint)rank * (uint)dst_step) \
                                        : rank * dst_step);                    \
      const SSP uchar *const s_ =                                              \
          (const SSP uchar *)src +                                             \
          (DST_LOCAL ? rank * src_step : (size_t)((uint)rank * (uint)src_step)); \
      for (uint p_ = 0; p_ < elem; p_ += 16)                                   \
        MOVE(uint4, d_ + p_, s_ + p_);                                         \
    }                                                                          \
  } while (0)
/* The moves of an element copy (see above).  Strides are multiples of the
 * element, so the two addresses' alignment is every element's.  The rare
 * paths (bytes, chunks) take the team, the rank and n through an opaque
 * copy (__xasync_nv_opaque): what they derive from them stayed in the
 * caller's loop otherwise, in registers held through it (a double-buffered
 * loop of one-int copies: 46 registers, 31 with these opaque and 27
 * without the two paths; docs/nvptx.md, "Element copies"). */
#define XASYNC_NV_ELEM_MOVES(MOVE, DSP, SSP, DST_LOCAL)                        \
  do {                                                                         \
    if (XASYNC_NV_ONE_EACH) {                                                  \
      XASYNC_NV_ONE_ELEMENT(MOVE, DSP, SSP, DST_LOCAL);                        \
    } else                                                                     \
      XASYNC_NV_ELEM_MOVES_MANY(MOVE, DSP, SSP, DST_LOCAL);                    \
  } while (0)
/* A contiguous copy of more elements than work-items whose two addresses
 * agree in their bits M (15: mod 16; 3: mod 4): its body moves in chunks
 * (XASYNC_NV_CHUNKS), however few per work-item.  Chunks only where each
 * work-item gets one cost the bench's per-line tiles 16-30% (a line per
 * call, a few bytes per work-item) for 1.5-3% on own-rgba-planes' 21-byte
 * copies (docs/results/h100/README.md#prefetch-read-2026-11-29). */
#define XASYNC_NV_CHUNKED(M)                                                   \
  ((src_step == elem) & (dst_step == elem) & (n > team) &                      \
   !((uint)((size_t)dst ^ (size_t)src) & (M)))
/* The moves the units' loop does not make: 16- or 4-byte chunks (co16_,
 * co4_), or bytes (addresses not aligned to the unit). */
#define XASYNC_NV_RARE_MOVES(MOVE, DSP, SSP, DST_LOCAL, t_, r_, o_, co16_,      \
                             co4_)                                             \
  do {                                                                         \
    if (co16_)                                                                 \
      XASYNC_NV_CHUNKS(MOVE, DSP, SSP, t_, r_, o_, uint4, 16);                 \
    else if (co4_)                                                             \
      XASYNC_NV_CHUNKS(MOVE, DSP, SSP, t_, r_, o_, uint, 4);                   \
    else                                                                       \
      XASYNC_NV_BYTES(MOVE, DSP, SSP, DST_LOCAL, t_, r_, o_);                  \
  } while (0)
#ifdef XASYNC_NV_RARE_OUT_OF_LINE
/* The nvptx source forms (source/preludes.cmake): those moves out of line,
 * one function per direction and kind of move, and no chunk path for a
 * copy shorter than its chunk (which has no chunk to move).  NVIDIA's
 * compiler, which builds the source forms, makes less of a kernel whose
 * every copy carries the three paths inline: own-rgba-planes (four
 * strided byte gathers, four 3-byte copies out) from source 0.948 -> 1.002
 * of NVIDIA's own, the source form's real-corpus cases below the control
 * band 12 -> 7.  The call costs a loop of per-line copies that
 * take the 16-byte path every line: `2d f32x4 32x32` per-line from source
 * 1.52 -> 1.23 of NVIDIA's own (PTX mode, where clang builds the kernel,
 * lost 10-14% there and gains little: not taken there;
 * docs/results/h100/README.md#rare-calls-2026-11-29). */
#define XASYNC_NV_CHUNKED_AT_LEAST(M)                                          \
  (XASYNC_NV_CHUNKED(M) & (n * elem > (M)))
#define XASYNC_NV_RARE_FN(MOVE, DSP, SSP, DST_LOCAL)                           \
  __XASYNC_NV_OUTLINED void __xasync_nv_rare_##MOVE(                           \
      DSP void *dst, const SSP void *src, uint elem, uint cnt,                 \
      size_t src_step, size_t dst_step, uint tm, uint rk, int co16_,           \
      int co4_) {                                                              \
    XASYNC_NV_RARE_MOVES(MOVE, DSP, SSP, DST_LOCAL, tm, rk, cnt, co16_, co4_); \
  }
#define XASYNC_NV_RARE_CALL(MOVE, DSP, SSP, DST_LOCAL, co16_, co4_)            \
  __xasync_nv_rare_##MOVE(dst, src, elem, n, src_step, dst_step, (uint)team,   \
                          (uint)rank, co16_, co4_)
#else
#define XASYNC_NV_CHUNKED_AT_LEAST(M) XASYNC_NV_CHUNKED(M)
#define XASYNC_NV_RARE_CALL(MOVE, DSP, SSP, DST_LOCAL, co16_, co4_)            \
  do {                                                                         \
    const size_t t_ = __xasync_nv_opaque(team);                                \
    const size_t r_ = __xasync_nv_opaque(rank);                                \
    const uint o_ = (uint)__xasync_nv_opaque(n);                               \
    XASYNC_NV_RARE_MOVES(MOVE, DSP, SSP, DST_LOCAL, t_, r_, o_, co16_, co4_);  \
  } while (0)
#endif
#define XASYNC_NV_ELEM_MOVES_MANY(MOVE, DSP, SSP, DST_LOCAL)                   \
  do {                                                                         \
    const uint low_ = (uint)((size_t)dst | (size_t)src);                       \
    const uint unit_ = elem < 16 ? elem : 16;                                  \
    const int co16_ = XASYNC_NV_CHUNKED_AT_LEAST(15);                          \
    const int co4_ = (elem < 4) & XASYNC_NV_CHUNKED_AT_LEAST(3);               \
    if (co16_ | co4_ | !!(low_ & (unit_ - 1)))                                 \
      XASYNC_NV_RARE_CALL(MOVE, DSP, SSP, DST_LOCAL, co16_, co4_);             \
    else                                                                       \
      XASYNC_NV_BY_UNIT(XASYNC_NV_UNITS, MOVE, DSP, SSP, DST_LOCAL)            \
  } while (0)
/* Into local memory without cp.async (chained onto a copy of the
 * sequence or onto DONE: complete at the call). */
#define XASYNC_NV_PLAIN_TO_LOCAL(T, d, s)                                      \
  (*(__local T *)(d) = *(const __global T *)(s))
#ifdef XASYNC_NV_RARE_OUT_OF_LINE
XASYNC_NV_RARE_FN(XASYNC_NV_TO_LOCAL, __local, __global, 1)
XASYNC_NV_RARE_FN(XASYNC_NV_PLAIN_TO_LOCAL, __local, __global, 1)
XASYNC_NV_RARE_FN(XASYNC_NV_TO_GLOBAL, __global, __local, 0)
#endif
/* A warp with nothing to move in a strided copy leaves first.  A tile
 * copied one column per call (the bench's strided tiles: 1,024-4,096
 * strided copies of 1-4 floats per group of 256) keeps most warps idle,
 * and each idle work-item ran some 30 instructions a call: 0.60-0.62 of
 * NVIDIA's own copies in PTX mode.  A work-item of rank n * elem or more
 * moves nothing on any path (one element, the units' loop, bytes), so
 * where every work-item of its warp is such, the warp skips the chain
 * test, the addresses and the commit (a work-item that issued no cp.async
 * has no group to close: element copies are never counted, and a wait on
 * ALL is wait_group 0 in each work-item).
 * - The warp votes (__xasync_nv_warp_all): only a vote is uniform to
 *   ptxas; a test of the rank alone put a reconvergence barrier around
 *   every call.  With the pass plugin the vote is a hook that leaves a
 *   loop of calls of one length (one vote per kernel, one uniform branch
 *   per call); `&`, not `&&`, so that it may.  Its operand is the rank
 *   against n * elem alone, the same in every call of such a loop: voting
 *   on rank >= n (enough for aligned elements) needs a test of the
 *   addresses beside it, which change every call, so every call branched
 *   on it and the tiles kept half their gain.
 * - Strided copies only (src_step != dst_step; a classic copy, or a
 *   strided one whose stride is a constant 1, folds the test away): the
 *   branch costs the busy warp's path, and loops of one-element classic
 *   copies in one group lost 4-11% to it (Oclgrind's copy loop,
 *   own-ring6).
 * - Elements of 4 bytes or more: idle work-items of 1- and 2-byte copies
 *   already run a short path, and per-line byte copies lost 6-10% to the
 *   test.
 * (docs/results/h100/README.md#idle-warps-2026-11-29,
 * #strided-idle-2026-11-29.) */
#define XASYNC_NV_WARP_IDLE                                                    \
  ((elem >= 4) &&                                                              \
   ((src_step != dst_step) &                                                   \
    (int)__xasync_nv_warp_all(rank >= (size_t)n * elem)))
/* An element copy's result: the event passed where it is one of a chain
 * (any bits), else KIND (ALL after a commit, DONE for a copy complete at
 * the call); with full waits, the event passed.  (if/else: NVIDIA's
 * compiler takes no event_t operands of ?:) */
#ifdef XASYNC_NV_FULL_WAITS
#define XASYNC_NV_RETURN(KIND) return event
#else
#define XASYNC_NV_RETURN(KIND)                                                 \
  do {                                                                         \
    if (bits)                                                                  \
      return event;                                                            \
    return __xasync_nv_make_event(KIND);                                       \
  } while (0)
#endif
/* The copy proper; SYNC: move with plain loads and stores, complete at
 * the call (see __xasync_engine_elems_to_local below). */
__XASYNC_INLINE event_t __xasync_nv_elems_to_local(
    __local void *dst, const __global void *src, uint elem, uint n,
    size_t src_step, size_t dst_step, size_t team, size_t rank,
    event_t event, int sync) {
#ifndef XASYNC_NV_FULL_WAITS
  event = __xasync_nv_freeze_event(event);
  const uint bits = __xasync_nv_event_bits(event);
  /* Extending a chain of the sequence, or one that was complete at its
   * call: complete at this call too, so the chain's event still covers it
   * and the copy takes no sequence number. */
  const int chained =
      XASYNC_SEQ_COUNTED(bits) | (bits == XASYNC_SEQ_DONE_EVENT);
#else
  const int chained = 0;
#endif
  /* What the paths below return for elements of 4 bytes or more. */
  if (XASYNC_NV_WARP_IDLE)
    XASYNC_NV_RETURN(XASYNC_SEQ_ALL_EVENT);
  if (XASYNC_NV_ONE_EACH) {
    /* 1- and 2-byte elements have no cp.async form: plain loads and
     * stores, complete here (DONE), whatever the event (which then decides
     * only the result, a select, not the move). */
    const int plain = (elem < 4) | chained;
    if (plain) {
      XASYNC_NV_ONE_ELEMENT(XASYNC_NV_PLAIN_TO_LOCAL, __local, __global, 1);
    } else {
      XASYNC_NV_ONE_ELEMENT(XASYNC_NV_TO_LOCAL, __local, __global, 1);
    }
    if (!plain)
      __xasync_nv_cp_async_commit();
#ifdef XASYNC_NV_FULL_WAITS
    return event;
#else
    if (bits)
      return event;
    if (plain)
      return __xasync_nv_make_event(XASYNC_SEQ_DONE_EVENT);
    return __xasync_nv_make_event(XASYNC_SEQ_ALL_EVENT);
#endif
  }
  if (chained) {
    XASYNC_NV_ELEM_MOVES_MANY(XASYNC_NV_PLAIN_TO_LOCAL, __local, __global, 1);
    return event;
  }
  if (sync) {
    XASYNC_NV_ELEM_MOVES_MANY(XASYNC_NV_PLAIN_TO_LOCAL, __local, __global, 1);
    XASYNC_NV_RETURN(XASYNC_SEQ_DONE_EVENT);
  }
  /* 1- and 2-byte elements take cp.async only as the 4- or 16-byte chunks
   * of a contiguous copy longer than the group whose addresses agree mod
   * 4 (XASYNC_NV_CHUNKED_AT_LEAST, the test XASYNC_NV_ELEM_MOVES_MANY
   * makes); every other such copy moves with plain
   * loads and stores, complete here: no group to commit, DONE, as for the
   * one-each path above.  The commit of an empty group per call cost
   * own-rgba-planes (four chained strided byte copies into local memory)
   * 1.5-3.6% (docs/results/h100/README.md#plain-narrow-2026-11-29). */
  if (elem < 4 && !XASYNC_NV_CHUNKED_AT_LEAST(3)) {
    XASYNC_NV_ELEM_MOVES_MANY(XASYNC_NV_PLAIN_TO_LOCAL, __local, __global, 1);
    XASYNC_NV_RETURN(XASYNC_SEQ_DONE_EVENT);
  }
  /* More elements than work-items (16- or 4-byte chunks may take cp.async
   * even for 1- and 2-byte elements), elements wider than 16 bytes, or
   * addresses not aligned to the element: a group, committed even where
   * it is empty. */
  XASYNC_NV_ELEM_MOVES_MANY(XASYNC_NV_TO_LOCAL, __local, __global, 1);
  __xasync_nv_cp_async_commit();
  XASYNC_NV_RETURN(XASYNC_SEQ_ALL_EVENT);
}
/* A copy of more elements than work-items, of at most
 * XASYNC_NV_SYNC_BYTES, that the kernel waits for at once, with no other
 * cp.async in flight, in a group of one work-item, moves with plain loads
 * and stores, complete at the call (the one-element path above keeps
 * cp.async).  Nothing overlaps such a copy, and a lone work-item's
 * cp.async, commit and wait cost pocl's copy-then-wait kernel (32 ints)
 * 3-5% where plain moves cost nothing (its hand twins); in a group the
 * work-items' cp.async beat plain moves (VC4C's copies).  A longer copy
 * keeps cp.async, whose moves are all in flight at once where the plain
 * loop has a few in flight: a 64x64 tile copied line by line (256 bytes),
 * each line waited at once, ran at 0.45 of its cp.async form in groups of
 * one.  Plain moves for every copy of a group of one cost a
 * double-buffered kernel its overlap, and whether a wait follows is not
 * known at the call: the pass plugin, which sees the whole kernel,
 * answers copy_waited (nvptx_hooks.ll; 0 without it) and finds each
 * copy's end by copy_end.  One-element copies made plain gained nothing,
 * and the test cost loops of them 1-4% (UnitCL's dma.05, own-ring6;
 * docs/results/h100/README.md#at-once-2026-11-29). */
#define XASYNC_NV_SYNC_BYTES 128
__XASYNC_LIBFN event_t __xasync_engine_elems_to_local(
    __local void *dst, const __global void *src, uint elem, uint n,
    size_t src_step, size_t dst_step, size_t team, size_t rank,
    event_t event) {
#ifdef XASYNC_NV_FULL_WAITS
  return __xasync_nv_elems_to_local(dst, src, elem, n, src_step, dst_step,
                                    team, rank, event, 0);
#else
  const uint waited = __xasync_nv_copy_waited(dst, n);
  const int sync = (team == 1) & (waited != 0) &
                   ((size_t)n * elem <= XASYNC_NV_SYNC_BYTES);
  const event_t r = __xasync_nv_elems_to_local(
      dst, src, elem, n, src_step, dst_step, team, rank, event, sync);
  __xasync_nv_copy_end(waited);
  return r;
#endif
}
__XASYNC_LIBFN event_t __xasync_engine_elems_to_global(
    __global void *dst, const __local void *src, uint elem, uint n,
    size_t src_step, size_t dst_step, size_t team, size_t rank,
    event_t event) {
  if (!XASYNC_NV_WARP_IDLE)
    XASYNC_NV_ELEM_MOVES(XASYNC_NV_TO_GLOBAL, __global, __local, 0);
#ifdef XASYNC_NV_FULL_WAITS
  return event;
#else
  /* Complete at the call: any chain it extends is waited for as it was. */
  event = __xasync_nv_freeze_event(event);
  if (__xasync_nv_event_bits(event))
    return event;
  return __xasync_nv_make_event(XASYNC_SEQ_DONE_EVENT);
#endif
}
#undef XASYNC_NV_ELEM_MOVES
#undef XASYNC_NV_SYNC_BYTES
#undef XASYNC_NV_WARP_IDLE
#undef XASYNC_NV_RETURN
#undef XASYNC_NV_ONE_EACH
#undef XASYNC_NV_ONE_ELEMENT
#undef XASYNC_NV_ELEM_MOVES_MANY
#undef XASYNC_NV_CHUNKED
#undef XASYNC_NV_CHUNKED_AT_LEAST
#undef XASYNC_NV_RARE_MOVES
#undef XASYNC_NV_RARE_FN
#undef XASYNC_NV_RARE_CALL
#undef XASYNC_NV_PLAIN_TO_LOCAL
#undef XASYNC_NV_CHUNKS
#undef XASYNC_NV_BYTES
#undef XASYNC_NV_UNITS
#undef XASYNC_NV_UNITS_TO
#undef XASYNC_NV_UNIT_ONCE
#undef XASYNC_NV_BY_UNIT
#endif
