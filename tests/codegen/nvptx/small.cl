// Small copies (nvptx/copy_engine.cl, "Small copies"): a call of run-time
// shape whose chunks, at the common alignment of its rows as the call
// names them, number at most the team calls __xasync_nv_one_to_local or
// __xasync_nv_one_to_global, where each work-item moves its one chunk.
// Before that path a small tile's call paid the merge, the choice among
// the paths and a loop's set-up on every warp: 145-170 SASS instructions
// per warp and call on the sweep's tiles under 1 KiB (sm_90), against
// 25-65 for raw cp.async (docs/nvptx.md, "Small copies").
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o %t80.ptx
// RUN: FileCheck %s --input-file %t80.ptx
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90.ptx
// RUN: FileCheck %s --input-file %t90.ptx

// Both directions of a 2D2D and of a 3D3D round trip reach the small path.
// CHECK-LABEL: .func __clang_ocl_kern_imp_small2d(
// CHECK-DAG: call.uni __xasync_nv_one_to_local,
// CHECK-DAG: call.uni __xasync_nv_one_to_global,
// CHECK: {{^}}}{{$}}
// CHECK-LABEL: .func __clang_ocl_kern_imp_small3d(
// CHECK-DAG: call.uni __xasync_nv_one_to_local,
// CHECK-DAG: call.uni __xasync_nv_one_to_global,
// CHECK: {{^}}}{{$}}

// The path into local memory: the shape's 32-bit row length, row and
// plane counts, the global side's strides (64-bit), the local side's
// (32-bit), the pointers, then the chunk's log2 width and the rank
// (32-bit).  The rank is compared with the chunk count before the first
// division, so a work-item without a chunk returns at once.  Then one
// chunk at the width of the call: cp.async of 16, 8 or 4 bytes, or a
// plain 2- or 1-byte load and store (cp.async has no narrower width), and
// no loop (no backward branch).
// CHECK-LABEL: .func __xasync_nv_one_to_local(
// CHECK-NEXT: .param .b32 __xasync_nv_one_to_local_param_0,
// CHECK-NEXT: .param .b32 __xasync_nv_one_to_local_param_1,
// CHECK-NEXT: .param .b32 __xasync_nv_one_to_local_param_2,
// CHECK-NEXT: .param .b64 __xasync_nv_one_to_local_param_3,
// CHECK-NEXT: .param .b64 __xasync_nv_one_to_local_param_4,
// CHECK-NEXT: .param .b32 __xasync_nv_one_to_local_param_5,
// CHECK-NEXT: .param .b32 __xasync_nv_one_to_local_param_6,
// CHECK: .param .b32 __xasync_nv_one_to_local_param_{{[0-9]+}},
// CHECK-NEXT: .param .b32 __xasync_nv_one_to_local_param_{{[0-9]+}}{{$}}
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK-NOT: div.u32
// CHECK: setp.{{ge|lt|le|gt}}.u32
// CHECK-NOT: div.u32
// CHECK: @%p{{[0-9]+}} bra
// CHECK: div.u32
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 8;
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;
// CHECK-DAG: ld.global.b16
// CHECK-DAG: ld.global.b8
// CHECK: {{^}}}{{$}}

// Into global memory: plain stores of the chunk's width, the same rank
// test before the first division.
// CHECK-LABEL: .func __xasync_nv_one_to_global(
// CHECK-NOT: div.u32
// CHECK: setp.{{ge|lt|le|gt}}.u32
// CHECK-NOT: div.u32
// CHECK: @%p{{[0-9]+}} bra
// CHECK: div.u32
// CHECK-DAG: st.global.v4.b32
// CHECK-DAG: st.global.v2.b32
// CHECK-DAG: st.global.b32
// CHECK-DAG: st.global.b16
// CHECK-DAG: st.global.b8
// CHECK: {{^}}}{{$}}

kernel void small2d(global const uchar *src, global uchar *dst, uint elem,
                    uint w, uint h, ulong pitch, uint lp) {
  local uint4 tile_[64];
  local uchar *const tile = (local uchar *)tile_;
  event_t e = async_work_group_copy_2D2D(tile, 1, src, 3, elem, w, h, pitch,
                                         lp, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_2D2D(dst, 5, tile, 1, elem, w, h, lp, pitch, 0);
  wait_group_events(1, &e);
}

kernel void small3d(global const uchar *src, global uchar *dst, uint elem,
                    uint w, uint h, uint d, ulong pitch, ulong area, uint lp,
                    uint la) {
  local uint4 tile_[64];
  local uchar *const tile = (local uchar *)tile_;
  event_t e = async_work_group_copy_3D3D(tile, 0, src, 0, elem, w, h, d, pitch,
                                         area, lp, la, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_3D3D(dst, 0, tile, 0, elem, w, h, d, lp, la, pitch,
                                 area, 0);
  wait_group_events(1, &e);
}
