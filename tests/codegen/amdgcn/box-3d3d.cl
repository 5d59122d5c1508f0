// 3D3D both ways on every amdgcn target: a 4 x 16 x 32 float box of a
// 256 x 256 x N volume into dense LDS, then back out to another volume.
// global -> local: DMA on all targets.  local -> global: gfx1250's async
// stores from LDS; gfx9 has no LDS-to-global DMA, so the generic engine
// (ds_read + global_store).  Each wait sits between its copy and the next
// access to the copied data.
//
// REQUIRES: lib-gfx90a-amdgcn-amd-amdhsa, lib-gfx942-amdgcn-amd-amdhsa
// REQUIRES: lib-gfx950-amdgcn-amd-amdhsa, lib-gfx1250-amdgcn-amd-amdhsa
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx90a %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9,GFX90A
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx942 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9,GFX942
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx950 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9,GFX950
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx1250 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX1250

__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void box_3d3d(global const float4 *vol, global float4 *out) {
  local float box[4 * 16 * 32] __attribute__((aligned(16)));
  event_t e = async_work_group_copy_3D3D(box, 0, (global const float *)vol, 0,
                                         sizeof(float), 32, 16, 4, 256,
                                         256 * 256, 32, 16 * 32, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_3D3D((global float *)out, 0, box, 0, sizeof(float),
                                 32, 16, 4, 32, 16 * 32, 256, 256 * 256, 0);
  wait_group_events(1, &e);
}

// CHECK-LABEL: {{^}}box_3d3d:
// CHECK-NOT: {{ds_write|ds_store|ds_read|ds_load|global_store}}
// GFX90A:       global_load_dword v[{{[0-9]+:[0-9]+}}], off lds
// GFX942:       global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off
// GFX950:       global_load_lds_dwordx4 v[{{[0-9]+:[0-9]+}}], off
// GFX1250:      global_load_async_to_lds_b128 v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off
// CHECK-NOT: {{ds_write|ds_store|ds_read|ds_load|global_store}}
// GFX9:         s_waitcnt vmcnt(0)
// GFX9-NEXT:    s_barrier
// GFX1250:      s_wait_asynccnt 0x0
// GFX1250-NEXT: s_barrier_signal -1
// GFX1250-NOT:  {{ds_load|global_store}}
// GFX1250:      s_barrier_wait -1
// CHECK-NOT: {{global_load_lds|off lds|global_load_async}}
// GFX9:         ds_read_b128 [[DATA:v\[[0-9]+:[0-9]+\]]]
// GFX9:         global_store_dwordx4 v[{{[0-9]+:[0-9]+}}], [[DATA]], off
// GFX9:         s_waitcnt vmcnt(0)
// GFX9-NEXT:    s_barrier
// GFX1250-NOT:  {{ds_load|global_store_b}}
// GFX1250:      global_store_async_from_lds_b128 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, off
// GFX1250-NOT:  {{ds_load|global_store_b}}
// GFX1250:      s_wait_asynccnt 0x0
// GFX1250:      s_barrier_signal -1
// GFX1250-NEXT: s_barrier_wait -1
// CHECK-NEXT:   s_endpgm
