/* Generic copy engine: plain loads and stores spread over the work-group.
 * Completion is made visible by wait_group_events (a barrier). */
#include "xasync/internal/engine.h"
#include "xasync/internal/copy_loop.h"
#include "xasync/internal/work_group.h"

event_t __xasync_copy_to_local(__local uchar *dst, const __global uchar *src,
                               size_t elem_bytes, size_t elems_per_line,
                               size_t lines, size_t planes, size_t src_line,
                               size_t src_plane, size_t dst_line,
                               size_t dst_plane, event_t event)
#define XASYNC_DST __local
#define XASYNC_SRC __global
#include "copy_engine.inc"
#undef XASYNC_DST
#undef XASYNC_SRC

event_t __xasync_copy_to_global(__global uchar *dst, const __local uchar *src,
                                size_t elem_bytes, size_t elems_per_line,
                                size_t lines, size_t planes, size_t src_line,
                                size_t src_plane, size_t dst_line,
                                size_t dst_plane, event_t event)
#define XASYNC_DST __global
#define XASYNC_SRC __local
#include "copy_engine.inc"
#undef XASYNC_DST
#undef XASYNC_SRC
