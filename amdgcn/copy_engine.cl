/* amdgcn copy engine: global<->LDS DMA where the copy fits the
 * instructions exactly, the generic work-item loop otherwise.
 *
 * The choice depends only on the copy's arguments and the work-group size,
 * which every work-item of the group shares, so the whole group takes the
 * same path (the two paths split the work differently).  Completion is
 * wait_group_events' job (amdgcn/wait_group_events.cl); every copy that
 * moves bytes, on either path, ends in __xasync_amd_commit (one asyncmark
 * and a sequence number with asyncmarks, nothing otherwise). */
#include "amdgcn_events.h"
#include "xasync/internal/engine.h"
#include "xasync/internal/generic_engine.h"

#ifdef XASYNC_AMDGCN_HAS_DMA
/* Lane slots of `size` bytes (chunks of the lines).  Where the LDS side's
 * lines lie back to back, a segment is a whole plane, so that one wave
 * instruction covers several short lines; otherwise a segment is one line.
 * `lds_is_dst` says which side of the shape is the LDS. */
__XASYNC_INLINE void __xasync_amd_geom_chunks(__xasync_amd_dma_geom *g,
                                          const __xasync_shape *s, uint size,
                                          int lds_is_dst) {
  const size_t glob_row = lds_is_dst ? s->src_row : s->dst_row;
  const size_t lds_row = lds_is_dst ? s->dst_row : s->src_row;
  g->cols = s->row_bytes / size;
  g->outers = s->planes;
  /* lds_item is the DMA's lane stride: gfx9's is 4 for 4-byte lanes and 16
   * for 16-byte lanes, gfx1250 addresses each lane itself. */
  g->glob_item = g->lds_item = size;
  g->glob_line = glob_row;
  g->glob_outer = lds_is_dst ? s->src_plane : s->dst_plane;
  g->lds_outer = lds_is_dst ? s->dst_plane : s->src_plane;
  /* The engine splits a plane's slots into line and column in 32 bits. */
  if (s->rows > 1 && lds_row == s->row_bytes &&
      s->rows <= 0xffffffffu / s->row_bytes) {
    g->items = s->rows * g->cols;
    g->segs = 1;
    g->glob_seg = g->lds_seg = 0;
  } else {
    g->items = g->cols;
    g->segs = s->rows;
    g->glob_seg = glob_row;
    g->lds_seg = lds_row;
  }
}

/* Whole workgroups of full waves only: a partial wave cannot fill its
 * blocks' upper lanes. */
__XASYNC_INLINE int __xasync_amd_full_waves(size_t team) {
  return team % __builtin_amdgcn_wavefrontsize() == 0;
}
#endif

event_t __xasync_engine_to_local(__local uchar *dst, const __global uchar *src,
                                 __xasync_shape s, size_t team, size_t rank,
                                 event_t event) {
#ifdef XASYNC_AMDGCN_HAS_DMA
  if (__xasync_amd_full_waves(team)) {
    const size_t a = __xasync_align_bits(&s, (size_t)src, (size_t)dst);
    __xasync_amd_dma_geom g;
    __global uchar *glob = (__global uchar *)src;
#ifdef XASYNC_AMDGCN_LDS_DMA_B128
    /* 12-byte lines into 16-byte-strided LDS lines: one line per lane,
     * 12 bytes at base + 16 * lane, exactly the destination lines. */
    if (s.row_bytes == 12 && s.dst_row == 16 && (a & 3) == 0 &&
        (((size_t)dst | (s.planes > 1 ? s.dst_plane : 0)) & 15) == 0) {
      g.items = g.cols = s.rows;
      g.segs = 1;
      g.outers = s.planes;
      g.glob_item = s.src_row;
      g.glob_line = g.glob_seg = 0;
      g.glob_outer = s.src_plane;
      g.lds_item = 16;
      g.lds_seg = 0;
      g.lds_outer = s.dst_plane;
      __xasync_amd_dma_run(&g, dst, glob, 12, 0);
      return __xasync_amd_commit(event);
    }
#endif
#if defined(XASYNC_AMDGCN_LDS_DMA_B128) || defined(XASYNC_AMDGCN_ASYNC_LDS)
    if ((a & 15) == 0) {
      __xasync_amd_geom_chunks(&g, &s, 16, 1);
      __xasync_amd_dma_run(&g, dst, glob, 16, 0);
      return __xasync_amd_commit(event);
    }
#endif
#ifdef XASYNC_AMDGCN_ASYNC_LDS
    if ((a & 7) == 0) {
      __xasync_amd_geom_chunks(&g, &s, 8, 1);
      __xasync_amd_dma_run(&g, dst, glob, 8, 0);
      return __xasync_amd_commit(event);
    }
#endif
    if ((a & 3) == 0) {
      __xasync_amd_geom_chunks(&g, &s, 4, 1);
      __xasync_amd_dma_run(&g, dst, glob, 4, 0);
      return __xasync_amd_commit(event);
    }
  }
#endif
  __xasync_generic_to_local(dst, src, s, team, rank);
  return __xasync_amd_commit(event);
}

event_t __xasync_engine_to_global(__global uchar *dst, const __local uchar *src,
                                  __xasync_shape s, size_t team, size_t rank,
                                  event_t event) {
#ifdef XASYNC_AMDGCN_ASYNC_LDS
  /* Only gfx1250 stores from LDS without going through registers. */
  if (__xasync_amd_full_waves(team)) {
    const size_t a = __xasync_align_bits(&s, (size_t)src, (size_t)dst);
    __xasync_amd_dma_geom g;
    __local uchar *lds = (__local uchar *)src;
    if ((a & 15) == 0) {
      __xasync_amd_geom_chunks(&g, &s, 16, 0);
      __xasync_amd_dma_run(&g, lds, dst, 16, 1);
      return __xasync_amd_commit(event);
    }
    if ((a & 7) == 0) {
      __xasync_amd_geom_chunks(&g, &s, 8, 0);
      __xasync_amd_dma_run(&g, lds, dst, 8, 1);
      return __xasync_amd_commit(event);
    }
    if ((a & 3) == 0) {
      __xasync_amd_geom_chunks(&g, &s, 4, 0);
      __xasync_amd_dma_run(&g, lds, dst, 4, 1);
      return __xasync_amd_commit(event);
    }
  }
#endif
  __xasync_generic_to_global(dst, src, s, team, rank);
  return __xasync_amd_commit(event);
}
