/* nvptx prefetch into L2: one prefetch.global.L2 per 128-byte line the
 * range touches.  sm_90, for a range of more than XASYNC_NV_PREFETCH_LINES
 * lines: one cp.async.bulk.prefetch.L2 for the range widened to 16-byte
 * boundaries (the instruction's granule, so it never leaves the 16-byte
 * blocks the range touches); without it (sm_80 and below) the first
 * XASYNC_NV_PREFETCH_LINES lines (it is a hint, issued by each calling
 * work-item).  A range of a few lines takes the lines on sm_90 too: a bulk
 * prefetch per work-item cost the CTS prefetch kernel 2-6% where the lines
 * cost it 1-4%, and a kernel that prefetches its tile's lines then reads
 * them ran 1.6% faster with the lines (docs/results/h100/README.md,
 * "prefetch-2026-11-29"). */
#include "xasync/internal/engine.h"
#include "nvptx_intrinsics.h"

#ifndef XASYNC_NV_PREFETCH_LINES
#define XASYNC_NV_PREFETCH_LINES 64
#endif

__XASYNC_LIBFN void __xasync_prefetch(const __global uchar *p, size_t bytes) {
  if (bytes == 0)
    return;
  const size_t end = (size_t)p + bytes;
  const __global uchar *line = p - ((size_t)p & 127);
#ifdef XASYNC_NV_HAS_BULK
  if (end - (size_t)line > (size_t)XASYNC_NV_PREFETCH_LINES * 128) {
    const size_t start = (size_t)p & ~(size_t)15;
    size_t size = ((end + 15) & ~(size_t)15) - start;
    if (size > 0xfffffff0u)
      size = 0xfffffff0u;
    __xasync_nv_bulk_prefetch_l2(p - ((size_t)p - start), (uint)size, 0, false);
    return;
  }
#endif
  for (int n = 0; n < XASYNC_NV_PREFETCH_LINES && (size_t)line < end;
       ++n, line += 128)
    __xasync_nv_prefetch_l2(line);
}
