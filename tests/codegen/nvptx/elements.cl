// Element copies (nvptx/copy_engine.cl, entry.h __XASYNC_ELEMS): every
// classic and strided copy moves the elements (or 16-byte units) of the
// work-item's rank, 16-byte chunks where a contiguous copy is longer than
// the group and its addresses agree mod 16; none calls the engine, so a
// kernel of such copies has no out-of-line function and no engine path
// (registers).  None takes a sequence number: into local memory cp.async
// of the element's width and a commit, returning ALL; out to global
// memory stores, returning DONE (0x300 and 0x200, event_seq.h).  A kernel
// with no 2D2D or 3D3D copy thus never stores the copy state or the flag
// that says a work-item made a copy of the sequence (nvptx_state.ll):
// LLVM folds the flag's loads, every wait waits for every group without
// reading its events, and the kernel's events array is gone (no .local
// memory).  tests/codegen/nvptx/counted-flag.cl has the mixed kernels.
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=NOCALL
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o - | FileCheck %s --check-prefix=NOCALL
// Each 16-bit load with the two lines after it, on one line (ONE below).
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t.ptx && awk '/__clang_ocl_kern_imp_lines\(/ { p = 1 } p && /ld\.global\.b16/ { a = $0; getline b; getline c; print "LOAD " a " | " b " | " c } p && /^}/ { exit }' %t.ptx | FileCheck %s --check-prefix=ONE
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t90.ptx && awk '/__clang_ocl_kern_imp_wide16\(/ { p = 1 } p { if ($1 ~ /^cp\.async\.ca/) { r++; if (r > m) m = r } else r = 0 } p && /^}/ { print "LONGEST " m; exit }' %t90.ptx | FileCheck %s --check-prefix=WIDE
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o %t80.ptx && awk '/__clang_ocl_kern_imp_wide16\(/ { p = 1 } p { if ($1 ~ /^cp\.async\.ca/) { r++; if (r > m) m = r } else r = 0 } p && /^}/ { print "LONGEST " m; exit }' %t80.ptx | FileCheck %s --check-prefix=WIDE
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl

// No engine function anywhere: the only call is each kernel's to its body;
// no copy state, no flag, no private memory (the events arrays).
// NOCALL-NOT: call.uni __xasync
// NOCALL-NOT: .func __xasync
// NOCALL-NOT: __xasync_nv_wi_state
// NOCALL-NOT: __xasync_nv_counted
// NOCALL-NOT: .local

// CHECK-LABEL: .func __clang_ocl_kern_imp_pipeline(
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;{{$}}
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;{{$}}
// CHECK-DAG: cp.async.commit_group;
// CHECK-DAG: cp.async.wait_group 0;
// CHECK-NOT: cp.async.wait_group {{[1-7]}};
// CHECK: ret;
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

// A double-buffered loop of tiles of four ints per work-item: 16-byte
// chunks, no sequence number, so the waits wait for every group.
// CHECK-LABEL: .func __clang_ocl_kern_imp_tiles(
// CHECK-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK-DAG: cp.async.wait_group 0;
// CHECK-NOT: cp.async.wait_group {{[1-7]}};
// CHECK: ret;
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void tiles(global const int *a, global int *c, int steps) {
  local int t[2][256];
  event_t ev[2];
  ev[0] = async_work_group_copy(t[0], a, 256, 0);
  for (int i = 0; i < steps; ++i) {
    if (i + 1 < steps)
      ev[(i + 1) & 1] =
          async_work_group_copy(t[(i + 1) & 1], a + 256 * (i + 1), 256, 0);
    wait_group_events(1, &ev[i & 1]);
    t[i & 1][get_local_id(0)] += 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t out = async_work_group_copy(c + 256 * i, t[i & 1], 256, 0);
    wait_group_events(1, &out);
  }
}

// 128-byte elements (long16) move as 16-byte units, a strided copy too.
// CHECK-LABEL: .func __clang_ocl_kern_imp_wide(
// CHECK: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK: st.global.v4.b32
// CHECK: ret;
kernel void wide(global const long16 *a, global long16 *c, local long16 *t,
                 int n) {
  event_t e = async_work_group_copy(t, a + n * get_group_id(0), n, 0);
  wait_group_events(1, &e);
  e = async_work_group_strided_copy(c + get_group_id(0), t, n, 7, 0);
  wait_group_events(1, &e);
}

// A line of a 16-bit image per copy, one element per work-item at most
// (n <= the group, known at run time), chained: the move alone, a branch,
// not the loop of the longer copies (XASYNC_NV_ONE_EACH; a loop's
// induction follows its store).  Each call's instructions lie between one
// line's store, which waits for its load, and the next line's load.
// ONE: LOAD {{.*}}ld.global.b16 [[V:%rs[0-9]+]], {{.*}} | {{.*}}st.shared.b16 [{{%rd[0-9]+}}], [[V]]; | {{\s*}}bra.uni
kernel void lines(global const ushort *img, global uint *out,
                  local ushort *buf, uint pitch, uint lines) {
  const size_t w = get_local_size(0);
  event_t e = 0;
  for (uint l = 0; l < lines; ++l)
    e = async_work_group_copy(buf + l * w, img + l * pitch + get_group_id(0) * w,
                              w, e);
  wait_group_events(1, &e);
  out[get_global_id(0)] = buf[get_local_id(0)] + buf[(lines - 1) * w + get_local_id(0)];
}

// Strided byte copies into local memory move with plain loads and stores,
// complete at the call: no cp.async and no group to commit (a chain of
// four of them in own_rgba_planes, tests/kernels/real_own.cl).
// CHECK-LABEL: .func __clang_ocl_kern_imp_bytes_strided(
// CHECK-NOT: cp.async.ca
// CHECK-NOT: cp.async.commit_group
// CHECK: ret;
kernel void bytes_strided(global const uchar *px, global uchar *out,
                          local uchar *tmp, uint n) {
  event_t e = async_work_group_strided_copy(tmp, px, n, 4, 0);
  e = async_work_group_strided_copy(tmp + n, px + 1, n, 4, e);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tmp[get_local_id(0)];
}

// One int16 per work-item (n <= team at run time): the work-item's element
// as its four 16-byte parts in a row (the WIDE runs above: the longest run
// of consecutive cp.async lines), not one part per trip of the units' loop.
// WIDE: LONGEST 4
// CHECK-LABEL: .func __clang_ocl_kern_imp_wide16(
// CHECK: cp.async.commit_group;
// CHECK: ret;
kernel void wide16(global const int16 *in, local int16 *t, global int16 *out) {
  event_t e = async_work_group_copy(t, in, get_local_size(0), 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = t[get_local_id(0)];
}
