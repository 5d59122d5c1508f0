// The bench stencil (tests/kernels/bench_stencil.cl, included) with the
// library's copies and the waits written by hand (cp.async.wait_group 1 /
// 0 and a barrier): the bench's library "libcopy".  Each copy call commits
// one group per work-item, so wait_group 1 leaves exactly the next tile in
// flight.  Against "hand" and "hand66", it tells the library's copy call
// from its wait (docs/results/h100/record-rerun).
void waitg(int) __asm("llvm.nvvm.cp.async.wait.group");
#define STENCIL_FETCH fetch
#define STENCIL_WAIT(ev, newer)                                                \
  do {                                                                         \
    (void)(ev);                                                                \
    if (newer)                                                                 \
      waitg(1);                                                                \
    else                                                                       \
      waitg(0);                                                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
  } while (0)
#include "bench_stencil.cl"
