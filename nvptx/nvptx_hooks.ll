; The nvptx libraries' hooks for the pass plugin
; (nvptx/pass/private_state.cpp), plain inline functions without it:
;   wait_event_bits  an event's bits as a wait reads them (frozen); the
;                    plugin makes them TAG | (bits & 7) where every value
;                    the event can hold is one a copy returned in that
;                    form, or undefined (event_seq.h's counted events);
;   mark_word        the state word with the target's bit (sm_90's bulk
;                    mark) set;
;   word_marked      the word's mark; the plugin makes it 0 in a kernel
;                    with private state and no mark_word;
;   wait_n           a wait's N (the groups it may leave in flight): the
;                    plugin makes it the constant that every path into the
;                    wait gives, where it can enumerate them;
;   warp_all         whether its operand holds in every active work-item
;                    of the warp (vote.sync.all): the plugin lets it leave
;                    a loop whose calls give it the same operand;
;   copy_waited      whether a copy into local memory of N elements to DST
;                    is one the kernel waits for at once (copy_engine.cl):
;                    0; the plugin makes it 1 where every path from the
;                    copy's end (copy_end) reaches a full wait before any
;                    other memory operation, or moves nothing on the way;
;   copy_end         where that copy ends (its operand: copy_waited's
;                    result); nothing;
;   prefetch_read    whether the work-item that prefetches BYTES from P
;                    loads P itself at once (prefetch.cl): 0; the plugin
;                    makes it 1 where every path from the prefetch's end
;                    (prefetch_end) loads P before any other memory
;                    operation, or ends the kernel, and one of them loads it;
;   prefetch_end     where that prefetch ends; nothing.
; This file joins a library after the library's -O3 pass (LATE_IR,
; cmake/XasyncLibrary.cmake): the library's code keeps the hooks as calls
; (declared in nvptx_async.h and prefetch.cl, `const` but for the copy
; and prefetch marks), and the kernel's compile inlines them, at its start
; without the plugin; with it, they stay calls until the plugin has put the
; state in registers (docs/nvptx.md, "The state in registers").
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

define i32 @__xasync_nv_wait_event_bits(ptr %e) #0 {
  %f = freeze ptr %e
  %w = ptrtoint ptr %f to i64
  %b = trunc i64 %w to i32
  ret i32 %b
}

define i32 @__xasync_nv_mark_word(i32 %word, i32 %bit) #0 {
  %r = or i32 %word, %bit
  ret i32 %r
}

define i32 @__xasync_nv_word_marked(i32 %word, i32 %bit) #0 {
  %r = and i32 %word, %bit
  ret i32 %r
}

; (N & 7: N is at most 7, and not the identity, which LLVM would replace
; with its argument.)
define i32 @__xasync_nv_wait_n(i32 %n) #0 {
  %r = and i32 %n, 7
  ret i32 %r
}

; Whether P holds in every active work-item of the warp (vote.sync.all
; over activemask): a hook so that, with the plugin, LICM can hoist it out
; of a loop of calls while it is a call of a declaration.
define i32 @__xasync_nv_warp_all(i32 %p) #1 {
  %m = call i32 @llvm.nvvm.activemask()
  %c = icmp ne i32 %p, 0
  %v = call i1 @llvm.nvvm.vote.all.sync(i32 %m, i1 %c)
  %r = zext i1 %v to i32
  ret i32 %r
}
define i32 @__xasync_nv_copy_waited(ptr addrspace(3) %dst, i32 %n) #0 {
  ret i32 0
}

define void @__xasync_nv_copy_end(i32 %waited) #2 {
  ret void
}

define i32 @__xasync_nv_prefetch_read(ptr addrspace(1) %p, i64 %bytes) #0 {
  ret i32 0
}

define void @__xasync_nv_prefetch_end(i32 %read) #2 {
  ret void
}

declare i32 @llvm.nvvm.activemask()
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)

attributes #0 = { alwaysinline nounwind willreturn memory(none) }
attributes #1 = { alwaysinline convergent nounwind willreturn }
attributes #2 = { alwaysinline nounwind willreturn }
