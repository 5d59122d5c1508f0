// Prefetches whose work-item loads their start at once (nvptx/prefetch.cl,
// the hooks prefetch_read and prefetch_end; nvptx/pass/private_state.cpp,
// AtOnce): with the pass plugin, a prefetch from whose end every path
// loads the prefetched address before any other memory operation, or ends
// the kernel, and one path loads it, issues no prefetch where its range is
// at most 256 bytes (a test made at run time: the lines stay behind it).
// Kept: a prefetch of rows that other work-items read (the bench's
// f32_prefetch), one for a later kernel (nothing loads it), one followed
// by another load first, by a barrier, by a copy and its wait, one in a
// helper left out of line (its return goes back to work), and the classic
// prefetch of the next step's data in a loop.  Without the plugin every
// prefetch issues its lines, with no test of the range's size.
// REQUIRES: nvptx-state-plugin, lib-sm_90-nvptx64--nvidiacl, lib-sm_80-nvptx64--nvidiacl
// RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t90.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: FileCheck %s --input-file %t90.ptx
// RUN: env XASYNC_NVPTX_STATE_VERBOSE=1 %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t80.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: FileCheck %s --input-file %t80.ptx
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90n.ptx
// RUN: FileCheck %s --input-file %t90n.ptx --check-prefix=NOPLUGIN

// VERBOSE-DAG: __clang_ocl_kern_imp_read_own: 1 of 1 prefetches read at once
// VERBOSE-DAG: __clang_ocl_kern_imp_read_in_loop: 1 of 1 prefetches read at once
// VERBOSE-DAG: __clang_ocl_kern_imp_rows_for_others: 0 of 1 prefetches read at once
// VERBOSE-DAG: __clang_ocl_kern_imp_warm_up: 0 of 1 prefetches read at once
// VERBOSE-DAG: __clang_ocl_kern_imp_other_load_first: 0 of 1 prefetches read at once
// VERBOSE-DAG: __clang_ocl_kern_imp_barrier_first: 0 of 1 prefetches read at once
// VERBOSE-DAG: __clang_ocl_kern_imp_copy_first: 0 of 1 prefetches read at once
// VERBOSE-DAG: ahead: 0 of 1 prefetches read at once
// VERBOSE-DAG: __clang_ocl_kern_imp_next_step: 0 of 1 prefetches read at once

// The CTS prefetch kernel's shape: each work-item prefetches its own
// elements, then copies them itself.  The lines only where the range is
// longer than 256 bytes (the compare may read 257).
// CHECK-LABEL: .func __clang_ocl_kern_imp_read_own(
// CHECK: setp.{{[a-z]+}}.u64 {{.*}}, {{256|257}};
// CHECK: prefetch.global.L2
// CHECK: ret;
// NOPLUGIN-LABEL: .func __clang_ocl_kern_imp_read_own(
// NOPLUGIN-NOT: setp.{{.*}}, {{256|257}};
// NOPLUGIN: prefetch.global.L2
// NOPLUGIN: ret;
kernel void read_own(global const int4 *src, global int4 *dst, int n) {
  prefetch(src + n * get_global_id(0), n);
  for (int i = 0; i < n; i++)
    dst[get_global_id(0) * n + i] = src[get_global_id(0) * n + i];
}

// Each step prefetches what it reads at once: read at once.
kernel void read_in_loop(global const float *src, global float *dst,
                         uint steps, uint pitch) {
  float s = 0;
  for (uint i = 0; i < steps; ++i) {
    prefetch(src + i * pitch + get_global_id(0), 4);
    s += src[i * pitch + get_global_id(0)];
  }
  dst[get_global_id(0)] = s;
}

// The bench's f32_prefetch: a work-item's row, read by the group.
// CHECK-LABEL: .func __clang_ocl_kern_imp_rows_for_others(
// CHECK-NOT: setp.{{.*}}, {{256|257}};
// CHECK: prefetch.global.L2
// CHECK: ret;
kernel void rows_for_others(global const float *src, global float *dst,
                            uint pitch) {
  for (size_t l = get_local_id(0); l < 64; l += get_local_size(0))
    prefetch(src + l * pitch, 64);
  for (size_t i = get_local_id(0); i < 64 * 64; i += get_local_size(0))
    dst[i / 64 * pitch + i % 64] = src[i / 64 * pitch + i % 64];
}

// For a later kernel: nothing here loads it.
kernel void warm_up(global const float *src, uint n) {
  prefetch(src + get_global_id(0) * n, n);
}

kernel void other_load_first(global const float *src, global const float *b,
                             global float *dst, uint n) {
  const size_t g = get_global_id(0);
  prefetch(src + g * n, n);
  dst[g] = b[g] + src[g * n];
}

kernel void barrier_first(global const float *src, global float *dst,
                          uint n) {
  const size_t g = get_global_id(0);
  prefetch(src + g * n, n);
  barrier(CLK_LOCAL_MEM_FENCE);
  dst[g] = src[g * n];
}

kernel void copy_first(global const float *src, global const float *b,
                       local float *buf, global float *dst, uint n) {
  const size_t g = get_global_id(0);
  prefetch(src + g * n, n);
  event_t e = async_work_group_copy(buf, b, 64, 0);
  wait_group_events(1, &e);
  dst[g] = src[g * n] + buf[get_local_id(0)];
}

// A helper left out of line: its return goes back to the caller's work.
__attribute__((noinline)) void ahead(global const float *p, uint n) {
  prefetch(p, n);
}
kernel void helper(global const float *src, global float *dst, uint n) {
  const size_t g = get_global_id(0);
  ahead(src + g * n, n);
  dst[g] = src[g * n];
}

// The classic use: the next step's data prefetched while this step's is
// read.
kernel void next_step(global const float *src, global float *dst,
                      uint steps, uint pitch) {
  float s = 0;
  for (uint i = 0; i < steps; ++i) {
    prefetch(src + (i + 1) * pitch + get_global_id(0), 4);
    s += src[i * pitch + get_global_id(0)];
  }
  dst[get_global_id(0)] = s;
}
