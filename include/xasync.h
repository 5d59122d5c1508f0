/* xasync.h - public declarations of the async work-group copy builtins.
 *
 * Declares cl_khr_extended_async_copies (async_work_group_copy_2D2D/_3D3D)
 * and, so that one event model covers every copy, the classic
 * async_work_group_copy, async_work_group_strided_copy, wait_group_events
 * and prefetch for every gentype.  Usable with `clang -include xasync.h`
 * and from pocl's kernel prelude (see tools/pocl-overlay.sh); C++ for
 * OpenCL kernels include xasync.hpp, which includes this file.
 *
 * Contract (OpenCL C spec, cl_khr_extended_async_copies):
 *  - offsets, line lengths and plane areas are in elements;
 *  - lines/planes must not overlap (undefined otherwise);
 *  - a non-zero `event` argument is returned unchanged (chaining);
 *  - a copy with zero elements, lines, planes or element size moves no
 *    bytes and returns `event` (xasync's documented choice).
 * Only local<-global and global<-local exist: any other address-space
 * combination has no matching overload and fails to compile.
 */
#ifndef XASYNC_H
#define XASYNC_H

#if !defined(__OPENCL_C_VERSION__) && !defined(__OPENCL_CPP_VERSION__)
#error "xasync.h is an OpenCL C (or C++ for OpenCL) header"
#endif

#define cl_khr_extended_async_copies 1
#define XASYNC_VERSION_MAJOR 0
#define XASYNC_VERSION_MINOR 1

/* The source form (docs/source-mode.md) gives every function internal
 * linkage: each compilation unit of a program carries its own copy. */
#ifdef __XASYNC_SOURCE_FORM
#define __XASYNC_OVLD static inline __attribute__((overloadable, unused))
#else
#define __XASYNC_OVLD __attribute__((overloadable))
#endif

#include "xasync/gentypes.h"

/* The source form defines every builtin before any use: declarations would
 * only lengthen the text every program build parses. */
#ifndef __XASYNC_SOURCE_FORM
event_t __XASYNC_OVLD async_work_group_copy_2D2D(
    __local void *dst, size_t dst_offset, const __global void *src,
    size_t src_offset, size_t num_bytes_per_element,
    size_t num_elements_per_line, size_t num_lines,
    size_t src_total_line_length, size_t dst_total_line_length,
    event_t event);
event_t __XASYNC_OVLD async_work_group_copy_2D2D(
    __global void *dst, size_t dst_offset, const __local void *src,
    size_t src_offset, size_t num_bytes_per_element,
    size_t num_elements_per_line, size_t num_lines,
    size_t src_total_line_length, size_t dst_total_line_length,
    event_t event);

event_t __XASYNC_OVLD async_work_group_copy_3D3D(
    __local void *dst, size_t dst_offset, const __global void *src,
    size_t src_offset, size_t num_bytes_per_element,
    size_t num_elements_per_line, size_t num_lines, size_t num_planes,
    size_t src_total_line_length, size_t src_total_plane_area,
    size_t dst_total_line_length, size_t dst_total_plane_area,
    event_t event);
event_t __XASYNC_OVLD async_work_group_copy_3D3D(
    __global void *dst, size_t dst_offset, const __local void *src,
    size_t src_offset, size_t num_bytes_per_element,
    size_t num_elements_per_line, size_t num_lines, size_t num_planes,
    size_t src_total_line_length, size_t src_total_plane_area,
    size_t dst_total_line_length, size_t dst_total_plane_area,
    event_t event);

/* Classic builtins: one declaration set per gentype. */
#define __XASYNC_DECLARE_CLASSIC(T)                                            \
  event_t __XASYNC_OVLD async_work_group_copy(                                 \
      __local T *dst, const __global T *src, size_t num_gentypes,              \
      event_t event);                                                          \
  event_t __XASYNC_OVLD async_work_group_copy(                                 \
      __global T *dst, const __local T *src, size_t num_gentypes,              \
      event_t event);                                                          \
  event_t __XASYNC_OVLD async_work_group_strided_copy(                         \
      __local T *dst, const __global T *src, size_t num_gentypes,              \
      size_t src_stride, event_t event);                                       \
  event_t __XASYNC_OVLD async_work_group_strided_copy(                         \
      __global T *dst, const __local T *src, size_t num_gentypes,              \
      size_t dst_stride, event_t event);                                       \
  void __XASYNC_OVLD prefetch(const __global T *p, size_t num_gentypes);

__XASYNC_FOR_EACH_GENTYPE(__XASYNC_DECLARE_CLASSIC)
#undef __XASYNC_DECLARE_CLASSIC

void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list);
#endif /* __XASYNC_SOURCE_FORM */

#endif /* XASYNC_H */
