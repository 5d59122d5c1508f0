/* intel-vc: OpenCL C view of the wrappers in vc_intrinsics.ll.  Masks are
 * intN compare results (-1 = channel on); log2 and surface must be
 * constants at the call (they become immediate vISA operands). */
#ifndef XASYNC_INTEL_VC_INTRINSICS_H
#define XASYNC_INTEL_VC_INTRINSICS_H

/* vISA predefined surfaces, as the intrinsics number them. */
#define XASYNC_VC_SURFACE_SLM 254       /* T0: shared local memory */
#define XASYNC_VC_SURFACE_STATELESS 255 /* T255: flat A32 addresses */

void __xasync_vc_scatter8(int8 mask, uint log2, uint surface, uint base,
                          uint8 offsets, uint8 data);
void __xasync_vc_scatter16(int16 mask, uint log2, uint surface, uint base,
                           uint16 offsets, uint16 data);
uint8 __xasync_vc_gather8(int8 mask, uint log2, uint surface, uint base,
                          uint8 offsets);
uint16 __xasync_vc_gather16(int16 mask, uint log2, uint surface, uint base,
                            uint16 offsets);

void __xasync_vc_svm_scatter_bytes8(int8 mask, uint log2, ulong8 addr,
                                    uint8 data);
void __xasync_vc_svm_scatter_bytes16(int16 mask, uint log2, ulong16 addr,
                                     uint16 data);
void __xasync_vc_svm_scatter_dwords8(int8 mask, ulong8 addr, uint8 data);
void __xasync_vc_svm_scatter_dwords16(int16 mask, ulong16 addr, uint16 data);
uint8 __xasync_vc_svm_gather_bytes8(int8 mask, uint log2, ulong8 addr);
uint16 __xasync_vc_svm_gather_bytes16(int16 mask, uint log2, ulong16 addr);
uint8 __xasync_vc_svm_gather_dwords8(int8 mask, ulong8 addr);
uint16 __xasync_vc_svm_gather_dwords16(int16 mask, ulong16 addr);

/* Block reads of a whole segment (dword-aligned address), one element per
 * dword channel; <W>_<element bytes>, for segments of 16, 32 or 64 bytes. */
uint16 __xasync_vc_svm_block16_1(ulong addr);
uint8 __xasync_vc_svm_block8_2(ulong addr);
uint16 __xasync_vc_svm_block16_2(ulong addr);
uint8 __xasync_vc_svm_block8_4(ulong addr);
uint16 __xasync_vc_svm_block16_4(ulong addr);
uint16 __xasync_vc_block16_1(uint surface, uint offset);
uint8 __xasync_vc_block8_2(uint surface, uint offset);
uint16 __xasync_vc_block16_2(uint surface, uint offset);
uint8 __xasync_vc_block8_4(uint surface, uint offset);
uint16 __xasync_vc_block16_4(uint surface, uint offset);

void __xasync_vc_wait(void);

#endif
