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

/* The last n < 32 bytes of a copy: at most one move each of 16, 8, 4, 2
 * and 1 bytes, straight-line (no loop). */
__XASYNC_INLINE void __xasync_cpu_tail(uchar *d, const uchar *s, size_t n) {
  size_t at = 0;
  if (n & 16) {
    __builtin_memcpy(d, s, 16);
    at = 16;
  }
  if (n & 8) {
    __builtin_memcpy(d + at, s + at, 8);
    at += 8;
  }
  if (n & 4) {
    __builtin_memcpy(d + at, s + at, 4);
    at += 4;
  }
  if (n & 2) {
    __builtin_memcpy(d + at, s + at, 2);
    at += 2;
  }
  if (n & 1)
    d[at] = s[at];
}

/* How far ahead the source rows are prefetched, in bytes of row data. */
#define __XASYNC_CPU_PREFETCH_BYTES 1024

/* Every row of `sh` (rows of n bytes; n is sh->row_bytes, passed apart so
 * that a constant folds), the source row about __XASYNC_CPU_PREFETCH_BYTES
 * ahead (2 to 16 rows, at most a plane's, the next plane's at a plane's
 * end) prefetched first. */
__XASYNC_INLINE void __xasync_cpu_rows(uchar *d, const uchar *s, size_t n,
                                       const __xasync_shape *sh) {
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
      __xasync_cpu_row(dr, sr, n);
    }
  }
}

#endif
