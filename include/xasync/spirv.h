/* xasync/spirv.h - OpenCL C for SPIR-V with the extended async copies.
 *
 * llvm-spirv takes every builtin whose name starts with
 * `async_work_group_copy` for the classic copy, so a call of
 * async_work_group_copy_2D2D/3D3D aborts it ("Inconsistent operand types",
 * llvm-spirv 14 and 15).  Include this header instead of xasync.h: it
 * renames the two builtins to __xasync_spirv_copy_2D2D/3D3D, which
 * llvm-spirv keeps as imported functions, and `xasync-spirv raise` turns
 * their calls into NonSemantic.Codeplay.GroupAsyncCopies instructions:
 *
 *   clang -target spir64 -include xasync/spirv.h -c -emit-llvm k.cl -o k.bc
 *   llvm-spirv k.bc -o k.spv && xasync-spirv raise k.spv -o k.raised.spv
 *
 * docs/spirv.md has the whole route.
 */
#ifdef XASYNC_H
#error "include xasync/spirv.h instead of xasync.h (it renames the copies xasync.h declares)"
#endif

#define async_work_group_copy_2D2D __xasync_spirv_copy_2D2D
#define async_work_group_copy_3D3D __xasync_spirv_copy_3D3D
#include "xasync.h"
