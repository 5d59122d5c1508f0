/* amdgcn events.  Without asyncmarks (clang 22) they carry no state: a copy
 * returns the event it was given and every wait completes every copy.
 *
 * With asyncmarks (LLVM 23+) events are sequence numbers, as on nvptx: the
 * arithmetic is xasync/internal/event_seq.h, and this file keeps the state
 * word of each wave in LDS (amdgcn_state.ll).  Every copy call that moves
 * bytes ends with exactly one asyncmark in every work-item, whether its
 * wave issued DMA or not, and whether the copy took the DMA or the generic
 * path, so the marks of every wave count the copy calls; a wait then leaves
 * the N newest marks pending (wait.asyncmark(N)), N from the state and the
 * awaited events.  All lanes of a wave read and write the same word, and
 * readfirstlane keeps what they read wave-uniform (scalar). */
#ifndef XASYNC_AMDGCN_EVENTS_H
#define XASYNC_AMDGCN_EVENTS_H

#include "dma_engine.h"

#if defined(XASYNC_AMDGCN_ASYNCMARK) && defined(XASYNC_AMDGCN_HAS_DMA)
#define XASYNC_AMDGCN_MARKS 1
#include "xasync/internal/event_seq.h"

/* amdgcn_state.ll */
uint __xasync_amd_state_load(uint wave);
void __xasync_amd_state_store(uint wave, uint word);
event_t __xasync_amd_make_event(uint bits);
uint __xasync_amd_event_bits(event_t event);

__XASYNC_INLINE __xasync_seq_state __xasync_amd_load_state(uint wave) {
  return __xasync_seq_unpack(
      (uint)__builtin_amdgcn_readfirstlane((int)__xasync_amd_state_load(wave)));
}

/* Ends a copy call that moves bytes: one mark, the next sequence number,
 * and the event (a chained one unchanged, as the spec requires). */
__XASYNC_INLINE event_t __xasync_amd_commit(event_t event) {
  __xasync_amd_asyncmark();
  const uint wave = __xasync_amd_wave_index();
  __xasync_seq_state s = __xasync_amd_load_state(wave);
  const uint in = __xasync_amd_event_bits(event);
  const uint bits = __xasync_seq_next(&s, in);
  __xasync_amd_state_store(wave, __xasync_seq_pack(s));
  return bits == in ? event : __xasync_amd_make_event(bits);
}

/* N for wait.asyncmark: the minimum over the events (uniform: every
 * work-item passes the same events). */
__XASYNC_INLINE uint __xasync_amd_allowed_pending(int num_events,
                                                  const event_t *events) {
  const __xasync_seq_state s = __xasync_amd_load_state(__xasync_amd_wave_index());
#define XASYNC_AMD_BITS(i) __xasync_amd_event_bits(events[i])
  uint allowed;
  __XASYNC_SEQ_ALLOWED_FOR(allowed, s, num_events, XASYNC_AMD_BITS);
#undef XASYNC_AMD_BITS
  return (uint)__builtin_amdgcn_readfirstlane((int)allowed);
}
#else
__XASYNC_INLINE event_t __xasync_amd_commit(event_t event) { return event; }
#endif

#endif
