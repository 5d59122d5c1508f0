// 12-byte lines into 16-byte LDS lines (xyz points into float4 slots):
// gfx950's 12-byte LDS DMA writes lane L at base + 16 * L, exactly these
// lines, so one instruction moves 64 points.  Elsewhere, or when the LDS
// lines are not 16-byte aligned, 4-byte lanes, three per line.
//
// REQUIRES: lib-gfx942-amdgcn-amd-amdhsa, lib-gfx950-amdgcn-amd-amdhsa
// REQUIRES: lib-gfx1250-amdgcn-amd-amdhsa
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx942 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX942
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx950 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX950
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx1250 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX1250

__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void xyz(global const float4 *pts, global float4 *out) {
  local float4 slots[1024];
  event_t e = async_work_group_copy_2D2D((local float *)slots, 0,
                                         (global const float *)pts, 0,
                                         sizeof(float), 3, 1024, 3, 4, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = slots[get_local_id(0)];
}
// CHECK-LABEL: {{^}}xyz:
// CHECK-NOT:    {{ds_write|ds_store|ds_read|ds_load}}
// GFX942-NOT:   global_load_lds_dwordx3
// GFX942:       global_load_lds_dword v
// GFX950-NOT:   global_load_lds_dword v
// GFX950:       global_load_lds_dwordx3 v[{{[0-9]+:[0-9]+}}], off
// GFX950-NOT:   global_load_lds_dword v
// GFX1250:      global_load_async_to_lds_b32
// CHECK-NOT:    {{ds_write|ds_store|ds_read|ds_load}}
// CHECK:        {{s_barrier$|s_barrier_wait -1}}
// CHECK-NEXT:   {{ds_read_b128|ds_load_b128}}

// The same lines one float further on: LDS lines only 4-byte aligned.
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void xyz_shifted(global const float4 *pts, global float4 *out) {
  local float4 slots[1025];
  event_t e = async_work_group_copy_2D2D((local float *)slots, 1,
                                         (global const float *)pts, 0,
                                         sizeof(float), 3, 1024, 3, 4, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = slots[get_local_id(0) + 1];
}
// CHECK-LABEL: {{^}}xyz_shifted:
// CHECK-NOT:    {{global_load_lds_dwordx3|ds_write|ds_store}}
// GFX942:       global_load_lds_dword v
// GFX950:       global_load_lds_dword v
// GFX1250:      global_load_async_to_lds_b32
// CHECK-NOT:    {{global_load_lds_dwordx3|ds_write|ds_store}}
// CHECK:        s_endpgm
