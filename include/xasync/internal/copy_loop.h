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
