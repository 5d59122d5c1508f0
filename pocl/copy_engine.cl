/* pocl CPU engine.  pocl runs a work-group's work-items one after another
 * in loops around its barrier regions, on one thread, so spreading a copy
 * over the work-items only adds per-work-item cost and strided accesses.
 * Work-item 0 moves the whole copy, as pocl's own async_work_group_copy
 * does, one contiguous memcpy per row (dense rows are already merged into
 * one by copy_shape.h); rows of 1/2/4/8/16 bytes are single moves.
 * wait_group_events is the generic barrier.  docs/pocl.md has the
 * measurements behind this choice. */
#include "xasync/internal/engine.h"

/* pocl's CPU address spaces are one flat memory: the byte pointers as
 * private ones, which memcpy takes. */
#define XASYNC_CPU_PTR(T, p) ((T *)(size_t)(p))

/* Every row of `bytes` bytes (a constant in the small-row cases). */
#define XASYNC_CPU_ROWS(bytes)                                                 \
  for (size_t p_ = 0; p_ < planes; ++p_)                                       \
    for (size_t r_ = 0; r_ < rows; ++r_)                                       \
      __builtin_memcpy(d + p_ * dst_plane + r_ * dst_row,                      \
                       s + p_ * src_plane + r_ * src_row, bytes)

/* The whole copy, out of line: only work-item 0 calls it, so the other
 * work-items' iterations of pocl's work-item loop stay a test and a
 * branch (the shape crosses the call as scalars, not as a struct in a
 * per-work-item context slot). */
__XASYNC_INLINE void
__xasync_cpu_copy(uchar *d, const uchar *s, size_t row_bytes, size_t rows,
                  size_t planes, size_t src_row, size_t src_plane,
                  size_t dst_row, size_t dst_plane) {
  switch (row_bytes) {
  case 1: XASYNC_CPU_ROWS(1); break;
  case 2: XASYNC_CPU_ROWS(2); break;
  case 4: XASYNC_CPU_ROWS(4); break;
  case 8: XASYNC_CPU_ROWS(8); break;
  case 16: XASYNC_CPU_ROWS(16); break;
  default: XASYNC_CPU_ROWS(row_bytes); break;
  }
}

#define XASYNC_CPU_COPY(dst, src, sh)                                          \
  __xasync_cpu_copy(XASYNC_CPU_PTR(uchar, dst), XASYNC_CPU_PTR(const uchar, src), \
                    (sh).row_bytes, (sh).rows, (sh).planes, (sh).src_row,      \
                    (sh).src_plane, (sh).dst_row, (sh).dst_plane)

/* Inlined into the caller even across the library's files, so that the
 * shape stays in registers. */
__attribute__((always_inline)) event_t
__xasync_engine_to_local(__local uchar *dst, const __global uchar *src,
                         __xasync_shape shape, size_t team, size_t rank,
                         event_t event) {
  (void)team;
  if (rank == 0)
    XASYNC_CPU_COPY(dst, src, shape);
  return event;
}

__attribute__((always_inline)) event_t
__xasync_engine_to_global(__global uchar *dst, const __local uchar *src,
                          __xasync_shape shape, size_t team, size_t rank,
                          event_t event) {
  (void)team;
  if (rank == 0)
    XASYNC_CPU_COPY(dst, src, shape);
  return event;
}
