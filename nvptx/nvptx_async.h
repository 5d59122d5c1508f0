/* nvptx: events and the copy state (sm_80 and later); the arithmetic is in
 * xasync/internal/event_seq.h (shared with amdgcn), this file keeps it in
 * memory.
 *
 * cp.async groups belong to the thread that commits them, and every copy
 * call is made by every work-item, each committing one group, so every
 * work-item's state is the same.  The libraries keep one word per warp, in
 * a module-scope __local array indexed by rank / 32 (nvptx_state.ll; at
 * most 1024 work-items, 32 words of 16 bits, 64 bytes): every lane reads
 * the word and writes the same values to it.  Until 2026-11-27 each
 * work-item had its own word (2 KiB, taken from every group's shared
 * memory: the sweep's tiles ran 1.2% slower, those of 1-8 KiB 1.1%;
 * docs/results/h100/README.md#warp-state-2026-11-27).  The source forms
 * keep a word per work-item (nvptx_state_source.h).  An earlier word per
 * warp read by lane 0 and broadcast with shfl.sync under a mask computed
 * from the group's size cost compute kernels up to 16 registers
 * (docs/nvptx.md, "Events and waits"). */
#ifndef XASYNC_NVPTX_ASYNC_H
#define XASYNC_NVPTX_ASYNC_H

#include "xasync/internal/config.h"
#include "xasync/internal/work_group.h"
#include "nvptx_intrinsics.h"

#ifdef XASYNC_NV_FULL_WAITS
/* Stateless events (-DXASYNC_NV_FULL_WAITS): a copy call commits its group
 * and returns the event it got, and every wait is a full wait
 * (wait_group_events.cl; docs/source-mode.md). */
__XASYNC_INLINE event_t __xasync_nv_commit(event_t event, size_t rank) {
  (void)rank;
  __xasync_nv_cp_async_commit();
  return event;
}
/* No state to take before the copies (__xasync_nv_begin below). */
typedef int __xasync_nv_pre_state;
__XASYNC_INLINE __xasync_nv_pre_state __xasync_nv_begin(size_t rank) {
  (void)rank;
  return 0;
}
__XASYNC_INLINE event_t __xasync_nv_commit_from(__xasync_nv_pre_state s,
                                                event_t event, size_t rank) {
  (void)s;
  return __xasync_nv_commit(event, rank);
}
#else
/* The libraries keep four event slots, so the state fits 16 bits (the
 * array was 2 KiB instead of 4 when each work-item had its word: its
 * shared memory is taken from every group,
 * docs/results/h100/README.md#state-first-2026-11-27).  The source forms
 * keep eight slots in a 32-bit word (nvptx_state_source.h). */
#ifndef __XASYNC_SOURCE_FORM
#define XASYNC_SEQ_SLOT_BITS 2
#endif
#include "xasync/internal/event_seq.h"

#ifdef __XASYNC_SOURCE_FORM
#include "nvptx_state_source.h"
typedef uint __xasync_nv_word;
#else
/* nvptx_state.ll */
typedef ushort __xasync_nv_word;
__local ushort *__xasync_nv_state_word(uint rank);
event_t __xasync_nv_make_event(uint bits);
uint __xasync_nv_event_bits(event_t event);
event_t __xasync_nv_freeze_event(event_t event);
/* nvptx_hooks.ll: the library's code keeps these as calls (`const`: no
 * memory, so they move no load or store of the state). */
__attribute__((const)) uint __xasync_nv_wait_event_bits(event_t event);
__attribute__((const)) uint __xasync_nv_mark_word(uint word, uint bit);
__attribute__((const)) uint __xasync_nv_word_marked(uint word, uint bit);
__attribute__((const)) uint __xasync_nv_wait_n(uint n);
/* Not `const`: their calls stay where a copy starts and ends (the
 * optimiser moves a `const` call to its users). */
uint __xasync_nv_copy_waited(__local void *dst, uint n);
void __xasync_nv_copy_end(uint waited);
void __xasync_nv_note_counted(void);
uint __xasync_nv_any_counted(void);
#endif

#ifndef __XASYNC_SOURCE_FORM
/* nvptx_state.ll: bar.warp.sync 0xffffffff. */
void __xasync_nv_warp_sync_before_load(void);
void __xasync_nv_warp_sync_after_load(void);

/* The warp's word, read between two warp barriers.  The lanes of a warp
 * need not run in step (independent thread scheduling), and a lane that
 * ran ahead and stored the next call's state before a slower lane read
 * this call's would hand the slower lane a wrong sequence number.  The
 * barrier before the load waits until every lane has stored the previous
 * call's state; the one after it until every lane has read this call's,
 * before any lane stores the next.  Where LLVM forwards a lane's own store
 * to the load, the lane uses the value it stored, which is the same.  The
 * full mask is exact for a partial last warp too: a warp barrier waits for
 * the non-exited threads named in its mask (CUDA C++ Programming Guide,
 * __syncwarp), and a partial warp's missing lanes are no threads; every
 * work-item makes every copy call and wait, so every existing lane
 * arrives.  Measured forms (docs/nvptx.md, "Events and waits"): a mask
 * computed from the group's size cost ptxas the uniform datapath (20-45
 * more registers in most bench kernels); one barrier that passed the
 * loaded word, or the word to be stored, through an asm made the calls
 * wait for the load there (the sweep 0.967 -> 0.941-0.945 of raw-parts).  This form costs SGEMM's
 * double-buffered step one more load of the word (its wait's load is no
 * longer merged with the copies'). */
__XASYNC_INLINE __xasync_seq_state __xasync_nv_load_state(size_t rank) {
  __xasync_nv_warp_sync_before_load();
  const __xasync_seq_state s =
      __xasync_seq_unpack(*__xasync_nv_state_word((uint)rank));
  __xasync_nv_warp_sync_after_load();
  return s;
}
#else
__XASYNC_INLINE __xasync_seq_state __xasync_nv_load_state(size_t rank) {
  return __xasync_seq_unpack(*__xasync_nv_state_word((uint)rank));
}
#endif

__XASYNC_INLINE void __xasync_nv_store_state(__xasync_seq_state s,
                                             size_t rank) {
  /* A plain store, so that LLVM forwards it to the next load
   * (__xasync_nv_begin); a volatile one was never forwarded. */
  *__xasync_nv_state_word((uint)rank) =
      (__xasync_nv_word)__xasync_seq_pack(s);
}

#ifdef XASYNC_NV_HAS_BULK
/* Bulk local->global copies write global memory through the async proxy, so
 * a wait that completes them must fence before its barrier.  Only the bulk
 * path commits bulk groups, and it marks every work-item (all take it
 * alike, so every lane of a warp sets the same bit); a marked wait is a full wait (every cp.async
 * and bulk group), fences, and clears the mark, so waits that follow
 * plain copies pay nothing and copy calls commit no empty bulk group
 * (docs/nvptx.md, "Waits").  The mark is the state word's target bit
 * (event_seq.h), so the wait reads it with the state. */
__XASYNC_INLINE __xasync_seq_state __xasync_nv_with_mark(__xasync_seq_state s) {
  return __xasync_seq_unpack(
      __xasync_nv_mark_word(__xasync_seq_pack(s), XASYNC_SEQ_TARGET_BIT));
}
__XASYNC_INLINE void __xasync_nv_mark_bulk(size_t rank) {
  __xasync_nv_store_state(__xasync_nv_with_mark(__xasync_nv_load_state(rank)),
                          rank);
}

/* Whether the state s (this work-item's, just loaded) has the mark; clears
 * it (the caller then waits for every group). */
__XASYNC_INLINE uint __xasync_nv_take_bulk(__xasync_seq_state s, size_t rank) {
  const uint word = __xasync_seq_pack(s);
  const uint marked = __xasync_nv_word_marked(word, XASYNC_SEQ_TARGET_BIT);
  if (marked)
    __xasync_nv_store_state(__xasync_seq_unpack(word & ~XASYNC_SEQ_TARGET_BIT),
                            rank);
  return marked;
}
#endif

/* The rest of a full wait for a work-item whose cp.async groups are
 * complete: its bulk groups, where it has any (the mark), and the fence. */
__XASYNC_INLINE void __xasync_nv_finish_bulk(__xasync_seq_state s,
                                             size_t rank) {
#ifdef XASYNC_NV_HAS_BULK
  if (__xasync_nv_take_bulk(s, rank)) {
    __xasync_nv_bulk_wait(0);
    __xasync_nv_fence_proxy_async_global();
  }
#else
  (void)s;
  (void)rank;
#endif
}

/* Ends a copy call that issued its work and committed its group: takes
 * the next sequence number from s, this work-item's state (loaded before
 * the call's copies, __xasync_nv_begin, or after them), stores it and
 * returns the event (see the header comment). */
__XASYNC_INLINE event_t __xasync_nv_end(__xasync_seq_state s, event_t event,
                                        size_t rank) {
  event = __xasync_nv_freeze_event(event);
  const uint bits = __xasync_seq_next(&s, __xasync_nv_event_bits(event));
  __xasync_nv_store_state(s, rank);
  __xasync_nv_note_counted();
  /* Chained onto an event outside the sequence (an element copy's DONE or
   * ALL, event_seq.h, or a foreign value), which goes back unchanged: a
   * wait on DONE waits for no group and one on ALL for the cp.async groups
   * without the state, so this copy's bulk group completes here, and
   * under DONE its cp.async group too. */
  if (!XASYNC_SEQ_COUNTED(bits)) {
    if (bits == XASYNC_SEQ_DONE_EVENT)
      __xasync_nv_cp_async_wait(0);
    __xasync_nv_finish_bulk(s, rank);
  }
  /* A chained event goes back unchanged, as the spec requires (if/else:
   * NVIDIA's compiler takes no event_t operands of ?:). */
  if (bits == __xasync_nv_event_bits(event))
    return event;
  return __xasync_nv_make_event(bits);
}
/* Commits the call's group and ends it from the state s. */
__XASYNC_INLINE event_t __xasync_nv_commit_from(__xasync_seq_state s,
                                                event_t event, size_t rank) {
  __xasync_nv_cp_async_commit();
  return __xasync_nv_end(s, event, rank);
}
/* The same with the state loaded after the commit: for calls whose paths
 * may change the state (the bulk path's mark). */
__XASYNC_INLINE event_t __xasync_nv_commit(event_t event, size_t rank) {
  __xasync_nv_cp_async_commit();
  return __xasync_nv_end(__xasync_nv_load_state(rank), event, rank);
}

/* Starts a copy call that does not touch the state on its paths: the
 * state is loaded before the call issues its copies, and its store at the
 * end is the last memory access of the call.  So the next copy call's
 * load, and a wait's, follow that store directly and LLVM forwards the
 * value: in a loop of chained copies and a wait only the first call loads
 * the word, before any of the step's cp.async.  Loaded after the copies,
 * every call's load followed a cp.async or an out-of-line path (which
 * may write local memory), so each call loaded the word again, behind
 * its own cp.async, and the wait's N waited for that load. */
typedef __xasync_seq_state __xasync_nv_pre_state;
__XASYNC_INLINE __xasync_nv_pre_state __xasync_nv_begin(size_t rank) {
  return __xasync_nv_load_state(rank);
}


/* N for cp.async.wait_group: the minimum over the events. */
__XASYNC_INLINE uint __xasync_nv_allowed_pending(int num_events,
                                                 const event_t *events,
                                                 __xasync_seq_state s) {
#define XASYNC_NV_BITS(i) __xasync_nv_wait_event_bits(events[i])
  uint allowed;
  __XASYNC_SEQ_ALLOWED_FOR(allowed, s, num_events, XASYNC_NV_BITS);
#undef XASYNC_NV_BITS
  return allowed;
}

#endif /* XASYNC_NV_FULL_WAITS */

#endif
