/* amdgcn wait: each wave waits for its own DMA (the hardware counter, or
 * with LLVM 23+ an asyncmark wait), then a work-group barrier with
 * release/acquire fences on both memories publishes every wave's copies,
 * the DMA'd ones and the generic path's plain stores alike.  Events carry
 * no state (see docs/amdgcn.md), so every wait completes all copies. */
#include "lds_dma.h"

void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list) {
  (void)num_events;
  (void)event_list;
  __xasync_dma_wait();
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
