// Element copies (nvptx/copy_engine.cl, entry.h __XASYNC_ELEMS): classic
// copies with at most one element per work-item (and strided copies) move
// the element of the work-item's rank and take no sequence number: into
// local memory one cp.async of the element's width (4 to 16 bytes) and a
// commit, returning ALL; out to global memory one store, returning
// DONE (0x300 and 0x200, event_seq.h).  The general paths stay beside
// them: whether a call has at most one element per work-item is known at
// run time (the group's size).  The element path is the one whose cp.async
// (under the rank's test) is followed at once by its commit and ALL: no
// state between them.
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=ELEM
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl

// CHECK-LABEL: .func __clang_ocl_kern_imp_pipeline(
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;{{$}}
// CHECK-DAG: mov.b64 {{.*}}, 768;
// CHECK: ret;
// ELEM-LABEL: .func __clang_ocl_kern_imp_pipeline(
// ELEM: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;
// ELEM-NEXT: {{^\$L__BB[0-9_]+:$}}
// ELEM-NEXT: cp.async.commit_group;
// ELEM-NEXT: mov.b64 {{.*}}, 768;
// ELEM: ret;
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void pipeline(global const int *a, global const float4 *b,
                     global int *c, int steps) {
  local int ta[2][64];
  local float4 tb[2][64];
  event_t ev[4];
  ev[0] = async_work_group_copy(ta[0], a, 64, 0);
  ev[1] = async_work_group_copy(tb[0], b, 64, 0);
  for (int i = 0; i < steps; ++i) {
    if (i + 1 < steps) {
      ev[(i + 1) & 1] = async_work_group_copy(ta[(i + 1) & 1], a + 64 * (i + 1), 64, 0);
      ev[2 + ((i + 1) & 1)] = async_work_group_copy(tb[(i + 1) & 1], b + 64 * (i + 1), 64, 0);
    }
    wait_group_events(2, &ev[i & 1]);
    ta[i & 1][get_local_id(0)] += (int)tb[i & 1][get_local_id(0)].x;
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t out = async_work_group_copy(c + 64 * i, ta[i & 1], 64, 0);
    wait_group_events(1, &out);
  }
}
