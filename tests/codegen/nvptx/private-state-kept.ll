; The pass plugin keeps the shared state when a function that touches it
; cannot be inlined into its kernels (here its address is taken), and says
; why with XASYNC_NVPTX_STATE_VERBOSE set; the module is left as it was.
; REQUIRES: nvptx-state-plugin
; RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-private-state -disable-output %s 2>&1 | FileCheck %s --check-prefix=WHY
; RUN: %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-private-state -S %s | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; WHY: state kept shared: function helper uses it and cannot be inlined into its kernels

@__xasync_nv_wi_state = internal addrspace(3) global [32 x i16] poison, align 4
@table = addrspace(1) global ptr @helper

; CHECK: @__xasync_nv_wi_state = internal addrspace(3) global [32 x i16] poison
; CHECK-LABEL: define void @helper(
; CHECK: load i16, ptr addrspace(3) @__xasync_nv_wi_state
; CHECK: store i16 %{{.*}}, ptr addrspace(3) @__xasync_nv_wi_state
define void @helper() {
  %v = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %w = add i16 %v, 8192
  store i16 %w, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call void @helper()
define ptx_kernel void @k() {
  call void @helper()
  ret void
}
