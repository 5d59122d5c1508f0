; The pass plugin, in a kernel whose state it makes private, splits small
; arrays of pointers (events) indexed at run time into one variable per
; element (selects), which SROA keeps in registers: @k's [2 x ptr] is gone
; and its loads and stores are selects on the index.  Arrays it cannot
; split stay: one whose address escapes (@escapes), one of more than eight
; elements (@large), one read as another type (@punned).  The state word
; itself becomes a value (no global left in @k; the word's loads of the
; warp's index are gone, and the warp barriers marked !xasync.state with
; them, while an unmarked warp barrier stays).
; REQUIRES: nvptx-state-plugin
; RUN: %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-private-state -S %s | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

@__xasync_nv_wi_state = internal addrspace(3) global [32 x i16] poison, align 4

declare void @use(ptr)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NOT: alloca
; CHECK-NOT: __xasync_nv_wi_state
; CHECK: call void @llvm.nvvm.bar.warp.sync(i32 -1){{$}}
; CHECK-NOT: bar.warp.sync
; CHECK: select i1
; CHECK: ret void
define ptx_kernel void @k(i32 %s, ptr %a, ptr %b, ptr addrspace(1) %out) {
  %ev = alloca [2 x ptr], align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %warp = lshr i32 %tid, 5
  %wp = getelementptr inbounds [32 x i16], ptr addrspace(3) @__xasync_nv_wi_state, i32 0, i32 %warp
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !xasync.state !0
  %st = load i16, ptr addrspace(3) %wp, align 2
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !xasync.state !0
  %st2 = add i16 %st, 8192
  store i16 %st2, ptr addrspace(3) %wp, align 2
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store ptr %a, ptr %ev, align 8
  %i = and i32 %s, 1
  %i64 = zext i32 %i to i64
  %slot = getelementptr inbounds ptr, ptr %ev, i64 %i64
  store ptr %b, ptr %slot, align 8
  %j = xor i32 %i, 1
  %j64 = zext i32 %j to i64
  %slot2 = getelementptr inbounds ptr, ptr %ev, i64 %j64
  %e = load ptr, ptr %slot2, align 8
  %bits = ptrtoint ptr %e to i64
  %st3 = zext i16 %st2 to i64
  %r = add i64 %bits, %st3
  store i64 %r, ptr addrspace(1) %out, align 8
  ret void
}

; CHECK-LABEL: define ptx_kernel void @escapes(
; CHECK: alloca [2 x ptr]
define ptx_kernel void @escapes(i32 %s, ptr %a) {
  %ev = alloca [2 x ptr], align 8
  %st = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 2
  store i16 %st, ptr addrspace(3) @__xasync_nv_wi_state, align 2
  %i64 = zext i32 %s to i64
  %slot = getelementptr inbounds ptr, ptr %ev, i64 %i64
  store ptr %a, ptr %slot, align 8
  call void @use(ptr %ev)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @large(
; CHECK: alloca [9 x ptr]
define ptx_kernel void @large(i32 %s, i32 %t, ptr %a, ptr addrspace(1) %out) {
  %ev = alloca [9 x ptr], align 8
  %st = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 2
  store i16 %st, ptr addrspace(3) @__xasync_nv_wi_state, align 2
  %i64 = zext i32 %s to i64
  %slot = getelementptr inbounds ptr, ptr %ev, i64 %i64
  store ptr %a, ptr %slot, align 8
  %j64 = zext i32 %t to i64
  %slot2 = getelementptr inbounds ptr, ptr %ev, i64 %j64
  %e = load ptr, ptr %slot2, align 8
  store ptr %e, ptr addrspace(1) %out, align 8
  ret void
}

; CHECK-LABEL: define ptx_kernel void @punned(
; CHECK: alloca [2 x ptr]
define ptx_kernel void @punned(i32 %s, ptr %a, ptr addrspace(1) %out) {
  %ev = alloca [2 x ptr], align 8
  %st = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 2
  store i16 %st, ptr addrspace(3) @__xasync_nv_wi_state, align 2
  %i64 = zext i32 %s to i64
  %slot = getelementptr inbounds ptr, ptr %ev, i64 %i64
  store ptr %a, ptr %slot, align 8
  %w = load i32, ptr %ev, align 8
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{}
