/* nvptx wait (sm_80+): wait for this work-item's groups of the given
 * events, leaving up to N newer groups in flight (nvptx_async.h computes
 * N), then a barrier: each work-item only waits for its own cp.async and
 * bulk groups, and the barrier is what makes every work-item's completed
 * copies visible to the whole group (in both memories).  On sm_90 a
 * work-item with bulk copies in flight (its mark, nvptx_async.h) also
 * waits for its bulk groups and fences the async proxy first. */
#include "nvptx_async.h"

#ifdef XASYNC_NV_FULL_WAITS
/* Stateless events (-DXASYNC_NV_FULL_WAITS: the default source form, and
 * nvptx-partial's units for clLinkProgram): wait for all of this
 * work-item's groups (docs/source-mode.md, "Events"). */
void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list) {
  (void)num_events;
  (void)event_list;
  __xasync_nv_cp_async_wait_all();
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
#else
/* The wait proper (no barrier): in a work-item that made no copy of the
 * sequence, every group; events of element copies only (DONE, ALL;
 * copy_engine.cl) need no state: every cp.async group unless all are
 * DONE; otherwise N from the state. */
__XASYNC_INLINE void __xasync_nv_wait_groups(int num_events,
                                             event_t *event_list) {
  /* This work-item made no copy of the sequence (nvptx_state.ll): every
   * group, the events unread (bulk copies are of the sequence). */
  if (!__xasync_nv_any_counted()) {
    __xasync_nv_cp_async_wait(0);
    return;
  }
  uint counted, all;
#define XASYNC_NV_BITS(i) __xasync_nv_wait_event_bits(event_list[i])
  __XASYNC_SEQ_CLASSIFY(counted, all, num_events, XASYNC_NV_BITS);
#undef XASYNC_NV_BITS
  if (!counted) {
    if (all)
      __xasync_nv_cp_async_wait(0);
    return;
  }
  const size_t rank = __xasync_team_rank();
  const __xasync_seq_state state = __xasync_nv_load_state(rank);
  const uint allowed = __xasync_nv_wait_n(
      __xasync_nv_allowed_pending(num_events, event_list, state));
#ifdef XASYNC_NV_HAS_BULK
  /* Where this work-item has bulk copies in flight (its mark), a full wait:
   * every cp.async group and every bulk group (copy calls commit no bulk
   * group of their own, so bulk groups have no N), then the proxy fence.
   * Elsewhere no bulk wait: ptxas follows cp.async.bulk.wait_group with an
   * L1 invalidation (CCTL.IVALL) that waits for copies into local memory
   * do not need (docs/nvptx.md, "Waits"). */
  if (__xasync_nv_take_bulk(state, rank)) {
    __xasync_nv_cp_async_wait(0);
    __xasync_nv_bulk_wait(0);
    __xasync_nv_fence_proxy_async_global();
  } else
#endif
    __XASYNC_SEQ_WAIT_SWITCH(allowed, __xasync_nv_cp_async_wait,
                             __xasync_nv_cp_async_wait(0));
}

/* One barrier after every path: a barrier in each branch made ptxas
 * put a WARPSYNC before each. */
void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list) {
  __xasync_nv_wait_groups(num_events, event_list);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
#endif
