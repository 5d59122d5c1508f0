// The bench stencil (tests/kernels/bench_stencil.cl, included) with the
// library's copies and the waits written by hand (stencil_hand_wait.h):
// the bench's library "libcopy".  Each copy call commits one group per
// work-item, as the hand-written fetch does.  Against "hand" and "hand66",
// it tells the library's copy call from its wait
// (docs/results/h100/README.md#record-rerun).
#define STENCIL_FETCH fetch
#include "stencil_hand_wait.h"
#include "bench_stencil.cl"
