// A compute kernel's tile load: a 2D2D whose element size, line length,
// line count and local pitch are compile-time constants (only the global
// pitch and the offset vary), once per step of a loop.  The nvptx
// libraries keep such dense 16-byte-multiple rows as rows
// (__XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL, include/xasync/internal/engine.h),
// so the chunk loop's chunks per row is a constant and its set-up
// divisions fold to shifts: the kernel body has no division at all.  Its
// twin with a run-time line length (K=1) keeps them, so the check can
// tell the two apart.  The rank-derived set-up of the inline 16-byte loop
// stays in the loop (an opaque team and rank): the loop body has the
// shifts that split the rank into line and chunk.  Such a tile has at most
// one chunk per work-item at 256 work-items, so it also has the path that
// moves that chunk without the chunk loop.
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// DEFINE: %{check} = FileCheck %s --input-file %t.ptx --check-prefix
// RUN: %{xasync:sm_80-nvptx64--nvidiacl} -O3 -S %s -o %t.ptx -DK=0 && %{check}=CONST
// RUN: %{xasync:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t.ptx -DK=0 && %{check}=CONST
// RUN: %{xasync:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t.ptx -DK=0 && awk '/__clang_ocl_kern_imp_steps\(/ { p = 1 } p { print } p && /^}/ { exit }' %t.ptx > %t.kernel && FileCheck %s --input-file %t.kernel --check-prefix=ONE
// RUN: %{xasync:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t.ptx -DK=1 && %{check}=RUNTIME

// CONST-LABEL: .func __clang_ocl_kern_imp_steps(
// CONST-NOT: {{(div|rem)\.}}
// CONST: $L__BB{{[0-9_]+}}:
// CONST-NOT: {{(div|rem)\.}}
// CONST: shr.u32 {{.*}}, 2;
// CONST-NOT: {{(div|rem)\.}}
// CONST: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CONST-NOT: {{(div|rem)\.}}
// CONST: ret;

// The 16-byte copy twice in the kernel: the chunk loop, and the one-chunk
// path a tile of at most one chunk per work-item takes (64 x 4 chunks).
// (The kernel's function alone, cut out of the PTX by awk.)
// ONE-COUNT-2: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// ONE-NOT: cp.async.ca.shared.global {{.*}}, 16;

// RUNTIME-LABEL: .func __clang_ocl_kern_imp_steps(
// RUNTIME: div.u32
// RUNTIME: ret;

#if K == 0
#define LINE 16 /* floats per line: 64 bytes, 4 chunks */
#else
#define LINE line
#endif

kernel void steps(global const float *a, global float *out, uint n,
                  uint steps, uint line) {
  local float4 tile[64 * 16 / 4];
  float acc = 0;
  for (uint s = 0; s < steps; ++s) {
    event_t e = async_work_group_copy_2D2D((local float *)tile, 0, a, s * 16,
                                           sizeof(float), LINE, 64, n, LINE, 0);
    wait_group_events(1, &e);
    acc += ((local float *)tile)[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
