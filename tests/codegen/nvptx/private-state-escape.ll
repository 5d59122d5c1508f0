; The pass plugin keeps the shared state when the state's address is used
; other than by loads and stores (here handed to a call), and says so.  Its
; hooks are then inlined unfolded (@h: the test of a counted event stays
; a test of the frozen bits; no hook call is left).
; REQUIRES: nvptx-state-plugin
; RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-private-state -disable-output %s 2>&1 | FileCheck %s --check-prefix=WHY
; RUN: %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-hooks,xasync-nvptx-private-state -S %s | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; WHY: state kept shared: an address of __xasync_nv_wi_state is used other than by loads and stores

@__xasync_nv_wi_state = internal addrspace(3) global [32 x i16] poison, align 4

declare void @use(ptr addrspace(3))

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: load i16, ptr addrspace(3) @__xasync_nv_wi_state
; CHECK: call void @use(ptr addrspace(3) @__xasync_nv_wi_state)
define ptx_kernel void @k() {
  %v = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %w = add i16 %v, 8192
  store i16 %w, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  call void @use(ptr addrspace(3) @__xasync_nv_wi_state)
  ret void
}

; CHECK-NOT: call i32 @__xasync_nv_wait_event_bits
; CHECK-LABEL: define ptx_kernel void @h(
; CHECK: freeze ptr
; CHECK: icmp eq i{{32|64}}
; CHECK: store i1 %
define ptx_kernel void @h(i32 %n, ptr addrspace(1) %out) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %head ]
  %a = phi ptr [ undef, %entry ], [ %e, %head ]
  %v = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %w = add i16 %v, 8192
  store i16 %w, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %seq = lshr i16 %v, 13
  %s32 = zext i16 %seq to i32
  %b = or i32 %s32, 256
  %b64 = zext i32 %b to i64
  %e = inttoptr i64 %b64 to ptr
  %bits = call i32 @__xasync_nv_wait_event_bits(ptr %a)
  %m = and i32 %bits, -8
  %c = icmp eq i32 %m, 256
  store i1 %c, ptr addrspace(1) %out, align 1
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %head
exit:
  ret void
}

define internal i32 @__xasync_nv_wait_event_bits(ptr %e) #0 {
  %f = freeze ptr %e
  %w = ptrtoint ptr %f to i64
  %b = trunc i64 %w to i32
  ret i32 %b
}

attributes #0 = { alwaysinline nounwind willreturn memory(none) }
