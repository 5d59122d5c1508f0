/* cl_khr_extended_async_copies: 2D2D and 3D3D, both directions, through
 * the one entry (entry.h); a 2D copy is a 3D copy of one plane. */
#include "xasync/internal/entry.h"

/* The 3D3D (XASYNC_OUTLINE_3D3D) or 2D2D (XASYNC_OUTLINE_2D2D) builtins
 * as calls instead of inlined into the caller: the nvptx-partial source
 * form keeps the 3D3D ones out of line (source/preludes.cmake); the 2D2D
 * switch is an experiment (docs/results/h100/README.md#source-occupancy). */
#ifdef XASYNC_OUTLINE_3D3D
#define __XASYNC_3D_ATTR __attribute__((noinline))
#else
#define __XASYNC_3D_ATTR
#endif
#ifdef XASYNC_OUTLINE_2D2D
#define __XASYNC_2D_ATTR __attribute__((noinline))
#else
#define __XASYNC_2D_ATTR
#endif

event_t __XASYNC_OVLD __XASYNC_2D_ATTR async_work_group_copy_2D2D(
    __local void *dst, size_t dst_offset, const __global void *src,
    size_t src_offset, size_t num_bytes_per_element,
    size_t num_elements_per_line, size_t num_lines,
    size_t src_total_line_length, size_t dst_total_line_length,
    event_t event) {
  return __xasync_copy_to_local(dst, dst_offset, src, src_offset,
                                num_bytes_per_element, num_elements_per_line,
                                num_lines, 1, src_total_line_length, 0,
                                dst_total_line_length, 0, event);
}

event_t __XASYNC_OVLD __XASYNC_2D_ATTR async_work_group_copy_2D2D(
    __global void *dst, size_t dst_offset, const __local void *src,
    size_t src_offset, size_t num_bytes_per_element,
    size_t num_elements_per_line, size_t num_lines,
    size_t src_total_line_length, size_t dst_total_line_length,
    event_t event) {
  return __xasync_copy_to_global(dst, dst_offset, src, src_offset,
                                 num_bytes_per_element, num_elements_per_line,
                                 num_lines, 1, src_total_line_length, 0,
                                 dst_total_line_length, 0, event);
}

event_t __XASYNC_OVLD __XASYNC_3D_ATTR async_work_group_copy_3D3D(
    __local void *dst, size_t dst_offset, const __global void *src,
    size_t src_offset, size_t num_bytes_per_element,
    size_t num_elements_per_line, size_t num_lines, size_t num_planes,
    size_t src_total_line_length, size_t src_total_plane_area,
    size_t dst_total_line_length, size_t dst_total_plane_area,
    event_t event) {
  return __xasync_copy_to_local(
      dst, dst_offset, src, src_offset, num_bytes_per_element,
      num_elements_per_line, num_lines, num_planes, src_total_line_length,
      src_total_plane_area, dst_total_line_length, dst_total_plane_area, event);
}

event_t __XASYNC_OVLD __XASYNC_3D_ATTR async_work_group_copy_3D3D(
    __global void *dst, size_t dst_offset, const __local void *src,
    size_t src_offset, size_t num_bytes_per_element,
    size_t num_elements_per_line, size_t num_lines, size_t num_planes,
    size_t src_total_line_length, size_t src_total_plane_area,
    size_t dst_total_line_length, size_t dst_total_plane_area,
    event_t event) {
  return __xasync_copy_to_global(
      dst, dst_offset, src, src_offset, num_bytes_per_element,
      num_elements_per_line, num_lines, num_planes, src_total_line_length,
      src_total_plane_area, dst_total_line_length, dst_total_plane_area, event);
}
