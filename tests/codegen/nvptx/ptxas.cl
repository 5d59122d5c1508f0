// The PTX of a kernel using every builtin, linked as users link it (xasync
// first, then libclc for the work-item functions), assembles with ptxas
// for the SM level of each library.
// REQUIRES: ptxas, lib-sm_80-nvptx64--nvidiacl, lib-sm_90-nvptx64--nvidiacl
// RUN: %{xasync+libclc:sm_80-nvptx64--nvidiacl} -O3 -S %s -o %t.80.ptx && %ptxas -arch=sm_80 %t.80.ptx -o %t.80.o
// RUN: %{xasync+libclc:sm_90-nvptx64--nvidiacl} -O3 -S %s -o %t.90.ptx && %ptxas -arch=sm_90 %t.90.ptx -o %t.90.o

kernel void all_builtins(global const float *in, global float *out,
                         global const uchar *bytes, global uchar *bout) {
  local float tile[8 * 64];
  local uchar raw[3 * 64 * 8];
  event_t e = async_work_group_copy_2D2D(tile, 0, in, 7, 4, 64, 8, 1000, 64, 0);
  e = async_work_group_copy_3D3D(raw, 1, bytes, 5, 3, 60, 4, 2, 64, 300, 64, 256, e);
  event_t f = async_work_group_copy(tile, in, 64, 0);
  f = async_work_group_strided_copy(tile, in, 16, 3, f);
  prefetch(in + 4096, 1000);
  wait_group_events(1, &e);
  event_t g[2];
  g[0] = async_work_group_copy_2D2D(out, 3, tile, 0, 4, 64, 8, 64, 1000, 0);
  g[1] = async_work_group_copy_3D3D(bout, 0, raw, 1, 3, 60, 4, 2, 64, 256, 64, 300, 0);
  wait_group_events(2, g);
  wait_group_events(1, &f);
}
