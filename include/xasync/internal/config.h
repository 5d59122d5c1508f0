/* Internal: target configuration shared by every library source file. */
#ifndef XASYNC_INTERNAL_CONFIG_H
#define XASYNC_INTERNAL_CONFIG_H

#ifdef XASYNC_TARGET_POCL
/* pocl's kernel prelude (_builtin_renames.h) renames the classic builtins;
 * define ours under the same names so they replace pocl's at link time. */
#define async_work_group_copy _cl_async_work_group_copy
#define async_work_group_strided_copy _cl_async_work_group_strided_copy
#define wait_group_events _cl_wait_group_events
#define prefetch _cl_prefetch
#endif

#include "xasync.h"

#define __XASYNC_INLINE static inline __attribute__((always_inline))

#endif
