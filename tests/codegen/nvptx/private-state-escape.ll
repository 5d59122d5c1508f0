; The pass plugin keeps the shared state when the state's address is used
; other than by loads and stores (here handed to a call), and says so.
; REQUIRES: nvptx-state-plugin
; RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-private-state -disable-output %s 2>&1 | FileCheck %s --check-prefix=WHY
; RUN: %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-private-state -S %s | FileCheck %s
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
