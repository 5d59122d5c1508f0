// scripts/sass.sh: a kernel's PTX assembled and disassembled, one
// instruction a line under its function's name: the 16-byte cp.async of a
// copy into local memory is an LDGSTS.E.128, its wait a DEPBAR, and the
// second kernel is left out when one is named.
// REQUIRES: ptxas, sass-tools, lib-sm_90-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t.ptx
// RUN: env PTXAS=%ptxas XASYNC_SASS_TOOLS=%sass_tools bash %sass %t.ptx | FileCheck %s
// RUN: env PTXAS=%ptxas XASYNC_SASS_TOOLS=%sass_tools bash %sass %t.ptx other | FileCheck %s --check-prefix=ONE
// CHECK-DAG: Function : tile
// CHECK-DAG: Function : other
// CHECK-DAG: LDGSTS.E.128
// CHECK-DAG: DEPBAR
// ONE: Function : other
// ONE-NOT: Function : tile
// ONE-NOT: LDGSTS

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void tile(global const float4 *in, global float4 *out) {
  local float4 t[256];
  event_t e = async_work_group_copy(t, in + 256 * get_group_id(0), 256, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = t[get_local_id(0)] * 2.0f;
}

kernel void other(global float *out) { out[get_global_id(0)] = 1.0f; }
