/* pocl CPU engine.  pocl runs a work-group's work-items one after another
 * in loops around its barrier regions, on one thread, so spreading a copy
 * over the work-items only adds per-work-item cost and strided accesses.
 * Work-item 0 moves the whole copy, as pocl's own async_work_group_copy
 * does, row by row (row_copy.h; shapes as __xasync_cpu_copy below
 * describes); the other work-items leave at the entry, before the shape
 * is built (__XASYNC_ENGINE_LEADER_ONLY, pocl/targets.cmake).
 * wait_group_events is empty (pocl/wait_group_events.cl).  docs/pocl.md has the
 * measurements behind these choices. */
#include "xasync/internal/engine.h"
#include "row_copy.h"

/* The whole copy (only the team's leader gets here: the entry returns
 * the others first).  Rows of 1/2/4/8/16 bytes (strided copies of scalars
 * and vectors) get their constant-size moves.  Inline with its loops:
 * called out of line, a loop of copies (one classic copy per line) kept
 * per-work-item state in pocl's context arrays (docs/pocl.md).  `stream`:
 * streaming stores, __xasync_cpu_streams's mode (copies into global
 * memory). */
__XASYNC_INLINE void __xasync_cpu_copy_shape(size_t dst, size_t src,
                                             __xasync_shape sh, int stream) {
  uchar *const d = __XASYNC_CPU_PTR(uchar, dst);
  const uchar *const s = __XASYNC_CPU_PTR(const uchar, src);
  if (stream == 1) {
    __xasync_cpu_rows(d, s, sh.row_bytes, &sh, 1);
    return;
  }
  if (stream == 2) {
    __xasync_cpu_rows(d, s, sh.row_bytes, &sh, 2);
    return;
  }
  switch (sh.row_bytes) {
  case 1: __xasync_cpu_rows(d, s, 1, &sh, 0); break;
  case 2: __xasync_cpu_rows(d, s, 2, &sh, 0); break;
  case 4: __xasync_cpu_rows(d, s, 4, &sh, 0); break;
  case 8: __xasync_cpu_rows(d, s, 8, &sh, 0); break;
  case 16: __xasync_cpu_rows(d, s, 16, &sh, 0); break;
  default: __xasync_cpu_rows(d, s, sh.row_bytes, &sh, 0); break;
  }
}

/* The shape arrives unmerged (__XASYNC_MERGE_SHAPES=0, pocl/targets.cmake):
 * a 2D copy keeps the caller's line length and line count, constants
 * where the caller's are.  Merged by the caller's run-time strides they
 * became run-time values, and the corpus's 2D2D tiles ran below the
 * user's own chain of classic copies (docs/pocl.md, "Shapes").  Rows that
 * follow each other in both memories stay rows (a 2D copy dense on both
 * sides moves row by row).  3D shapes merge here, as before.  `to_global`:
 * a copy into global memory, which may stream (__xasync_cpu_streams). */
__XASYNC_INLINE void __xasync_cpu_copy(size_t dst, size_t src,
                                       __xasync_shape sh, int to_global) {
  if (sh.planes > 1)
    __xasync_shape_merge(&sh, 0);
  __xasync_cpu_copy_shape(
      dst, src, sh,
      to_global ? __xasync_cpu_streams((const uchar *)dst, &sh) : 0);
}

/* always_inline: into the caller even across the library's files, so the
 * shape never lands in a per-work-item context array. */
__attribute__((always_inline)) event_t
__xasync_engine_to_local(__local uchar *dst, const __global uchar *src,
                         __xasync_shape shape, size_t team, size_t rank,
                         event_t event) {
  (void)team;
  (void)rank;
  __xasync_cpu_copy((size_t)dst, (size_t)src, shape, 0);
  return event;
}

__attribute__((always_inline)) event_t
__xasync_engine_to_global(__global uchar *dst, const __local uchar *src,
                          __xasync_shape shape, size_t team, size_t rank,
                          event_t event) {
  (void)team;
  (void)rank;
  __xasync_cpu_copy((size_t)dst, (size_t)src, shape, 1);
  return event;
}
