// A user's loop of a few copies unrolls (nvptx/pass/copy_loops.cpp): with
// the pass plugin, a loop around classic or strided copies whose trip
// count is a constant of 2 to 8 unrolls fully, as clang unrolls it with
// libclc's copies; one of 9 trips, one of a run-time count and one the user
// keeps rolled (#pragma nounroll) stay loops, and at -Os every loop stays
// (the compile asks for size).  Each copy out of local
// memory of bytes has one 16-byte chunk path (ld.shared.v4.b32), so the
// kernel body has as many as it has copies where the loop unrolled, one
// where it did not.  No tag is left in the module.
// REQUIRES: nvptx-state-plugin, lib-sm_90-nvptx64--nvidiacl, lib-sm_80-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t90.ptx
// RUN: awk -f %S/Inputs/wide-per-body.awk %t90.ptx | sort | FileCheck %s
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t80.ptx
// RUN: awk -f %S/Inputs/wide-per-body.awk %t80.ptx | sort | FileCheck %s
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -Os -fpass-plugin=%nvptx-state-plugin -S %s -o %t90s.ptx
// RUN: awk -f %S/Inputs/wide-per-body.awk %t90s.ptx | sort | FileCheck %s --check-prefix=NOPLUGIN
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90n.ptx
// RUN: awk -f %S/Inputs/wide-per-body.awk %t90n.ptx | sort | FileCheck %s --check-prefix=NOPLUGIN
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-tag-copy-loops -S %S/Inputs/copy-loops.ll | FileCheck %s --check-prefix=TAG
// RUN: %opt -load-pass-plugin=%nvptx-state-plugin -passes=xasync-nvptx-tag-copy-loops,xasync-nvptx-unroll-copy-loops -S %S/Inputs/copy-loops.ll | FileCheck %s --check-prefix=UNROLL

// CHECK-DAG: WIDE __clang_ocl_kern_imp_four_planes 4
// CHECK-DAG: WIDE __clang_ocl_kern_imp_kept_rolled 1
// CHECK-DAG: WIDE __clang_ocl_kern_imp_nine_planes 1
// CHECK-DAG: WIDE __clang_ocl_kern_imp_some_planes 1
// CHECK-DAG: WIDE __clang_ocl_kern_imp_four_strided 4

// Without the plugin, or at -Os (the compile asks for size), every loop
// stays.
// NOPLUGIN-DAG: WIDE __clang_ocl_kern_imp_four_planes 1
// NOPLUGIN-DAG: WIDE __clang_ocl_kern_imp_kept_rolled 1
// NOPLUGIN-DAG: WIDE __clang_ocl_kern_imp_nine_planes 1
// NOPLUGIN-DAG: WIDE __clang_ocl_kern_imp_some_planes 1
// NOPLUGIN-DAG: WIDE __clang_ocl_kern_imp_four_strided 1

// IR-NOT: xasync.copies

// The tag goes on the innermost loop around a copy (not on the loop
// without one, nor on the outer loop), beside what the loop had; a loop
// with the user's unroll pragma gets none.
// TAG-LABEL: define void @tagged(
// TAG: br i1 %j.more, label %inner, label %outer.latch, !llvm.loop [[INNER:![0-9]+]]
// TAG: br i1 %i.more, label %outer, label %done, !llvm.loop [[OUTER:![0-9]+]]
// TAG-LABEL: define void @nine(
// TAG: br i1 %j.more, label %loop, label %done, !llvm.loop [[NINE:![0-9]+]]
// TAG-LABEL: define void @pragma(
// TAG: br i1 %j.more, label %loop, label %done, !llvm.loop [[PRAGMA:![0-9]+]]
// TAG-LABEL: define void @no_copy(
// TAG: br i1 %j.more, label %loop, label %done, !llvm.loop [[NOCOPY:![0-9]+]]
// TAG-DAG: [[INNER]] = distinct !{[[INNER]], [[MP:![0-9]+]], [[T:![0-9]+]]}
// TAG-DAG: [[OUTER]] = distinct !{[[OUTER]], [[MP]]}
// TAG-DAG: [[NINE]] = distinct !{[[NINE]], [[MP]], [[T]]}
// TAG-DAG: [[PRAGMA]] = distinct !{[[PRAGMA]], [[DIS:![0-9]+]]}
// TAG-DAG: [[NOCOPY]] = distinct !{[[NOCOPY]], [[MP]]}
// TAG-DAG: [[T]] = !{!"xasync.copies"}
// TAG-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// TAG-DAG: [[DIS]] = !{!"llvm.loop.unroll.disable"}

// Once the trip counts are known: 4 trips unroll fully, 9 do not; the tag
// is gone either way; the pragma stays.
// UNROLL-LABEL: define void @tagged(
// UNROLL: br i1 %j.more, label %inner, label %outer.latch, !llvm.loop [[U:![0-9]+]]
// UNROLL: br i1 %i.more, label %outer, label %done, !llvm.loop [[O:![0-9]+]]
// UNROLL-LABEL: define void @nine(
// UNROLL: br i1 {{.*}}, !llvm.loop [[N:![0-9]+]]
// UNROLL-LABEL: define void @pragma(
// UNROLL: br i1 {{.*}}, !llvm.loop [[P:![0-9]+]]
// UNROLL-DAG: [[U]] = distinct !{[[U]], [[MP:![0-9]+]], [[FULL:![0-9]+]]}
// UNROLL-DAG: [[O]] = distinct !{[[O]], [[MP]]}
// UNROLL-DAG: [[N]] = distinct !{[[N]], [[MP]]}
// UNROLL-DAG: [[P]] = distinct !{[[P]], [[DIS:![0-9]+]]}
// UNROLL-DAG: [[FULL]] = !{!"llvm.loop.unroll.full"}
// UNROLL-DAG: [[DIS]] = !{!"llvm.loop.unroll.disable"}
// UNROLL-NOT: xasync.copies

// Four planes copied out of local memory, the events in an array, one
// wait (tests/kernels/real_own.cl, own_rgba_planes).
kernel void four_planes(global uchar *planes, local uchar *tmp, uint n,
                        uint pitch) {
  event_t out[4];
  for (uint c = 0; c < 4; ++c)
    out[c] = async_work_group_copy(planes + c * pitch + get_group_id(0) * n,
                                   tmp + c * n, n, 0);
  wait_group_events(4, out);
}

kernel void nine_planes(global uchar *planes, local uchar *tmp, uint n,
                        uint pitch) {
  event_t out[9];
  for (uint c = 0; c < 9; ++c)
    out[c] = async_work_group_copy(planes + c * pitch + get_group_id(0) * n,
                                   tmp + c * n, n, 0);
  wait_group_events(9, out);
}

kernel void some_planes(global uchar *planes, local uchar *tmp, uint n,
                        uint pitch, uint count) {
  event_t e = 0;
  for (uint c = 0; c < count; ++c)
    e = async_work_group_copy(planes + c * pitch + get_group_id(0) * n,
                              tmp + c * n, n, e);
  wait_group_events(1, &e);
}

kernel void kept_rolled(global uchar *planes, local uchar *tmp, uint n,
                        uint pitch) {
  event_t out[4];
#pragma nounroll
  for (uint c = 0; c < 4; ++c)
    out[c] = async_work_group_copy(planes + c * pitch + get_group_id(0) * n,
                                   tmp + c * n, n, 0);
  wait_group_events(4, out);
}

// A strided copy's loop too (a stride of 1: the contiguous paths).
kernel void four_strided(global uchar *planes, local uchar *tmp, uint n,
                         uint pitch) {
  event_t e = 0;
  for (uint c = 0; c < 4; ++c)
    e = async_work_group_strided_copy(planes + c * pitch, tmp + c * n, n, 1, e);
  wait_group_events(1, &e);
}
