/* nvptx: the NVVM intrinsics the engine uses, declared through asm labels
 * (clang has no OpenCL builtins for them).  Arguments named `imm` must be
 * integer constants: the intrinsics take immediates. */
#ifndef XASYNC_NVPTX_INTRINSICS_H
#define XASYNC_NVPTX_INTRINSICS_H

#include "xasync/internal/config.h"
#include "nvptx_features.h"

/* cp.async (sm_80+): one 4/8/16-byte global->shared copy per call; 16
 * bytes as .ca, measured faster than .cg (docs/nvptx.md);
 * -DXASYNC_NV_CP_ASYNC_16_CG builds the .cg form. */
#ifdef __XASYNC_SOURCE_FORM
/* The source form (docs/source-mode.md) is compiled by the driver's own
 * compiler (NVIDIA's takes no asm labels): the same instructions as inline
 * PTX, which clang accepts too.  The shared address is the 32-bit offset
 * of the local pointer. */
#ifdef XASYNC_NV_CP_ASYNC_16_CG
#define __XASYNC_NV_CP16 "cp.async.cg.shared.global [%0], [%1], 16;"
#else
#define __XASYNC_NV_CP16 "cp.async.ca.shared.global [%0], [%1], 16;"
#endif
#define __XASYNC_NV_CP_ASYNC(NAME, PTX)                                        \
  __XASYNC_INLINE void NAME(__local void *d, const __global void *s) {        \
    __asm__ volatile(PTX ::"r"((uint)(size_t)d), "l"(s) : "memory");         \
  }
__XASYNC_NV_CP_ASYNC(__xasync_nv_cp_async_16, __XASYNC_NV_CP16)
__XASYNC_NV_CP_ASYNC(__xasync_nv_cp_async_8,
                     "cp.async.ca.shared.global [%0], [%1], 8;")
__XASYNC_NV_CP_ASYNC(__xasync_nv_cp_async_4,
                     "cp.async.ca.shared.global [%0], [%1], 4;")
__XASYNC_INLINE void __xasync_nv_cp_async_commit(void) {
  __asm__ volatile("cp.async.commit_group;" ::: "memory");
}
/* N is a literal (the wait's switch), spelled into the instruction. */
#define __xasync_nv_cp_async_wait(n)                                           \
  __asm__ volatile("cp.async.wait_group " #n ";" ::: "memory")
__XASYNC_INLINE void __xasync_nv_cp_async_wait_all(void) {
  __xasync_nv_cp_async_wait(0);
}
#else
#ifdef XASYNC_NV_CP_ASYNC_16_CG
void __xasync_nv_cp_async_16(__local void *, const __global void *)
    __asm("llvm.nvvm.cp.async.cg.shared.global.16");
#else
void __xasync_nv_cp_async_16(__local void *, const __global void *)
    __asm("llvm.nvvm.cp.async.ca.shared.global.16");
#endif
void __xasync_nv_cp_async_8(__local void *, const __global void *)
    __asm("llvm.nvvm.cp.async.ca.shared.global.8");
void __xasync_nv_cp_async_4(__local void *, const __global void *)
    __asm("llvm.nvvm.cp.async.ca.shared.global.4");
void __xasync_nv_cp_async_commit(void)
    __asm("llvm.nvvm.cp.async.commit.group");
void __xasync_nv_cp_async_wait(int imm) __asm("llvm.nvvm.cp.async.wait.group");
void __xasync_nv_cp_async_wait_all(void) __asm("llvm.nvvm.cp.async.wait.all");
#endif

/* Whether P holds in every active work-item of the warp (vote.sync.all
 * over activemask: a group's last warp may be partial).  ptxas knows a
 * vote is uniform across the warp, so a branch on it needs no
 * reconvergence barrier.  The libraries take it from nvptx_hooks.ll, a
 * hook that the pass plugin lets leave a loop of calls; the source forms
 * as inline PTX. */
#ifdef __XASYNC_SOURCE_FORM
__XASYNC_INLINE uint __xasync_nv_warp_all(uint p) {
  uint r;
  __asm__("{ .reg .pred p, q; .reg .b32 m; activemask.b32 m;"
          " setp.ne.b32 p, %1, 0; vote.sync.all.pred q, p, m;"
          " selp.b32 %0, 1, 0, q; }"
          : "=r"(r)
          : "r"(p));
  return r;
}
#else
__attribute__((const)) uint __xasync_nv_warp_all(uint p);
#endif

/* prefetch.global.L2 exists on every SM, but LLVM 22 only selects its
 * intrinsic for sm_90, so sm_80 uses the instruction directly. */
__XASYNC_INLINE void __xasync_nv_prefetch_l2(const __global void *p) {
  __asm__ volatile("prefetch.global.L2 [%0];" ::"l"(p));
}

#ifdef XASYNC_NV_HAS_BULK
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
/* Orders completed async-proxy (bulk) writes to global memory before later
 * generic-proxy accesses of other work-items (after the bulk wait, before
 * the barrier).  Only waits after bulk copies run it: it costs about 9% of
 * a tile round trip's bandwidth when run in every wait. */
void __xasync_nv_fence_proxy_async_global(void)
    __asm("llvm.nvvm.fence.proxy.async.global");
/* One instruction prefetching a 16-byte-aligned range into L2. */
void __xasync_nv_bulk_prefetch_l2(const __global void *p, uint bytes,
                                  ulong cache_hint, bool use_hint)
    __asm("llvm.nvvm.cp.async.bulk.prefetch.L2");
#endif

#endif
