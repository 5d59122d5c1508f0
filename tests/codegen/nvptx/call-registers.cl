// Run-time 3D3D copies (the sweep's kernels: docs/bench.md, "Sweep"):
// what the kernel holds around the copy calls.  ptxas gives a kernel the
// registers of its deepest call path, the caller's live values plus the
// callee's, so three things keep that path short:
//  - a 3D3D call never inlines the 2D 16-byte loops (a shape that merges
//    to one plane at run time calls __xasync_nv_to_*_16): only 2D2D and
//    the classic copies, whose one plane is known at the call (`flat`,
//    include/xasync/internal/entry.h), keep them inline;
//  - the out-of-line paths take the row length, row and plane counts,
//    the local side's strides, the team and the rank as 32-bit values;
//  - a work-item with no chunk in the copy returns before its loop's
//    set-up (no division on that path).
// With 6cfb6d1's library ptxas gave the sweep's 3D kernel 56 registers
// on sm_90 (raw cp.async: 22), so an SM held half as many small
// work-groups; now 32 (docs/results/h100/README.md#call-registers-2026-11-27).
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o %t80.ptx
// RUN: FileCheck %s --input-file %t80.ptx
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90.ptx
// RUN: FileCheck %s --input-file %t90.ptx

// The kernel: no inline 16-byte cp.async; the 2D and 3D 16-byte loops
// are calls.
// CHECK-LABEL: .func __clang_ocl_kern_imp_rt3d(
// CHECK-NOT: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK-DAG: call.uni __xasync_nv_to_local_16,
// CHECK-DAG: call.uni __xasync_nv_to_local_16_3d,
// CHECK-DAG: call.uni __xasync_nv_to_global_16,
// CHECK-DAG: call.uni __xasync_nv_to_global_16_3d,
// CHECK-NOT: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK: {{^}}}{{$}}

// An out-of-line loop into local memory: row length, rows and planes,
// the global side's two strides (64-bit), the local side's (32-bit),
// the pointers (LLVM may fold the local one: the tile is one array),
// then team and rank, 32-bit; the rank compared with the chunk count
// before the first division.
// CHECK-LABEL: .func __xasync_nv_to_local_16_3d(
// CHECK-NEXT: .param .b32 __xasync_nv_to_local_16_3d_param_0,
// CHECK-NEXT: .param .b32 __xasync_nv_to_local_16_3d_param_1,
// CHECK-NEXT: .param .b32 __xasync_nv_to_local_16_3d_param_2,
// CHECK-NEXT: .param .b64 __xasync_nv_to_local_16_3d_param_3,
// CHECK-NEXT: .param .b64 __xasync_nv_to_local_16_3d_param_4,
// CHECK-NEXT: .param .b32 __xasync_nv_to_local_16_3d_param_5,
// CHECK-NEXT: .param .b32 __xasync_nv_to_local_16_3d_param_6,
// CHECK-NEXT: .param .b64 __xasync_nv_to_local_16_3d_param_7,
// CHECK: .param .b32 __xasync_nv_to_local_16_3d_param_{{[0-9]+}},
// CHECK-NEXT: .param .b32 __xasync_nv_to_local_16_3d_param_{{[0-9]+}}{{$}}
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK-NOT: div.u32
// CHECK: setp.ge.u32
// CHECK-NOT: div.u32
// CHECK: @%p{{[0-9]+}} bra
// CHECK: div.u32

kernel void rt3d(global const uchar *src, global uchar *dst, uint elem,
                 uint w, uint h, uint d, ulong pitch, ulong area, uint lp,
                 uint la) {
  local uint4 tile_[1024];
  local uchar *const tile = (local uchar *)tile_;
  event_t e = async_work_group_copy_3D3D(tile, 0, src, 0, elem, w, h, d, pitch,
                                         area, lp, la, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_3D3D(dst, 0, tile, 0, elem, w, h, d, lp, la, pitch,
                                 area, 0);
  wait_group_events(1, &e);
}
