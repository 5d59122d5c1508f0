/* nvptx: the NVVM intrinsics the engine uses, declared through asm labels
 * (clang has no OpenCL builtins for them).  Arguments named `imm` must be
 * integer constants: the intrinsics take immediates. */
#ifndef XASYNC_NVPTX_INTRINSICS_H
#define XASYNC_NVPTX_INTRINSICS_H

#include "xasync/internal/config.h"

#if !defined(XASYNC_NVPTX_SM) || XASYNC_NVPTX_SM < 80
#error "nvptx/ needs -DXASYNC_NVPTX_SM=80 or later (see nvptx/targets.cmake)"
#endif

/* cp.async (sm_80+): one 4/8/16-byte global->shared copy per call; .cg
 * (L2 only) exists for 16 bytes, .ca for 4 and 8. */
void __xasync_nv_cp_async_16(__local void *, const __global void *)
    __asm("llvm.nvvm.cp.async.cg.shared.global.16");
void __xasync_nv_cp_async_8(__local void *, const __global void *)
    __asm("llvm.nvvm.cp.async.ca.shared.global.8");
void __xasync_nv_cp_async_4(__local void *, const __global void *)
    __asm("llvm.nvvm.cp.async.ca.shared.global.4");
void __xasync_nv_cp_async_commit(void)
    __asm("llvm.nvvm.cp.async.commit.group");
void __xasync_nv_cp_async_wait(int imm) __asm("llvm.nvvm.cp.async.wait.group");

/* Warp broadcast: value of lane `lane` to the lanes of `mask`. */
uint __xasync_nv_shfl_idx(uint mask, uint value, uint lane, uint clamp)
    __asm("llvm.nvvm.shfl.sync.idx.i32");

/* prefetch.global.L2 exists on every SM, but LLVM 22 only selects its
 * intrinsic for sm_90, so sm_80 uses the instruction directly. */
__XASYNC_INLINE void __xasync_nv_prefetch_l2(const __global void *p) {
  __asm__ volatile("prefetch.global.L2 [%0];" ::"l"(p));
}

#if XASYNC_NVPTX_SM >= 90
/* Bulk copies (sm_90+): shared->global completes through bulk groups. */
void __xasync_nv_bulk_s2g(__global void *dst, const __local void *src,
                          uint bytes, ulong cache_hint, bool use_hint)
    __asm("llvm.nvvm.cp.async.bulk.shared.cta.to.global");
void __xasync_nv_bulk_commit(void)
    __asm("llvm.nvvm.cp.async.bulk.commit.group");
void __xasync_nv_bulk_wait(int imm) __asm("llvm.nvvm.cp.async.bulk.wait.group");
/* Orders this thread's generic-proxy shared-memory accesses before later
 * async-proxy (bulk copy) accesses. */
void __xasync_nv_fence_proxy_async_shared(void)
    __asm("llvm.nvvm.fence.proxy.async.shared_cta");
/* Orders completed async-proxy (bulk) writes before later generic-proxy
 * accesses of other work-items (after the bulk wait, before the barrier). */
void __xasync_nv_fence_proxy_async(void) __asm("llvm.nvvm.fence.proxy.async");
/* One instruction prefetching a 16-byte-aligned range into L2. */
void __xasync_nv_bulk_prefetch_l2(const __global void *p, uint bytes,
                                  ulong cache_hint, bool use_hint)
    __asm("llvm.nvvm.cp.async.bulk.prefetch.L2");
#endif

#endif
