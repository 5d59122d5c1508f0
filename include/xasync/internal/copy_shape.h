/* Internal: the geometry of one 3D copy in bytes, normalised so that dense
 * dimensions are merged (the contiguous fast path falls out of this), and
 * the widest chunk (16/8/4/2/1 bytes) that every row start and the row
 * length are aligned to.  Shared by every target; targets with a copy
 * engine use the same shape to pick their path. */
#ifndef XASYNC_INTERNAL_COPY_SHAPE_H
#define XASYNC_INTERNAL_COPY_SHAPE_H

typedef struct {
  size_t row_bytes; /* bytes per row (a line, or merged dense lines) */
  size_t rows;      /* rows per plane */
  size_t planes;
  size_t src_row, src_plane; /* byte strides */
  size_t dst_row, dst_plane;
  size_t elem_bytes; /* the spec's element size (intel-vc's channels) */
} __xasync_shape;

/* Merges a dimension into the one below when it adds no gap:
 * one row per plane -> planes become rows; dense planes -> more rows;
 * dense rows -> one longer row.  Exact equality only, so overlapping
 * (undefined) strides keep the row-by-row path and never write outside
 * the rows they name.  With keep_aligned_rows, dense rows of a 2D shape
 * whose length is a multiple of 16 stay rows: merging them cannot widen
 * the chunk (__xasync_chunk_bytes: the row length and the strides it
 * drops are multiples of 16 alike), and an unchanged row length that is
 * a compile-time constant at the call site keeps the chunk loop's
 * divisions constant (engine.h, __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL).
 * One pass is a fixed point: after the row merge the new row stride is
 * the old plane stride, dense iff the planes were (tested just before),
 * and a merge of planes into rows leaves one plane
 * (tests/codegen/generic/shape-merge.c).  A second pass, as written until
 * 2026-11-27, never changed a shape but cost every call about 20
 * instructions that no compiler folded (nvptx, run-time shapes:
 * docs/nvptx.md, "Call overhead"). */
__XASYNC_INLINE void __xasync_shape_merge(__xasync_shape *s,
                                          int keep_aligned_rows) {
  if (s->planes > 1 &&
      (s->rows == 1 || (s->src_plane == s->rows * s->src_row &&
                        s->dst_plane == s->rows * s->dst_row))) {
    if (s->rows == 1) {
      s->src_row = s->src_plane;
      s->dst_row = s->dst_plane;
    }
    s->rows *= s->planes;
    s->planes = 1;
  }
  if (s->rows > 1 && s->src_row == s->row_bytes &&
      s->dst_row == s->row_bytes &&
      !(keep_aligned_rows && s->planes == 1 && !(s->row_bytes & 15))) {
    s->row_bytes *= s->rows;
    s->rows = s->planes;
    s->src_row = s->src_plane;
    s->dst_row = s->dst_plane;
    s->planes = 1;
  }
}

/* Largest row length in bytes, row count and plane count a copy may have.
 * A defined copy fits its local-memory side (its rows may not overlap), so
 * every extent is far below this; the copy loops rely on it for 32-bit
 * indices (copy_loop.h).  Larger (necessarily undefined) copies move
 * nothing. */
#define __XASYNC_MAX_EXTENT 0x7fffffffu

/* 0 where the engine takes the shape as the call gives it and merges
 * itself (the rows source form, source/preludes.cmake; pocl,
 * pocl/targets.cmake; the sm_80/sm_90 libraries, nvptx/targets.cmake,
 * whose engine first looks for a small copy, which needs no merge:
 * nvptx/copy_engine.cl, "Small copies").  On a CPU a merge decided by
 * run-time strides turns the
 * caller's constant line length and line count into run-time values, and
 * a CPU's row loop is fastest when they stay constant (rows/copy_engine.cl,
 * pocl/copy_engine.cl).  The engines' 3D merge is not done here instead:
 * merged in make_shape, Intel's runtime ran the corpus's constant 3D3D
 * bricks at 0.78-0.93 of the in-engine merge (four alternating rounds,
 * 2026-11-27). */
#ifndef __XASYNC_MERGE_SHAPES
#define __XASYNC_MERGE_SHAPES 1
#endif

/* Element-based arguments (as the spec gives them) to a byte shape.
 * Returns 0 when the copy moves no bytes: a zero extent, or one past
 * __XASYNC_MAX_EXTENT. */
__XASYNC_INLINE int __xasync_make_shape(__xasync_shape *s, size_t elem_bytes,
                                        size_t elems_per_line, size_t lines,
                                        size_t planes, size_t src_line,
                                        size_t src_plane, size_t dst_line,
                                        size_t dst_plane,
                                        int keep_aligned_rows) {
  s->row_bytes = elem_bytes * elems_per_line;
  s->rows = lines;
  s->planes = planes;
  s->src_row = src_line * elem_bytes;
  s->src_plane = src_plane * elem_bytes;
  s->dst_row = dst_line * elem_bytes;
  s->dst_plane = dst_plane * elem_bytes;
  s->elem_bytes = elem_bytes;
  if (s->row_bytes == 0 || lines == 0 || planes == 0)
    return 0;
  if (__XASYNC_MERGE_SHAPES)
    __xasync_shape_merge(s, keep_aligned_rows);
  return (s->row_bytes | s->rows | s->planes) <= __XASYNC_MAX_EXTENT;
}

/* One side's row length, start address and strides, OR-ed: a power of two
 * divides every row start on that side iff it divides this. */
__XASYNC_INLINE size_t __xasync_side_align_bits(const __xasync_shape *s,
                                                size_t addr, size_t row,
                                                size_t plane) {
  size_t m = s->row_bytes | addr;
  if (s->rows > 1)
    m |= row;
  if (s->planes > 1)
    m |= plane;
  return m;
}

/* The row length and every row start address in source and destination,
 * OR-ed: a power of two divides them all iff it divides this.  Tests of
 * its low bits fold when the alignment is known at compile time. */
__XASYNC_INLINE size_t __xasync_align_bits(const __xasync_shape *s,
                                           size_t src_addr, size_t dst_addr) {
  /* Not written as two __xasync_side_align_bits: IGC 1.0.12504's VC
   * backend aborts on that form (tests/codegen/intel-vc). */
  size_t m = s->row_bytes | src_addr | dst_addr;
  if (s->rows > 1)
    m |= s->src_row | s->dst_row;
  if (s->planes > 1)
    m |= s->src_plane | s->dst_plane;
  return m;
}

/* The low four bits of __xasync_align_bits: 0 iff 16-byte chunks apply,
 * else their lowest set bit is the chunk (__xasync_chunk_of_low).  A
 * 32-bit mask test: the chunk's width compared with 16 stays a 64-bit
 * negate-and-mask in the nvptx engine's PTX, four more SASS instructions a
 * call (docs/nvptx.md, "Call overhead"). */
__XASYNC_INLINE uint __xasync_align_low(const __xasync_shape *s,
                                        size_t src_addr, size_t dst_addr) {
  return (uint)__xasync_align_bits(s, src_addr, dst_addr) & 15;
}

__XASYNC_INLINE size_t __xasync_chunk_of_low(uint low) {
  return low & (~low + 1);
}

/* Widest power-of-two chunk <= 16 dividing the row length and every row
 * start address in source and destination. */
__XASYNC_INLINE size_t __xasync_chunk_bytes(const __xasync_shape *s,
                                            size_t src_addr, size_t dst_addr) {
  const size_t m = __xasync_align_bits(s, src_addr, dst_addr) | 16;
  return m & (~m + 1);
}

#endif
