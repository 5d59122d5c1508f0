// 3D3D with 1-byte elements, both directions, geometry from kernel
// arguments (ragged line ends are run-time channel masks).  The writes are
// scattered writes with 1-byte channels: SCATTER_SCALED.1 into SLM (T0,
// %slm), SVM_SCATTER with one 1-byte block per channel to global (A64), or
// SCATTER_SCALED.1 on T255 with 32-bit pointers.
// REQUIRES: lib-spir64-intel-vc, lib-spir-intel-vc
// RUN: %vc_visa --lib %{lib:spir64-intel-vc} --device tgllp --out %t64 %s
// RUN: FileCheck %s --check-prefix=IN16 --input-file %t64/vol_in.visaasm
// RUN: FileCheck %s --check-prefix=IN8 --input-file %t64/vol_in.visaasm
// RUN: FileCheck %s --check-prefix=IN-SIZE --input-file %t64/vol_in.visaasm
// RUN: FileCheck %s --check-prefix=OUT16 --input-file %t64/vol_out.visaasm
// RUN: FileCheck %s --check-prefix=OUT8 --input-file %t64/vol_out.visaasm
// RUN: FileCheck %s --check-prefix=OUT-SIZE --input-file %t64/vol_out.visaasm
// RUN: FileCheck %s --check-prefix=ISA-IN --input-file %t64/vol_in.asm
// RUN: FileCheck %s --check-prefix=ISA-OUT --input-file %t64/vol_out.asm
// RUN: %vc_visa --32 --lib %{lib:spir-intel-vc} --device tgllp --out %t32 %s
// RUN: FileCheck %s --check-prefix=A32-OUT --input-file %t32/vol_out.visaasm

// IN16: cmp.{{[a-z]+}} (M1, 16) [[P:P[0-9]+]]
// IN16: ([[P]]) svm_gather.1.1 (M1, 16)
// IN16: svm_block_ld (1)
// IN16: ([[P]]) scatter_scaled.1 (M1, 16) %slm
// 8 one-byte channels are too few for a block read (16 bytes at least):
// IN8: cmp.{{[a-z]+}} (M1, 8) [[P:P[0-9]+]]
// IN8: ([[P]]) svm_gather.1.1 (M1, 8)
// IN8-NEXT: ([[P]]) scatter_scaled.1 (M1, 8) %slm
// IN-SIZE-NOT: scatter_scaled.{{[24]}} (M1, {{8|16}})
// IN-SIZE-NOT: {{^ *}}scatter_scaled.1 (M1, {{8|16}})

// OUT16: cmp.{{[a-z]+}} (M1, 16) [[P:P[0-9]+]]
// OUT16: ([[P]]) gather_scaled.1 (M1, 16) %slm
// OUT16: oword_ld_unaligned (1) %slm
// OUT16: ([[P]]) svm_scatter.1.1 (M1, 16)
// OUT8: cmp.{{[a-z]+}} (M1, 8) [[P:P[0-9]+]]
// OUT8: ([[P]]) gather_scaled.1 (M1, 8) %slm
// OUT8: ([[P]]) svm_scatter.1.1 (M1, 8)
// OUT-SIZE-NOT: svm_scatter.{{1.2|4.1}} (M1, {{8|16}})
// OUT-SIZE-NOT: {{^ *}}svm_scatter.1.1 (M1, {{8|16}})

// ISA-IN-DAG: (f{{[0-9.]+}}) send.dc0 (16|M0) {{.*}} 0x{{[0-9A-F]+}}FE {{.*}} byte scattering write 8b
// ISA-IN-DAG: (f{{[0-9.]+}}) send.dc0 (8|M0) {{.*}} 0x{{[0-9A-F]+}}FE {{.*}} byte scattering write 8b
// ISA-OUT-DAG: (f{{[0-9.]+}}) send.dc1 (16|M0) {{.*}} a64 byte scattering write 8b
// ISA-OUT-DAG: (f{{[0-9.]+}}) send.dc1 (8|M0) {{.*}} a64 byte scattering write 8b

// A32-OUT: ([[P:P[0-9]+]]) gather_scaled.1 (M1, 16) %slm
// A32-OUT: ([[P]]) scatter_scaled.1 (M1, 16) %scratch

kernel void vol_in(global const uchar *src, local uchar *vol, int src_off,
                   int cols, int lines, int planes, int src_line,
                   int src_plane, int vol_line, int vol_plane) {
  event_t e = async_work_group_copy_3D3D(vol, 0, src, src_off, 1, cols, lines,
                                         planes, src_line, src_plane,
                                         vol_line, vol_plane, 0);
  wait_group_events(1, &e);
}

kernel void vol_out(global uchar *dst, local const uchar *vol, int dst_off,
                    int cols, int lines, int planes, int vol_line,
                    int vol_plane, int dst_line, int dst_plane) {
  event_t e = async_work_group_copy_3D3D(dst, dst_off, vol, 0, 1, cols, lines,
                                         planes, vol_line, vol_plane,
                                         dst_line, dst_plane, 0);
  wait_group_events(1, &e);
}
