// A plain user build (no special flags): the library inlines into the
// kernel -- no call remains -- and the DMA, its wait and the barrier come
// before the kernel reads the tile.
//
// REQUIRES: lib-gfx942-amdgcn-amd-amdhsa, lib-gfx1250-amdgcn-amd-amdhsa
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx942 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX942
// RUN: sh %S/Inputs/isa.sh %clang %include %libdir gfx1250 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX1250

__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void tile_call(global const float4 *m, global float *out) {
  local float tile[64 * 64] __attribute__((aligned(16)));
  event_t e = async_work_group_copy_2D2D(tile, 0, (global const float *)m, 0,
                                         sizeof(float), 64, 64, 1024, 64, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = tile[get_local_id(0) * 3];
}

// CHECK-NOT:    {{s_swappc_b64|s_swap_pc_i64}}
// CHECK-LABEL: {{^}}tile_call:
// CHECK-NOT:    {{ds_read|ds_load|s_swappc_b64|s_swap_pc_i64}}
// GFX942:       global_load_lds_dword v
// GFX1250:      global_load_async_to_lds_b128
// CHECK-NOT:    {{ds_read|ds_load|s_swappc_b64|s_swap_pc_i64}}
// GFX942:       s_waitcnt vmcnt(0)
// GFX942-NEXT:  s_barrier
// GFX1250:      s_wait_asynccnt 0x0
// GFX1250:      s_barrier_signal -1
// GFX1250:      s_barrier_wait -1
// CHECK-NOT:    {{s_swappc_b64|s_swap_pc_i64}}
// CHECK:        {{ds_read_b32|ds_load_b32}}
// CHECK-NOT:    {{s_swappc_b64|s_swap_pc_i64}}
// CHECK:        s_endpgm
