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

#ifdef XASYNC_AMDGCN_MARKS
#define XASYNC_AMD_WAIT(n)                                                     \
  case n:                                                                      \
    __xasync_wait_asyncmark(n);                                                \
    break
#endif

void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list) {
#ifdef XASYNC_AMDGCN_MARKS
  switch (__xasync_amd_allowed_pending(num_events, event_list)) {
    XASYNC_AMD_WAIT(7);
    XASYNC_AMD_WAIT(6);
    XASYNC_AMD_WAIT(5);
    XASYNC_AMD_WAIT(4);
    XASYNC_AMD_WAIT(3);
    XASYNC_AMD_WAIT(2);
    XASYNC_AMD_WAIT(1);
  default:
    __xasync_dma_wait();
    break;
  }
#else
  (void)num_events;
  (void)event_list;
  __xasync_dma_wait();
#endif
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
#if defined(XASYNC_AMDGCN_MARKS) && XASYNC_SEQ_MAX_PENDING != 7
#error "the switch above needs a case for every N up to XASYNC_SEQ_MAX_PENDING"
#endif
