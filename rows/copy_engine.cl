/* Copy engine of the "rows" source form (docs/source-mode.md), for a
 * runtime whose own classic async_work_group_copy is fast: Intel's CPU
 * runtime copies a line that way at about 13x the generic engine's
 * per-line speed (docs/results/intel-cpu/).  Each line of a 2D/3D copy is
 * one call of the runtime's copy of bytes, chained on the caller's event:
 * the runtime's uchar copy is as fast as its wider ones (the corpus's
 * uchar and float chains, docs/results/intel-cpu/README.md), and a switch
 * on the widest gentype the addresses allow, made for every line, cost
 * the 2D2D/3D3D copies 0.40-0.79 of the same tiles' classic-copy loops
 * (0.55-1.37 without it).
 * The runtime's own classic copies and wait_group_events stay in place
 * (the form does not rename them), so every copy of a kernel has the
 * runtime's one event model. */
#include "xasync/internal/engine.h"

/* The shape comes unmerged (__XASYNC_MERGE_SHAPES is 0 here).  A 2D
 * copy keeps the caller's constant line length and line count as
 * constants in its loop, as in the chain of classic copies a user writes:
 * merged by run-time strides they became run-time values, and the 2D2D
 * ran at 0.65-0.72 (8-float lines) and 0.80 (3-byte pixels) of that chain
 * (docs/results/intel-cpu/README.md).  A 3D copy is merged here as
 * before: with constant extents the runtime's copies of 16x16x16 bricks
 * fell from 1.28-1.33 to 0.96 of the user's chain.  Rows that follow each
 * other in both memories are one call per plane. */
#define XASYNC_ROWS_ENGINE(DIR, DAS, SAS)                                       \
  __XASYNC_LIBFN event_t __xasync_engine_##DIR(                                 \
      DAS uchar *dst, const SAS uchar *src, __xasync_shape shape, size_t team, \
      size_t rank, event_t event) {                                            \
    (void)team;                                                                \
    (void)rank;                                                                \
    if (shape.planes > 1)                                                      \
      __xasync_shape_merge(&shape, 0);                                         \
    const bool dense = shape.rows == 1 || (shape.src_row == shape.row_bytes && \
                                           shape.dst_row == shape.row_bytes);  \
    for (size_t p = 0; p < shape.planes; ++p) {                                \
      DAS uchar *const d = dst + p * shape.dst_plane;                          \
      const SAS uchar *const s = src + p * shape.src_plane;                    \
      if (dense)                                                               \
        event = async_work_group_copy(d, s, shape.rows * shape.row_bytes,      \
                                      event);                                  \
      else                                                                     \
        for (size_t r = 0; r < shape.rows; ++r)                                \
          event = async_work_group_copy(d + r * shape.dst_row,                 \
                                        s + r * shape.src_row,                 \
                                        shape.row_bytes, event);               \
    }                                                                          \
    return event;                                                              \
  }
XASYNC_ROWS_ENGINE(to_local, __local, __global)
XASYNC_ROWS_ENGINE(to_global, __global, __local)
#undef XASYNC_ROWS_ENGINE

/* A copy that moves nothing still returns an event of the runtime's own
 * (its zero-length copy): handed the caller's event 0 unchanged, the
 * runtime's wait_group_events then got an event no copy had returned, which
 * Oclgrind reports ("Invalid wait event") and a runtime may reject.  The
 * entry hands such copies here (__XASYNC_ENGINE_TAKES_EMPTY, set for this
 * form in source/preludes.cmake). */
#define XASYNC_ROWS_CALL(DIR, DAS, SAS)                                         \
  __XASYNC_LIBFN event_t __xasync_engine_call_##DIR(                            \
      DAS uchar *dst, const SAS uchar *src, __xasync_shape shape, int moves,   \
      int flat, size_t team, size_t rank, event_t event) {                     \
    (void)flat;                                                                \
    if (!moves)                                                                \
      return async_work_group_copy(dst, src, 0, event);                        \
    return __xasync_engine_##DIR(dst, src, shape, team, rank, event);          \
  }
XASYNC_ROWS_CALL(to_local, __local, __global)
XASYNC_ROWS_CALL(to_global, __global, __local)
#undef XASYNC_ROWS_CALL
