// The bench stencil's wait written by hand, for the probes that replace
// STENCIL_WAIT (tests/kernels/bench_stencil.cl): each fetch commits one
// cp.async group per work-item, so wait_group 1 leaves exactly the next
// tile in flight (`newer` is 1 while it is), then a barrier.  The event is
// not read.
#ifndef STENCIL_HAND_WAIT_H
#define STENCIL_HAND_WAIT_H
void waitg(int) __asm("llvm.nvvm.cp.async.wait.group");
#define STENCIL_WAIT(ev, newer)                                                \
  do {                                                                         \
    if (newer)                                                                 \
      waitg(1);                                                                \
    else                                                                       \
      waitg(0);                                                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
  } while (0)
#endif
