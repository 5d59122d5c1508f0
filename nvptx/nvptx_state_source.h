/* nvptx source form: what nvptx_state.ll gives the library, in source
 * NVIDIA's compiler takes (docs/source-mode.md, "Events").  OpenCL C has no
 * __local variable outside kernels, but a .shared array declared in an
 * inline-PTX block of one out-of-line function is a single array in every
 * kernel that calls it (docs/results/h100/source-state).  Each compilation
 * unit has its own, so units compiled for clLinkProgram take the
 * full-wait half of the prelude instead. */
#ifndef XASYNC_NVPTX_STATE_SOURCE_H
#define XASYNC_NVPTX_STATE_SOURCE_H

#include "xasync/internal/config.h"

/* noinline: one copy of the PTX block, so one array (at most 1024
 * work-items, one 32-bit word each; undefined at start, which the state's
 * encoding tolerates: event_seq.h).  const (it returns one address, always):
 * the compiler may merge the calls, so the copies and the wait of a loop
 * step call it once between them, not twice per copy and once per wait,
 * each call a .func call in the caller's hot loop (docs/source-mode.md,
 * "Events"). */
static __attribute__((noinline, const, unused)) __local uint *
__xasync_nv_state_base(void) {
  uint a;
  __asm__ volatile("{\n\t.shared .align 4 .b8 __xasync_nv_wi_state[4096];\n\t"
                   "mov.u32 %0, __xasync_nv_wi_state;\n\t}"
                   : "=r"(a));
  return (__local uint *)(size_t)a;
}

__XASYNC_INLINE __local uint *__xasync_nv_state_word(uint rank) {
  return __xasync_nv_state_base() + rank;
}

/* event_t <-> its bits: OpenCL C forbids the casts, an asm operand does not. */
__XASYNC_INLINE event_t __xasync_nv_make_event(uint bits) {
  event_t e;
  __asm__("mov.b64 %0, %1;" : "=l"(e) : "l"((ulong)bits));
  return e;
}
__XASYNC_INLINE uint __xasync_nv_event_bits(event_t e) {
  ulong b;
  __asm__("mov.b64 %0, %1;" : "=l"(b) : "l"(e));
  return (uint)b;
}

#endif
