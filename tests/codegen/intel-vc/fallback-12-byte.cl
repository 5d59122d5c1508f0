// A 12-byte element is not one scatter channel (1, 2 or 4 bytes), so these
// copies take the generic engine: one work-item moves one chunk at a time
// (SIMD1 accesses of 16, 8, 4, 2 or 1 bytes, picked at run time from the
// alignment), and there is no 8/16-channel or masked scattered write.
// REQUIRES: lib-spir64-intel-vc
// RUN: %vc_visa --lib %{lib:spir64-intel-vc} --device tgllp --out %t %s
// RUN: FileCheck %s --check-prefix=IN --input-file %t/f12_in.visaasm
// RUN: FileCheck %s --check-prefix=NONE --input-file %t/f12_in.visaasm
// RUN: FileCheck %s --check-prefix=OUT --input-file %t/f12_out.visaasm
// RUN: FileCheck %s --check-prefix=NONE --input-file %t/f12_out.visaasm

// The generic engine's chunk stores into SLM, widest first:
// IN: scatter_scaled.4 (M1, 4) %slm
// IN: scatter_scaled.4 (M1, 2) %slm
// IN: scatter_scaled.4 (M1, 1) %slm
// IN: scatter_scaled.1 (M1, 1) %slm
// IN: scatter_scaled.2 (M1, 1) %slm
// IN: fence_global

// ... and to global (a 16-byte chunk is an oword block store):
// OUT: svm_block_st (1)
// OUT: svm_scatter.4.1 (M1, 2)
// OUT: svm_scatter.4.1 (M1, 1)
// OUT: svm_scatter.1.1 (M1, 1)
// OUT: svm_scatter.1.2 (M1, 1)
// OUT: fence_global

// Nothing of the scatter path, anywhere in the kernel:
// NONE-NOT: (M1, {{8|16}})
// NONE-NOT: (P{{[0-9]+}}) {{svm_scatter|scatter_scaled}}

typedef struct { float x, y, z; } point;

kernel void f12_in(global const point *src, local point *tile, int cols,
                   int lines, int src_line, int tile_line) {
  event_t e = async_work_group_copy_2D2D(tile, 0, src, 0, sizeof(point), cols,
                                         lines, src_line, tile_line, 0);
  wait_group_events(1, &e);
}

kernel void f12_out(global point *dst, local const point *vol, int cols,
                    int lines, int planes, int vol_line, int vol_plane,
                    int dst_line, int dst_plane) {
  event_t e = async_work_group_copy_3D3D(dst, 0, vol, 0, sizeof(point), cols,
                                         lines, planes, vol_line, vol_plane,
                                         dst_line, dst_plane, 0);
  wait_group_events(1, &e);
}
