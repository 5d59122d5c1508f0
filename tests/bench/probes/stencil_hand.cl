// The bench stencil (tests/kernels/bench_stencil.cl, included) with its
// copies and waits written by hand: cp.async of 16 bytes per lane over
// whole 68-float lines, wait_group 1 / 0.  What double buffering can give
// on the H100 without the library (docs/results/h100/probes.md, section 5).
// Built as bench_stencil.hand.ptx, the bench's library "hand".
void cp16(local void *, const global void *) __asm("llvm.nvvm.cp.async.ca.shared.global.16");
void cp8(local void *, const global void *) __asm("llvm.nvvm.cp.async.ca.shared.global.8");
void commit(void) __asm("llvm.nvvm.cp.async.commit.group");

static event_t fetch_hand(local float *buf, global const float *in,
                          ulong pitch_in, uint tw, uint th, size_t tx,
                          size_t ty);
#define STENCIL_FETCH fetch_hand
#include "stencil_hand_wait.h"
#include "bench_stencil.cl"

// The tile's th + 2 lines of LW(tw) floats, 16 bytes per lane, one group.
// With STENCIL_HAND_EXACT (the bench's library "hand66"), exactly the
// tw + 2 floats the library is asked for: 16-byte chunks and an 8-byte
// last chunk per line (tw is a multiple of 4), as the library's copy has.
static event_t fetch_hand(local float *buf, global const float *in,
                          ulong pitch_in, uint tw, uint th, size_t tx,
                          size_t ty) {
  const global float *s = in + ty * th * pitch_in + tx * tw;
  const uint lw = LW(tw), cpl = lw / 4, n = cpl * (th + 2);
  for (uint i = get_local_id(0); i < n; i += get_local_size(0)) {
    uint r = i / cpl, c = i % cpl;
#ifdef STENCIL_HAND_EXACT
    if (c + 1 == cpl) {
      cp8(buf + r * lw + c * 4, s + r * pitch_in + c * 4);
      continue;
    }
#endif
    cp16(buf + r * lw + c * 4, s + r * pitch_in + c * 4);
  }
  commit();
  return 0;
}
