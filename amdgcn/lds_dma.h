/* amdgcn: which global<->LDS DMA the target has, and the few primitives the
 * copy engine and wait_group_events are built from.  Everything is chosen
 * at compile time from the -mcpu the library is built for:
 *
 *  XASYNC_AMDGCN_LDS_DMA     gfx9 LDS DMA (global_load_lds_dword):
 *                            one wave-uniform LDS base (M0), lane L writes
 *                            at base + L * lane stride; completion is vmcnt.
 *  XASYNC_AMDGCN_LDS_DMA_B128  gfx950 also has the 12- and 16-byte forms,
 *                            whose lane stride is 16 bytes.
 *  XASYNC_AMDGCN_ASYNC_LDS   gfx1250 async loads to / stores from LDS with a
 *                            per-lane LDS address; completion is ASYNCcnt.
 *  XASYNC_AMDGCN_ASYNCMARK   the compiler has asyncmark/wait.asyncmark
 *                            (LLVM 23+): use the .async DMA forms, whose
 *                            completion only explicit marks and waits track.
 *                            XASYNC_AMDGCN_FORCE_ASYNCMARK selects this path
 *                            on older compilers, for IR-only tests: the
 *                            intrinsics are then declared by name and do
 *                            not lower.
 */
#ifndef XASYNC_AMDGCN_LDS_DMA_H
#define XASYNC_AMDGCN_LDS_DMA_H

#include "xasync/internal/config.h"

/* Detected from the target; tests/codegen/amdgcn's host simulation sets
 * them itself (with stand-ins for the builtins) to run this code on a CPU. */
#if !defined(XASYNC_AMDGCN_LDS_DMA) && !defined(XASYNC_AMDGCN_ASYNC_LDS)
#if __has_builtin(__builtin_amdgcn_global_load_async_to_lds_b32) &&           \
    __has_builtin(__builtin_amdgcn_global_store_async_from_lds_b32)
#define XASYNC_AMDGCN_ASYNC_LDS 1
#elif __has_builtin(__builtin_amdgcn_global_load_lds)
#define XASYNC_AMDGCN_LDS_DMA 1
#if defined(__gfx950__)
#define XASYNC_AMDGCN_LDS_DMA_B128 1
#endif
#endif
#endif

#if defined(XASYNC_AMDGCN_FORCE_ASYNCMARK) ||                                  \
    (__has_builtin(__builtin_amdgcn_asyncmark) &&                              \
     __has_builtin(__builtin_amdgcn_wait_asyncmark))
#define XASYNC_AMDGCN_ASYNCMARK 1
#endif

/* ---- asyncmark intrinsics (LLVM 23+), by name where clang lacks them ---- */
#ifdef XASYNC_AMDGCN_ASYNCMARK
#if __has_builtin(__builtin_amdgcn_asyncmark)
#define __xasync_amd_asyncmark() __builtin_amdgcn_asyncmark()
#define __xasync_amd_wait_asyncmark(n) __builtin_amdgcn_wait_asyncmark(n)
#else
void __xasync_amd_asyncmark(void) __asm("llvm.amdgcn.asyncmark");
void __xasync_amd_wait_asyncmark(ushort) __asm("llvm.amdgcn.wait.asyncmark");
#endif
#if defined(XASYNC_AMDGCN_LDS_DMA)
#if __has_builtin(__builtin_amdgcn_global_load_async_lds)
#define __xasync_amd_global_load_lds __builtin_amdgcn_global_load_async_lds
#else
void __xasync_amd_global_load_lds(const __global void *, __local void *, uint,
                              int, uint)
    __asm("llvm.amdgcn.global.load.async.lds");
#endif
#endif
#elif defined(XASYNC_AMDGCN_LDS_DMA)
/* Without asyncmarks: the synchronous form, which the compiler tracks too. */
#define __xasync_amd_global_load_lds __builtin_amdgcn_global_load_lds
#endif

#if defined(XASYNC_AMDGCN_LDS_DMA) || defined(XASYNC_AMDGCN_ASYNC_LDS)
#define XASYNC_AMDGCN_HAS_DMA 1
#endif

/* Hardware lane of this work-item in its wave: the LDS DMA writes lane L's
 * data at base + L * stride whatever work-item that lane holds. */
__XASYNC_INLINE uint __xasync_amd_lane_id(void) {
  const uint lo = __builtin_amdgcn_mbcnt_lo(~0u, 0u);
  return __builtin_amdgcn_wavefrontsize() == 64
             ? __builtin_amdgcn_mbcnt_hi(~0u, lo)
             : lo;
}

/* One lane's share of a DMA instruction.  `lds` is the wave's LDS base for
 * this instruction (wave-uniform), `glob` this lane's global address;
 * `size` is a constant after inlining, so the switch folds away.  Lanes
 * that must not move anything are masked off by the caller (EXEC), and a
 * masked lane writes nothing. */
#if defined(XASYNC_AMDGCN_LDS_DMA)
__XASYNC_INLINE void __xasync_amd_dma_to_lds(__local uchar *lds,
                                         const __global uchar *glob,
                                         uint lane, uint size) {
  (void)lane; /* the hardware adds lane * stride itself */
  switch (size) {
#ifdef XASYNC_AMDGCN_LDS_DMA_B128
  case 16:
    __xasync_amd_global_load_lds((__global void *)glob, lds, 16, 0, 0);
    break;
  case 12:
    __xasync_amd_global_load_lds((__global void *)glob, lds, 12, 0, 0);
    break;
#endif
  default:
    __xasync_amd_global_load_lds((__global void *)glob, lds, 4, 0, 0);
    break;
  }
}
#endif

#if defined(XASYNC_AMDGCN_ASYNC_LDS)
typedef int __xasync_amd_v2i __attribute__((ext_vector_type(2)));
typedef int __xasync_amd_v4i __attribute__((ext_vector_type(4)));

__XASYNC_INLINE void __xasync_amd_dma_to_lds(__local uchar *lds,
                                         const __global uchar *glob,
                                         uint lane, uint size) {
  __local uchar *l = lds + lane * size; /* per-lane LDS address */
  __global uchar *g = (__global uchar *)glob;
  switch (size) {
  case 16:
    __builtin_amdgcn_global_load_async_to_lds_b128(
        (__global __xasync_amd_v4i *)g, (__local __xasync_amd_v4i *)l, 0, 0);
    break;
  case 8:
    __builtin_amdgcn_global_load_async_to_lds_b64(
        (__global __xasync_amd_v2i *)g, (__local __xasync_amd_v2i *)l, 0, 0);
    break;
  default:
    __builtin_amdgcn_global_load_async_to_lds_b32((__global int *)g,
                                                  (__local int *)l, 0, 0);
    break;
  }
}

__XASYNC_INLINE void __xasync_amd_dma_from_lds(__local uchar *lds,
                                           __global uchar *glob, uint lane,
                                           uint size) {
  __local uchar *l = lds + lane * size;
  switch (size) {
  case 16:
    __builtin_amdgcn_global_store_async_from_lds_b128(
        (__global __xasync_amd_v4i *)glob, (__local __xasync_amd_v4i *)l, 0, 0);
    break;
  case 8:
    __builtin_amdgcn_global_store_async_from_lds_b64(
        (__global __xasync_amd_v2i *)glob, (__local __xasync_amd_v2i *)l, 0, 0);
    break;
  default:
    __builtin_amdgcn_global_store_async_from_lds_b32((__global int *)glob,
                                                     (__local int *)l, 0, 0);
    break;
  }
}
#endif

/* Completion of all of this wave's DMA, before the barrier that publishes
 * it.  With asyncmarks: a fresh mark first, so that the wait covers copies
 * issued in any function (program order), and never sees an empty
 * sequence, which the compiler could drop. */
__XASYNC_INLINE void __xasync_amd_dma_wait(void) {
#if defined(XASYNC_AMDGCN_ASYNCMARK) && defined(XASYNC_AMDGCN_HAS_DMA)
  __xasync_amd_asyncmark();
  __xasync_amd_wait_asyncmark(0);
#elif defined(XASYNC_AMDGCN_ASYNC_LDS)
  __builtin_amdgcn_s_wait_asynccnt(0);
#elif defined(XASYNC_AMDGCN_LDS_DMA)
  /* s_waitcnt vmcnt(0), expcnt and lgkmcnt left at their maximum (gfx9
   * encoding: vmcnt[3:0] and [15:14], expcnt[6:4], lgkmcnt[11:8]). */
  __builtin_amdgcn_s_waitcnt(0x0F70);
#endif
}

#endif
