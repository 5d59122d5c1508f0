/* amdgcn wait: each wave waits for its own DMA, then a work-group barrier
 * with release/acquire fences on both memories publishes every wave's
 * copies, the DMA'd ones and the generic path's plain stores alike.
 *
 * Without asyncmarks (clang 22) events carry no state and the wait is a
 * hardware counter wait for all DMA.  With asyncmarks (LLVM 23+) the wait
 * leaves the N newest copies' marks pending (amdgcn_events.h computes N,
 * 0..XASYNC_SEQ_MAX_PENDING); wait.asyncmark takes an immediate, hence the
 * switch.  N == 0 is the full wait of lds_dma.h (fresh mark, wait 0), which
 * also covers copies whose marks lie in other function bodies. */
#include "amdgcn_events.h"

void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list) {
#ifdef XASYNC_AMDGCN_MARKS
  __XASYNC_SEQ_WAIT_SWITCH(__xasync_amd_allowed_pending(num_events, event_list),
                           __xasync_amd_wait_asyncmark, __xasync_amd_dma_wait());
#else
  (void)num_events;
  (void)event_list;
  __xasync_amd_dma_wait();
#endif
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
