/* nvptx source form: what nvptx_state.ll gives the library, in source
 * NVIDIA's compiler takes (docs/source-mode.md, "Events").  OpenCL C has no
 * __local variable outside kernels, but module-scope inline PTX can declare
 * a .shared array (docs/results/h100/README.md#source-module-state).  Each
 * compilation unit has its own (NVIDIA's linker refuses two), so units
 * compiled for clLinkProgram take the full-wait half of the prelude
 * instead. */
#ifndef XASYNC_NVPTX_STATE_SOURCE_H
#define XASYNC_NVPTX_STATE_SOURCE_H

#include "xasync/internal/config.h"

/* The array is declared by module-scope PTX, as nvptx_state.ll declares
 * the library's: one array per kernel that names it (at most 1024
 * work-items, one 32-bit word each; undefined at start, which the state's
 * encoding tolerates: event_seq.h).  Its address is a plain mov, not a call:
 * the asm is not volatile, so the compiler hoists it out of a kernel's loop
 * (an out-of-line function declaring the array in a PTX block left a .func
 * call in every step of SGEMM's loop: docs/source-mode.md, "Events"). */
__asm__(".shared .align 4 .b8 __xasync_nv_wi_state[4096];");

__XASYNC_INLINE __local uint *__xasync_nv_state_base(void) {
  uint a;
  __asm__("mov.u32 %0, __xasync_nv_wi_state;" : "=r"(a));
  return (__local uint *)(size_t)a;
}

__XASYNC_INLINE __local uint *__xasync_nv_state_word(uint rank) {
  return __xasync_nv_state_base() + rank;
}

/* Whether this work-item has made a copy of the sequence (nvptx_state.ll
 * says why, and why 16 bytes): one word per group, declared as the state
 * array is. */
__asm__(".shared .align 16 .b8 __xasync_nv_counted[16];");

__XASYNC_INLINE __local uint *__xasync_nv_counted_word(void) {
  uint a;
  __asm__("mov.u32 %0, __xasync_nv_counted;" : "=r"(a));
  return (__local uint *)(size_t)a;
}
__XASYNC_INLINE void __xasync_nv_note_counted(void) {
  *__xasync_nv_counted_word() = 1;
}
__XASYNC_INLINE uint __xasync_nv_any_counted(void) {
  return *__xasync_nv_counted_word();
}

/* event_t <-> its bits: OpenCL C forbids the casts, an asm operand does not.
 * (__builtin_astype aborts NVIDIA's compiler.  A ulong pointer pun,
 * undefined by the aliasing rules, cost the double-buffered stencils their
 * overlap.  Bytes through a uchar pointer fold and keep it, SGEMM from
 * source 0.946 -> 0.962, but took the 2d +1 tile from 0.88-0.97 to
 * 0.83-0.89 of PTX mode: docs/results/h100/README.md#source-module-state.) */
__XASYNC_INLINE event_t __xasync_nv_make_event(uint bits) {
  event_t e;
  __asm__("mov.b64 %0, %1;" : "=l"(e) : "l"((ulong)bits));
  return e;
}
/* The event as one fixed value (nvptx_state.ll says why).  A copy through
 * a plain mov is not enough here: NVIDIA's compiler passes an event that
 * was never initialised as a PTX register that nothing writes, and ptxas
 * sees through the mov to it, so the copy's tests and the wait's could
 * read different values (own-rgba-planes, whose first strided copy gets
 * such an event, faulted at 7 work-items with a plain mov and ran wrong
 * without its copies out).  The low word, which holds the bits, goes
 * through a shuffle from the lane to itself, whose result ptxas cannot
 * know: one defined value (docs/results/h100/README.md#source-2026-11-29;
 * a volatile .local copy inside the asm does not compile there). */
__XASYNC_INLINE event_t __xasync_nv_freeze_event(event_t e) {
  event_t f;
  __asm__("{ .reg .b32 lo, hi, l, m; mov.b64 {lo, hi}, %1; activemask.b32 m;"
          " mov.u32 l, %%laneid; shfl.sync.idx.b32 lo, lo, l, 31, m;"
          " mov.b64 %0, {lo, hi}; }"
          : "=l"(f)
          : "l"(e));
  return f;
}
__XASYNC_INLINE uint __xasync_nv_event_bits(event_t e) {
  ulong b;
  __asm__("mov.b64 %0, %1;" : "=l"(b) : "l"(e));
  return (uint)b;
}
/* nvptx_hooks.ll's hooks for the pass plugin, which never sees a source
 * form: the plain operations. */
__XASYNC_INLINE uint __xasync_nv_wait_event_bits(event_t e) {
  return __xasync_nv_event_bits(__xasync_nv_freeze_event(e));
}
__XASYNC_INLINE uint __xasync_nv_mark_word(uint word, uint bit) {
  return word | bit;
}
__XASYNC_INLINE uint __xasync_nv_word_marked(uint word, uint bit) {
  return word & bit;
}
__XASYNC_INLINE uint __xasync_nv_wait_n(uint n) { return n & 7; }
__XASYNC_INLINE uint __xasync_nv_copy_waited(__local void *dst, uint n) {
  (void)dst;
  (void)n;
  return 0;
}
__XASYNC_INLINE void __xasync_nv_copy_end(uint waited) { (void)waited; }

#endif
