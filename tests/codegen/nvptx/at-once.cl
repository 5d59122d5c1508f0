// Copies a kernel waits for at once (nvptx/copy_engine.cl, the hooks
// copy_waited and copy_end; nvptx/pass/private_state.cpp, AtOnce): with the
// pass plugin, a copy into local memory from whose end every path reaches a
// full wait (cp.async.wait_group 0) before any other memory operation, or
// moves nothing on the way, and with no cp.async in flight where it starts,
// moves with plain loads and stores where its group is one work-item and
// it has more elements than work-items, at most 128 bytes (tests made at
// run time).  The test of the group's size
// stays beside the cp.async path (clang does not fold get_local_size from
// reqd_work_group_size), so the plain path shows as the shared stores of
// an int4 (16 bytes) or int copy, which the cp.async path does not make.
// Not waited at once: a copy followed by a load before its wait (work it
// overlaps), a double-buffered loop's copies (the fetch of the next tile
// is followed by the wait for the current one, but the current one is in
// flight), a copy in a helper left out of line (its return goes back to
// work), one whose wait may leave it in flight (a wait on a 2D2D's counted
// event: its N is not known yet).  pocl's binary-program kernel waits
// inside its loop's first step and skips the loop when it copies nothing:
// waited at once.  A copy of one element per work-item waited at once
// keeps cp.async.  Without the plugin no copy has the plain path.
// REQUIRES: nvptx-state-plugin, lib-sm_90-nvptx64--nvidiacl, lib-sm_80-nvptx64--nvidiacl
// RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t90.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: FileCheck %s --input-file %t90.ptx
// RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t80.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: FileCheck %s --input-file %t80.ptx
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90n.ptx
// RUN: FileCheck %s --input-file %t90n.ptx --check-prefix=NOPLUGIN

// VERBOSE-DAG: __clang_ocl_kern_imp_one_copy_wait: 1 of 1 copies waited at once
// VERBOSE-DAG: __clang_ocl_kern_imp_copy_wait: 1 of 1 copies waited at once
// VERBOSE-DAG: __clang_ocl_kern_imp_load_between: 0 of 1 copies waited at once
// VERBOSE-DAG: __clang_ocl_kern_imp_double_buffer: 0 of 3 copies waited at once
// VERBOSE-DAG: __clang_ocl_kern_imp_first_step: 1 of 1 copies waited at once
// VERBOSE-DAG: fetch: 0 of 1 copies waited at once
// VERBOSE-DAG: __clang_ocl_kern_imp_partial_wait: 0 of 1 copies waited at once

// Copy then wait: the plain path (16-byte shared stores) beside cp.async.
// CHECK-LABEL: .func __clang_ocl_kern_imp_one_copy_wait(
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK-DAG: ld.global.v4.b32
// CHECK-DAG: st.shared.v4.b32
// CHECK-DAG: cp.async.wait_group 0;
// NOPLUGIN-LABEL: .func __clang_ocl_kern_imp_one_copy_wait(
// NOPLUGIN-NOT: st.shared.v4
// NOPLUGIN: cp.async.wait_group 0;
__attribute__((reqd_work_group_size(1, 1, 1)))
kernel void one_copy_wait(global const int4 *src, local int4 *buf,
                          global int4 *dst, uint n) {
  event_t e = async_work_group_copy(buf, src, n, 0);
  wait_group_events(1, &e);
  for (uint i = 0; i < n; ++i)
    dst[i] = buf[i] + 1;
}

// One element, waited at once: one cp.async, no plain move.
// CHECK-LABEL: .func __clang_ocl_kern_imp_copy_wait(
// CHECK-NOT: st.shared
// CHECK: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;
// CHECK-NOT: st.shared
// CHECK: ret;
kernel void copy_wait(global const int *src, local int *buf, global int *dst) {
  event_t e = async_work_group_copy(buf, src + get_group_id(0), 1, 0);
  wait_group_events(1, &e);
  dst[get_global_id(0)] = buf[0];
}

// A load between the copy and its wait: the copy overlaps it.
// CHECK-LABEL: .func __clang_ocl_kern_imp_load_between(
// CHECK-NOT: st.shared.v4
// CHECK: cp.async.wait_group 0;
__attribute__((reqd_work_group_size(1, 1, 1)))
kernel void load_between(global const int4 *src, local int4 *buf,
                         global int4 *dst, global const int4 *more, uint n) {
  event_t e = async_work_group_copy(buf, src, n, 0);
  int4 m = more[0];
  wait_group_events(1, &e);
  for (uint i = 0; i < n; ++i)
    dst[i] = buf[i] + m;
}

// Double buffering in a group of one, events in an array: the first
// tile's copy is followed by a store, the copy after the compute by the
// next step's store; the fetch of the next tile by the wait for the
// current one, which is in flight.
// CHECK-LABEL: .func __clang_ocl_kern_imp_double_buffer(
// CHECK: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;
// CHECK: ret;
__attribute__((reqd_work_group_size(1, 1, 1)))
kernel void double_buffer(global const int *src, local int *a, local int *b,
                          global int *dst, uint steps, uint n) {
  event_t ev[2];
  ev[0] = async_work_group_copy(a, src, n, 0);
  for (uint s = 0; s < steps; ++s) {
    local int *cur = (s & 1) ? b : a;
    local int *next = (s & 1) ? a : b;
    dst[s] = 0;
    if (s + 1 < steps)
      ev[(s + 1) & 1] = async_work_group_copy(next, src + (s + 1) * n, n, 0);
    wait_group_events(1, &ev[s & 1]);
    int acc = 0;
    for (uint i = 0; i < n; ++i)
      acc += cur[i];
    dst[s] = acc;
    ev[s & 1] = async_work_group_copy(cur, src + s * n, n, 0);
  }
  wait_group_events(2, ev);
}

// pocl's test_program_from_binary_with_local_1_1_1: the wait in the
// loop's first step; no loop where the count is 0, and then the copy
// moved nothing.
// CHECK-LABEL: .func __clang_ocl_kern_imp_first_step(
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK-DAG: st.shared.v4.b32
__attribute__((reqd_work_group_size(1, 1, 1)))
kernel void first_step(global uint *buffer, local uint4 *in4, uint vec_size) {
  local uint *in = (local uint *)in4;
  event_t r = async_work_group_copy(in, buffer, vec_size, 0);
  for (uint i = 0; i < vec_size; i++) {
    if (i == 0)
      wait_group_events(1, &r);
    in[i]++;
  }
  event_t w = async_work_group_copy(buffer, in, vec_size, 0);
  wait_group_events(1, &w);
}

// A copy in a helper left out of line: its return goes back to the
// caller's work.
// CHECK-LABEL: .func (.param .b64 func_retval0) fetch(
// CHECK: cp.async.ca.shared.global
__attribute__((noinline)) event_t fetch(local int4 *buf, global const int4 *src,
                                        uint n) {
  return async_work_group_copy(buf, src, n, 0);
}
__attribute__((reqd_work_group_size(1, 1, 1)))
kernel void helper(global const int4 *src, local int4 *buf, global int4 *dst,
                   uint n) {
  event_t e = fetch(buf, src, n);
  wait_group_events(1, &e);
  dst[0] = buf[0];
}

// A wait on a 2D2D's counted event with the classic copy made after it in
// flight: the wait's N comes later, and the copy is not waited at once.
// CHECK-LABEL: .func __clang_ocl_kern_imp_partial_wait(
// CHECK-NOT: st.shared.v4
// CHECK: ret;
__attribute__((reqd_work_group_size(1, 1, 1)))
kernel void partial_wait(global const int4 *src, local int4 *a, local int4 *b,
                         global int4 *dst, uint n) {
  event_t ea =
      async_work_group_copy_2D2D(a, 0, src, 0, sizeof(int4), 4, 4, 8, 4, 0);
  event_t eb = async_work_group_copy(b, src, n, 0);
  wait_group_events(1, &ea);
  dst[0] = a[0];
  wait_group_events(1, &eb);
  dst[1] = b[0];
}
