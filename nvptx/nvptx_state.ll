; What OpenCL C cannot express for the nvptx engine (see nvptx_async.h):
; the per-work-item copy state, a module-scope __local array (OpenCL C has no
; program-scope __local variables), and event_t <-> integer conversions
; (event_t is a pointer in IR; OpenCL C forbids casting it).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; One 16-bit word per work-item (four event slots: nvptx_async.h), indexed
; by its rank (at most 1024 work-items); shared memory starts undefined,
; which the state's encoding tolerates (on sm_90 its target bit is the bulk
; mark: an undefined one costs at most one needless fence).
@__xasync_nv_wi_state = internal addrspace(3) global [1024 x i16] poison, align 4

define ptr addrspace(3) @__xasync_nv_state_word(i32 %rank) #0 {
  %p = getelementptr inbounds [1024 x i16], ptr addrspace(3) @__xasync_nv_wi_state, i32 0, i32 %rank
  ret ptr addrspace(3) %p
}

define ptr @__xasync_nv_make_event(i32 %bits) #0 {
  %w = zext i32 %bits to i64
  %e = inttoptr i64 %w to ptr
  ret ptr %e
}

define i32 @__xasync_nv_event_bits(ptr %e) #0 {
  %w = ptrtoint ptr %e to i64
  %b = trunc i64 %w to i32
  ret i32 %b
}

; The value v, through an empty asm that no pass can see through or move
; out of a loop (copy_engine.cl, __xasync_nv_opaque).  Its only memory is
; inaccessible to the module: an asm of OpenCL C (clang's `asm volatile`)
; may read and write any memory, so a load of the copy state after it was
; not forwarded from the store before it.
define i32 @__xasync_nv_opaque_u32(i32 %v) #0 {
  %r = call i32 asm sideeffect "", "=r,0"(i32 %v) #1
  ret i32 %r
}

attributes #0 = { alwaysinline nounwind willreturn }
attributes #1 = { nounwind memory(inaccessiblemem: readwrite) }
