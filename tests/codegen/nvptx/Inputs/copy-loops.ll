; Loops around copies for tests/codegen/nvptx/copy-loops.cl's pass tests
; (nvptx/pass/copy_loops.cpp), rotated and in SSA form already.
target triple = "nvptx64-nvidia-nvcl"

declare ptr @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, ptr)
declare ptr @_Z29async_work_group_strided_copyPU3AS1hPU3AS3Khmm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, i64, ptr)
declare void @work(i32)

; A copy in an inner loop of 4 trips inside an outer one of 3.
define void @tagged(ptr addrspace(1) %d, ptr addrspace(3) %s) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %e = call ptr @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) %d, ptr addrspace(3) %s, i64 8, ptr null)
  %j.next = add nuw i32 %j, 1
  %j.more = icmp ult i32 %j.next, 4
  br i1 %j.more, label %inner, label %outer.latch, !llvm.loop !0

outer.latch:
  %i.next = add nuw i32 %i, 1
  %i.more = icmp ult i32 %i.next, 3
  br i1 %i.more, label %outer, label %done, !llvm.loop !2

done:
  ret void
}

; A strided copy in a loop of 9 trips.
define void @nine(ptr addrspace(1) %d, ptr addrspace(3) %s) {
entry:
  br label %loop

loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %e = call ptr @_Z29async_work_group_strided_copyPU3AS1hPU3AS3Khmm9ocl_event(ptr addrspace(1) %d, ptr addrspace(3) %s, i64 8, i64 2, ptr null)
  %j.next = add nuw i32 %j, 1
  %j.more = icmp ult i32 %j.next, 9
  br i1 %j.more, label %loop, label %done, !llvm.loop !3

done:
  ret void
}

; The user's #pragma nounroll on a loop of 4 copies.
define void @pragma(ptr addrspace(1) %d, ptr addrspace(3) %s) {
entry:
  br label %loop

loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %e = call ptr @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) %d, ptr addrspace(3) %s, i64 8, ptr null)
  %j.next = add nuw i32 %j, 1
  %j.more = icmp ult i32 %j.next, 4
  br i1 %j.more, label %loop, label %done, !llvm.loop !4

done:
  ret void
}

; A loop of 4 trips with no copy.
define void @no_copy() {
entry:
  br label %loop

loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  call void @work(i32 %j)
  %j.next = add nuw i32 %j, 1
  %j.more = icmp ult i32 %j.next, 4
  br i1 %j.more, label %loop, label %done, !llvm.loop !6

done:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !1}
