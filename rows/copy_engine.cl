/* Copy engine of the "rows" source form (docs/source-mode.md), for a
 * runtime whose own classic async_work_group_copy is fast: Intel's CPU
 * runtime copies a line that way at about 13x the generic engine's
 * per-line speed (docs/results/intel-cpu/).  Each line of a 2D/3D copy is
 * one call of the runtime's copy, in the widest gentype the lines'
 * addresses, strides and length allow, chained on the caller's event.
 * The runtime's own classic copies and wait_group_events stay in place
 * (the form does not rename them), so every copy of a kernel has the
 * runtime's one event model.  Rows that follow each other in both memories
 * arrive merged by the shape (copy_shape.h), as one call. */
#include "xasync/internal/engine.h"
#include "xasync/internal/copy_loop.h"

#define XASYNC_ROWS_CALL(T, DAS, SAS)                                           \
  event = async_work_group_copy((DAS T *)d, (const SAS T *)s,                  \
                                shape.row_bytes / sizeof(T), event)

#define XASYNC_ROWS_ENGINE(DIR, DAS, SAS)                                       \
  __XASYNC_LIBFN event_t __xasync_engine_##DIR(                                 \
      DAS uchar *dst, const SAS uchar *src, __xasync_shape shape, size_t team, \
      size_t rank, event_t event) {                                            \
    (void)team;                                                                \
    (void)rank;                                                                \
    const size_t w = __xasync_chunk_bytes(&shape, (size_t)src, (size_t)dst);   \
    for (size_t p = 0; p < shape.planes; ++p)                                  \
      for (size_t r = 0; r < shape.rows; ++r) {                                \
        DAS uchar *const d = dst + p * shape.dst_plane + r * shape.dst_row;    \
        const SAS uchar *const s =                                             \
            src + p * shape.src_plane + r * shape.src_row;                     \
        __XASYNC_BY_CHUNK(w, XASYNC_ROWS_CALL, DAS, SAS);                      \
      }                                                                        \
    return event;                                                              \
  }
XASYNC_ROWS_ENGINE(to_local, __local, __global)
XASYNC_ROWS_ENGINE(to_global, __global, __local)
#undef XASYNC_ROWS_ENGINE
#undef XASYNC_ROWS_CALL
