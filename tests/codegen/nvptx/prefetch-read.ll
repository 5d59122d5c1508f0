; Prefetches read at once (nvptx/pass/private_state.cpp, AtOnce), on IR
; the clang tests do not make: what "the same address" takes on a path from
; the prefetch's end (prefetch_end).
;   @pointer_phi: a loop that steps a pointer from the prefetched one (its
;     phi takes the prefetched pointer on the path's edge): read at once;
;   @pointer_phi_next: the same loop's phi started one element on: not;
;   @redefined: the prefetched pointer is computed again (its block runs
;     again on the path) before the load that names it: that load reads
;     the next step's address, not the prefetched one: not;
;   @stable: the load names the prefetched pointer, whose block does not
;     run again: read at once;
;   @store_first: a store before the load: not.
; Each verdict is 1 where read at once, else the hook's plain 0 (printed
; per function with XASYNC_NVPTX_STATE_VERBOSE=1); the hooks are gone.
; REQUIRES: nvptx-state-plugin
; RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-hooks,xasync-nvptx-private-state -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=VERBOSE
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --input-file %t.ll --check-prefix=NOHOOK
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; VERBOSE-DAG: pointer_phi: 1 of 1 prefetches read at once
; VERBOSE-DAG: pointer_phi_next: 0 of 1 prefetches read at once
; VERBOSE-DAG: redefined: 0 of 1 prefetches read at once
; VERBOSE-DAG: stable: 1 of 1 prefetches read at once
; VERBOSE-DAG: store_first: 0 of 1 prefetches read at once

; NOHOOK-NOT: call {{.*}}__xasync_nv_prefetch_
; NOHOOK-NOT: __xasync_nv_hook

define internal i32 @__xasync_nv_prefetch_read(ptr addrspace(1) %p, i64 %bytes) #0 {
  ret i32 0
}

define internal void @__xasync_nv_prefetch_end(i32 %read) #1 {
  ret void
}

; CHECK-LABEL: define ptx_kernel void @pointer_phi(
; CHECK: store i32 1, ptr addrspace(1) %flag
define ptx_kernel void @pointer_phi(ptr addrspace(1) %src, ptr addrspace(1) %dst,
                                    ptr addrspace(1) %flag, i64 %off, i64 %n) {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %src, i64 %off
  %r = call i32 @__xasync_nv_prefetch_read(ptr addrspace(1) %p, i64 64)
  store i32 %r, ptr addrspace(1) %flag, align 4
  call void @__xasync_nv_prefetch_end(i32 %r)
  br label %loop
loop:
  %q = phi ptr addrspace(1) [ %p, %entry ], [ %q1, %loop ]
  %d = phi ptr addrspace(1) [ %dst, %entry ], [ %d1, %loop ]
  %v = load i32, ptr addrspace(1) %q, align 4
  store i32 %v, ptr addrspace(1) %d, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 1
  %d1 = getelementptr inbounds i32, ptr addrspace(1) %d, i64 1
  %end = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %n
  %more = icmp ult ptr addrspace(1) %q1, %end
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @pointer_phi_next(
; CHECK: store i32 0, ptr addrspace(1) %flag
define ptx_kernel void @pointer_phi_next(ptr addrspace(1) %src, ptr addrspace(1) %dst,
                                         ptr addrspace(1) %flag, i64 %off, i64 %n) {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %src, i64 %off
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  %r = call i32 @__xasync_nv_prefetch_read(ptr addrspace(1) %p, i64 64)
  store i32 %r, ptr addrspace(1) %flag, align 4
  call void @__xasync_nv_prefetch_end(i32 %r)
  br label %loop
loop:
  %q = phi ptr addrspace(1) [ %p1, %entry ], [ %q1, %loop ]
  %v = load i32, ptr addrspace(1) %q, align 4
  store i32 %v, ptr addrspace(1) %dst, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 1
  %end = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %n
  %more = icmp ult ptr addrspace(1) %q1, %end
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; The first step prefetches p(0); the path goes back to %head, where p is
; computed again (p(1)), and to %use, which loads that.
; CHECK-LABEL: define ptx_kernel void @redefined(
; CHECK: store i32 0, ptr addrspace(1) %flag
define ptx_kernel void @redefined(ptr addrspace(1) %src, ptr addrspace(1) %dst,
                                  ptr addrspace(1) %flag) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i1, %fetch ]
  %first = phi i1 [ true, %entry ], [ false, %fetch ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %src, i64 %i
  br i1 %first, label %fetch, label %use
fetch:
  %r = call i32 @__xasync_nv_prefetch_read(ptr addrspace(1) %p, i64 64)
  store i32 %r, ptr addrspace(1) %flag, align 4
  call void @__xasync_nv_prefetch_end(i32 %r)
  %i1 = add i64 %i, 1
  br label %head
use:
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @stable(
; CHECK: store i32 1, ptr addrspace(1) %flag
define ptx_kernel void @stable(ptr addrspace(1) %src, ptr addrspace(1) %dst,
                               ptr addrspace(1) %flag, i64 %i, i1 %c) {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %src, i64 %i
  br i1 %c, label %fetch, label %exit
fetch:
  %r = call i32 @__xasync_nv_prefetch_read(ptr addrspace(1) %p, i64 64)
  store i32 %r, ptr addrspace(1) %flag, align 4
  call void @__xasync_nv_prefetch_end(i32 %r)
  br label %use
use:
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %dst, align 4
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @store_first(
; CHECK: store i32 0, ptr addrspace(1) %flag
define ptx_kernel void @store_first(ptr addrspace(1) %src, ptr addrspace(1) %dst,
                                    ptr addrspace(1) %flag, i64 %i) {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %src, i64 %i
  %r = call i32 @__xasync_nv_prefetch_read(ptr addrspace(1) %p, i64 64)
  store i32 %r, ptr addrspace(1) %flag, align 4
  call void @__xasync_nv_prefetch_end(i32 %r)
  store i32 0, ptr addrspace(1) %dst, align 4
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

attributes #0 = { alwaysinline nounwind willreturn memory(none) }
attributes #1 = { alwaysinline nounwind willreturn }
