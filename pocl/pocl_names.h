/* pocl: its kernel prelude (_builtin_renames.h) renames the classic
 * builtins; the pocl library defines ours under the same names (included
 * before every source, pocl/targets.cmake), so they replace pocl's at link
 * time.  The extension builtins keep their names. */
#define async_work_group_copy _cl_async_work_group_copy
#define async_work_group_strided_copy _cl_async_work_group_strided_copy
#define wait_group_events _cl_wait_group_events
#define prefetch _cl_prefetch
