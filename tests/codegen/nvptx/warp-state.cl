// The copy state is one 16-bit word per warp (nvptx/nvptx_state.ll): a
// 64-byte array, word rank / 32, where each work-item had its own word
// (2 KiB) until 2026-11-27.  Every lane reads the warp's word and writes
// the same values, so every load of it lies between two `bar.warp.sync -1`
// (nvptx/nvptx_async.h says why).  Checked: the one after it, before any
// shared store, barrier, cp.async or call, on every load in three kernels
// (run-time chains, a double-buffered loop, 3D copies); the one before it
// on the first load of rt_chain (LLVM may hoist a load above the barrier
// before it, which is safe: the lane's own last store still precedes it).
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o %t80.ptx
// RUN: FileCheck %s --input-file %t80.ptx --check-prefix=ARRAY
// RUN: awk -f %S/Inputs/warp_state_loads.awk %t80.ptx | FileCheck %s --check-prefix=LOADS
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90.ptx
// RUN: FileCheck %s --input-file %t90.ptx --check-prefix=ARRAY
// RUN: awk -f %S/Inputs/warp_state_loads.awk %t90.ptx | FileCheck %s --check-prefix=LOADS

// ARRAY: .shared .align 4 .b8 __xasync_nv_wi_state[64];
// ARRAY-NOT: __xasync_nv_wi_state[
// The word's index: the rank shifted right by 5.
// ARRAY-LABEL: .func __clang_ocl_kern_imp_rt_chain(
// ARRAY: bar.warp.sync -1;
// ARRAY: shr.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 5;
// ARRAY-NOT: st.shared
// ARRAY: ld.shared.b16
// ARRAY-NOT: st.shared
// ARRAY: bar.warp.sync -1;

// LOADS-NOT: UNSYNCED
// LOADS: loads [[N:[1-9][0-9]*]] synced [[N]]{{$}}

kernel void rt_chain(global const uchar *src, local uchar *tile, ulong so,
                     uint elem, uint w, uint h, ulong sp, uint lp,
                     global uint *out) {
  event_t e = async_work_group_copy_2D2D(tile, 0, src, so, elem, w, h, sp, lp,
                                         0);
  e = async_work_group_copy_2D2D(tile, lp * h, src, so + sp * h, elem, w, h,
                                 sp, lp, e);
  wait_group_events(1, &e);
  e = async_work_group_copy_2D2D((global uchar *)src, so, tile, 0, elem, w, h,
                                 lp, sp, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = 1;
}

kernel void double_buffered(global const float *src, local float *bufs,
                            uint w, uint h, ulong pitch, uint steps,
                            global float *out) {
  event_t ev[2];
  float acc = 0;
  ev[0] = async_work_group_copy_2D2D(bufs, 0, src, 0, sizeof(float), w, h,
                                     pitch, w, 0);
  for (uint s = 0; s < steps; ++s) {
    const uint cur = (s & 1) * w * h, next = w * h - cur;
    if (s + 1 < steps)
      ev[(s + 1) & 1] = async_work_group_copy_2D2D(
          bufs + next, 0, src, (s + 1) * h * pitch, sizeof(float), w, h, pitch,
          w, 0);
    wait_group_events(1, &ev[s & 1]);
    acc += bufs[cur + get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}

kernel void bricks(global const uchar *src, local uchar *brick, uint elem,
                   uint w, uint h, uint d, ulong sp, ulong spl,
                   global uint *out) {
  event_t e = async_work_group_copy_3D3D(brick, 0, src, 0, elem, w, h, d, sp,
                                         spl, w, w * h, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_3D3D((global uchar *)src, spl * d, brick, 0, elem,
                                 w, h, d, w, w * h, sp, spl, e);
  wait_group_events(1, &e);
  out[get_global_id(0)] = 1;
}
