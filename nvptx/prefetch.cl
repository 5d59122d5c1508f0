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

/* A prefetch whose work-item loads the range's start at once, of at most
 * XASYNC_NV_PREFETCH_READ_BYTES, issues nothing.  Its own loads follow
 * before anything else, so the lines come no sooner and each costs one
 * more request: the CTS prefetch kernel (13 int4 per work-item, read right
 * after) runs slower than NVIDIA's own, which issues no prefetch, with
 * xasync's lines and with the same lines written by hand, and level
 * without them.  A kernel whose work-items prefetch rows that the group
 * then reads gains from the lines (a no-op cost it 23%), and a longer
 * range read in steps keeps them.  Whether the work-item loads the start
 * at once is not known at the call: the pass plugin, which sees the whole
 * kernel, answers prefetch_read (nvptx_hooks.ll; 0 without it and in the
 * source forms) and finds the prefetch's end by prefetch_end
 * (docs/nvptx.md, "Prefetches read at once";
 * docs/results/h100/README.md#prefetch-read-2026-11-29). */
#define XASYNC_NV_PREFETCH_READ_BYTES 256
#ifdef __XASYNC_SOURCE_FORM
__XASYNC_INLINE uint __xasync_nv_prefetch_read(const __global void *p,
                                               size_t bytes) {
  (void)p;
  (void)bytes;
  return 0;
}
__XASYNC_INLINE void __xasync_nv_prefetch_end(uint read) { (void)read; }
#else
/* Not `const`: their calls stay where the prefetch starts and ends. */
uint __xasync_nv_prefetch_read(const __global void *p, size_t bytes);
void __xasync_nv_prefetch_end(uint read);
#endif

/* The range's lines, or on sm_90 one bulk prefetch for a long range. */
__XASYNC_INLINE void __xasync_nv_prefetch_lines(const __global uchar *p,
                                                size_t bytes) {
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

__XASYNC_LIBFN void __xasync_prefetch(const __global uchar *p, size_t bytes) {
  if (bytes == 0)
    return;
  const uint read = __xasync_nv_prefetch_read(p, bytes);
  if (!read || bytes > XASYNC_NV_PREFETCH_READ_BYTES)
    __xasync_nv_prefetch_lines(p, bytes);
  __xasync_nv_prefetch_end(read);
}
