// The flag that says a work-item made a copy of the sequence
// (nvptx_state.ll, __xasync_nv_counted): a kernel with 2D2D copies stores
// it at each of them and reads it in each wait, which then computes N from
// the state and its events (partial waits); a classic copy chained onto a
// 2D2D copy's event is complete at its call (plain loads and stores, no
// cp.async of 4 bytes) and takes no sequence number.  Kernels without
// 2D2D/3D3D copies have neither flag nor state (elements.cl).
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=NOCP
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl

// Sixteen bytes, 16-byte aligned: a kernel's byte arrays placed after it
// keep their alignment (nvptx_state.ll).
// CHECK-DAG: .shared .align 16 .b8 __xasync_nv_counted[16];
// CHECK-DAG: st.shared.{{[bu](8|32)}} [__xasync_nv_counted], 1;
// CHECK-DAG: ld.shared.{{[bu](8|32)}} {{%[a-z]+[0-9]+}}, [__xasync_nv_counted];
// CHECK-DAG: cp.async.wait_group {{[1-7]}};
// CHECK-DAG: ld.global.b32
// CHECK-DAG: st.shared.b32
// NOCP-NOT: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;
kernel void mixed(global const float4 *in, global const int *extra,
                  global float4 *out, int tiles) {
  local float4 buf[2][256];
  local int side[2][64];
  event_t ev[2];
  ev[0] = async_work_group_copy_2D2D(buf[0], 0, in, 0, 16, 64, 4, 64, 64, 0);
  ev[0] = async_work_group_copy(side[0], extra, 64, ev[0]);
  for (int k = 0; k < tiles; ++k) {
    if (k + 1 < tiles) {
      ev[(k + 1) & 1] = async_work_group_copy_2D2D(
          buf[(k + 1) & 1], 0, in, (k + 1) * 256, 16, 64, 4, 64, 64, 0);
      ev[(k + 1) & 1] = async_work_group_copy(
          side[(k + 1) & 1], extra + 64 * (k + 1), 64, ev[(k + 1) & 1]);
    }
    wait_group_events(1, &ev[k & 1]);
    out[k * 256 + get_local_id(0)] =
        buf[k & 1][get_local_id(0)] * (float)side[k & 1][get_local_id(0) & 63];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
