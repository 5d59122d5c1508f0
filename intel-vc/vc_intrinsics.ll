; Thin wrappers over Intel's vector-compute intrinsics (intel/vc-intrinsics,
; GenXIntrinsics/include/llvm/GenXIntrinsics/Intrinsic_definitions.py), for
; the intel-vc copy engine.  They exist because the intrinsics take <N x i1>
; channel masks, which OpenCL C cannot spell: the C side passes an intN mask
; (-1/0 from a vector compare) and these turn it into the predicate.  Every
; wrapper is alwaysinline, so after linking only the llvm.genx.* call is left,
; with the constant operands the C side passed.  They use spir_func, the
; calling convention OpenCL C calls them with.
;
; Operand meaning (from the intrinsic definitions):
;   scatter.scaled(pred, log2 bytes per channel 0/1/2, i16 scale = 0,
;                  surface (254 = SLM/T0, 255 = stateless/T255),
;                  i32 global byte offset, vXi32 byte offsets, vXi32 data)
;   gather.scaled (same operands, old value instead of data) -> vXi32
;   svm.scatter   (pred, log2 blocks, vXi64 addresses, data): block size is
;                  the data element size; i8 blocks take 4 bytes per channel
;   svm.gather    (pred, log2 blocks, vXi64 addresses, old value) -> data
; For 1- and 2-byte channels the value sits in the low bytes of each dword.

; ---- SLM (T0) and stateless A32 (T255) surfaces --------------------------

declare void @llvm.genx.scatter.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>) #4
declare void @llvm.genx.scatter.scaled.v16i1.v16i32.v16i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <16 x i32>) #4
declare <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i1.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>) #2
declare <16 x i32> @llvm.genx.gather.scaled.v16i32.v16i1.v16i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <16 x i32>) #2

define spir_func void @__xasync_vc_scatter8(<8 x i32> %mask, i32 %log2, i32 %surface, i32 %base, <8 x i32> %offsets, <8 x i32> %data) #0 {
  %p = icmp ne <8 x i32> %mask, zeroinitializer
  call void @llvm.genx.scatter.scaled.v8i1.v8i32.v8i32(<8 x i1> %p, i32 %log2, i16 0, i32 %surface, i32 %base, <8 x i32> %offsets, <8 x i32> %data)
  ret void
}

define spir_func void @__xasync_vc_scatter16(<16 x i32> %mask, i32 %log2, i32 %surface, i32 %base, <16 x i32> %offsets, <16 x i32> %data) #0 {
  %p = icmp ne <16 x i32> %mask, zeroinitializer
  call void @llvm.genx.scatter.scaled.v16i1.v16i32.v16i32(<16 x i1> %p, i32 %log2, i16 0, i32 %surface, i32 %base, <16 x i32> %offsets, <16 x i32> %data)
  ret void
}

define spir_func <8 x i32> @__xasync_vc_gather8(<8 x i32> %mask, i32 %log2, i32 %surface, i32 %base, <8 x i32> %offsets) #0 {
  %p = icmp ne <8 x i32> %mask, zeroinitializer
  %r = call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i1.v8i32(<8 x i1> %p, i32 %log2, i16 0, i32 %surface, i32 %base, <8 x i32> %offsets, <8 x i32> undef)
  ret <8 x i32> %r
}

define spir_func <16 x i32> @__xasync_vc_gather16(<16 x i32> %mask, i32 %log2, i32 %surface, i32 %base, <16 x i32> %offsets) #0 {
  %p = icmp ne <16 x i32> %mask, zeroinitializer
  %r = call <16 x i32> @llvm.genx.gather.scaled.v16i32.v16i1.v16i32(<16 x i1> %p, i32 %log2, i16 0, i32 %surface, i32 %base, <16 x i32> %offsets, <16 x i32> undef)
  ret <16 x i32> %r
}

; ---- stateless A64 (SVM) -------------------------------------------------
; Byte blocks (1 or 2 per channel, %log2 = 0/1) move <4N x i8>; dword
; channels move <N x i32>.

declare void @llvm.genx.svm.scatter.v8i1.v8i64.v32i8(<8 x i1>, i32, <8 x i64>, <32 x i8>) #4
declare void @llvm.genx.svm.scatter.v16i1.v16i64.v64i8(<16 x i1>, i32, <16 x i64>, <64 x i8>) #4
declare void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1>, i32, <8 x i64>, <8 x i32>) #4
declare void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32(<16 x i1>, i32, <16 x i64>, <16 x i32>) #4
declare <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <32 x i8>) #2
declare <64 x i8> @llvm.genx.svm.gather.v64i8.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <64 x i8>) #2
declare <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i32>) #2
declare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>) #2

define spir_func void @__xasync_vc_svm_scatter_bytes8(<8 x i32> %mask, i32 %log2, <8 x i64> %addr, <8 x i32> %data) #0 {
  %p = icmp ne <8 x i32> %mask, zeroinitializer
  %d = bitcast <8 x i32> %data to <32 x i8>
  call void @llvm.genx.svm.scatter.v8i1.v8i64.v32i8(<8 x i1> %p, i32 %log2, <8 x i64> %addr, <32 x i8> %d)
  ret void
}

define spir_func void @__xasync_vc_svm_scatter_bytes16(<16 x i32> %mask, i32 %log2, <16 x i64> %addr, <16 x i32> %data) #0 {
  %p = icmp ne <16 x i32> %mask, zeroinitializer
  %d = bitcast <16 x i32> %data to <64 x i8>
  call void @llvm.genx.svm.scatter.v16i1.v16i64.v64i8(<16 x i1> %p, i32 %log2, <16 x i64> %addr, <64 x i8> %d)
  ret void
}

define spir_func void @__xasync_vc_svm_scatter_dwords8(<8 x i32> %mask, <8 x i64> %addr, <8 x i32> %data) #0 {
  %p = icmp ne <8 x i32> %mask, zeroinitializer
  call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1> %p, i32 0, <8 x i64> %addr, <8 x i32> %data)
  ret void
}

define spir_func void @__xasync_vc_svm_scatter_dwords16(<16 x i32> %mask, <16 x i64> %addr, <16 x i32> %data) #0 {
  %p = icmp ne <16 x i32> %mask, zeroinitializer
  call void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32(<16 x i1> %p, i32 0, <16 x i64> %addr, <16 x i32> %data)
  ret void
}

define spir_func <8 x i32> @__xasync_vc_svm_gather_bytes8(<8 x i32> %mask, i32 %log2, <8 x i64> %addr) #0 {
  %p = icmp ne <8 x i32> %mask, zeroinitializer
  %r = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %p, i32 %log2, <8 x i64> %addr, <32 x i8> undef)
  %d = bitcast <32 x i8> %r to <8 x i32>
  ret <8 x i32> %d
}

define spir_func <16 x i32> @__xasync_vc_svm_gather_bytes16(<16 x i32> %mask, i32 %log2, <16 x i64> %addr) #0 {
  %p = icmp ne <16 x i32> %mask, zeroinitializer
  %r = call <64 x i8> @llvm.genx.svm.gather.v64i8.v16i1.v16i64(<16 x i1> %p, i32 %log2, <16 x i64> %addr, <64 x i8> undef)
  %d = bitcast <64 x i8> %r to <16 x i32>
  ret <16 x i32> %d
}

define spir_func <8 x i32> @__xasync_vc_svm_gather_dwords8(<8 x i32> %mask, <8 x i64> %addr) #0 {
  %p = icmp ne <8 x i32> %mask, zeroinitializer
  %r = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %p, i32 0, <8 x i64> %addr, <8 x i32> undef)
  ret <8 x i32> %r
}

define spir_func <16 x i32> @__xasync_vc_svm_gather_dwords16(<16 x i32> %mask, <16 x i64> %addr) #0 {
  %p = icmp ne <16 x i32> %mask, zeroinitializer
  %r = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %p, i32 0, <16 x i64> %addr, <16 x i32> undef)
  ret <16 x i32> %r
}

; ---- block reads for whole segments (source side) ------------------------
; A segment with all channels on, at a dword-aligned address, is one block:
;   svm.block.ld.unaligned(i64 address) -> data (A64; dword alignment)
;   oword.ld.unaligned(i32 is_modified = 0, surface, i32 byte offset) -> data
; of 16, 32 or 64 bytes; each element is widened to its dword channel, as
; the gathers return it.  Named by channels and element bytes.

declare <16 x i8> @llvm.genx.svm.block.ld.unaligned.v16i8.i64(i64) #2
declare <8 x i16> @llvm.genx.svm.block.ld.unaligned.v8i16.i64(i64) #2
declare <16 x i16> @llvm.genx.svm.block.ld.unaligned.v16i16.i64(i64) #2
declare <8 x i32> @llvm.genx.svm.block.ld.unaligned.v8i32.i64(i64) #2
declare <16 x i32> @llvm.genx.svm.block.ld.unaligned.v16i32.i64(i64) #2
declare <16 x i8> @llvm.genx.oword.ld.unaligned.v16i8(i32, i32, i32) #2
declare <8 x i16> @llvm.genx.oword.ld.unaligned.v8i16(i32, i32, i32) #2
declare <16 x i16> @llvm.genx.oword.ld.unaligned.v16i16(i32, i32, i32) #2
declare <8 x i32> @llvm.genx.oword.ld.unaligned.v8i32(i32, i32, i32) #2
declare <16 x i32> @llvm.genx.oword.ld.unaligned.v16i32(i32, i32, i32) #2

define spir_func <16 x i32> @__xasync_vc_svm_block16_1(i64 %addr) #0 {
  %r = call <16 x i8> @llvm.genx.svm.block.ld.unaligned.v16i8.i64(i64 %addr)
  %d = zext <16 x i8> %r to <16 x i32>
  ret <16 x i32> %d
}

define spir_func <8 x i32> @__xasync_vc_svm_block8_2(i64 %addr) #0 {
  %r = call <8 x i16> @llvm.genx.svm.block.ld.unaligned.v8i16.i64(i64 %addr)
  %d = zext <8 x i16> %r to <8 x i32>
  ret <8 x i32> %d
}

define spir_func <16 x i32> @__xasync_vc_svm_block16_2(i64 %addr) #0 {
  %r = call <16 x i16> @llvm.genx.svm.block.ld.unaligned.v16i16.i64(i64 %addr)
  %d = zext <16 x i16> %r to <16 x i32>
  ret <16 x i32> %d
}

define spir_func <8 x i32> @__xasync_vc_svm_block8_4(i64 %addr) #0 {
  %r = call <8 x i32> @llvm.genx.svm.block.ld.unaligned.v8i32.i64(i64 %addr)
  ret <8 x i32> %r
}

define spir_func <16 x i32> @__xasync_vc_svm_block16_4(i64 %addr) #0 {
  %r = call <16 x i32> @llvm.genx.svm.block.ld.unaligned.v16i32.i64(i64 %addr)
  ret <16 x i32> %r
}

define spir_func <16 x i32> @__xasync_vc_block16_1(i32 %surface, i32 %offset) #0 {
  %r = call <16 x i8> @llvm.genx.oword.ld.unaligned.v16i8(i32 0, i32 %surface, i32 %offset)
  %d = zext <16 x i8> %r to <16 x i32>
  ret <16 x i32> %d
}

define spir_func <8 x i32> @__xasync_vc_block8_2(i32 %surface, i32 %offset) #0 {
  %r = call <8 x i16> @llvm.genx.oword.ld.unaligned.v8i16(i32 0, i32 %surface, i32 %offset)
  %d = zext <8 x i16> %r to <8 x i32>
  ret <8 x i32> %d
}

define spir_func <16 x i32> @__xasync_vc_block16_2(i32 %surface, i32 %offset) #0 {
  %r = call <16 x i16> @llvm.genx.oword.ld.unaligned.v16i16(i32 0, i32 %surface, i32 %offset)
  %d = zext <16 x i16> %r to <16 x i32>
  ret <16 x i32> %d
}

define spir_func <8 x i32> @__xasync_vc_block8_4(i32 %surface, i32 %offset) #0 {
  %r = call <8 x i32> @llvm.genx.oword.ld.unaligned.v8i32(i32 0, i32 %surface, i32 %offset)
  ret <8 x i32> %r
}

define spir_func <16 x i32> @__xasync_vc_block16_4(i32 %surface, i32 %offset) #0 {
  %r = call <16 x i32> @llvm.genx.oword.ld.unaligned.v16i32(i32 0, i32 %surface, i32 %offset)
  ret <16 x i32> %r
}

; ---- completion: fence then barrier (vISA FENCE, BARRIER) ----------------

declare void @llvm.genx.fence(i8) #4
declare void @llvm.genx.barrier() #3

; Commits this thread's global (0x01) and SLM (0x21) writes, then waits for
; the whole thread group; the mask bits are vISA FENCE's (commit enable,
; bit 5 = SLM).
define spir_func void @__xasync_vc_wait() #1 {
  call void @llvm.genx.fence(i8 1)
  call void @llvm.genx.fence(i8 33)
  call void @llvm.genx.barrier()
  ret void
}

attributes #0 = { alwaysinline nounwind }
attributes #1 = { alwaysinline convergent nounwind }
; The intrinsics' own properties (ReadMem, Convergent in the definitions);
; LLVM 14 does not know llvm.genx.* and would otherwise assume nothing.
attributes #2 = { nounwind readonly }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }
