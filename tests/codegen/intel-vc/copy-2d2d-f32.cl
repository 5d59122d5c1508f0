// 2D2D with 4-byte elements, both directions, geometry from kernel
// arguments (so the ragged end of a line is a run-time channel mask).
// Global->local: read the line (gather, or block read of whole segments),
// then SCATTER_SCALED into SLM (T0, %slm)
// with 4-byte channels.  Local->global: read from SLM, then the stateless
// write: SVM_SCATTER (A64, one 4-byte block per channel) with 64-bit
// pointers, SCATTER_SCALED on T255 with 32-bit ones.  16 channels for long
// lines, 8 for lines of at most 8 elements.
// REQUIRES: lib-spir64-intel-vc, lib-spir-intel-vc
// RUN: %vc_visa --lib %{lib:spir64-intel-vc} --device tgllp --out %t64 %s
// RUN: FileCheck %s --check-prefixes=IN16,IN --input-file %t64/tile_in.visaasm
// RUN: FileCheck %s --check-prefix=IN8 --input-file %t64/tile_in.visaasm
// RUN: FileCheck %s --check-prefix=IN-SIZE --input-file %t64/tile_in.visaasm
// RUN: FileCheck %s --check-prefixes=OUT16,OUT --input-file %t64/tile_out.visaasm
// RUN: FileCheck %s --check-prefix=OUT8 --input-file %t64/tile_out.visaasm
// RUN: FileCheck %s --check-prefix=OUT-SIZE --input-file %t64/tile_out.visaasm
// RUN: FileCheck %s --check-prefix=ISA-IN --input-file %t64/tile_in.asm
// RUN: FileCheck %s --check-prefix=ISA-OUT --input-file %t64/tile_out.asm
// The same for another named device (DG2, Xe-HPG):
// RUN: %vc_visa --lib %{lib:spir64-intel-vc} --device dg2 --out %tdg2 %s
// RUN: FileCheck %s --check-prefixes=IN16,IN --input-file %tdg2/tile_in.visaasm
// RUN: FileCheck %s --check-prefixes=OUT16,OUT --input-file %tdg2/tile_out.visaasm
// RUN: %vc_visa --32 --lib %{lib:spir-intel-vc} --device tgllp --out %t32 %s
// RUN: FileCheck %s --check-prefix=A32-IN --input-file %t32/tile_in.visaasm
// RUN: FileCheck %s --check-prefix=A32-OUT --input-file %t32/tile_out.visaasm
// RUN: FileCheck %s --check-prefix=ISA-A32-OUT --input-file %t32/tile_out.asm

// The channel mask (lane < elements left in the line); the source read: a
// gather under the mask, or a block read (svm_block_ld of 4 or 2 owords)
// when the whole segment is wanted; then the predicated scatter write of
// the same channels.
// IN16: cmp.{{[a-z]+}} (M1, 16) [[P:P[0-9]+]]
// IN16: ([[P]]) svm_gather.4.1 (M1, 16)
// IN16: svm_block_ld (4)
// IN16: ([[P]]) scatter_scaled.4 (M1, 16) %slm
// IN8: cmp.{{[a-z]+}} (M1, 8) [[P:P[0-9]+]]
// IN8: ([[P]]) svm_gather.4.1 (M1, 8)
// IN8: svm_block_ld (2)
// IN8: ([[P]]) scatter_scaled.4 (M1, 8) %slm
// Completion: commit global and SLM writes, then the thread-group barrier.
// IN: fence_global
// IN-NEXT: fence_local
// IN-NEXT: barrier
// No 8/16-channel write of another element size, nor unmasked:
// IN-SIZE-NOT: scatter_scaled.{{[12]}} (M1, {{8|16}})
// IN-SIZE-NOT: {{^ *}}scatter_scaled.4 (M1, {{8|16}})

// OUT16: cmp.{{[a-z]+}} (M1, 16) [[P:P[0-9]+]]
// OUT16: ([[P]]) gather_scaled.4 (M1, 16) %slm
// OUT16: oword_ld_unaligned (4) %slm
// OUT16: ([[P]]) svm_scatter.4.1 (M1, 16)
// OUT8: cmp.{{[a-z]+}} (M1, 8) [[P:P[0-9]+]]
// OUT8: ([[P]]) gather_scaled.4 (M1, 8) %slm
// OUT8: oword_ld_unaligned (2) %slm
// OUT8: ([[P]]) svm_scatter.4.1 (M1, 8)
// OUT: fence_global
// OUT-NEXT: fence_local
// OUT-NEXT: barrier
// OUT-SIZE-NOT: svm_scatter.1.{{[12]}} (M1, {{8|16}})
// OUT-SIZE-NOT: {{^ *}}svm_scatter.4.1 (M1, {{8|16}})

// Gen12 messages IGC made of them, predicated by a flag register (SLM is
// binding table index 0xFE):
// ISA-IN-DAG: (f{{[0-9.]+}}) send.dc0 (16|M0) {{.*}} 0x{{[0-9A-F]+}}FE {{.*}} byte scattering write 32b
// ISA-IN-DAG: (f{{[0-9.]+}}) send.dc0 (8|M0) {{.*}} 0x{{[0-9A-F]+}}FE {{.*}} byte scattering write 32b
// ISA-OUT-DAG: (f{{[0-9.]+}}) send.dc1 (16|M0) {{.*}} a64 dword scattering write
// ISA-OUT-DAG: (f{{[0-9.]+}}) send.dc1 (8|M0) {{.*}} a64 dword scattering write

// 32-bit pointers: T255 is vISA surface T5, which IGC 1.0.12504 names
// %scratch in its dump; its binding table index is 0xFF (stateless).
// A32-IN: ([[P:P[0-9]+]]) gather_scaled.4 (M1, 16) %scratch
// A32-IN: oword_ld_unaligned (4) %scratch
// A32-IN: ([[P]]) scatter_scaled.4 (M1, 16) %slm
// A32-OUT: ([[P:P[0-9]+]]) gather_scaled.4 (M1, 16) %slm
// A32-OUT: oword_ld_unaligned (4) %slm
// A32-OUT: ([[P]]) scatter_scaled.4 (M1, 16) %scratch
// ISA-A32-OUT: (f{{[0-9.]+}}) send.dc0 (16|M0) {{.*}} 0x{{[0-9A-F]+}}FF {{.*}} byte scattering write 32b

kernel void tile_in(global const float *src, local float *tile, int src_off,
                    int cols, int lines, int src_line, int tile_line) {
  event_t e = async_work_group_copy_2D2D(tile, 0, src, src_off, sizeof(float),
                                         cols, lines, src_line, tile_line, 0);
  wait_group_events(1, &e);
}

kernel void tile_out(global float *dst, local const float *tile, int dst_off,
                     int cols, int lines, int tile_line, int dst_line) {
  event_t e = async_work_group_copy_2D2D(dst, dst_off, tile, 0, sizeof(float),
                                         cols, lines, tile_line, dst_line, 0);
  wait_group_events(1, &e);
}
