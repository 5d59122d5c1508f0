/* nvptx copy engine (sm_80+).  Paths per call, chosen from the shape
 * (copy_shape.h) and the addresses; docs/nvptx.md has the table.
 *  global->local: cp.async at the widest aligned chunk (16 bytes: .cg);
 *    rows that are co-aligned mod 16 but not 16-byte aligned are split
 *    into a narrow head, a 16-byte cp.async body and a narrow tail (one
 *    loop when there is no head and the tail is one 4/8-byte cp.async);
 *    1/2-byte chunks (no cp.async) are plain loads and stores.
 *  local->global: the widest plain stores; on sm_90, rows of at least
 *    XASYNC_NV_BULK_MIN_ROW bytes, all 16-byte aligned, go through
 *    cp.async.bulk (bulk-group completion), one row per work-item.
 * Every call that moves bytes ends with __xasync_nv_commit (one group per
 * work-item, see nvptx_async.h). */
#include "xasync/internal/engine.h"
#include "xasync/internal/copy_loop.h"
#include "xasync/internal/work_group.h"
#include "nvptx_async.h"

#ifndef XASYNC_NV_BULK_MIN_ROW
#define XASYNC_NV_BULK_MIN_ROW 1024
#endif

/* One global->local chunk; sizeof(T) divides both addresses (the loop
 * guarantees it), so cp.async's alignment rule holds. */
__XASYNC_INLINE void __xasync_nv_chunk_to_local(const size_t bytes,
                                                __local uchar *d,
                                                const __global uchar *s) {
  switch (bytes) {
  case 16:
    __xasync_nv_cp_async_16(d, s);
    break;
  case 8:
    __xasync_nv_cp_async_8(d, s);
    break;
  case 4:
    __xasync_nv_cp_async_4(d, s);
    break;
  case 2:
    *(__local ushort *)d = *(const __global ushort *)s;
    break;
  default:
    *d = *s;
    break;
  }
}
#define XASYNC_NV_TO_LOCAL(T, d, s) __xasync_nv_chunk_to_local(sizeof(T), d, s)
/* The 4- or 8-byte tail of an aligned row (`tail` in scope), and a chunk
 * of run-time width `w` (in scope). */
#define XASYNC_NV_TAIL_TO_LOCAL(d, s) __xasync_nv_chunk_to_local(tail, d, s)
#define XASYNC_NV_ANY_TO_LOCAL(T, d, s) __xasync_nv_chunk_to_local(w, d, s)
#define XASYNC_NV_TO_GLOBAL(T, d, s)                                           \
  (*(__global T *)(d) = *(const __local T *)(s))

/* Co-aligned head/body/tail split: if every row starts at the same
 * address mod 16 in source and destination, `head` bytes bring each row
 * to 16-byte alignment and `body` (a multiple of 16, non-zero) follows. */
__XASYNC_INLINE int __xasync_nv_split(const __xasync_shape *s, size_t src,
                                      size_t dst, size_t *head,
                                      size_t *body) {
  size_t strides = 0;
  if (s->rows > 1)
    strides |= s->src_row | s->dst_row;
  if (s->planes > 1)
    strides |= s->src_plane | s->dst_plane;
  if ((strides & 15) || ((src - dst) & 15))
    return 0;
  *head = (16 - (src & 15)) & 15;
  if (s->row_bytes < *head + 16)
    return 0;
  *body = (s->row_bytes - *head) & ~(size_t)15;
  return 1;
}

event_t __xasync_copy_to_local(__local uchar *dst, const __global uchar *src,
                               size_t elem_bytes, size_t elems_per_line,
                               size_t lines, size_t planes, size_t src_line,
                               size_t src_plane, size_t dst_line,
                               size_t dst_plane, event_t event) {
  __xasync_shape shape;
  if (!__xasync_make_shape(&shape, elem_bytes, elems_per_line, lines, planes,
                           src_line, src_plane, dst_line, dst_plane))
    return event;
  const size_t team = __xasync_team_size(), rank = __xasync_team_rank();
  const size_t chunk = __xasync_chunk_bytes(&shape, (size_t)src, (size_t)dst);
  size_t head, body;
  if (chunk < 16 &&
      __xasync_nv_split(&shape, (size_t)src, (size_t)dst, &head, &body)) {
    const size_t tail = shape.row_bytes - head - body;
    __xasync_shape part = shape;
    if (head) {
      /* One loop at the head's run-time width (head and tail are a few
       * chunks per row; one instantiation keeps the engine small enough
       * to inline). */
      part.row_bytes = head;
      const size_t w = __xasync_chunk_bytes(&part, (size_t)src, (size_t)dst);
      __XASYNC_COPY_LOOP_COLS(uchar, w, XASYNC_NV_ANY_TO_LOCAL, head / w, 0,
                              __XASYNC_NO_LASTOP, part, dst, src, team, rank);
    }
    part.row_bytes = body + tail;
    __local uchar *const d = dst + head;
    const __global uchar *const s = src + head;
    if (tail == 0 || tail == 4 || tail == 8) {
      /* The body's 16-byte cp.async, and a 4/8-byte tail as the last chunk
       * of each row in the same loop (e.g. aligned rows of 66 floats). */
      __XASYNC_COPY_LOOP_COLS(uint4, 16, XASYNC_NV_TO_LOCAL,
                              body / 16 + (tail != 0), tail != 0,
                              XASYNC_NV_TAIL_TO_LOCAL, part, d, s, team, rank);
    } else {
      part.row_bytes = body;
      __XASYNC_COPY_LOOP(uint4, XASYNC_NV_TO_LOCAL, part, d, s, team, rank);
      part.row_bytes = tail;
      const size_t w =
          __xasync_chunk_bytes(&part, (size_t)(s + body), (size_t)(d + body));
      __XASYNC_COPY_LOOP_COLS(uchar, w, XASYNC_NV_ANY_TO_LOCAL, tail / w, 0,
                              __XASYNC_NO_LASTOP, part, d + body, s + body,
                              team, rank);
    }
  } else {
    __XASYNC_COPY_SHAPE(XASYNC_NV_TO_LOCAL, shape, dst, src, team, rank,
                        chunk);
  }
  return __xasync_nv_commit(event, team, rank);
}

event_t __xasync_copy_to_global(__global uchar *dst, const __local uchar *src,
                                size_t elem_bytes, size_t elems_per_line,
                                size_t lines, size_t planes, size_t src_line,
                                size_t src_plane, size_t dst_line,
                                size_t dst_plane, event_t event) {
  __xasync_shape shape;
  if (!__xasync_make_shape(&shape, elem_bytes, elems_per_line, lines, planes,
                           src_line, src_plane, dst_line, dst_plane))
    return event;
  const size_t team = __xasync_team_size(), rank = __xasync_team_rank();
  const size_t chunk = __xasync_chunk_bytes(&shape, (size_t)src, (size_t)dst);
#if XASYNC_NVPTX_SM >= 90
  if (chunk == 16 && shape.row_bytes >= XASYNC_NV_BULK_MIN_ROW) {
    /* The bulk copy reads shared memory through the async proxy: every
     * work-item orders its own earlier writes for it, then the barrier
     * makes all of them precede the copies. */
    __xasync_nv_fence_proxy_async_shared();
    barrier(CLK_LOCAL_MEM_FENCE);
    const size_t total = shape.rows * shape.planes;
    for (size_t r = rank; r < total; r += team) {
      const size_t plane = r / shape.rows, row = r % shape.rows;
      __xasync_nv_bulk_s2g(dst + plane * shape.dst_plane + row * shape.dst_row,
                           src + plane * shape.src_plane + row * shape.src_row,
                           (uint)shape.row_bytes, 0, false);
    }
    __xasync_nv_mark_bulk(rank);
    return __xasync_nv_commit(event, team, rank);
  }
#endif
  __XASYNC_COPY_SHAPE(XASYNC_NV_TO_GLOBAL, shape, dst, src, team, rank, chunk);
  return __xasync_nv_commit(event, team, rank);
}
