// wait_group_events on sm_80/sm_90: a partial wait (cp.async.wait_group N
// for every N up to 7, chosen at run time from the events) and the barrier
// that publishes every work-item's copies.  Linked as users link it (xasync
// then libclc), everything inlines into the kernel; the double-buffered
// loop keeps its structure: copy of tile k+1 (cp.async + one commit), then
// the wait for tile k.
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefixes=CHECK,SM80
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefixes=CHECK,SM90
// sm_90: copy calls commit no bulk group (only the bulk path does), and
// work-items marked by bulk copies take a full wait, with the one
// cp.async.bulk.wait_group 0 (ptxas follows each bulk wait with an L1
// invalidation); the others one switch of 8 cp.async waits; and a wait
// whose events are all element copies' (no sequence number, copy_engine.cl)
// one cp.async.wait_group 0 without the state, and a work-item that has
// made no copy of the sequence one more (nvptx_state.ll's flag): 11 in
// all (the blocks may be laid out anywhere in the kernel, so only the
// counts are checked).
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=CP90
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=BULK90
// The switch over N is a tree of compares, not a jump table (brx.idx): the
// libraries are built with -fno-jump-tables, which the kernel inherits
// when they inline (nvptx/targets.cmake says why).
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=WAITS
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=WAITS
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=NOJT
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=NOJT
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl

// No call to the library remains.
// CHECK-NOT: call.uni {{.*}}async_work_group
// CHECK-NOT: call.uni {{.*}}wait_group_events
// CHECK-LABEL: .func __clang_ocl_kern_imp_double_buffered(
// The state: one 64-byte shared array (a 16-bit word per warp, four event
// slots, nvptx_async.h), each lane reading its warp's word: no broadcast
// (warp-state.cl checks the warp barriers around each load).
// CHECK-NOT: shfl.sync
// CHECK: .shared .align 4 .b8 __xasync_nv_wi_state[64];
// Prologue: the copy of tile 0, one commit.
// CHECK: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK: cp.async.commit_group;
// SM90-NOT: cp.async.bulk.commit_group;
// (Blocks of the wait's compare tree may be laid out in between.)
// Loop: the copy of tile k+1 and its single commit come before the wait.
// CHECK: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK: cp.async.commit_group;
// SM90-NOT: cp.async.bulk.commit_group;
// CHECK-NOT: cp.async.commit_group;
// SM80-NOT: cp.async.bulk
// SM80-NOT: fence.proxy
// CHECK-NOT: cp.async.commit_group;
// CHECK: ret;
// The wait's cp.async.wait_group N for every N (its blocks may be laid out
// anywhere in the kernel).
// WAITS-LABEL: .func __clang_ocl_kern_imp_double_buffered(
// WAITS-DAG: cp.async.wait_group 0;
// WAITS-DAG: cp.async.wait_group 1;
// WAITS-DAG: cp.async.wait_group 2;
// WAITS-DAG: cp.async.wait_group 7;
// WAITS: ret;
// CP90-LABEL: .func __clang_ocl_kern_imp_double_buffered(
// CP90-COUNT-11: cp.async.wait_group {{[0-7]}};
// CP90-NOT: cp.async.wait_group
// CP90: ret;
// BULK90-LABEL: .func __clang_ocl_kern_imp_double_buffered(
// BULK90-COUNT-1: cp.async.bulk.wait_group 0;
// BULK90-NOT: cp.async.bulk.wait_group
// BULK90: ret;
// NOJT-LABEL: .func __clang_ocl_kern_imp_double_buffered(
// NOJT-NOT: brx.idx
// NOJT: ret;
kernel void double_buffered(global const float4 *in, global float4 *out,
                            int tiles) {
  local float4 buf[2][256];
  event_t ev[2];
  ev[0] = async_work_group_copy_2D2D(buf[0], 0, in, 0, 16, 64, 4, 64, 64, 0);
  for (int k = 0; k < tiles; ++k) {
    if (k + 1 < tiles)
      ev[(k + 1) & 1] = async_work_group_copy_2D2D(
          buf[(k + 1) & 1], 0, in, (k + 1) * 256, 16, 64, 4, 64, 64, 0);
    wait_group_events(1, &ev[k & 1]);
    out[k * 256 + get_local_id(0)] = buf[k & 1][get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

