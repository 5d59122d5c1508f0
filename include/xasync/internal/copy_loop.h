/* Internal: the work-group chunk loop shared by the copy engines.
 *
 * Every work-item of the group takes chunks rank, rank+team, ... of the
 * flattened (plane, row, column) chunk space of a __xasync_shape;
 * divisions happen once, the loop only adds and carries.  OP(T, d, s)
 * moves one chunk of type T from byte pointer s to byte pointer d: the
 * generic engine assigns, a target engine may issue an asynchronous copy
 * instead (nvptx: cp.async) without repeating the loop. */
#ifndef XASYNC_INTERNAL_COPY_LOOP_H
#define XASYNC_INTERNAL_COPY_LOOP_H

#include "xasync/internal/copy_shape.h"

#define __XASYNC_COPY_LOOP(T, OP, shape, dst, src, team, rank)                 \
  do {                                                                         \
    const size_t cpr_ = (shape).row_bytes / sizeof(T);                         \
    const size_t step_rows_ = (team) / cpr_, step_col_ = (team) % cpr_;        \
    const size_t step_plane_ = step_rows_ / (shape).rows;                      \
    const size_t step_row_ = step_rows_ % (shape).rows;                        \
    size_t col_ = (rank) % cpr_, row_ = ((rank) / cpr_) % (shape).rows;        \
    size_t plane_ = (rank) / cpr_ / (shape).rows;                              \
    while (plane_ < (shape).planes) {                                          \
      OP(T,                                                                    \
         (dst) + plane_ * (shape).dst_plane + row_ * (shape).dst_row +         \
             col_ * sizeof(T),                                                 \
         (src) + plane_ * (shape).src_plane + row_ * (shape).src_row +         \
             col_ * sizeof(T));                                                \
      col_ += step_col_;                                                       \
      row_ += step_row_;                                                       \
      plane_ += step_plane_;                                                   \
      if (col_ >= cpr_) {                                                      \
        col_ -= cpr_;                                                          \
        ++row_;                                                                \
      }                                                                        \
      if (row_ >= (shape).rows) {                                              \
        row_ -= (shape).rows;                                                  \
        ++plane_;                                                              \
      }                                                                        \
    }                                                                          \
  } while (0)

/* The loop at the widest chunk `chunk` (16/8/4/2/1) allows. */
#define __XASYNC_COPY_SHAPE(OP, shape, dst, src, team, rank, chunk)            \
  do {                                                                         \
    switch (chunk) {                                                           \
    case 16:                                                                   \
      __XASYNC_COPY_LOOP(uint4, OP, shape, dst, src, team, rank);              \
      break;                                                                   \
    case 8:                                                                    \
      __XASYNC_COPY_LOOP(uint2, OP, shape, dst, src, team, rank);              \
      break;                                                                   \
    case 4:                                                                    \
      __XASYNC_COPY_LOOP(uint, OP, shape, dst, src, team, rank);               \
      break;                                                                   \
    case 2:                                                                    \
      __XASYNC_COPY_LOOP(ushort, OP, shape, dst, src, team, rank);             \
      break;                                                                   \
    default:                                                                   \
      __XASYNC_COPY_LOOP(uchar, OP, shape, dst, src, team, rank);              \
      break;                                                                   \
    }                                                                          \
  } while (0)

#endif
