; pocl: the classic copy's loops for a length that is not a constant when
; the library's __builtin_constant_p tests are decided (pocl/row_copy.h,
; __xasync_cpu_line), in LLVM IR for one piece of metadata OpenCL C cannot
; spell: llvm.loop.unroll.runtime.disable.  A length from the work-group
; size becomes a constant later, once pocl specialises the kernel for its
; group size, after it has formed its work-item loops; the loop that
; copies it (32-byte moves, or elements below 32 bytes: seven ints in a
; group of seven) then unrolls fully, the leader's work-item loop around
; it is left with a test of the first work-item and nothing else, and
; LLVM removes it (docs/pocl.md, "Copies of the group's size").  A length
; that is never a constant keeps both loops as small as row_copy.h's:
; neither unrolls at run time nor is vectorised (an element loop unrolled
; at run time, as pocl's own, cost the CTS copies at 256-1,024 work-items
; and VC4C's at 64 up to a fifth:
; docs/results/pocl/README.md#late-unroll-2026-11-29; the element loop
; with llvm.loop.unroll.disable kept a group-size copy below 32 bytes
; rolled, and its work-item loop with it: #late-elements-2026-11-29).
;   __xasync_pocl_line(d, s, n, e, small, by8): n bytes from s to d; for
;   n >= small (32 or 64) moves of 32 bytes at 32 k, the last one at
;   n - 32 (moves may overlap; source and destination never do), at least
;   two (the loop's exit is k + 1 == moves: a count LLVM sees as exactly
;   `moves`, no maximum with 1 to compute); below, moves of e bytes (a
;   constant dividing n, once inlined), or with by8 (a constant once pocl
;   knows the group's size; the caller's choice, async_copy_classic.cl)
;   and e < 8 <= n, moves of 8 bytes placed as the 32-byte ones are.
; A 16-byte element (int3, int4, float4...) moves as a load and a store of
; <16 x i8>, not a memcpy: once the length folds, a copy into local memory
; and the copy back out of it are two memcpys of 16 bytes, which LLVM's
; MemCpyOpt turns into two copies from the global source, one load more than
; pocl's own copy, whose typed store the second load takes its value from
; (OCK's int3 regression test in groups of one: 0.965-0.970 of pocl's own
; at every check, 1.037 of the memcpy build paired;
; docs/results/pocl/README.md#typed-16-2026-11-30).  Smaller elements
; already become typed moves (InstCombine), and a 32-byte one never takes
; this loop (small is 32, or 64 only for lengths that are not a multiple
; of 32).
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)

define void @__xasync_pocl_line(ptr %d, ptr %s, i64 %n, i64 %e, i64 %small, i32 %by8) #0 {
entry:
  %big = icmp uge i64 %n, %small
  br i1 %big, label %moves.pre, label %elems.pre

moves.pre:
  %short = icmp ule i64 %n, 64
  %round = add i64 %n, 31
  %count = lshr i64 %round, 5
  %moves = select i1 %short, i64 2, i64 %count
  %last = add i64 %n, -32
  br label %moves.loop

moves.loop:
  %k = phi i64 [ 0, %moves.pre ], [ %k.next, %moves.loop ]
  %step = shl i64 %k, 5
  %end = add i64 %step, 32
  %fits = icmp ule i64 %end, %n
  %at = select i1 %fits, i64 %step, i64 %last
  %dm = getelementptr inbounds i8, ptr %d, i64 %at
  %sm = getelementptr inbounds i8, ptr %s, i64 %at
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %dm, ptr align 1 %sm, i64 32, i1 false)
  %k.next = add nuw i64 %k, 1
  %k.more = icmp ne i64 %k.next, %moves
  br i1 %k.more, label %moves.loop, label %done, !llvm.loop !0

elems.pre:
  %wants8 = icmp ne i32 %by8, 0
  %narrow = icmp ult i64 %e, 8
  %fits8 = icmp uge i64 %n, 8
  %w8 = and i1 %wants8, %narrow
  %go8 = and i1 %w8, %fits8
  br i1 %go8, label %eights.pre, label %elems.any

eights.pre:
  %round8 = add i64 %n, 7
  %count8 = lshr i64 %round8, 3
  %last8 = add i64 %n, -8
  br label %eights.loop

eights.loop:
  %j = phi i64 [ 0, %eights.pre ], [ %j.next, %eights.loop ]
  %step8 = shl i64 %j, 3
  %end8 = add i64 %step8, 8
  %fit8 = icmp ule i64 %end8, %n
  %at8 = select i1 %fit8, i64 %step8, i64 %last8
  %d8 = getelementptr inbounds i8, ptr %d, i64 %at8
  %s8 = getelementptr inbounds i8, ptr %s, i64 %at8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d8, ptr align 1 %s8, i64 8, i1 false)
  %j.next = add nuw i64 %j, 1
  %j.more = icmp ne i64 %j.next, %count8
  br i1 %j.more, label %eights.loop, label %done, !llvm.loop !6

elems.any:
  %any = icmp ne i64 %n, 0
  br i1 %any, label %elems.wide, label %done

elems.wide:
  %e16 = icmp eq i64 %e, 16
  br i1 %e16, label %vec16.loop, label %elems.loop

vec16.loop:
  %i16 = phi i64 [ 0, %elems.wide ], [ %i16.next, %vec16.loop ]
  %d16 = getelementptr inbounds i8, ptr %d, i64 %i16
  %s16 = getelementptr inbounds i8, ptr %s, i64 %i16
  %v16 = load <16 x i8>, ptr %s16, align 1
  store <16 x i8> %v16, ptr %d16, align 1
  %i16.next = add nuw i64 %i16, 16
  %i16.more = icmp ult i64 %i16.next, %n
  br i1 %i16.more, label %vec16.loop, label %done, !llvm.loop !7

elems.loop:
  %i = phi i64 [ 0, %elems.wide ], [ %i.next, %elems.loop ]
  %de = getelementptr inbounds i8, ptr %d, i64 %i
  %se = getelementptr inbounds i8, ptr %s, i64 %i
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %de, ptr align 1 %se, i64 %e, i1 false)
  %i.next = add nuw i64 %i, %e
  %i.more = icmp ult i64 %i.next, %n
  br i1 %i.more, label %elems.loop, label %done, !llvm.loop !4

done:
  ret void
}

attributes #0 = { alwaysinline nounwind }

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.vectorize.width", i32 1}
!3 = !{!"llvm.loop.interleave.count", i32 1}
!4 = distinct !{!4, !1, !2, !3}
!6 = distinct !{!6, !1, !2, !3}
!7 = distinct !{!7, !1, !2, !3}
