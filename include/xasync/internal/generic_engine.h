/* Internal: the generic engine, plain loads and stores spread over the
 * work-group (copy_loop.h) at the widest unit every row start allows.
 * generic/copy_engine.cl is this engine; a target engine calls it by name
 * for the copies its hardware path does not take.  Completion is made
 * visible by wait_group_events (a barrier). */
#ifndef XASYNC_INTERNAL_GENERIC_ENGINE_H
#define XASYNC_INTERNAL_GENERIC_ENGINE_H

#include "xasync/internal/copy_loop.h"

#define __XASYNC_GENERIC_TO_LOCAL(T, d, s)                                     \
  (*(__local T *)(d) = *(const __global T *)(s))
#define __XASYNC_GENERIC_TO_GLOBAL(T, d, s)                                    \
  (*(__global T *)(d) = *(const __local T *)(s))

__XASYNC_INLINE void __xasync_generic_to_local(__local uchar *dst,
                                               const __global uchar *src,
                                               __xasync_shape shape,
                                               size_t team, size_t rank) {
  __XASYNC_COPY_SHAPE(__XASYNC_GENERIC_TO_LOCAL, shape, dst, src, team, rank,
                      __xasync_chunk_bytes(&shape, (size_t)src, (size_t)dst));
}

__XASYNC_INLINE void __xasync_generic_to_global(__global uchar *dst,
                                                const __local uchar *src,
                                                __xasync_shape shape,
                                                size_t team, size_t rank) {
  __XASYNC_COPY_SHAPE(__XASYNC_GENERIC_TO_GLOBAL, shape, dst, src, team, rank,
                      __xasync_chunk_bytes(&shape, (size_t)src, (size_t)dst));
}

#endif
