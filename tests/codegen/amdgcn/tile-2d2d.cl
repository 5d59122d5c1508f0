// 2D2D, global -> local, on every amdgcn target: a 64 x 64 float tile of a
// 1024-float-wide matrix into a dense LDS tile (the tile's lines lie back to
// back in LDS, so one DMA instruction may cover several lines), and into an
// LDS tile padded to 65 floats a line (one line per block of lanes).
// Checks: the copy is the DMA instruction only (no generic ds_write), the
// DMA's LDS base comes from M0 on gfx9, and the wait and the barrier sit
// between the copy and the first read of the tile.
//
// REQUIRES: lib-gfx90a-amdgcn-amd-amdhsa, lib-gfx942-amdgcn-amd-amdhsa
// REQUIRES: lib-gfx950-amdgcn-amd-amdhsa, lib-gfx1250-amdgcn-amd-amdhsa
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx90a %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9,GFX90A
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx942 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9,GFX942
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx950 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX9,GFX950
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx1250 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX1250

__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void tile_dense(global const float4 *m, global float *out) {
  local float tile[64 * 64] __attribute__((aligned(16)));
  event_t e = async_work_group_copy_2D2D(tile, 0, (global const float *)m, 0,
                                         sizeof(float), 64, 64, 1024, 64, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = tile[get_local_id(0) * 3];
}

// CHECK-LABEL: {{^}}tile_dense:
// CHECK-NOT: {{ds_write|ds_store|ds_read|ds_load}}
// GFX90A:      s_{{mov|lshl}}_b32 m0, s{{[0-9]+}}
// GFX90A:      global_load_dword v[{{[0-9]+:[0-9]+}}], off lds
// GFX942:      s_{{mov|lshl}}_b32 m0, s{{[0-9]+}}
// GFX942:      global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off
// GFX950:      s_{{mov|lshl}}_b32 m0, s{{[0-9]+}}
// GFX950:      global_load_lds_dwordx4 v[{{[0-9]+:[0-9]+}}], off
// GFX1250:     global_load_async_to_lds_b128 v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off
// CHECK-NOT: {{ds_write|ds_store|ds_read|ds_load}}
// GFX9:        s_waitcnt vmcnt(0)
// GFX9-NEXT:   s_barrier
// GFX9-NEXT:   ds_read_b32
// GFX1250:     s_wait_asynccnt 0x0
// GFX1250-NEXT: s_barrier_signal -1
// GFX1250-NOT: {{ds_load|ds_store}}
// GFX1250:     s_barrier_wait -1
// GFX1250-NEXT: ds_load_b32
// CHECK:       s_endpgm

__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void tile_padded(global const float4 *m, global float *out) {
  local float tile[64 * 65] __attribute__((aligned(16)));
  event_t e = async_work_group_copy_2D2D(tile, 0, (global const float *)m, 0,
                                         sizeof(float), 64, 64, 1024, 65, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = tile[get_local_id(0) * 3];
}

// Lines of 256 bytes at a 260-byte LDS pitch: 4-byte lanes everywhere.
// CHECK-LABEL: {{^}}tile_padded:
// CHECK-NOT: {{ds_write|ds_store|ds_read|ds_load}}
// GFX90A:      global_load_dword v[{{[0-9]+:[0-9]+}}], off lds
// GFX942:      global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off
// GFX950:      global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off
// GFX1250:     global_load_async_to_lds_b32 v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off
// CHECK-NOT: {{ds_write|ds_store|ds_read|ds_load}}
// GFX9:        s_waitcnt vmcnt(0)
// GFX9-NEXT:   s_barrier
// GFX9-NEXT:   ds_read_b32
// GFX1250:     s_wait_asynccnt 0x0
// GFX1250-NEXT: s_barrier_signal -1
// GFX1250-NOT: {{ds_load|ds_store}}
// GFX1250:     s_barrier_wait -1
// GFX1250-NEXT: ds_load_b32
// CHECK:       s_endpgm
