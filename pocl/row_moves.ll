; pocl: the classic copy's loop of 32-byte moves for a length that is not
; a constant when the library's __builtin_constant_p tests are decided
; (pocl/row_copy.h, __xasync_cpu_line).  A length from the work-group size
; becomes a constant later, when pocl specialises the kernel for its group
; size after forming its work-item loops; this loop then unrolls fully,
; the leader's work-item loop around it is left with a test of the first
; work-item and nothing else, and LLVM removes it.  A loop that may unroll
; before pocl forms its work-item loops loses the user's loops of chained
; copies (docs/pocl.md, "Chained copies"), so a length that is a constant
; earlier keeps row_copy.h's loop with unroll(disable).  A length that is
; never a constant keeps this loop as it is: llvm.loop.unroll.runtime.disable,
; which OpenCL C cannot spell, leaves it as small as that loop (a loop
; unrolled at run time made the single-work-item copies of the CTS 0.78 of
; pocl's own: docs/results/pocl/README.md#late-unroll-2026-11-29).
;   moves of 32 bytes at 32 k, for k < moves, the last one at n - 32 when
;   32 k + 32 > n (moves may overlap; source and destination never do).
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)

define void @__xasync_pocl_moves32(ptr %d, ptr %s, i64 %n, i64 %moves) #0 {
entry:
  %any = icmp ne i64 %moves, 0
  br i1 %any, label %loop, label %done

loop:
  %k = phi i64 [ 0, %entry ], [ %next, %loop ]
  %step = shl i64 %k, 5
  %end = add i64 %step, 32
  %fits = icmp ule i64 %end, %n
  %last = add i64 %n, -32
  %at = select i1 %fits, i64 %step, i64 %last
  %dp = getelementptr inbounds i8, ptr %d, i64 %at
  %sp = getelementptr inbounds i8, ptr %s, i64 %at
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %dp, ptr align 1 %sp, i64 32, i1 false)
  %next = add nuw i64 %k, 1
  %more = icmp ult i64 %next, %moves
  br i1 %more, label %loop, label %done, !llvm.loop !0

done:
  ret void
}

attributes #0 = { alwaysinline nounwind }

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.vectorize.width", i32 1}
!3 = !{!"llvm.loop.interleave.count", i32 1}
