// Copies the DMA instructions cannot do exactly take the generic engine:
// odd element sizes, sub-dword rows, misaligned addresses, and (gfx9,
// whose LDS DMA writes whole waves' worth of lanes) work-groups that are
// not a whole number of waves.  gfx1250's 32-wide waves do divide 96.
// With every alignment known here, no DMA code is left in these kernels;
// with a runtime offset both paths are compiled and chosen at run time.
//
// REQUIRES: lib-gfx90a-amdgcn-amd-amdhsa, lib-gfx942-amdgcn-amd-amdhsa
// REQUIRES: lib-gfx950-amdgcn-amd-amdhsa, lib-gfx1250-amdgcn-amd-amdhsa
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx90a %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx942 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx950 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx1250 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX1250


// 3-byte elements: 15-byte lines.
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void odd_elements(global const uchar4 *g, global uchar *out) {
  local uchar l[3 * 5 * 8] __attribute__((aligned(16)));
  event_t e = async_work_group_copy_2D2D(l, 0, (global const uchar *)g, 0, 3,
                                         5, 8, 7, 5, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = l[get_local_id(0)];
}
// CHECK-LABEL: {{^}}odd_elements:
// CHECK-NOT:   {{global_load_lds|off lds|global_load_async|global_store_async}}
// GFX9:        ds_write_b8
// GFX1250:     ds_store_b8
// CHECK-NOT:   {{global_load_lds|off lds|global_load_async|global_store_async}}
// GFX9:        s_waitcnt vmcnt(0) lgkmcnt(0)
// GFX9-NEXT:   s_barrier
// GFX9-NEXT:   ds_read_u8
// GFX1250:     s_wait_dscnt 0x0
// GFX1250-NEXT: s_barrier_signal -1
// GFX1250-NEXT: s_barrier_wait -1
// GFX1250-NEXT: ds_load_u8
// CHECK-NOT:   {{global_load_lds|off lds|global_load_async|global_store_async}}
// CHECK:       s_endpgm

// 33 ushorts: a 66-byte row.
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void short_row(global const ushort4 *g, global ushort *out) {
  local ushort l[40] __attribute__((aligned(16)));
  event_t e = async_work_group_copy(l, (global const ushort *)g, 33, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = l[get_local_id(0) % 33];
}
// CHECK-LABEL: {{^}}short_row:
// CHECK-NOT:   {{global_load_lds|off lds|global_load_async|global_store_async}}
// GFX9:        ds_write_b16
// GFX1250:     ds_store_b16
// CHECK-NOT:   {{global_load_lds|off lds|global_load_async|global_store_async}}
// CHECK:       s_endpgm

// 64 bytes to an odd LDS address.
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void odd_address(global const uchar4 *g, global uchar *out) {
  local uchar l[80] __attribute__((aligned(16)));
  event_t e = async_work_group_copy(l + 1, (global const uchar *)g, 64, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = l[get_local_id(0) + 1];
}
// CHECK-LABEL: {{^}}odd_address:
// CHECK-NOT:   {{global_load_lds|off lds|global_load_async|global_store_async}}
// GFX9:        ds_write_b8
// GFX1250:     ds_store_b8
// CHECK-NOT:   {{global_load_lds|off lds|global_load_async|global_store_async}}
// CHECK:       s_endpgm

// 96 work-items: one and a half gfx9 waves, three gfx1250 waves.
__attribute__((reqd_work_group_size(96, 1, 1)))
kernel void partial_wave(global const float4 *g, global float *out) {
  local float l[64 * 16] __attribute__((aligned(16)));
  event_t e = async_work_group_copy(l, (global const float *)g, 64 * 16, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = l[get_local_id(0)];
}
// CHECK-LABEL: {{^}}partial_wave:
// GFX9-NOT:    {{global_load_lds|off lds}}
// GFX9:        ds_write_b128
// GFX9-NOT:    {{global_load_lds|off lds}}
// GFX1250-NOT: ds_store
// GFX1250:     global_load_async_to_lds_b128
// GFX1250-NOT: ds_store
// CHECK:       s_endpgm

// A runtime offset: alignment unknown, both paths, chosen at run time.
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void runtime_offset(global const float4 *g, global float *out,
                           uint off) {
  local float l[64 * 16] __attribute__((aligned(16)));
  event_t e = async_work_group_copy_2D2D(l, 0, (global const uchar *)g, off, 1,
                                         256, 16, 1024, 256, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = l[get_local_id(0)];
}
// CHECK-LABEL: {{^}}runtime_offset:
// GFX9-DAG:    {{global_load_lds_dword|global_load_dword v\[[0-9]+:[0-9]+\], off lds}}
// GFX9-DAG:    ds_write_b8
// GFX1250-DAG: global_load_async_to_lds_b32
// GFX1250-DAG: ds_store_b8
// CHECK:       {{^}}.Lfunc_end{{[0-9]+}}:
