// The bench stencil (tests/kernels/bench_stencil.cl, included) with its
// copies and waits written by hand: cp.async of 16 bytes per lane over
// whole 68-float lines, wait_group 1 / 0.  What double buffering can give
// on the H100 without the library (docs/results/h100/probes.md, section 5).
// Built as bench_stencil.hand.ptx, the bench's library "hand".  The copy
// is bench_stencil.cl's cp_tile (its cp.async twins' copy).
static event_t fetch_hand(local float *buf, global const float *in,
                          ulong pitch_in, uint tw, uint th, size_t tx,
                          size_t ty);
#define STENCIL_FETCH fetch_hand
#include "stencil_hand_wait.h"
#include "bench_stencil.cl"

// The tile's th + 2 lines of LW(tw) floats, one group.  With
// STENCIL_HAND_EXACT (the bench's library "hand66"), exactly the tw + 2
// floats the library is asked for, as the twins copy.
static event_t fetch_hand(local float *buf, global const float *in,
                          ulong pitch_in, uint tw, uint th, size_t tx,
                          size_t ty) {
#ifdef STENCIL_HAND_EXACT
  cp_tile(buf, in, pitch_in, tw, th, tx, ty, true);
#else
  cp_tile(buf, in, pitch_in, tw, th, tx, ty, false);
#endif
  bench_cp_async_commit();
  return 0;
}
