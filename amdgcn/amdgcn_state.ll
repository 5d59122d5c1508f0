; What OpenCL C cannot express for the amdgcn asyncmark path (see
; amdgcn_events.h): the per-wave copy state, a module-scope __local array
; (OpenCL C has no program-scope __local variables), and event_t <-> integer
; conversions (event_t is a private pointer, ptr addrspace(5), in IR;
; OpenCL C forbids casting it).  Used only where asyncmarks exist (LLVM
; 23+); unreferenced otherwise, so other builds never allocate it.
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; One 32-bit word per wave: at most 1024 work-items, so 32 waves of 32
; (gfx1250) or 16 of 64 (gfx9).  LDS starts undefined, which the state's
; encoding tolerates (event_seq.h).
@__xasync_amd_wave_state = internal addrspace(3) global [32 x i32] poison, align 4

; Every lane of the wave reads and writes the same word with the same value;
; wavefront-scope relaxed atomics make that race-free (a plain ds_read /
; ds_write) without any ordering cost.
define i32 @__xasync_amd_state_load(i32 %wave) #0 {
  %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @__xasync_amd_wave_state, i32 0, i32 %wave
  %v = load atomic i32, ptr addrspace(3) %p syncscope("wavefront") monotonic, align 4
  ret i32 %v
}

define void @__xasync_amd_state_store(i32 %wave, i32 %v) #0 {
  %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @__xasync_amd_wave_state, i32 0, i32 %wave
  store atomic i32 %v, ptr addrspace(3) %p syncscope("wavefront") monotonic, align 4
  ret void
}

define ptr addrspace(5) @__xasync_amd_make_event(i32 %bits) #0 {
  %e = inttoptr i32 %bits to ptr addrspace(5)
  ret ptr addrspace(5) %e
}

define i32 @__xasync_amd_event_bits(ptr addrspace(5) %e) #0 {
  %b = ptrtoint ptr addrspace(5) %e to i32
  ret i32 %b
}

attributes #0 = { alwaysinline nounwind willreturn }
