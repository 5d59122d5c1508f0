// A kernel author's route on NVIDIA: clang-22 compiles a kernel using 2D2D
// to PTX with xasync.h included, the generic nvptx library linked first (its
// builtins win) and libclc after it for the work-item functions.
// RUN: %{xasync+libclc:nvptx64--nvidiacl} -march=sm_90 -O3 -cl-std=CL1.2 -S %s -o - | FileCheck %s
//
// CHECK: .entry tile
// The library is linked in and inlined: no copy function call remains.
// CHECK-NOT: async_work_group
// The copy reads global memory and writes shared memory, the wait is a
// block barrier, and the tile is read back (blocks are not laid out in
// program order, hence -DAG).
// CHECK-DAG: ld.global
// CHECK-DAG: st.shared
// CHECK-DAG: bar.sync
// CHECK-DAG: ld.shared
// CHECK-DAG: st.global
// CHECK-NOT: .extern .func
kernel void tile(global const float *in, global float *out, ulong pitch) {
  local float t[32 * 32];
  size_t x0 = get_group_id(0) * 32, y0 = get_group_id(1) * 32;
  event_t ev = async_work_group_copy_2D2D(t, 0, in, y0 * pitch + x0, sizeof(float),
                                          32, 32, pitch, 32, 0);
  wait_group_events(1, &ev);
  size_t lx = get_local_id(0), ly = get_local_id(1);
  out[(y0 + ly) * pitch + x0 + lx] = t[lx * 32 + ly];
}
