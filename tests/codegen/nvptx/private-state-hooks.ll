; The plugin's hooks (nvptx/nvptx_hooks.ll).  The pipeline-start pass
; (xasync-nvptx-hooks) keeps them as calls; the plugin then folds them in
; kernels whose state it made private, where the kernel shows the answer,
; and inlines every other call (none is left, and the hooks go):
;   - a wait's event whose values are only counted events (TAG | seq mod
;     8) or undefined, through phis, selects, freezes and casts, reads as
;     TAG | (bits & 7): the wait's test "is it counted" folds to true
;     (@loop: a double-buffered loop's events, one of them undefined on
;     entry);
;   - an event that may be DONE (0x200, an element copy's), 0 (no event)
;     or anything from an argument keeps its test (@done, @zero, @arg),
;     which a fold would have made true: @done's becomes the select's
;     condition (counted on one side, DONE on the other), @zero's false,
;     @arg's stays;
;   - a wait's N (wait_n) is interpreted over every path of the kernel
;     body: one N on every path is a constant (@n_straight, 0; @n_loop, 1:
;     a loop whose events alternate by the step's parity, one of them
;     undefined on entry), one N per way into the wait's block a phi of
;     constants (@n_paths), and an N that the data decides stays computed,
;     N & 7 (@n_data); a loop that copies the next step unless it is the
;     last (`i + 1 < n`, n - 1 its backedge-taken count), its events in
;     two variables chosen by the step's parity, waits with N 1 after a
;     copy and 0 without (@n_last: no step follows the one without a
;     copy), while one that skips its last two steps' copies (`i + 2 <
;     n`) keeps its N computed (@n_last2: its last step waits with N 1
;     without a copy, the one before with 0);
;   - the bulk mark reads 0 in a kernel that never sets it (@nomark) and
;     stays what the state holds where the kernel sets it (@marks: set on
;     one path, 4096 there and 0 on the other).
; In a module whose state stays shared the hooks are inlined, unfolded:
; private-state-escape.ll.
; REQUIRES: nvptx-state-plugin
; RUN: %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-hooks,xasync-nvptx-private-state -S %s | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

@__xasync_nv_wi_state = internal addrspace(3) global [32 x i16] poison, align 4

; CHECK-NOT: call i32 @__xasync_nv_
; CHECK-NOT: define {{.*}}@__xasync_nv_wait_event_bits
; CHECK-NOT: define {{.*}}@__xasync_nv_mark_word
; CHECK-NOT: define {{.*}}@__xasync_nv_word_marked
; CHECK-NOT: define {{.*}}@__xasync_nv_wait_n
; CHECK-NOT: __xasync_nv_hook

define internal i32 @__xasync_nv_wait_event_bits(ptr %e) #0 {
  %f = freeze ptr %e
  %w = ptrtoint ptr %f to i64
  %b = trunc i64 %w to i32
  ret i32 %b
}

define internal i32 @__xasync_nv_mark_word(i32 %word, i32 %bit) #0 {
  %r = or i32 %word, %bit
  ret i32 %r
}

define internal i32 @__xasync_nv_word_marked(i32 %word, i32 %bit) #0 {
  %r = and i32 %word, %bit
  ret i32 %r
}

define internal i32 @__xasync_nv_wait_n(i32 %n) #0 {
  %r = and i32 %n, 7
  ret i32 %r
}

; A wait's N for the event e: the groups newer than e's copy (seq now - 1 -
; e's seq, mod 8), through the hook.
define internal i32 @n_for(ptr %e) #0 {
  %v = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %now = lshr i16 %v, 13
  %now32 = zext i16 %now to i32
  %b = call i32 @__xasync_nv_wait_event_bits(ptr %e)
  %s = and i32 %b, 7
  %d = sub i32 %now32, %s
  %d1 = sub i32 %d, 1
  %m = and i32 %d1, 7
  %n = call i32 @__xasync_nv_wait_n(i32 %m)
  ret i32 %n
}

; The state's word: load it, count a copy, store it; returns the copy's
; counted event, TAG | seq mod 8.
define internal ptr @copy() #0 {
  %v = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %seq = lshr i16 %v, 13
  %w = add i16 %v, 8192
  store i16 %w, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %s32 = zext i16 %seq to i32
  %b = or i32 %s32, 256
  %b64 = zext i32 %b to i64
  %e = inttoptr i64 %b64 to ptr
  ret ptr %e
}

; The copies' own instructions (a branch keeps them out of the path
; without a copy).
declare void @issue()

; Whether a wait would take the event as counted (event_seq.h).
define internal i1 @counted(ptr %e) #0 {
  %b = call i32 @__xasync_nv_wait_event_bits(ptr %e)
  %m = and i32 %b, -8
  %c = icmp eq i32 %m, 256
  ret i1 %c
}

; CHECK-LABEL: define ptx_kernel void @loop(
; CHECK: store i1 true, ptr addrspace(1) %out
define ptx_kernel void @loop(i32 %n, ptr addrspace(1) %out) {
entry:
  %e0 = call ptr @copy()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %head ]
  %a = phi ptr [ %e0, %entry ], [ %sel1, %head ]
  %b = phi ptr [ undef, %entry ], [ %sel2, %head ]
  %e = call ptr @copy()
  %odd = trunc i32 %i to i1
  %sel1 = select i1 %odd, ptr %e, ptr %a
  %sel2 = select i1 %odd, ptr %b, ptr %e
  %cur = select i1 %odd, ptr %sel2, ptr %sel1
  %fr = freeze ptr %cur
  %c = call i1 @counted(ptr %fr)
  store i1 %c, ptr addrspace(1) %out, align 1
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %head
exit:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @done(
; CHECK: store i1 %p{{(\.fr)?}}, ptr addrspace(1) %out
define ptx_kernel void @done(i1 %p, ptr addrspace(1) %out) {
  %e = call ptr @copy()
  %d = select i1 %p, ptr %e, ptr inttoptr (i64 512 to ptr)
  %c = call i1 @counted(ptr %d)
  store i1 %c, ptr addrspace(1) %out, align 1
  ret void
}

; CHECK-LABEL: define ptx_kernel void @zero(
; CHECK: store i1 false, ptr addrspace(1) %out
define ptx_kernel void @zero(ptr addrspace(1) %out) {
  %e = call ptr @copy()
  %c = call i1 @counted(ptr null)
  store i1 %c, ptr addrspace(1) %out, align 1
  ret void
}

; CHECK-LABEL: define ptx_kernel void @arg(
; CHECK: icmp
; CHECK: store i1 %
define ptx_kernel void @arg(ptr %x, ptr addrspace(1) %out) {
  %e = call ptr @copy()
  %c = call i1 @counted(ptr %x)
  store i1 %c, ptr addrspace(1) %out, align 1
  ret void
}

; CHECK-LABEL: define ptx_kernel void @nomark(
; CHECK: store i32 0, ptr addrspace(1) %out
define ptx_kernel void @nomark(ptr addrspace(1) %out) {
  %e = call ptr @copy()
  %v = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %w = zext i16 %v to i32
  %m = call i32 @__xasync_nv_word_marked(i32 %w, i32 4096)
  store i32 %m, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @marks(
; CHECK: select i1 %p, i32 4096, i32 0
; CHECK: store i32 %
define ptx_kernel void @marks(i1 %p, ptr addrspace(1) %out) {
entry:
  %e = call ptr @copy()
  br i1 %p, label %set, label %join
set:
  %v = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %w = zext i16 %v to i32
  %mw = call i32 @__xasync_nv_mark_word(i32 %w, i32 4096)
  %t = trunc i32 %mw to i16
  store i16 %t, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  br label %join
join:
  %v2 = load i16, ptr addrspace(3) @__xasync_nv_wi_state, align 4
  %w2 = zext i16 %v2 to i32
  %m = call i32 @__xasync_nv_word_marked(i32 %w2, i32 4096)
  store i32 %m, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @n_straight(
; CHECK: store i32 0, ptr addrspace(1) %out
define ptx_kernel void @n_straight(ptr addrspace(1) %out) {
  %e = call ptr @copy()
  %n = call i32 @n_for(ptr %e)
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @n_loop(
; CHECK: store i32 1, ptr addrspace(1) %out
define ptx_kernel void @n_loop(i32 %steps, ptr addrspace(1) %out) {
entry:
  %e0 = call ptr @copy()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %head ]
  %a = phi ptr [ %e0, %entry ], [ %a2, %head ]
  %b = phi ptr [ undef, %entry ], [ %b2, %head ]
  %e = call ptr @copy()
  %odd = trunc i32 %i to i1
  ; ev[(i + 1) & 1] = e; wait on ev[i & 1]
  %a2 = select i1 %odd, ptr %e, ptr %a
  %b2 = select i1 %odd, ptr %b, ptr %e
  %cur = select i1 %odd, ptr %b2, ptr %a2
  %n = call i32 @n_for(ptr %cur)
  store i32 %n, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %steps
  br i1 %done, label %exit, label %head
exit:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @n_paths(
; CHECK: zext i1 %p to i32
define ptx_kernel void @n_paths(i1 %p, ptr addrspace(1) %out) {
entry:
  %e = call ptr @copy()
  br i1 %p, label %more, label %wait
more:
  %e2 = call ptr @copy()
  br label %wait
wait:
  %n = call i32 @n_for(ptr %e)
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @n_data(
; CHECK: and i{{16|32}} %{{.*}}, 7
; CHECK: store i32 %{{.*}}, ptr addrspace(1) %out
define ptx_kernel void @n_data(i32 %k, ptr addrspace(1) %out) {
entry:
  %e = call ptr @copy()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %head ]
  %x = call ptr @copy()
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %k
  br i1 %more, label %head, label %wait
wait:
  %n = call i32 @n_for(ptr %e)
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @n_last(
; CHECK: [[N:%.*]] = phi i32 [ 1, %{{.*}} ], [ 0, %{{.*}} ]
; CHECK: store i32 [[N]], ptr addrspace(1) %out
define ptx_kernel void @n_last(i32 %n, ptr addrspace(1) %out) {
entry:
  %e0 = call ptr @copy()
  %any = icmp eq i32 %n, 0
  br i1 %any, label %exit, label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %wait ]
  %a = phi ptr [ %e0, %entry ], [ %a3, %wait ]
  %b = phi ptr [ undef, %entry ], [ %b3, %wait ]
  %odd = trunc i32 %i to i1
  %i1 = add nuw i32 %i, 1
  %ib = add nuw i32 %i, 1
  %more = icmp ult i32 %ib, %n
  br i1 %more, label %fetch, label %wait
fetch:
  ; ev[(i + 1) & 1] = copy of step i + 1
  %e = call ptr @copy()
  call void @issue()
  %a2 = select i1 %odd, ptr %e, ptr %a
  %b2 = select i1 %odd, ptr %b, ptr %e
  br label %wait
wait:
  %a3 = phi ptr [ %a2, %fetch ], [ %a, %head ]
  %b3 = phi ptr [ %b2, %fetch ], [ %b, %head ]
  ; wait on ev[i & 1]
  %cur = select i1 %odd, ptr %b3, ptr %a3
  %w = call i32 @n_for(ptr %cur)
  store i32 %w, ptr addrspace(1) %out, align 4
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %head
exit:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @n_last2(
; CHECK-NOT: xasync.wait.n
; CHECK: and i{{16|32}} %{{.*}}, 7
; CHECK: store i32 %{{.*}}, ptr addrspace(1) %out
define ptx_kernel void @n_last2(i32 %n, ptr addrspace(1) %out) {
entry:
  %e0 = call ptr @copy()
  %any = icmp eq i32 %n, 0
  br i1 %any, label %exit, label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %wait ]
  %a = phi ptr [ %e0, %entry ], [ %a3, %wait ]
  %b = phi ptr [ undef, %entry ], [ %b3, %wait ]
  %odd = trunc i32 %i to i1
  %i1 = add nuw i32 %i, 1
  %ib = add nuw i32 %i, 2
  %more = icmp ult i32 %ib, %n
  br i1 %more, label %fetch, label %wait
fetch:
  ; ev[(i + 1) & 1] = copy of step i + 1
  %e = call ptr @copy()
  call void @issue()
  %a2 = select i1 %odd, ptr %e, ptr %a
  %b2 = select i1 %odd, ptr %b, ptr %e
  br label %wait
wait:
  %a3 = phi ptr [ %a2, %fetch ], [ %a, %head ]
  %b3 = phi ptr [ %b2, %fetch ], [ %b, %head ]
  ; wait on ev[i & 1]
  %cur = select i1 %odd, ptr %b3, ptr %a3
  %w = call i32 @n_for(ptr %cur)
  store i32 %w, ptr addrspace(1) %out, align 4
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %head
exit:
  ret void
}

attributes #0 = { alwaysinline nounwind willreturn memory(none) }
