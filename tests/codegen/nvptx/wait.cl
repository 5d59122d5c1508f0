// wait_group_events on sm_80/sm_90: a partial wait (cp.async.wait_group N
// for every N up to 7, chosen at run time from the events) and then the
// barrier that publishes every work-item's copies.  The double-buffered
// loop keeps its structure: copy of tile k+1 (cp.async + commit), then
// the wait for tile k.
// RUN: %clang -target nvptx64-nvidia-nvcl -march=sm_80 -O3 -include %include/xasync.h -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-sm_80-nvptx64--nvidiacl.bc -S %s -o - | FileCheck %s --check-prefixes=CHECK,SM80
// RUN: %clang -target nvptx64-nvidia-nvcl -march=sm_90 -O3 -include %include/xasync.h -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-sm_90-nvptx64--nvidiacl.bc -S %s -o - | FileCheck %s --check-prefixes=CHECK,SM90
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl

// The state lives in one 128-byte shared array (32 warps x 4 bytes).
// CHECK: .shared .align 4 .b8 __xasync_nv_warp_state[128];
// CHECK-LABEL: .func __clang_ocl_kern_imp_double_buffered(
// CHECK: call.uni {{.*}}_Z26async_work_group_copy_2D2DPU3AS3vmPU3AS1Kvmmmmmm9ocl_event
// CHECK: $L__BB{{[0-9_]+}}:
// CHECK-DAG: call.uni _Z17wait_group_eventsiP9ocl_event
// CHECK-DAG: call.uni {{.*}}_Z26async_work_group_copy_2D2DPU3AS3vmPU3AS1Kvmmmmmm9ocl_event
// CHECK: bra.uni
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

// The wait (emitted before the copy).
// CHECK-LABEL: .func _Z17wait_group_eventsiP9ocl_event(
// CHECK: mov.b64 {{.*}}, __xasync_nv_warp_state;
// CHECK: ld.shared.b32
// CHECK: shfl.sync.idx.b32
// CHECK: brx.idx
// CHECK-DAG: cp.async.wait_group 0;
// CHECK-DAG: cp.async.wait_group 1;
// CHECK-DAG: cp.async.wait_group 2;
// CHECK-DAG: cp.async.wait_group 7;
// SM90-DAG: cp.async.bulk.wait_group 1;
// SM80-NOT: cp.async.bulk
// SM90: fence.proxy.async;
// SM80-NOT: fence.proxy
// CHECK: st.param.b32 [param0], 3;
// CHECK-NEXT: call.uni _Z7barrierj
// CHECK-NEXT: }
// CHECK-NEXT: ret;
// The copy: cp.async chunks then exactly one commit per call.
// CHECK-LABEL: .func {{.*}}_Z26async_work_group_copy_2D2DPU3AS3vmPU3AS1Kvmmmmmm9ocl_event(
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK: cp.async.commit_group;
// CHECK-NOT: cp.async.commit_group;
// SM90: cp.async.bulk.commit_group;
// SM90-NOT: cp.async.bulk.commit_group;
// CHECK: mov.b64 {{.*}}, __xasync_nv_warp_state;
// CHECK: shfl.sync.idx.b32
// CHECK: st.shared.b32
