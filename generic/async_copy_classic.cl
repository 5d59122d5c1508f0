/* Classic async_work_group_copy / _strided_copy for every gentype, as
 * special cases of the same engine: a 1D copy is one line, a strided copy
 * is the spec's 2D2D with one element per line; a target with element
 * copies (__XASYNC_ENGINE_ELEMS: nvptx sm_80+) takes them all there
 * instead (entry.h).  sizeof(gentype3) is that of gentype4, as the spec
 * requires for 3-vectors. */
#include "xasync/internal/entry.h"

#define XASYNC_DEFINE_CLASSIC(T)                                               \
  event_t __XASYNC_OVLD async_work_group_copy(                                 \
      __local T *dst, const __global T *src, size_t n, event_t event) {        \
    __XASYNC_ELEMS(to_local, dst, src, sizeof(T), n, 1, 1, event);             \
    return __xasync_copy_to_local(dst, 0, src, 0, sizeof(T), n, 1, 1, n, 0, n, \
                                  0, event);                                   \
  }                                                                            \
  event_t __XASYNC_OVLD async_work_group_copy(                                 \
      __global T *dst, const __local T *src, size_t n, event_t event) {        \
    __XASYNC_ELEMS(to_global, dst, src, sizeof(T), n, 1, 1, event);            \
    return __xasync_copy_to_global(dst, 0, src, 0, sizeof(T), n, 1, 1, n, 0,   \
                                   n, 0, event);                               \
  }                                                                            \
  event_t __XASYNC_OVLD async_work_group_strided_copy(                         \
      __local T *dst, const __global T *src, size_t n, size_t src_stride,      \
      event_t event) {                                                         \
    __XASYNC_ELEMS(to_local, dst, src, sizeof(T), n, src_stride, 1, event);    \
    return __xasync_copy_to_local(dst, 0, src, 0, sizeof(T), 1, n, 1,          \
                                  src_stride, 0, 1, 0, event);                 \
  }                                                                            \
  event_t __XASYNC_OVLD async_work_group_strided_copy(                         \
      __global T *dst, const __local T *src, size_t n, size_t dst_stride,      \
      event_t event) {                                                         \
    __XASYNC_ELEMS(to_global, dst, src, sizeof(T), n, 1, dst_stride, event);   \
    return __xasync_copy_to_global(dst, 0, src, 0, sizeof(T), 1, n, 1, 1, 0,   \
                                   dst_stride, 0, event);                      \
  }                                                                            \
  __XASYNC_DEFINE_PREFETCH(T)

__XASYNC_FOR_EACH_GENTYPE(XASYNC_DEFINE_CLASSIC)
