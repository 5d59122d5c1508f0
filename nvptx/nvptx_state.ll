; What OpenCL C cannot express for the nvptx engine (see nvptx_async.h):
; the copy state, a module-scope __local array (OpenCL C has no
; program-scope __local variables), and event_t <-> integer conversions
; (event_t is a pointer in IR; OpenCL C forbids casting it).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; One 16-bit word per warp (four event slots: nvptx_async.h), indexed by
; the work-item's rank / 32 (at most 1024 work-items, 32 warps: 64 bytes);
; shared memory starts undefined, which the state's encoding tolerates (on
; sm_90 its target bit is the bulk mark: an undefined one costs at most one
; needless fence).  Every lane of a warp holds the same state and writes the
; same values; nvptx_async.h says why the words are safe to share.
@__xasync_nv_wi_state = internal addrspace(3) global [32 x i16] poison, align 4

; Whether this work-item has made a copy of the sequence (one word per
; group: every work-item stores the same 1 to it, and reads only its own
; store; nvptx_async.h, __xasync_nv_end).  A wait that finds it clear
; waits for every group without reading its events
; (wait_group_events.cl).  A kernel with no such copy (no 2D2D or 3D3D
; call) has no store to it, so LLVM replaces its loads with the initial
; value, 0: the waits' event reads are gone, and with them the kernel's
; events array.  Shared memory starts undefined (the NVPTX backend drops
; the initializer), so at run time the word may read as anything before a
; work-item's first such copy; any value is correct, since a wait for every
; group is never wrong (the freeze makes one value of each read).  Sixteen
; bytes, 16-byte aligned, of which the first word is used: a kernel's own
; `__local` arrays of bytes may be placed after it, and as one byte (LLVM
; shrank an i32 to one) it moved them off their 16-byte alignment (the
; bench corpus's uchar and rgb tiles ran 0.2-0.3 as fast).
@__xasync_nv_counted = internal addrspace(3) global <4 x i32> zeroinitializer, align 16

define void @__xasync_nv_note_counted() #0 {
  store i32 1, ptr addrspace(3) @__xasync_nv_counted, align 16
  ret void
}

define i32 @__xasync_nv_any_counted() #0 {
  %v = load i32, ptr addrspace(3) @__xasync_nv_counted, align 16
  %f = freeze i32 %v
  ret i32 %f
}

define ptr addrspace(3) @__xasync_nv_state_word(i32 %rank) #0 {
  %warp = lshr i32 %rank, 5
  %p = getelementptr inbounds [32 x i16], ptr addrspace(3) @__xasync_nv_wi_state, i32 0, i32 %warp
  ret ptr addrspace(3) %p
}

; bar.warp.sync 0xffffffff around a load of the word (nvptx_async.h says
; why).  The barrier before the load is declared to touch only memory the
; module cannot see, so LLVM still forwards the previous call's store of
; the word to the load (the value the lane stored itself).  The one after
; it may touch any memory, so the load cannot sink below it and no store of
; the word can rise above it.  ptxas makes both a NOP where it knows the
; warp converged.
define void @__xasync_nv_warp_sync_before_load() #0 {
  call void @llvm.nvvm.bar.warp.sync(i32 -1) #1, !xasync.state !0
  ret void
}

define void @__xasync_nv_warp_sync_after_load() #0 {
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !xasync.state !0
  ret void
}

declare void @llvm.nvvm.bar.warp.sync(i32) #2

define ptr @__xasync_nv_make_event(i32 %bits) #0 {
  %w = zext i32 %bits to i64
  %e = inttoptr i64 %w to ptr
  ret ptr %e
}

; An event as one fixed value: a kernel may pass an uninitialised event_t
; (real kernels do), which LLVM sees as undef and may take as a different
; value at each use: the copy that chains onto it as one of its own, the
; wait as DONE.  Every copy call freezes the event it gets and uses and
; returns the frozen value; the wait freezes each event it reads.
define ptr @__xasync_nv_freeze_event(ptr %e) #0 {
  %f = freeze ptr %e
  ret ptr %f
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
attributes #2 = { convergent nounwind }

; Marks the warp barriers that exist for the state's shared words: the
; pass plugin (nvptx/pass/private_state.cpp) removes them with the words.
!0 = !{}
