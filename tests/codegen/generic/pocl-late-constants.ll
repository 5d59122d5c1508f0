; pocl's classic copy decides its moves when pocl builds the user's kernel
; (pocl/row_copy.h, __xasync_cpu_line; cmake/XasyncLibrary.cmake,
; LATE_CONSTANTS): the library keeps its __builtin_constant_p test as
; llvm.is.constant, and the kernel's optimisation resolves it.  A length
; the user wrote as a constant over 128 bytes (a line of 64 floats) takes
; 64 bytes per step, two 32-byte moves; a run-time length keeps the small
; copy of 32-byte moves and a loop of element moves (one float: a 4-byte
; load and store; pocl/async_copy_classic.cl), nothing of the 64-byte form (a
; bigger copy stopped pocl unswitching a user's loop of copies:
; docs/pocl.md, "Chained copies").
; RUN: %llvm-dis %{lib:x86_64-pc-linux-gnu-pocl} -o - | FileCheck %s --check-prefix=LIB
; RUN: %llvm-link %s %{lib:x86_64-pc-linux-gnu-pocl} -o %t.bc
; RUN: %opt -passes='internalize,default<O3>' -internalize-public-api-list=constant_line,runtime_line,constant_short %t.bc -S -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; REQUIRES: lib-x86_64-pc-linux-gnu-pocl

target triple = "x86_64-pc-linux-gnu"

declare ptr @_Z25_cl_async_work_group_copyPU7CLlocalfPU8CLglobalKfm9ocl_event(ptr, ptr, i64, ptr)

; LIB-LABEL: define {{.*}}@_Z25_cl_async_work_group_copyPU7CLlocalfPU8CLglobalKfm9ocl_event(
; LIB: @llvm.is.constant.i64(
; LIB: {{^}}}

; CHECK-LABEL: define void @constant_line(
; CHECK-NOT: is.constant
; CHECK: [[STEP:%[0-9]+]] = shl i64 %{{[0-9]+}}, 6
; CHECK-NOT: {{^}}}
; CHECK: @llvm.memcpy.p0.p0.i64({{.*}}, i64 32, i1 false)
; CHECK-NEXT: getelementptr {{.*}}, i64 32
; CHECK-NEXT: getelementptr {{.*}}, i64 32
; CHECK-NEXT: @llvm.memcpy.p0.p0.i64({{.*}}, i64 32, i1 false)
; CHECK-NEXT: add
; CHECK-NEXT: icmp eq i64 %{{[0-9]+}}, 4
; CHECK-NEXT: br i1 {{.*}}, !llvm.loop
; CHECK-NOT: @llvm.memcpy
; CHECK: {{^}}}
define void @constant_line(ptr %d, ptr %s) {
  %e = call ptr @_Z25_cl_async_work_group_copyPU7CLlocalfPU8CLglobalKfm9ocl_event(ptr %d, ptr %s, i64 64, ptr null)
  ret void
}

; A constant 32-byte line (8 floats) keeps the 32-byte loop.
; CHECK-LABEL: define void @constant_short(
; CHECK-NOT: is.constant
; CHECK-NOT: shl i64 %{{[0-9]+}}, 6
; CHECK: @llvm.memcpy.p0.p0.i64({{.*}}, i64 32, i1 false)
; CHECK-NOT: @llvm.memcpy
; CHECK: {{^}}}
define void @constant_short(ptr %d, ptr %s) {
  %e = call ptr @_Z25_cl_async_work_group_copyPU7CLlocalfPU8CLglobalKfm9ocl_event(ptr %d, ptr %s, i64 8, ptr null)
  ret void
}

; CHECK-LABEL: define void @runtime_line(
; CHECK-NOT: is.constant
; CHECK-NOT: shl i64 %{{[0-9]+}}, 6
; CHECK: @llvm.memcpy.p0.p0.i64({{.*}}, i64 32, i1 false)
; CHECK-NOT: @llvm.memcpy
; CHECK: load i32
; CHECK-NEXT: store i32
; CHECK-NOT: @llvm.memcpy
; CHECK: {{^}}}
define void @runtime_line(ptr %d, ptr %s, i64 %n) {
  %e = call ptr @_Z25_cl_async_work_group_copyPU7CLlocalfPU8CLglobalKfm9ocl_event(ptr %d, ptr %s, i64 %n, ptr null)
  ret void
}
