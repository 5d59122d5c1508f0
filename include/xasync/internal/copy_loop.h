/* Internal: the work-group chunk loop shared by the copy engines.
 *
 * Every work-item of the group takes chunks rank, rank+team, ... of the
 * flattened (plane, row, column) chunk space of a __xasync_shape;
 * divisions happen once (32-bit), the loop only adds and carries.  OP(T, d, s)
 * moves one chunk of type T from byte pointer s to byte pointer d: the
 * generic engine assigns, a target engine may issue an asynchronous copy
 * instead (nvptx: cp.async) without repeating the loop. */
#ifndef XASYNC_INTERNAL_COPY_LOOP_H
#define XASYNC_INTERNAL_COPY_LOOP_H

#include "xasync/internal/copy_shape.h"

/* Chunk offset from the walked one, or recomputed from the indices where a
 * consumer compiler mishandles the walk (IGC 1.0.12504's VC backend aborts
 * on it in 32-bit mode: intel-vc defines XASYNC_LOOP_RECOMPUTE_OFFSETS);
 * the unused walk is then dead code. */
#ifdef XASYNC_LOOP_RECOMPUTE_OFFSETS
#define __XASYNC_AT(walked, unit, plane, row, col, plane_stride, row_stride)   \
  ((plane) * (plane_stride) + (row) * (row_stride) + (col) * (unit))
#else
#define __XASYNC_AT(walked, unit, plane, row, col, plane_stride, row_stride)   \
  (walked)
#endif

/* The byte offsets walk with the indices (one step per iteration plus a
 * correction on each carry: the loop only adds, exact modulo 2^64).
 * Indices and divisions are 32-bit (make_shape bounds every extent below
 * 2^31; 64-bit cost registers: probes.md 8).  A row is `cpr` chunks of UNIT
 * bytes (sizeof(T), or a run-time width OP handles); with LAST non-zero the
 * last column of every row is moved by LASTOP(d, s).  2D shapes skip the
 * row divisions. */
#define __XASYNC_COPY_LOOP_COLS(T, UNIT, OP, cpr, LAST, LASTOP, shape, dst,    \
                                src, team, rank)                               \
  do {                                                                         \
    const uint cpr32_ = (uint)(cpr);                                           \
    const uint step_rows_ = (uint)(team) / cpr32_;                             \
    const uint step_col_ = (uint)(team) - step_rows_ * cpr32_;                 \
    const uint q_ = (uint)(rank) / cpr32_;                                     \
    uint col_ = (uint)(rank) - q_ * cpr32_, row_, plane_;                      \
    uint step_plane_, step_row_;                                               \
    const uint rows32_ = (uint)(shape).rows;                                   \
    const uint planes32_ = (uint)(shape).planes;                               \
    if (planes32_ == 1) {                                                      \
      step_plane_ = 0;                                                         \
      step_row_ = step_rows_;                                                  \
      row_ = q_;                                                               \
      plane_ = row_ >= rows32_; /* past the end: no chunk */                   \
    } else {                                                                   \
      step_plane_ = step_rows_ / rows32_;                                      \
      step_row_ = step_rows_ - step_plane_ * rows32_;                          \
      plane_ = q_ / rows32_;                                                   \
      row_ = q_ - plane_ * rows32_;                                            \
    }                                                                          \
    size_t d_ =                                                                \
        (size_t)plane_ * (shape).dst_plane + (size_t)row_ * (shape).dst_row +  \
        (size_t)col_ * (UNIT);                                                 \
    size_t s_ =                                                                \
        (size_t)plane_ * (shape).src_plane + (size_t)row_ * (shape).src_row +  \
        (size_t)col_ * (UNIT);                                                 \
    const size_t d_step_ = step_plane_ * (shape).dst_plane +                   \
                           step_row_ * (shape).dst_row + step_col_ * (UNIT);   \
    const size_t s_step_ = step_plane_ * (shape).src_plane +                   \
                           step_row_ * (shape).src_row + step_col_ * (UNIT);   \
    const size_t d_wrap_col_ = (shape).dst_row - (size_t)cpr32_ * (UNIT);      \
    const size_t s_wrap_col_ = (shape).src_row - (size_t)cpr32_ * (UNIT);      \
    const size_t d_wrap_row_ =                                                 \
        (shape).dst_plane - (shape).rows * (shape).dst_row;                    \
    const size_t s_wrap_row_ =                                                 \
        (shape).src_plane - (shape).rows * (shape).src_row;                    \
    while (plane_ < planes32_) {                                               \
      if ((LAST) && col_ + 1 == cpr32_)                                        \
        LASTOP((dst) + __XASYNC_AT(d_, (UNIT), plane_, row_, col_,             \
                                   (shape).dst_plane, (shape).dst_row),        \
               (src) + __XASYNC_AT(s_, (UNIT), plane_, row_, col_,             \
                                   (shape).src_plane, (shape).src_row));       \
      else                                                                     \
        OP(T,                                                                  \
           (dst) + __XASYNC_AT(d_, (UNIT), plane_, row_, col_,                 \
                               (shape).dst_plane, (shape).dst_row),            \
           (src) + __XASYNC_AT(s_, (UNIT), plane_, row_, col_,                 \
                               (shape).src_plane, (shape).src_row));           \
      col_ += step_col_;                                                       \
      row_ += step_row_;                                                       \
      plane_ += step_plane_;                                                   \
      d_ += d_step_;                                                           \
      s_ += s_step_;                                                           \
      if (col_ >= cpr32_) {                                                    \
        col_ -= cpr32_;                                                        \
        ++row_;                                                                \
        d_ += d_wrap_col_;                                                     \
        s_ += s_wrap_col_;                                                     \
      }                                                                        \
      if (row_ >= rows32_) {                                                   \
        row_ -= rows32_;                                                       \
        ++plane_;                                                              \
        d_ += d_wrap_row_;                                                     \
        s_ += s_wrap_row_;                                                     \
      }                                                                        \
    }                                                                          \
  } while (0)

#define __XASYNC_NO_LASTOP(d, s) ((void)0)

/* Every row is row_bytes / sizeof(T) chunks of T. */
#define __XASYNC_COPY_LOOP(T, OP, shape, dst, src, team, rank)                 \
  __XASYNC_COPY_LOOP_COLS(T, sizeof(T), OP, (shape).row_bytes / sizeof(T), 0,  \
                          __XASYNC_NO_LASTOP, shape, dst, src, team, rank)

/* q = n / d for n < 2^32, given m = 0xffffffff / d (d >= 1): the estimate
 * mul.hi(n, m) is floor(n / d) or one less (m >= (2^32 - d) / d), so one
 * correction makes it exact.  A division of a 32-bit value by a run-time
 * divisor is about 15 instructions on a GPU; with m taken once per call
 * each further quotient by d costs 4. */
__XASYNC_INLINE uint __xasync_div_by(uint n, uint d, uint m) {
  /* mul_hi written out: the builtin is the consumer's library's (libclc),
   * which a kernel linked with xasync alone does not have; LLVM makes this
   * one mul.hi.u32. */
  uint q = (uint)(((ulong)n * m) >> 32);
  if (n - q * d >= d)
    ++q;
  return q;
}

/* The chunk space of __XASYNC_COPY_LOOP_COLS with a cheaper set-up, for
 * out-of-line paths whose calls are often small.  Chunk rank's column and
 * line, and the step `team` in columns and lines, come from one division
 * by the row's chunk count (the rest through its reciprocal,
 * __xasync_div_by); a 3D loop splits lines into rows and planes with one
 * more division each.  Each chunk's offsets are multiplied out from its
 * indices instead of walked, so the loop holds its counters, their steps
 * and the extents, and no 64-bit steps and wraps.  The walk's set-up (its
 * divisions and eight 64-bit values) was what a call moving one or two
 * chunks per work-item (tiles under a few KiB) paid, and its values held
 * registers in every kernel calling the path (nvptx: docs/nvptx.md, "Call
 * overhead").  DIMS is 2D (the shape has one plane: a row counter) or 3D
 * (row and plane counters): one loop each, so a caller picks the loop by
 * the shape and a 2D chunk pays nothing for planes (sm_90 SASS per chunk:
 * 17-21 instructions 2D, 26-30 3D; the walk's 26-29).  The local side's
 * offsets are 32-bit (a local address is), the global side's 64-bit:
 * LOCAL_DST is 1 when dst is the local side, 0 when src is.  With LAST
 * non-zero the last column of every row is moved by LASTOP(d, s). */
#define __XASYNC_COPY_LOOP_DIV_COLS(T, UNIT, OP, cpr, LAST, LASTOP, shape,     \
                                    dst, src, team, rank, LOCAL_DST, DIMS)     \
  do {                                                                         \
    const uint cpr_ = (uint)(cpr);                                             \
    const uint rows_ = (uint)(shape).rows;                                     \
    const uint mc_ = 0xffffffffu / cpr_;                                       \
    const uint q_ = __xasync_div_by((uint)(rank), cpr_, mc_);                  \
    uint c_ = (uint)(rank) - q_ * cpr_;                                        \
    const uint dl_ = __xasync_div_by((uint)(team), cpr_, mc_);                 \
    const uint dc_ = (uint)(team) - dl_ * cpr_;                                \
    __XASYNC_DIV_LOOP_##DIMS(T, UNIT, OP, LAST, LASTOP, shape, dst, src,       \
                             LOCAL_DST);                                       \
  } while (0)
/* 2D: a row counter; (shape).planes is 1. */
#define __XASYNC_DIV_LOOP_2D(T, UNIT, OP, LAST, LASTOP, shape, dst, src,       \
                             LOCAL_DST)                                        \
  for (uint row_ = q_; row_ < rows_;) {                                        \
    __XASYNC_DIV_CHUNK(T, UNIT, OP, LAST, LASTOP, shape, dst, src, LOCAL_DST,  \
                       0u, row_);                                              \
    __XASYNC_STEP_2(c_, row_, dc_, dl_, cpr_);                                 \
  }
/* 3D: row and plane counters, the step split by the same division. */
#define __XASYNC_DIV_LOOP_3D(T, UNIT, OP, LAST, LASTOP, shape, dst, src,       \
                             LOCAL_DST)                                        \
  const uint planes_ = (uint)(shape).planes;                                   \
  uint plane_ = q_ / rows_, row_ = q_ - plane_ * rows_;                        \
  const uint dp_ = dl_ / rows_, dr_ = dl_ - dp_ * rows_;                       \
  while (plane_ < planes_) {                                                   \
    __XASYNC_DIV_CHUNK(T, UNIT, OP, LAST, LASTOP, shape, dst, src, LOCAL_DST,  \
                       plane_, row_);                                          \
    __XASYNC_STEP_3(c_, row_, plane_, dc_, dr_, dp_, cpr_, rows_);             \
  }
/* Counters (col, row) of a chunk space advanced by (dcol, drow) columns and
 * rows of `cols` columns, and (col, row, plane) by (dcol, drow, dplane)
 * with rows of `rows` per plane.  Each step is below its extent, so each
 * carry is single.  Shared by the loops above and intel-vc's segment
 * loop. */
#define __XASYNC_STEP_2(col, row, dcol, drow, cols)                            \
  do {                                                                         \
    (col) += (dcol);                                                           \
    (row) += (drow);                                                           \
    if ((col) >= (cols)) {                                                     \
      (col) -= (cols);                                                         \
      ++(row);                                                                 \
    }                                                                          \
  } while (0)
#define __XASYNC_STEP_3(col, row, plane, dcol, drow, dplane, cols, rows)       \
  do {                                                                         \
    (col) += (dcol);                                                           \
    (row) += (drow);                                                           \
    (plane) += (dplane);                                                       \
    if ((col) >= (cols)) {                                                     \
      (col) -= (cols);                                                         \
      ++(row);                                                                 \
    }                                                                          \
    if ((row) >= (rows)) {                                                     \
      (row) -= (rows);                                                         \
      ++(plane);                                                               \
    }                                                                          \
  } while (0)

/* The same chunks, each found by division from its index (rank, rank +
 * team, ...): line i / cpr, plane line / rows, in one loop for 2D and 3D
 * shapes.  Fewer values than the counters above but more instructions per
 * chunk (about 37 on sm_90); nvptx uses it for the co-aligned rows' head,
 * body and tail (copy_engine.cl), where the counters cost kernels
 * registers in ptxas's allocation.  The chunk count
 * wraps at 2^32 only for copies larger than any local memory (undefined);
 * then fewer chunks move, all inside the named rows. */
#define __XASYNC_COPY_LOOP_DIVEACH_COLS(T, UNIT, OP, cpr, LAST, LASTOP, shape, \
                                        dst, src, team, rank, LOCAL_DST)       \
  do {                                                                         \
    const uint cpr_ = (uint)(cpr);                                             \
    const uint rows_ = (uint)(shape).rows;                                     \
    const uint n_ = cpr_ * rows_ * (uint)(shape).planes;                       \
    const uint mc_ = 0xffffffffu / cpr_;                                       \
    const uint mr_ = (shape).planes > 1 ? 0xffffffffu / rows_ : 0;             \
    for (uint i_ = (uint)(rank); i_ < n_; i_ += (uint)(team)) {                \
      const uint line_ = __xasync_div_by(i_, cpr_, mc_);                       \
      const uint c_ = i_ - line_ * cpr_;                                       \
      uint plane_ = 0, row_ = line_;                                           \
      if ((shape).planes > 1) {                                                \
        plane_ = __xasync_div_by(line_, rows_, mr_);                           \
        row_ = line_ - plane_ * rows_;                                         \
      }                                                                        \
      __XASYNC_DIV_CHUNK(T, UNIT, OP, LAST, LASTOP, shape, dst, src,           \
                         LOCAL_DST, plane_, row_);                             \
    }                                                                          \
  } while (0)

/* One chunk of the two loops above: column c_ of row `row` of plane
 * `plane`. */
#define __XASYNC_DIV_CHUNK(T, UNIT, OP, LAST, LASTOP, shape, dst, src,         \
                           LOCAL_DST, plane, row)                              \
  do {                                                                         \
    const uint col_ = c_ * (uint)(UNIT);                                       \
    const size_t do_ = __XASYNC_DIV_OFF(LOCAL_DST, plane, row, col_,           \
                                        (shape).dst_plane, (shape).dst_row);   \
    const size_t so_ = __XASYNC_DIV_OFF(!(LOCAL_DST), plane, row, col_,        \
                                        (shape).src_plane, (shape).src_row);   \
    if ((LAST) && c_ + 1 == cpr_)                                              \
      LASTOP((dst) + do_, (src) + so_);                                        \
    else                                                                       \
      OP(T, (dst) + do_, (src) + so_);                                         \
  } while (0)
/* A chunk's byte offset on one side: 32-bit where LOCAL (a constant). */
#define __XASYNC_DIV_OFF(LOCAL, plane, row, col, ps, rs)                       \
  ((LOCAL) ? (size_t)((plane) * (uint)(ps) + (row) * (uint)(rs) + (col))       \
           : (size_t)(plane) * (ps) + (size_t)(row) * (rs) + (col))

/* Every row is row_bytes / sizeof(T) chunks of T. */
#define __XASYNC_COPY_LOOP_DIV(T, OP, shape, dst, src, team, rank, LOCAL_DST, \
                               DIMS)                                           \
  __XASYNC_COPY_LOOP_DIV_COLS(T, sizeof(T), OP, (shape).row_bytes / sizeof(T), \
                              0, __XASYNC_NO_LASTOP, shape, dst, src, team,    \
                              rank, LOCAL_DST, DIMS)
#define __XASYNC_COPY_LOOP_DIVEACH(T, OP, shape, dst, src, team, rank,         \
                                   LOCAL_DST)                                  \
  __XASYNC_COPY_LOOP_DIVEACH_COLS(T, sizeof(T), OP,                            \
                                  (shape).row_bytes / sizeof(T), 0,            \
                                  __XASYNC_NO_LASTOP, shape, dst, src, team,   \
                                  rank, LOCAL_DST)

/* M(T, ...) with T the chunk type of width `chunk` (16/8/4/2/1 bytes):
 * one place maps a run-time width to a type. */
#define __XASYNC_BY_CHUNK(chunk, M, ...)                                       \
  do {                                                                         \
    switch (chunk) {                                                           \
    case 16:                                                                   \
      M(uint4, __VA_ARGS__);                                                   \
      break;                                                                   \
    case 8:                                                                    \
      M(uint2, __VA_ARGS__);                                                   \
      break;                                                                   \
    case 4:                                                                    \
      M(uint, __VA_ARGS__);                                                    \
      break;                                                                   \
    case 2:                                                                    \
      M(ushort, __VA_ARGS__);                                                  \
      break;                                                                   \
    default:                                                                   \
      M(uchar, __VA_ARGS__);                                                   \
      break;                                                                   \
    }                                                                          \
  } while (0)

/* The loop at the widest chunk `chunk` (16/8/4/2/1) allows. */
#define __XASYNC_COPY_SHAPE(OP, shape, dst, src, team, rank, chunk)            \
  __XASYNC_BY_CHUNK(chunk, __XASYNC_COPY_LOOP, OP, shape, dst, src, team, rank)

#endif
