// Two chained copies of constant tile shapes and a wait (a compute
// kernel's step, as in SGEMM): the copy state is loaded once, by the first
// call, and forwarded from there.  The one-chunk path loads the state
// before its cp.async (__xasync_nv_begin, nvptx/nvptx_async.h), the state
// store is the call's last memory access, and the empty asm of the inline
// path touches no memory LLVM can see (nvptx_state.ll), so the second
// call and the wait read the word the first call stored, in registers.
// Until then each call loaded it after its commit, behind its own
// cp.async, and the wait's N waited for that load: on the device SGEMM
// x/twin went 0.894 -> 0.903 (sync) and 0.840 -> 0.851 (double-buffered)
// (docs/results/h100/README.md#state-forward-2026-11-27).  The check: no
// load from local memory between the second call's commit and the wait's
// barrier (the kernel's own tile reads come after the barrier).
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o %t80.ptx
// RUN: FileCheck %s --input-file %t80.ptx
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90.ptx
// RUN: FileCheck %s --input-file %t90.ptx

// CHECK-LABEL: .func __clang_ocl_kern_imp_chain(
// CHECK: cp.async.commit_group;
// CHECK: cp.async.commit_group;
// CHECK-NOT: ld.shared
// CHECK: bar.sync
// CHECK: ret;

// Run-time shapes (any path, out-of-line loops included) and copies that
// may move nothing: the entry hands every call to the engine, empty ones
// too (__XASYNC_ENGINE_TAKES_EMPTY, engine.h), and every call loads the
// state first and stores it last at one address computed before any
// branch, so the three calls and the wait load the word once.  With
// ddacb71's library (an empty copy returned before the engine; other
// paths loaded the word after their copies) this kernel loaded it seven
// times, and the sweep's chains paid a shared load per call
// (docs/results/h100/README.md#state-first-2026-11-27).  The kernel reads
// no local memory, so every ld.shared is the state's.
// CHECK-LABEL: .func __clang_ocl_kern_imp_rt_chain(
// CHECK: ld.shared
// CHECK-NOT: ld.shared
// CHECK: bar.sync
// CHECK-NOT: ld.shared
// CHECK: ret;

kernel void chain(global const float *a, global const float *b,
                  global float *out, uint n) {
  local float4 as[64 * 16 / 4], bs[16 * 64 / 4];
  event_t e = async_work_group_copy_2D2D((local float *)as, 0, a, 0,
                                         sizeof(float), 16, 64, n, 16, 0);
  e = async_work_group_copy_2D2D((local float *)bs, 0, b, 0, sizeof(float),
                                 64, 16, n, 64, e);
  wait_group_events(1, &e);
  out[get_global_id(0)] = ((local float *)as)[get_local_id(0)] *
                          ((local float *)bs)[get_local_id(0)];
}

kernel void rt_chain(global const uchar *src, local uchar *tile, ulong so,
                     uint elem, uint w, uint h, uint h2, ulong sp, uint lp,
                     global uint *out) {
  event_t e = async_work_group_copy_2D2D(tile, 0, src, so, elem, w, h, sp, lp,
                                         0);
  e = async_work_group_copy_2D2D(tile, lp * h, src, so + sp * h, elem, w, h2,
                                 sp, lp, e);
  e = async_work_group_copy_3D3D(tile, lp * (h + h2), src, so + sp * (h + h2),
                                 elem, w, h, h2, sp, sp * h, lp, lp * h, e);
  wait_group_events(1, &e);
  out[get_global_id(0)] = 1;
}
