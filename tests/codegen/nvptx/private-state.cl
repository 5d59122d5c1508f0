// The pass plugin (nvptx/pass/private_state.cpp) keeps the copy state and
// the kernel's arrays of events in registers: with it, no kernel names the
// state's shared words, no warp barrier protects them, and no kernel has a
// stack frame (the events array indexed by the step lived there); without
// it the same kernels keep the shared state (the plugin is what removes
// it).  Three kernels: a double-buffered loop with its events in an array
// indexed by the step, a helper left out of line that starts the copies
// (the plugin inlines it into its kernels), and 3D copies to global memory
// (on sm_90 the bulk path, which marks the state).  With the plugin the
// double-buffered kernel's wait has neither of the tests its events and
// state need in general (nvptx_hooks.ll): whether the event is a counted
// one (`and -8`, `== 256`: every event it waits on is) and the sm_90 bulk
// mark (`and 4096`: the kernel sets none); without it both stay.  Each
// wait's N is known at compile time with the plugin (its interpreter,
// nvptx_hooks.ll's wait_n): the synchronous loop (sync_steps: copy, wait)
// waits with one `cp.async.wait_group 0`, the double-buffered one with
// `wait_group 2` after a fetch and `wait_group 0` in its last step (which
// fetches nothing), neither with a branch over N; without the plugin the
// branch over N is there (`wait_group 7`).  With
// XASYNC_NVPTX_STATE_VERBOSE set the plugin says which waits' N it folded,
// and nothing of keeping the state shared.
// REQUIRES: nvptx-state-plugin, lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t90.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: FileCheck %s --input-file %t90.ptx --check-prefixes=CHECK,BULK
// RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t80.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: FileCheck %s --input-file %t80.ptx
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90s.ptx
// RUN: FileCheck %s --input-file %t90s.ptx --check-prefix=SHARED

// VERBOSE-NOT: state kept shared
// VERBOSE-DAG: __clang_ocl_kern_imp_db_array: 1 of 1 waits' N at compile time
// VERBOSE-DAG: __clang_ocl_kern_imp_sync_steps: 1 of 1 waits' N at compile time
// VERBOSE-NOT: state kept shared

// CHECK-NOT: __xasync_nv_wi_state
// CHECK-NOT: __xasync_nv_counted
// CHECK-NOT: bar.warp.sync
// CHECK-NOT: __local_depot
// CHECK-LABEL: .func __clang_ocl_kern_imp_db_array(
// CHECK-NOT: call{{.*}}start_tile
// CHECK: cp.async.commit_group
// CHECK-NOT: and.b32 {{.*}}, -8;
// CHECK-NOT: and.b32 {{.*}}, 4096;
// CHECK-NOT: setp.eq.b32 {{.*}}, 256;
// CHECK-NOT: wait_group 7;
// CHECK-DAG: cp.async.wait_group 2;
// CHECK-DAG: cp.async.wait_group 0;
// CHECK-NOT: wait_group 7;
// CHECK-LABEL: .func __clang_ocl_kern_imp_sync_steps(
// CHECK-NOT: wait_group 7;
// CHECK: cp.async.wait_group 0;
// CHECK-NOT: wait_group 7;
// CHECK-LABEL: .func __clang_ocl_kern_imp_to_global_3d(
// BULK: call.uni __xasync_nv_to_global_bulk,
// BULK: cp.async.bulk.wait_group 0;
// CHECK-NOT: __xasync_nv_wi_state
// CHECK-NOT: bar.warp.sync
// CHECK-NOT: __local_depot

// SHARED: .shared .align 4 .b8 __xasync_nv_wi_state[64];
// SHARED-LABEL: .func __clang_ocl_kern_imp_db_array(
// SHARED-DAG: bar.warp.sync -1;
// SHARED-DAG: and.b32 {{.*}}, -8;
// SHARED-DAG: and.b32 {{.*}}, 4096;
// SHARED: cp.async.wait_group 2;
// SHARED-LABEL: .func __clang_ocl_kern_imp_sync_steps(
// SHARED: cp.async.wait_group 7;

#define TILE 64

// Left out of line: the plugin inlines it into its kernels.
__attribute__((noinline)) event_t start_tile(__local float *dst,
                                             const __global float *src,
                                             size_t pitch, event_t e) {
  e = async_work_group_copy_2D2D(dst, 0, src, 0, sizeof(float), TILE / 4,
                                 TILE / 4, pitch, TILE / 4, e);
  return async_work_group_copy_2D2D(dst + TILE, 0, src + TILE / 4, 0,
                                    sizeof(float), TILE / 4, TILE / 4, pitch,
                                    TILE / 4, e);
}

kernel void db_array(global const float *src, global float *dst, uint steps,
                     uint pitch) {
  __local float tiles[2][2 * TILE];
  event_t ev[2];
  ev[0] = start_tile(tiles[0], src, pitch, 0);
  float acc = 0;
  for (uint s = 0; s < steps; ++s) {
    if (s + 1 < steps)
      ev[(s + 1) & 1] = start_tile(tiles[(s + 1) & 1], src + (s + 1) * TILE,
                                   pitch, 0);
    wait_group_events(1, &ev[s & 1]);
    acc += tiles[s & 1][get_local_id(0) % (2 * TILE)];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  dst[get_global_id(0)] = acc;
}

kernel void sync_steps(global const float *src, global float *dst, uint steps,
                       uint pitch) {
  __local float tile[TILE];
  float acc = 0;
  for (uint s = 0; s < steps; ++s) {
    event_t e = async_work_group_copy_2D2D(tile, 0, src + s * TILE, 0,
                                           sizeof(float), TILE / 4, 4, pitch,
                                           TILE / 4, 0);
    wait_group_events(1, &e);
    acc += tile[get_local_id(0) % TILE];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  dst[get_global_id(0)] = acc;
}

// Rows of 1 KiB (64 float4s), 16-byte aligned: sm_90's bulk path.
kernel void to_global_3d(global float4 *dst, uint n) {
  __local float4 cube[4 * 4 * 64];
  for (uint i = get_local_id(0); i < 4 * 4 * 64; i += get_local_size(0))
    cube[i] = (float4)(i);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy_3D3D(dst, 0, cube, 0, sizeof(float4), 64,
                                         4, 4, 64, 4 * 64, n, n * 4, 0);
  wait_group_events(1, &e);
}
