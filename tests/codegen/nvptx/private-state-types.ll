; The pass plugin keeps the shared state when the state is read or written
; as more than one type: its private copy is one word of one type, so an
; access of another width (here a 32-bit load beside the 16-bit word's)
; keeps the module as it was, and the plugin says why.
; REQUIRES: nvptx-state-plugin
; RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-private-state -disable-output %s 2>&1 | FileCheck %s --check-prefix=WHY
; RUN: %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-private-state -S %s | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; WHY: state kept shared: an address of __xasync_nv_wi_state is used other than by loads and stores of one type

@__xasync_nv_wi_state = internal addrspace(3) global [32 x i16] poison, align 4

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: load i16, ptr addrspace(3) @__xasync_nv_wi_state
; CHECK: store i16 %{{.*}}, ptr addrspace(3) @__xasync_nv_wi_state
; CHECK: load i32, ptr addrspace(3) @__xasync_nv_wi_state
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %v = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %w = add i16 %v, 8192
  store i16 %w, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %x = load i32, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}
