/* Internal: the per-target copy engine.  Every copy builtin funnels into
 * these entry points; generic/ defines them, and a target directory
 * overrides a file of the same name where its hardware does better
 * (wait_group_events.cl is overridden as a whole: it is compiled once per
 * pointer address space the target mangles differently).
 * Pointers already include the offsets; line/plane strides are in
 * elements, as in the spec. */
#ifndef XASYNC_INTERNAL_ENGINE_H
#define XASYNC_INTERNAL_ENGINE_H

#include "xasync/internal/config.h"

event_t __xasync_copy_to_local(__local uchar *dst, const __global uchar *src,
                               size_t elem_bytes, size_t elems_per_line,
                               size_t lines, size_t planes, size_t src_line,
                               size_t src_plane, size_t dst_line,
                               size_t dst_plane, event_t event);

event_t __xasync_copy_to_global(__global uchar *dst, const __local uchar *src,
                                size_t elem_bytes, size_t elems_per_line,
                                size_t lines, size_t planes, size_t src_line,
                                size_t src_plane, size_t dst_line,
                                size_t dst_plane, event_t event);

void __xasync_prefetch(const __global uchar *p, size_t bytes);

#endif
