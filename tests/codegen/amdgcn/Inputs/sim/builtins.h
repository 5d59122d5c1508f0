/* Host simulation of the amdgcn builtins that amdgcn/ uses, so that the
 * amdgcn copy engine itself (not a model of it) runs on the CPU one
 * work-item at a time (sim_driver.c).  Forced into every OpenCL source of
 * the simulated library with -include; the feature macros
 * (XASYNC_AMDGCN_LDS_DMA[_B128] or XASYNC_AMDGCN_ASYNC_LDS) come from the
 * command line. */
uint sim_wavefrontsize(void);
uint sim_mbcnt_lo(uint mask);
uint sim_mbcnt_hi(uint mask);
int sim_readfirstlane(int v);
/* gfx9 LDS DMA: lane L writes at lds + L * stride (the hardware's rule). */
void sim_load_lds(const __global void *g, __local void *lds, uint size);
/* gfx1250 async copies: per-lane LDS address. */
void sim_async_load(const __global void *g, __local void *l, uint size);
void sim_async_store(__global void *g, __local void *l, uint size);

#define __builtin_amdgcn_wavefrontsize() sim_wavefrontsize()
#define __builtin_amdgcn_mbcnt_lo(m, a) ((a) + sim_mbcnt_lo(m))
#define __builtin_amdgcn_mbcnt_hi(m, a) ((a) + sim_mbcnt_hi(m))
#define __builtin_amdgcn_readfirstlane(v) sim_readfirstlane(v)
#define __builtin_amdgcn_global_load_lds(g, l, size, off, aux)                 \
  sim_load_lds(g, l, size)
#define __builtin_amdgcn_global_load_async_to_lds_b32(g, l, off, aux)          \
  sim_async_load(g, l, 4)
#define __builtin_amdgcn_global_load_async_to_lds_b64(g, l, off, aux)          \
  sim_async_load(g, l, 8)
#define __builtin_amdgcn_global_load_async_to_lds_b128(g, l, off, aux)         \
  sim_async_load(g, l, 16)
#define __builtin_amdgcn_global_store_async_from_lds_b32(g, l, off, aux)       \
  sim_async_store(g, l, 4)
#define __builtin_amdgcn_global_store_async_from_lds_b64(g, l, off, aux)       \
  sim_async_store(g, l, 8)
#define __builtin_amdgcn_global_store_async_from_lds_b128(g, l, off, aux)      \
  sim_async_store(g, l, 16)
/* Work-items run one after another, so fences and barriers are no-ops;
 * what the waits complete is modelled in sim_driver.c (asyncmarks). */
#define __builtin_amdgcn_fence(order, scope) ((void)0)
#define __builtin_amdgcn_s_barrier() ((void)0)
#define __builtin_amdgcn_s_waitcnt(x) ((void)0)
#define __builtin_amdgcn_s_wait_asynccnt(x) ((void)0)
