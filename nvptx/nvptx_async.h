/* nvptx: events and the per-warp copy state (sm_80 and later); the
 * arithmetic is in xasync/internal/event_seq.h (shared with amdgcn), this
 * file keeps it in memory.
 *
 * The state is one word per warp in a module-scope __local array
 * (nvptx_state.ll): all work-items hold the same logical state, since
 * every copy call is made by all of them.  Only lane 0 of a warp reads or
 * writes the word and broadcasts it with shfl.sync, so no memory ordering
 * between work-items is involved.  This relies on work-item rank r being
 * lane r % 32 of warp r / 32 (NVIDIA's mapping of local ids to threads)
 * and on at most 1024 work-items per group. */
#ifndef XASYNC_NVPTX_ASYNC_H
#define XASYNC_NVPTX_ASYNC_H

#include "xasync/internal/config.h"
#include "xasync/internal/work_group.h"
#include "nvptx_intrinsics.h"
#include "xasync/internal/event_seq.h"

/* nvptx_state.ll */
__local uint *__xasync_nv_state_word(uint warp);
event_t __xasync_nv_make_event(uint bits);
uint __xasync_nv_event_bits(event_t event);

/* Lanes of this warp that exist in the work-group. */
__XASYNC_INLINE uint __xasync_nv_warp_mask(size_t team, size_t rank) {
  const size_t present = team - (rank & ~(size_t)31);
  return present >= 32 ? ~0u : (1u << present) - 1u;
}

__XASYNC_INLINE __xasync_seq_state __xasync_nv_load_state(size_t team,
                                                          size_t rank) {
  uint word = 0;
  if ((rank & 31) == 0)
    word = *__xasync_nv_state_word((uint)(rank >> 5));
  return __xasync_seq_unpack(
      __xasync_nv_shfl_idx(__xasync_nv_warp_mask(team, rank), word, 0, 31));
}

__XASYNC_INLINE void __xasync_nv_store_state(__xasync_seq_state s,
                                             size_t rank) {
  if ((rank & 31) == 0)
    *__xasync_nv_state_word((uint)(rank >> 5)) = __xasync_seq_pack(s);
}

/* Ends a copy call that issued its work: commits the group(s), takes the
 * next sequence number and returns the event (see the header comment). */
__XASYNC_INLINE event_t __xasync_nv_commit(event_t event, size_t team,
                                           size_t rank) {
  __xasync_nv_cp_async_commit();
#if XASYNC_NVPTX_SM >= 90
  __xasync_nv_bulk_commit();
#endif
  __xasync_seq_state s = __xasync_nv_load_state(team, rank);
  const uint bits = __xasync_seq_next(&s, __xasync_nv_event_bits(event));
  __xasync_nv_store_state(s, rank);
  /* A chained event goes back unchanged, as the spec requires. */
  return bits == __xasync_nv_event_bits(event) ? event
                                               : __xasync_nv_make_event(bits);
}

#if XASYNC_NVPTX_SM >= 90
/* Bulk local->global copies write global memory through the async proxy, so
 * a wait that completes them must fence before its barrier.  The bulk path
 * marks every warp (all work-items take it alike); a wait fences only where
 * its warp is marked and clears the mark once nothing is left in flight
 * (N == 0), so waits that follow plain copies pay nothing.  Lane 0 alone
 * reads and writes the mark, like the state word. */
__local uint *__xasync_nv_bulk_word(uint warp);

__XASYNC_INLINE void __xasync_nv_mark_bulk(size_t rank) {
  if ((rank & 31) == 0)
    *__xasync_nv_bulk_word((uint)(rank >> 5)) = 1;
}

__XASYNC_INLINE uint __xasync_nv_take_bulk(size_t team, size_t rank,
                                           uint allowed_pending) {
  uint marked = 0;
  if ((rank & 31) == 0) {
    __local uint *const word = __xasync_nv_bulk_word((uint)(rank >> 5));
    marked = *word;
    if (marked && allowed_pending == 0)
      *word = 0;
  }
  return __xasync_nv_shfl_idx(__xasync_nv_warp_mask(team, rank), marked, 0, 31);
}
#endif

/* N for cp.async.wait_group: the minimum over the events. */
__XASYNC_INLINE uint __xasync_nv_allowed_pending(int num_events,
                                                 const event_t *events,
                                                 __xasync_seq_state s) {
#define XASYNC_NV_BITS(i) __xasync_nv_event_bits(events[i])
  uint allowed;
  __XASYNC_SEQ_ALLOWED_FOR(allowed, s, num_events, XASYNC_NV_BITS);
#undef XASYNC_NV_BITS
  return allowed;
}

#endif
