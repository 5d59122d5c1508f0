// Raw cp.async for the bench's hand-written twins and limit kernels (PTX
// for sm_80+ only; include it inside `#if __CUDA_ARCH__ >= 800`): the NVVM
// intrinsics through asm labels, as clang has no OpenCL builtins for them.
// One declaration for every bench kernel file (bench_gemm.cl,
// bench_conv.cl, bench_stencil.cl, bench_sweep.cl).
#ifndef BENCH_CP_ASYNC_H
#define BENCH_CP_ASYNC_H

// One 16/8/4-byte global -> local copy; both addresses aligned to its size.
void bench_cp_async_16(local void *, const global void *) __asm(
    "llvm.nvvm.cp.async.ca.shared.global.16");
void bench_cp_async_8(local void *, const global void *) __asm(
    "llvm.nvvm.cp.async.ca.shared.global.8");
void bench_cp_async_4(local void *, const global void *) __asm(
    "llvm.nvvm.cp.async.ca.shared.global.4");
// Closes this work-item's group of the copies issued since the last one.
void bench_cp_async_commit(void) __asm("llvm.nvvm.cp.async.commit.group");
// Waits until at most N of this work-item's newest groups are pending; N
// must be an integer constant (the instruction takes an immediate).
void bench_cp_async_wait(int) __asm("llvm.nvvm.cp.async.wait.group");

// The same for N in 0..7 known only at run time (the limit kernels' waits,
// N computed from their event state): three tests on N's bits.  Not
// event_seq.h's __XASYNC_SEQ_WAIT_SWITCH: these kernels inline no library
// function, so they lack the library's -fno-jump-tables and that switch
// becomes a brx.idx jump table (two in gemm_lim_evented's PTX), the form
// the library dropped for being slower.
static inline void bench_cp_async_wait_n(uint n) {
  if (n & 4) {
    if (n & 2) {
      if (n & 1) bench_cp_async_wait(7); else bench_cp_async_wait(6);
    } else {
      if (n & 1) bench_cp_async_wait(5); else bench_cp_async_wait(4);
    }
  } else if (n & 2) {
    if (n & 1) bench_cp_async_wait(3); else bench_cp_async_wait(2);
  } else {
    if (n & 1) bench_cp_async_wait(1); else bench_cp_async_wait(0);
  }
}

#endif
