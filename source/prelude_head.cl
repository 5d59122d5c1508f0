/* xasync source form (cl_khr_extended_async_copies), prepended by
 * libxasync-layer.so to programs built from source; generated from the
 * library's sources, see docs/source-mode.md.  The builtins are renamed so
 * that they never meet the driver's own declarations; the user's calls
 * reach them through these macros. */
#ifndef __XASYNC_SOURCE_PRELUDE
#define __XASYNC_SOURCE_PRELUDE 1
#ifndef cl_khr_extended_async_copies
#define cl_khr_extended_async_copies 1
#endif
#define async_work_group_copy_2D2D __xasync_src_async_work_group_copy_2D2D
#define async_work_group_copy_3D3D __xasync_src_async_work_group_copy_3D3D
/* The rows form (__XASYNC_SOURCE_ROWS) keeps the runtime's own classic
 * copies, wait and prefetch. */
#ifndef __XASYNC_SOURCE_ROWS
#define async_work_group_copy __xasync_src_async_work_group_copy
#define async_work_group_strided_copy __xasync_src_async_work_group_strided_copy
#define wait_group_events __xasync_src_wait_group_events
#define prefetch __xasync_src_prefetch
#endif
