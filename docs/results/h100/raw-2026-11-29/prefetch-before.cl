/* nvptx prefetch into L2.  sm_90: one cp.async.bulk.prefetch.L2 for the
 * range widened to 16-byte boundaries (the instruction's granule, so it
 * never leaves the 16-byte blocks the range touches).  sm_80: one
 * prefetch.global.L2 per 128-byte line, at most XASYNC_NV_PREFETCH_LINES
 * lines per call (it is a hint, issued by each calling work-item). */
#include "xasync/internal/engine.h"
#include "nvptx_intrinsics.h"

#ifndef XASYNC_NV_PREFETCH_LINES
#define XASYNC_NV_PREFETCH_LINES 64
#endif

__XASYNC_LIBFN void __xasync_prefetch(const __global uchar *p, size_t bytes) {
  if (bytes == 0)
    return;
#ifdef XASYNC_NV_HAS_BULK
  const size_t start = (size_t)p & ~(size_t)15;
  size_t size = (((size_t)p + bytes + 15) & ~(size_t)15) - start;
  if (size > 0xfffffff0u)
    size = 0xfffffff0u;
  __xasync_nv_bulk_prefetch_l2(p - ((size_t)p - start), (uint)size, 0, false);
#else
  const size_t end = (size_t)p + bytes;
  const __global uchar *line = p - ((size_t)p & 127);
  for (int n = 0; n < XASYNC_NV_PREFETCH_LINES && (size_t)line < end;
       ++n, line += 128)
    __xasync_nv_prefetch_l2(line);
#endif
}
