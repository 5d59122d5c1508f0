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
  for (size_t p_ = 0; p_ < sh.planes; ++p_)                                    \
    for (size_t r_ = 0; r_ < sh.rows; ++r_)                                    \
      __builtin_memcpy(d + p_ * sh.dst_plane + r_ * sh.dst_row,                \
                       s + p_ * sh.src_plane + r_ * sh.src_row, bytes)

/* The whole copy by work-item 0; the others' iterations of pocl's
 * work-item loop are this test.  Inline with its loops: called out of line,
 * a loop of copies (one classic copy per line) kept per-work-item state in
 * pocl's context arrays (docs/pocl.md). */
__XASYNC_INLINE void __xasync_cpu_leader_copy(size_t dst, size_t src,
                                              __xasync_shape sh, size_t rank) {
  if (rank != 0)
    return;
  uchar *const d = XASYNC_CPU_PTR(uchar, dst);
  const uchar *const s = XASYNC_CPU_PTR(const uchar, src);
  switch (sh.row_bytes) {
  case 1: XASYNC_CPU_ROWS(1); break;
  case 2: XASYNC_CPU_ROWS(2); break;
  case 4: XASYNC_CPU_ROWS(4); break;
  case 8: XASYNC_CPU_ROWS(8); break;
  case 16: XASYNC_CPU_ROWS(16); break;
  default: XASYNC_CPU_ROWS(sh.row_bytes); break;
  }
}

/* always_inline: into the caller even across the library's files, so the
 * shape never lands in a per-work-item context array. */
__attribute__((always_inline)) event_t
__xasync_engine_to_local(__local uchar *dst, const __global uchar *src,
                         __xasync_shape shape, size_t team, size_t rank,
                         event_t event) {
  (void)team;
  __xasync_cpu_leader_copy((size_t)dst, (size_t)src, shape, rank);
  return event;
}

__attribute__((always_inline)) event_t
__xasync_engine_to_global(__global uchar *dst, const __local uchar *src,
                          __xasync_shape shape, size_t team, size_t rank,
                          event_t event) {
  (void)team;
  __xasync_cpu_leader_copy((size_t)dst, (size_t)src, shape, rank);
  return event;
}
