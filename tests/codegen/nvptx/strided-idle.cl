// A warp with nothing to move in a strided copy leaves first
// (nvptx/copy_engine.cl, XASYNC_NV_WARP_IDLE): a strided copy of elements
// of 4 bytes or more asks the warp (vote.sync.all) whether every work-item
// lies past the copy's data, and such a warp skips the copy's tests and
// commit.  With the pass plugin the vote is a hook that leaves a loop of
// calls of one length: one vote before each of `columns`' loops (a tile
// copied a column per call, as the bench's tile2d_strided), none inside;
// without the plugin the vote stays in the loop.  No vote where the test
// folds away: classic copies (Oclgrind's loop of one-int copies lost to
// the branch), a strided copy whose stride is a constant 1, and byte
// elements (whose idle work-items already run a short path).
// REQUIRES: nvptx-state-plugin, lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t90.ptx
// RUN: FileCheck %s --input-file %t90.ptx
// RUN: awk -v fn=columns -f %S/Inputs/vote_loops.awk %t90.ptx | FileCheck %s --check-prefix=HOISTED
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -fpass-plugin=%nvptx-state-plugin -S %s -o %t80.ptx
// RUN: FileCheck %s --input-file %t80.ptx
// RUN: awk -v fn=columns -f %S/Inputs/vote_loops.awk %t80.ptx | FileCheck %s --check-prefix=HOISTED
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90n.ptx
// RUN: FileCheck %s --input-file %t90n.ptx
// RUN: awk -v fn=columns -f %S/Inputs/vote_loops.awk %t90n.ptx | FileCheck %s --check-prefix=INLOOP

// HOISTED: VOTE OUTSIDE LOOPS
// HOISTED-NEXT: VOTE OUTSIDE LOOPS
// HOISTED-NOT: VOTE
// INLOOP: VOTE IN A LOOP
// INLOOP-NEXT: VOTE IN A LOOP
// INLOOP-NOT: VOTE

// CHECK-LABEL: .func __clang_ocl_kern_imp_columns(
// CHECK: vote.sync.all.pred
// CHECK: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;
// CHECK: cp.async.commit_group;
// CHECK: vote.sync.all.pred
// CHECK: st.global.b32
// CHECK: ret;
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void columns(global const float *src, global float *dst,
                    local float *tile, uint tw, uint th, ulong pitch) {
  event_t in = 0, out = 0;
  for (uint c = 0; c < tw; ++c)
    in = async_work_group_strided_copy(tile + c * th, src + c, th, pitch, in);
  wait_group_events(1, &in);
  for (uint c = 0; c < tw; ++c)
    out = async_work_group_strided_copy(dst + c, tile + c * th, th, pitch, out);
  wait_group_events(1, &out);
}

// CHECK-LABEL: .func __clang_ocl_kern_imp_classic_loop(
// CHECK-NOT: vote.sync
// CHECK: cp.async.ca.shared.global
// CHECK-NOT: vote.sync
// CHECK: ret;
kernel void classic_loop(global const int *src, local int *buf) {
  event_t e = 0;
  for (uint i = 0; i < get_local_size(0); ++i)
    e = async_work_group_copy(buf + i, src + i, 1, e);
  wait_group_events(1, &e);
}

// CHECK-LABEL: .func __clang_ocl_kern_imp_stride_one(
// CHECK-NOT: vote.sync
// CHECK: ret;
kernel void stride_one(global const uint *src, global uint *dst,
                       local uint *buf, uint n) {
  event_t e = async_work_group_strided_copy(buf, src, n, 1, 0);
  wait_group_events(1, &e);
  e = async_work_group_strided_copy(dst, buf, n, 1, 0);
  wait_group_events(1, &e);
}

// CHECK-LABEL: .func __clang_ocl_kern_imp_bytes(
// CHECK-NOT: vote.sync
// CHECK: ret;
kernel void bytes(global const uchar *px, local uchar *tmp, uint n) {
  event_t e = async_work_group_strided_copy(tmp, px, n, 4, 0);
  wait_group_events(1, &e);
}
