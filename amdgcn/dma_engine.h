/* amdgcn: the wave-level DMA copy loop.
 *
 * A gfx9 LDS DMA instruction writes one contiguous run of LDS, lane after
 * lane, from a wave-uniform base.  So the copy is cut into segments that
 * are contiguous in LDS, each segment into blocks of one wave's lanes, and
 * whole blocks are dealt to waves: block b goes to wave b % waves.  A
 * segment is one line, or a whole plane where the LDS lines lie back to
 * back (then one instruction may span several short lines).  Lanes past a
 * segment's end are masked off, so nothing outside it is written.
 * gfx1250 uses the same loop with per-lane LDS addresses.
 *
 * Every quantity that selects a block is wave-uniform (the wave index, the
 * team size, the copy's arguments), hence a scalar loop and one LDS base
 * per instruction; only the lane and its global address vary across lanes.
 */
#ifndef XASYNC_AMDGCN_DMA_ENGINE_H
#define XASYNC_AMDGCN_DMA_ENGINE_H

#include "lds_dma.h"
#include "xasync/internal/work_group.h"

/* Slot i of segment s of outer index o lies in LDS at
 *   lds + o * lds_outer + s * lds_seg + i * lds_item
 * (lds_item is the instruction's lane stride) and in global memory at
 *   glob + o * glob_outer + s * glob_seg + (i / cols) * glob_line
 *        + (i % cols) * glob_item
 * where cols == items unless a segment spans lines. */
typedef struct {
  size_t items, cols, segs, outers;
  size_t glob_item, glob_line, glob_seg, glob_outer;
  size_t lds_item, lds_seg, lds_outer;
} __xasync_amd_dma_geom;

/* Waves are formed from consecutive flat work-item ids (x fastest), so the
 * wave index is the flat id over the wave size.  Callers only come here
 * when every wave is full (team % wave size == 0). */
__XASYNC_INLINE uint __xasync_amd_wave_index(void) {
  const uint w = __builtin_amdgcn_wavefrontsize();
  return (uint)__builtin_amdgcn_readfirstlane((int)(__xasync_team_rank() / w));
}

__XASYNC_INLINE uint __xasync_amd_wave_count(void) {
  const uint w = __builtin_amdgcn_wavefrontsize();
  return (uint)__builtin_amdgcn_readfirstlane((int)(__xasync_team_size() / w));
}

/* to_global selects the direction (only gfx1250 has both); size is the
 * bytes each lane moves per instruction, a constant at every call. */
__XASYNC_INLINE void __xasync_amd_dma_run(const __xasync_amd_dma_geom *g,
                                      __local uchar *lds,
                                      __global uchar *glob, uint size,
                                      int to_global) {
  const size_t w = __builtin_amdgcn_wavefrontsize();
  const uint lane = __xasync_amd_lane_id();
  const size_t waves = __xasync_amd_wave_count();
  const size_t blocks = (g->items + w - 1) / w; /* per segment */
  const int spans_lines = g->cols != g->items;
  /* This wave's first block and the stride between its blocks, both as
   * (outer, segment, block); the loop only adds and carries. */
  const size_t first = __xasync_amd_wave_index();
  size_t blk = first % blocks, seg = (first / blocks) % g->segs;
  size_t outer = first / blocks / g->segs;
  const size_t step_blk = waves % blocks, step_segs = waves / blocks;
  const size_t step_seg = step_segs % g->segs;
  const size_t step_outer = step_segs / g->segs;
  while (outer < g->outers) {
    const size_t base = blk * w;
    /* Uniform by construction, and within LDS so 32 bits; say so, so that
     * the instruction's LDS base lands in M0 as is. */
    const uint off = (uint)__builtin_amdgcn_readfirstlane((int)(uint)(
        outer * g->lds_outer + seg * g->lds_seg + base * g->lds_item));
    __local uchar *l = lds + off;
    const size_t item = base + lane;
    if (item < g->items) {
      /* A segment in LDS is at most LDS-sized, so 32 bits hold item. */
      size_t line = 0, col = item;
      if (spans_lines) {
        line = (uint)item / (uint)g->cols;
        col = (uint)item - (uint)line * (uint)g->cols;
      }
      __global uchar *p = glob + outer * g->glob_outer + seg * g->glob_seg +
                          line * g->glob_line + col * g->glob_item;
#if defined(XASYNC_AMDGCN_ASYNC_LDS)
      if (to_global)
        __xasync_amd_dma_from_lds(l, p, lane, size);
      else
#endif
        __xasync_amd_dma_to_lds(l, p, lane, size);
    }
    blk += step_blk;
    seg += step_seg;
    outer += step_outer;
    if (blk >= blocks) {
      blk -= blocks;
      ++seg;
    }
    if (seg >= g->segs) {
      seg -= g->segs;
      ++outer;
    }
  }
  (void)to_global;
}

#endif
