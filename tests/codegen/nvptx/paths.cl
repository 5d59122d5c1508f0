// Which path each copy takes, on PTX.  (Kernels read or fill their tiles
// so that plain copies are not removed as dead.)  Each kernel is compiled on its own
// (-DK=<n>) with a constant global address and an aligned __local tile,
// so alignment is known at compile time; the library inlines into the
// kernel, so only the chosen path is left in the PTX.  Block layout does
// not follow program order, so required instructions are checked in any
// order (-DAG) and forbidden ones anywhere in the output (not grep).
// Each RUN line compiles kernel K against one library (lit.cfg.py's
// %{xasync:<library>}) into %t.ptx, checks it with the given FileCheck
// prefixes and greps it for what that path must not contain.  The greps
// skip the small-copy functions (__xasync_nv_one_*, nvptx/copy_engine.cl):
// a call whose chunks fit the team, known only at run time, moves its one
// chunk per work-item there at any width, so they hold every width's
// instructions; small.cl checks them.
// REQUIRES: lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// DEFINE: %{sm80} = %{xasync:sm_80-nvptx64--nvidiacl} -O3 -S %s -o %t.ptx
// DEFINE: %{sm90} = %{xasync:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t.ptx
// DEFINE: %{check} = FileCheck %s --allow-unused-prefixes --input-file %t.ptx --check-prefixes
// DEFINE: %{paths} = sed -e '/^\.func __xasync_nv_one_[a-z_]*($/,/^}$/d' %t.ptx
// RUN: %{sm80} -DK=0 && %{check}=A16,A1680 && %{paths} | %not grep -E 'ld\.global|cp\.async\.cg'
// RUN: %{sm90} -DK=0 && %{check}=A16 && %{paths} | %not grep -E 'ld\.global|cp\.async\.cg|cp\.async\.bulk\.commit'
// RUN: %{sm80} -DK=1 && %{check}=A4,A480 && %{paths} | %not grep -E 'cp\.async\.cg'
// RUN: %{sm90} -DK=1 && %{check}=A4,A490 && %{paths} | %not grep -E 'cp\.async\.cg'
// RUN: %{sm80} -DK=2 && %{check}=CO,CO80
// RUN: %{sm90} -DK=2 && %{check}=CO,CO90
// RUN: %{sm80} -DK=3 && %{check}=MIS,MIS80 && %{paths} | %not grep -E 'cp\.async\.c[ag]'
// RUN: %{sm90} -DK=3 && %{check}=MIS,MIS90 && %{paths} | %not grep -E 'cp\.async\.c[ag]|st\.shared\.b8'
// RUN: %{sm90} -DK=11 && %{check}=SCAT
// RUN: %{sm90} -DK=12 && %{check}=BYTES && %{paths} | %not grep -E '_gather|cp\.async\.c[ag]'
// RUN: %{sm80} -DK=4 && %{check}=SHORT,SHORT80 && %{paths} | %not grep -E 'cp\.async\.c[ag]|cp\.async\.bulk\.global'
// RUN: %{sm90} -DK=4 && %{check}=SHORT,SHORT90 && %{paths} | %not grep -E 'cp\.async\.c[ag]|cp\.async\.bulk\.global'
// RUN: %{sm80} -DK=5 && %{check}=LONG,LONG80
// RUN: %{sm90} -DK=5 && %{check}=LONG,LONG90
// RUN: %{sm80} -DK=6 && %{check}=LODD,LODD80 && %{paths} | %not grep -E 'cp\.async\.bulk\.global'
// RUN: %{sm90} -DK=6 && %{check}=LODD,LODD90 && %{paths} | %not grep -E 'cp\.async\.bulk\.global'
// RUN: %{sm80} -DK=7 && %{check}=PF && %{paths} | %not grep -E 'cp\.async\.bulk\.prefetch'
// RUN: %{sm90} -DK=7 && %{check}=PF && %{paths} | %not grep -E 'cp\.async\.bulk\.prefetch'
// RUN: %{sm80} -DK=13 && %{check}=PF && %{paths} | %not grep -E 'cp\.async\.bulk\.prefetch'
// RUN: %{sm90} -DK=13 && %{check}=PFL90
// RUN: %{sm80} -DK=8 && %{check}=TAIL && %{paths} | %not grep -E 'ld\.global|cp\.async\.cg'
// RUN: %{sm90} -DK=8 && %{check}=TAIL && %{paths} | %not grep -E 'ld\.global|cp\.async\.cg'
// RUN: %{sm90} -DK=9 && %{check}=RT && %{paths} | %not grep -E '__local_depot|__xasync_nv_to_global_16|_3d[,(]'
// RUN: %{sm90} -DK=10 && %{check}=RT3 && %{paths} | %not grep -E '(div|rem)\.[us]64|__local_depot'
// The generic library (sm_70) never uses cp.async or bulk copies:
// RUN: %{xasync:nvptx64--nvidiacl} -march=sm_90 -O3 -S %s -o %t.ptx -DK=0 && %{check}=GENERIC && %{paths} | %not grep -E 'cp\.async'
// GENERIC-DAG: ld.global.v4


#define SRC ((const global uchar *)0x10000)
#define DST ((global uchar *)0x20000)

// 16-byte rows, 16-byte aligned: every chunk is a 16-byte cp.async.ca
// (.ca measured faster than .cg on the H100, docs/nvptx.md); on sm_90 no
// bulk group is committed (only the bulk path commits one).
// A16-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// A16-DAG: cp.async.commit_group;
// A16-DAG: __xasync_nv_wi_state
#if K == 0
kernel void g2l_aligned16(global uint *out) {
  local uint4 tile[16 * 16];
  event_t e = async_work_group_copy_2D2D(tile, 0, SRC, 0, 16, 16, 16, 64, 16, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = ((local uint *)tile)[get_local_id(0)];
}
#endif

// Rows 4-byte aligned, source and destination not co-aligned mod 16:
// 4-byte cp.async (.ca), never 16.
// A4-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4;
// A4-DAG: cp.async.commit_group;
#if K == 1
kernel void g2l_aligned4(global uint *out) {
  local uint tile[8 * 4] __attribute__((aligned(16)));
  event_t e = async_work_group_copy_2D2D(tile, 0, SRC, 1, 4, 8, 4, 64, 8, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = ((local uint *)tile)[get_local_id(0)];
}
#endif

// 3-byte elements at odd offsets, co-aligned mod 16 (both 15), strides
// multiples of 16: byte head, 16-byte cp.async body, byte tail.
// CO-DAG: ld.global.{{.*}}b8
// CO-DAG: st.shared.b8
// CO-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// CO-DAG: cp.async.commit_group;
#if K == 2
kernel void g2l_coaligned_odd(global uint *out) {
  local uint4 tile[16 * 8 * 3 / 16 + 16];
  event_t e = async_work_group_copy_2D2D(tile, 5, SRC, 5, 3, 64, 8, 256, 64, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = ((local uint *)tile)[get_local_id(0)];
}
#endif

// 3-byte elements, source at 3 bytes, destination at 0: no common chunk
// beyond a byte, so no cp.async (and an empty group).  The local side is
// 4-byte aligned (192-byte rows), so each work-item moves 4-byte local
// words, gathering the global side's bytes.  (Where the chunk's offset is
// visible, as here, LLVM loads the three bytes that share an aligned
// global word as that word: one ld.global.b8 and one b32 per local word.)
// MIS-DAG: call.uni __xasync_nv_to_local_gather,
// MIS-DAG: cp.async.commit_group;
// MIS-LABEL: .func __xasync_nv_to_local_gather(
// MIS: ld.global.{{.*}}b8
// MIS: ld.global.{{.*}}b{{8|32}}
// MIS: st.shared.b32
#if K == 3
kernel void g2l_misaligned(global uint *out) {
  local uchar tile[64 * 3 * 8] __attribute__((aligned(16)));
  event_t e = async_work_group_copy_2D2D(tile, 0, SRC, 1, 3, 64, 8, 256, 64, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = ((local uint *)tile)[get_local_id(0)];
}
#endif

// local->global, 256-byte aligned rows: widest plain stores on both
// libraries (rows too short for a bulk copy), never cp.async.
// SHORT-DAG: st.global.v4
#if K == 4
kernel void l2g_short_rows(void) {
  local uint4 tile[16 * 8];
  tile[get_local_id(0)] = (uint4)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy_2D2D(DST, 0, tile, 0, 16, 16, 8, 16, 64, 0);
  wait_group_events(1, &e);
}
#endif

// local->global, 2 KiB aligned rows: sm_90 issues one bulk copy per row
// after a proxy fence and a barrier (out of line, like every path but the
// 16-byte loops), then commits their bulk group; sm_80 stores.  The wait:
// the bulk groups, then (the work-item is marked) the proxy fence for
// global memory before the barrier.
// LONG90-NOT: st.global
// LONG90-LABEL: .func __clang_ocl_kern_imp_l2g_long_rows(
// LONG90: call.uni __xasync_nv_to_global_bulk,
// LONG90: cp.async.bulk.wait_group 0;
// LONG90: fence.proxy.async.global;
// LONG90: call.uni _Z7barrierj
// LONG90-LABEL: .func __xasync_nv_to_global_bulk(
// LONG90: fence.proxy.async.shared::cta;
// LONG90-NEXT: {
// LONG90: call.uni _Z7barrierj
// LONG90: cp.async.bulk.global.shared::cta.bulk_group [{{.*}}], [{{.*}}], {{.*}};
// LONG90: cp.async.bulk.commit_group;
// LONG90-NOT: st.global
// LONG80-NOT: cp.async.bulk
// LONG80: st.global.v4
// LONG80-NOT: cp.async.bulk
#if K == 5
kernel void l2g_long_rows(void) {
  local uint4 tile[128 * 4];
  tile[get_local_id(0)] = (uint4)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy_2D2D(DST, 0, tile, 0, 16, 128, 4, 128, 256, 0);
  wait_group_events(1, &e);
}
#endif

// Long rows that are only 4-byte aligned never take the bulk path.
// LODD-DAG: st.global.b32
#if K == 6
kernel void l2g_long_rows_odd(void) {
  local uint tile[513 * 4];
  tile[get_local_id(0)] = (uint)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy_2D2D(DST, 1, tile, 0, 4, 513, 4, 513, 1024, 0);
  wait_group_events(1, &e);
}
#endif

// prefetch: a range of a few lines, prefetch.global.L2 per 128-byte line
// on every library (1,024 bytes from an address 16 bytes into a line: 9
// lines); a range of more than 64 lines, one bulk L2 prefetch of the
// widened range on sm_90 (the lines below it).  The addresses are
// constants, so the library's test of the range's lines folds.
// PF: prefetch.global.L2 [
// PFL90: cp.async.bulk.prefetch.L2.global [{{.*}}], {{.*}};
// PFL90-NOT: prefetch.global.L2
#if K == 7
kernel void prefetch_range(void) {
  prefetch((const global uint *)(SRC + 16), 256);
}
#endif
#if K == 13
kernel void prefetch_long_range(void) {
  prefetch((const global uint *)(SRC + 16), 65 * 32);
}
#endif

// Aligned rows of 66 floats (a stencil's halo line): no head, a 256-byte
// body and an 8-byte tail, copied by one loop whose last chunk per row is
// an 8-byte cp.async: both sizes, one commit, no plain copies.
// TAIL-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// TAIL-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 8;
// TAIL-DAG: cp.async.commit_group;
#if K == 8
kernel void g2l_tail8(global uint *out) {
  local float4 tile[17 * 8];
  event_t e = async_work_group_copy_2D2D(tile, 0, SRC, 0, 4, 66, 8, 1028, 68, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = ((local uint *)tile)[get_local_id(0)];
}
#endif

// Run-time arguments: the 16-byte loops of the rows as named are inline,
// every other path is an out-of-line call, and no stack frame is left (a
// shape passed as a struct left one: docs/results/h100/probes.md, section
// 7).  A 2D2D call references only 2D functions (no _3d one).  Copies into
// local memory merge after the inline loop's test (nvptx/copy_engine.cl,
// XASYNC_NV_SMALL_OR_MERGE), so dense rows merged into 16-byte chunks take
// the 2D out-of-line loop; into global memory the 16-byte loop stays
// inline.  A copy whose chunks fit the team takes the small path.
// RT-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// RT-DAG: call.uni __xasync_nv_one_to_local,
// RT-DAG: call.uni __xasync_nv_one_to_global,
// RT-DAG: call.uni __xasync_nv_to_local_16,
// RT-DAG: st.global.v4.b32
// RT-DAG: call.uni __xasync_nv_to_local_split,
// RT-DAG: call.uni __xasync_nv_to_local_4,
// RT-DAG: call.uni __xasync_nv_to_global_bulk,
// RT-DAG: call.uni __xasync_nv_to_global_1,
#if K == 9
kernel void runtime_args(global const uchar *src, global uchar *dst,
                         ulong elem, ulong w, ulong h, ulong pitch) {
  local uint4 tile[1024];
  event_t e = async_work_group_copy_2D2D((local uchar *)tile, 0, src, 0, elem,
                                         w, h, pitch, w, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_2D2D(dst, 0, (local uchar *)tile, 0, elem, w, h, w,
                                 pitch, 0);
  wait_group_events(1, &e);
}
#endif

// 3D3D with run-time arguments: shapes still 3D after merging take
// out-of-line 16-byte loops, 2D ones stay inline, narrow widths call the
// 3D loop or the 2D one by the merged shape, and no path divides in 64
// bits (registers: docs/results/h100/probes.md, sections 8 and 13).
// RT3-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 16;
// RT3-DAG: st.global.v4.b32
// RT3-DAG: call.uni __xasync_nv_to_local_16,
// RT3-DAG: call.uni __xasync_nv_to_global_16,
// RT3-DAG: call.uni __xasync_nv_to_local_4_3d,
// RT3-DAG: call.uni __xasync_nv_to_local_4,
// RT3-DAG: call.uni __xasync_nv_to_global_1_3d,
// RT3-DAG: .func __xasync_nv_to_local_16(
#if K == 10
kernel void runtime_args_3d(global const uchar *src, global uchar *dst,
                            ulong elem, ulong w, ulong h, ulong d,
                            ulong pitch, ulong plane) {
  local uint4 tile[1024];
  event_t e = async_work_group_copy_3D3D((local uchar *)tile, 0, src, 0, elem,
                                         w, h, d, pitch, plane, w, w * h, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_3D3D(dst, 0, (local uchar *)tile, 0, elem, w, h, d,
                                 w, w * h, pitch, plane, 0);
  wait_group_events(1, &e);
}
#endif

// local->global, the local side 4-byte aligned, the global side at an odd
// address: 4-byte local words scattered as bytes.
// SCAT-DAG: call.uni __xasync_nv_to_global_scatter,
// SCAT-LABEL: .func __xasync_nv_to_global_scatter(
// SCAT: ld.shared.b32
// SCAT: st.global.b8
// SCAT: st.global.b8
// SCAT: st.global.b8
// SCAT: st.global.b8
#if K == 11
kernel void l2g_scatter(void) {
  local uint tile[48 * 8];
  tile[get_local_id(0)] = (uint)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy_2D2D(DST, 1, (local uchar *)tile, 0, 3, 64,
                                         8, 64, 257, 0);
  wait_group_events(1, &e);
}
#endif

// Both sides only byte-aligned (local destination at byte 1): the 1-byte
// loop, plain byte loads and stores.
// BYTES-DAG: call.uni __xasync_nv_to_local_1,
// BYTES-DAG: st.shared.b8
#if K == 12
kernel void g2l_bytes(global uint *out) {
  local uint4 tile[13 * 8];
  event_t e = async_work_group_copy_2D2D((local uchar *)tile, 1, SRC, 0, 1,
                                         200, 8, 256, 201, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = ((local uint *)tile)[get_local_id(0)];
}
#endif
