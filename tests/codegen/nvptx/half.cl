// Half copies on nvptx.  clang's nvptx target leaves cl_khr_fp16 off, so
// the nvptx libraries are built with it on (-cl-ext=+cl_khr_fp16 in
// generic/targets.cmake and nvptx/targets.cmake): a kernel that turns it on
// gets the half overloads xasync.h declares for it, inlined like every
// other gentype's.  Before, its PTX declared them as .func prototypes with
// no body, which ptxas refuses ("Unresolved extern function").  A half
// copy is the ushort copy (which conformance runs on the device): the same
// kernels with ushort for half compile to the same PTX, names aside.
// REQUIRES: lib-nvptx64--nvidiacl, lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -Xclang -cl-ext=+cl_khr_fp16 -O3 -S %s -o %t90.ptx
// RUN: FileCheck %s --input-file %t90.ptx
// RUN: sed -e 's/half/ushort/g' -e '/pragma/d' %s > %t.ushort.cl
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %t.ushort.cl -o %t90u.ptx
// RUN: sed -e 's/half/ushort/g' %t90.ptx > %t90h.ptx
// RUN: diff %t90h.ptx %t90u.ptx
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -Xclang -cl-ext=+cl_khr_fp16 -O3 -S %s -o %t80.ptx
// RUN: FileCheck %s --input-file %t80.ptx
// RUN: %{xasync+libclc:nvptx64--nvidiacl} -march=sm_70 -Xclang -cl-ext=+cl_khr_fp16 -O3 -S %s -o %t70.ptx
// RUN: FileCheck %s --input-file %t70.ptx

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// CHECK-NOT: {{_Z[0-9]+(async_work_group_(strided_)?copy|prefetch)}}
// CHECK: .entry half_round_trip(
// CHECK-NOT: {{_Z[0-9]+(async_work_group_(strided_)?copy|prefetch)}}
// CHECK: .entry half_vectors(
// CHECK-NOT: {{_Z[0-9]+(async_work_group_(strided_)?copy|prefetch)}}

// Every half entry point the header declares: the contiguous and strided
// copies in both directions, and prefetch.
kernel void half_round_trip(global half *out, global const half *in,
                            local half *tmp, uint n, uint stride) {
  const size_t g = get_group_id(0);
  event_t e = async_work_group_copy(tmp, in + g * n, n, 0);
  e = async_work_group_strided_copy(tmp + n, in + g * n * stride, n, stride, e);
  wait_group_events(1, &e);
  prefetch(in + (g + 1) * n, n);
  event_t o[2];
  o[0] = async_work_group_copy(out + g * n, tmp, n, 0);
  o[1] = async_work_group_strided_copy(out + g * n * stride + 1, tmp + n, n,
                                       stride, 0);
  wait_group_events(2, o);
}

// Half vectors: 4, 8 and 16 bytes an element.
kernel void half_vectors(global half2 *a, global half4 *b, global half8 *c,
                         local half2 *la, local half4 *lb, local half8 *lc,
                         uint n) {
  event_t e[3];
  e[0] = async_work_group_copy(la, a, n, 0);
  e[1] = async_work_group_copy(lb, b, n, 0);
  e[2] = async_work_group_strided_copy(lc, c, n, 2, 0);
  wait_group_events(3, e);
  event_t f = async_work_group_copy(a + n, la, n, 0);
  f = async_work_group_copy(b + n, lb, n, f);
  f = async_work_group_copy(c + n, lc, n, f);
  wait_group_events(1, &f);
}
