/* pocl: how one work-item moves rows (the engine, pocl/copy_engine.cl, and
 * the classic copies).  Chosen with the CPU row probe
 * (tests/bench/probes/cpu_rows.cl; docs/pocl.md, "How rows are moved"):
 * inline 32-byte moves beat a memcpy call per row (up to 1.7x on 64-byte
 * rows) and the compiler's vectorised byte loop, and prefetching the row
 * about 1 KiB of row data ahead adds 5-25% on strided rows, each of which
 * may start on a new page, where the hardware prefetchers stop.  pocl's
 * address spaces are one flat memory, so rows move through private
 * pointers. */
#ifndef XASYNC_POCL_ROW_COPY_H
#define XASYNC_POCL_ROW_COPY_H

#include "xasync/internal/config.h"
#include "xasync/internal/copy_shape.h"

#define __XASYNC_CPU_PTR(T, p) ((T *)(size_t)(p))

/* pocl/row_moves.ll: __xasync_cpu_line's two loops for a length that is
 * not a constant when the library decides, each free to unroll fully once
 * it is one, never at run time. */
void __xasync_pocl_line(uchar *d, const uchar *s, size_t n, size_t e,
                        size_t small, int by8);

/* Moves of w bytes (a constant) covering [0, n), n >= w; the last one ends
 * at n and may overlap the one before: the same bytes again, as a copy's
 * source and destination never overlap. */
__XASYNC_INLINE void __xasync_cpu_moves(uchar *d, const uchar *s, size_t n,
                                        size_t w) {
  for (size_t i = 0; i < n - w; i += w)
    __builtin_memcpy(d + i, s + i, w);
  __builtin_memcpy(d + n - w, s + n - w, w);
}

/* One row of n bytes: 32-byte moves, or for a shorter row two overlapping
 * moves of the widest power of two that fits.  A constant n folds to its
 * moves. */
__XASYNC_INLINE void __xasync_cpu_row(uchar *d, const uchar *s, size_t n) {
  if (n >= 32)
    __xasync_cpu_moves(d, s, n, 32);
  else if (n >= 16)
    __xasync_cpu_moves(d, s, n, 16);
  else if (n >= 8)
    __xasync_cpu_moves(d, s, n, 8);
  else if (n >= 4)
    __xasync_cpu_moves(d, s, n, 4);
  else if (n >= 2)
    __xasync_cpu_moves(d, s, n, 2);
  else if (n)
    *d = *s;
}

/* One element of e bytes (a constant once inlined): a 16-byte element as a
 * typed load and store, others by memcpy (which InstCombine makes typed up
 * to 8 bytes).  A copy into local memory and the copy back out of it are
 * otherwise two 16-byte memcpys, which LLVM's MemCpyOpt makes two copies
 * from the global source, one load more than pocl's own copy; row_moves.ll's
 * element loop does the same for lengths that are not constants
 * (docs/results/pocl/README.md#typed-16-2026-11-30). */
__XASYNC_INLINE void __xasync_cpu_elem(uchar *d, const uchar *s, size_t e) {
  typedef uchar16 __attribute__((aligned(1))) elem16_t;
  if (e == 16)
    *(elem16_t *)d = *(const elem16_t *)s;
  else
    __builtin_memcpy(d, s, e);
}

/* One contiguous copy of n bytes (the classic copy), moving e bytes at a
 * time below `small` bytes (e a constant dividing n, small 32 or 64, and
 * by8: 8 bytes a step there for a length not constant when the library
 * decides; the caller's choices, async_copy_classic.cl): for n >= small a
 * loop of at least two 32-byte moves, the last one ending at n (moves may
 * overlap; source and destination never do); below it a loop of e-byte moves
 * (unaligned).  Neither loop unrolls while pocl forms its work-item loops
 * (nor is the byte loop vectorised), and nothing but the test of n stands
 * around them: pocl's kernel compiler sees the user's loop around the
 * copy, and three shapes of this copy lost there (docs/pocl.md, "Chained
 * copies"):
 * - a store outside a loop of its own (a straight-line tail, or a copy of
 *   32 bytes unrolled away) kept the leader test in the user's loop of
 *   chained copies, so every work-item walked all of it (8-float lines:
 *   0.06 of pocl's own copies);
 * - a copy that unrolls leaves the user's loop innermost, and pocl puts
 *   work-item loops inside any innermost uniform loop of a kernel with
 *   barriers;
 * - a large copy (moves of 32, 16, 8, 4, 2 and 1 bytes behind branches on
 *   a run-time length) made the user's loop too big to unswitch on the
 *   leader test: a loop of copies of run-time length ran at 0.11-0.5 of
 *   pocl's own.
 * A byte loop alone (pocl's own copy) is small too, but pocl vectorised it
 * into 16-byte moves: 0.78-0.86 of pocl's own on 256-byte lines.  A
 * constant n folds to one of the two loops.
 * A length the user wrote as a constant over 128 bytes (a line of 64
 * floats) moves 64 bytes per step instead, two 32-byte moves, the last
 * step ending at n, inside the loop: 32 bytes per step left the float
 * chains of 256-byte lines at 0.85-0.96 of pocl's own, whose AVX-512 copy
 * is faster there.  __builtin_constant_p decides it when pocl builds the
 * kernel (the library keeps the test: LATE_CONSTANTS, pocl/targets.cmake),
 * so a run-time length keeps the small copy above; the 64-byte loop beside
 * it for every length made copies of run-time length too big again (0.44-
 * 0.72 of pocl's own).  docs/pocl.md, "Chained copies". */
__XASYNC_INLINE void __xasync_cpu_line(uchar *d, const uchar *s, size_t n,
                                       size_t e, size_t small, int by8) {
  if (__builtin_constant_p(n) && n > 128) {
    const size_t steps = (n + 63) / 64;
    _Pragma("clang loop unroll(disable)")
    for (size_t k = 0; k < steps; ++k) {
      const size_t at = k * 64 + 64 <= n ? k * 64 : n - 64;
      __builtin_memcpy(d + at, s + at, 32);
      __builtin_memcpy(d + at + 32, s + at + 32, 32);
    }
    return;
  }
  /* A length that is a constant when this test is decided (one the user
   * wrote) keeps these loops whole: without unroll(disable) its loop
   * unrolls before pocl forms its work-item loops, the second shape above.
   * Any other length takes row_moves.ll's copy, the same two loops, which
   * unroll fully if the length becomes a constant later:
   * a length from the group size, once pocl specialises the kernel for its
   * group size, after its work-item loops are formed.  The leader's
   * work-item loop around the copy is then left with the leader test
   * alone, and goes (docs/pocl.md, "Copies of the group's size"). */
  if (!__builtin_constant_p(n)) {
    __xasync_pocl_line(d, s, n, e, small, by8);
    return;
  }
  const size_t moves = n < small ? 0 : n <= 64 ? 2 : (n + 31) / 32;
  _Pragma("clang loop unroll(disable)")
  for (size_t k = 0; k < moves; ++k) {
    const size_t at = k * 32 + 32 <= n ? k * 32 : n - 32;
    __builtin_memcpy(d + at, s + at, 32);
  }
  _Pragma("clang loop unroll(disable) vectorize(disable)")
  for (size_t i = n < small ? 0 : n; i < n; i += e)
    __xasync_cpu_elem(d + i, s + i, e);
}

/* Bytes [from, to) of a row in streaming 32-byte stores (d + from 32-byte
 * aligned, to - from a multiple of 32): no read of the destination lines
 * into the cache first (docs/pocl.md, "Streaming stores"). */
__XASYNC_INLINE void __xasync_cpu_stream_span(uchar *d, const uchar *s,
                                              size_t from, size_t to) {
  for (size_t i = from; i < to; i += 32) {
    uint8 v;
    __builtin_memcpy(&v, s + i, 32);
    __builtin_nontemporal_store(v, (uint8 *)(d + i));
  }
}

/* A streamed row of n bytes.  Aligned (mode 1: d and n multiples of 64):
 * all of it.  Otherwise (mode 2, n >= 128): its 64-byte-aligned interior,
 * whole cache lines only, the head and tail around it stored as usual. */
__XASYNC_INLINE void __xasync_cpu_row_stream(uchar *d, const uchar *s,
                                             size_t n, int mode) {
  if (mode == 1) {
    __xasync_cpu_stream_span(d, s, 0, n);
    return;
  }
  const size_t head = (64 - ((size_t)d & 63)) & 63;
  const size_t end = head + ((n - head) & ~(size_t)63);
  if (head)
    __xasync_cpu_row(d, s, head);
  __xasync_cpu_stream_span(d, s, head, end);
  if (end < n)
    __xasync_cpu_row(d + end, s + end, n - end);
}

/* Total bytes a kernel's copies into global memory must reach before they
 * stream: the copy times the work-groups, an estimate of what the kernel
 * writes.  Measured on a Xeon with 2.5 MiB of L2 per core and 48 MiB of
 * L3: streaming lost up to 42% at 4 MiB, was mixed at 8 and won 1.14-2.39x
 * at 16 MiB (docs/pocl.md, "Streaming stores"). */
#ifndef __XASYNC_CPU_STREAM_MIN_BYTES /* 0 in the tests' streaming build */
#define __XASYNC_CPU_STREAM_MIN_BYTES (16ul << 20)
#endif

/* How a copy to d of shape sh streams (__xasync_cpu_row_stream's mode),
 * when the estimate above is large: 1 where every destination row is
 * whole 64-byte cache lines (64-byte aligned, a multiple of 64 bytes
 * long), 2 for other rows of at least 128 bytes (at least one whole line
 * inside), else 0.  A streaming store that fills half a cache line costs
 * a partial write to memory: 32-byte rows (8-float tiles) streamed ran
 * at 0.50-0.64 of their classic-copy twin (the corpus's f32 8x64 case). */
__XASYNC_INLINE int __xasync_cpu_streams(const uchar *d,
                                         const __xasync_shape *sh) {
  const size_t m =
      __xasync_side_align_bits(sh, (size_t)d, sh->dst_row, sh->dst_plane);
  const int mode = !(m & 63) ? 1 : sh->row_bytes >= 128 ? 2 : 0;
  if (!mode)
    return 0;
  const size_t groups =
      get_num_groups(0) * get_num_groups(1) * get_num_groups(2);
  return sh->row_bytes * sh->rows * sh->planes * groups >=
                 __XASYNC_CPU_STREAM_MIN_BYTES
             ? mode
             : 0;
}

/* How far ahead the source rows are prefetched, in bytes of row data. */
#define __XASYNC_CPU_PREFETCH_BYTES 1024

/* Every row of `sh` (rows of n bytes; n is sh->row_bytes, passed apart so
 * that a constant folds), the source row about __XASYNC_CPU_PREFETCH_BYTES
 * ahead (2 to 16 rows, at most a plane's, the next plane's at a plane's
 * end) prefetched first.  With `stream` non-zero (a constant at each
 * call: __xasync_cpu_streams's mode) the rows are stored streaming, then
 * fenced: streaming stores are not ordered with the stores after them. */
__XASYNC_INLINE void __xasync_cpu_rows(uchar *d, const uchar *s, size_t n,
                                       const __xasync_shape *sh, int stream) {
  const size_t rows = sh->rows, planes = sh->planes;
  size_t ahead = __XASYNC_CPU_PREFETCH_BYTES / n;
  ahead = ahead < 2 ? 2 : ahead > 16 ? 16 : ahead;
  ahead = ahead > rows ? rows : ahead;
  for (size_t p = 0; p < planes; ++p) {
    uchar *dr = d + p * sh->dst_plane;
    const uchar *sr = s + p * sh->src_plane;
    for (size_t r = 0; r < rows; ++r, dr += sh->dst_row, sr += sh->src_row) {
      if (p + 1 < planes || r + ahead < rows) {
        const uchar *pf = r + ahead < rows
                              ? sr + ahead * sh->src_row
                              : sr + sh->src_plane - (rows - ahead) * sh->src_row;
        for (size_t b = 0; b < n; b += 64)
          __builtin_prefetch(pf + b);
      }
      if (stream)
        __xasync_cpu_row_stream(dr, sr, n, stream);
      else
        __xasync_cpu_row(dr, sr, n);
    }
  }
  if (stream)
    __builtin_ia32_sfence();
}

#endif
