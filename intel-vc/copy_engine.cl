/* intel-vc copy engine: the writes are vISA scattered writes.
 *
 * In a vector-compute (VC) kernel every work-item is one hardware thread
 * that runs explicit SIMD code, so a thread moves a whole segment at once:
 * W = 8 or 16 consecutive elements of one line, one channel per element
 * (1, 2 or 4 bytes), per-channel byte offsets from the line's geometry, and
 * a channel mask that switches off the lanes past the ragged end of a line.
 *   global -> local: read from global, SCATTER_SCALED into SLM (T0);
 *   local -> global: read from SLM, then a stateless write:
 *     SCATTER_SCALED on T255 (A32) where global pointers are 32-bit, else
 *     SVM_SCATTER (A64), which is what IGC itself emits for such pointers.
 * The read is a block read when the whole segment is wanted, is at least
 * 16 bytes and starts on a dword; otherwise a gather under the same mask.
 * Elements of other sizes, or misaligned ones, take the generic engine.
 * Plain operators stand in for min/convert_*, so the engine's IR calls no
 * OpenCL builtin whatever builtin library the consumer has. */
#include "xasync/internal/engine.h"
#include "xasync/internal/generic_engine.h"
#include "vc_intrinsics.h"

/* ---- which copies the scatter path takes ------------------------------ */

/* One channel per element: 1, 2 or 4 bytes, every line start aligned to
 * the element (the scaled messages need naturally aligned channels). */
__XASYNC_INLINE int __xasync_vc_fits(const __xasync_shape *s,
                                     size_t elem_bytes, size_t src,
                                     size_t dst) {
  return (elem_bytes == 1 || elem_bytes == 2 || elem_bytes == 4) &&
         __xasync_chunk_bytes(s, src, dst) >= elem_bytes;
}

/* ---- memory access per address space ---------------------------------
 * READ(W, LG, mask, byte address, lane byte offsets) -> uintW
 * BLOCK(W, LG, byte address) -> uintW, all W channels, dword-aligned
 * WRITE(W, LG, mask, byte address, lane byte offsets, data) */

/* Block wrappers are named <W>_<element bytes>. */
#define XASYNC_VC_BYTES_0 1
#define XASYNC_VC_BYTES_1 2
#define XASYNC_VC_BYTES_2 4
#define XASYNC_VC_CAT4_(a, b, c, d) a##b##c##d
#define XASYNC_VC_CAT4(a, b, c, d) XASYNC_VC_CAT4_(a, b, c, d)
#define XASYNC_VC_BLOCK_FN(prefix, W, LG)                                      \
  XASYNC_VC_CAT4(prefix, W, _, XASYNC_VC_BYTES_##LG)
/* For segments under 16 bytes, where no block read exists (never called). */
#define XASYNC_VC_NO_BLOCK(W, LG, a) ((uint##W)0)

#define XASYNC_VC_SLM_READ(W, LG, m, a, o)                                     \
  __xasync_vc_gather##W(m, LG, XASYNC_VC_SURFACE_SLM, (uint)(a), o)
#define XASYNC_VC_SLM_BLOCK(W, LG, a)                                          \
  XASYNC_VC_BLOCK_FN(__xasync_vc_block, W, LG)(XASYNC_VC_SURFACE_SLM, (uint)(a))
#define XASYNC_VC_SLM_WRITE(W, LG, m, a, o, v)                                 \
  __xasync_vc_scatter##W(m, LG, XASYNC_VC_SURFACE_SLM, (uint)(a), o, v)

#ifdef __SPIR32__
/* 32-bit global pointers are flat A32 addresses on the stateless surface. */
#define XASYNC_VC_GLOBAL_READ(W, LG, m, a, o)                                  \
  __xasync_vc_gather##W(m, LG, XASYNC_VC_SURFACE_STATELESS, (uint)(a), o)
#define XASYNC_VC_GLOBAL_BLOCK(W, LG, a)                                       \
  XASYNC_VC_BLOCK_FN(__xasync_vc_block, W, LG)                                 \
  (XASYNC_VC_SURFACE_STATELESS, (uint)(a))
#define XASYNC_VC_GLOBAL_WRITE(W, LG, m, a, o, v)                              \
  __xasync_vc_scatter##W(m, LG, XASYNC_VC_SURFACE_STATELESS, (uint)(a), o, v)
#else
/* 64-bit global pointers: per-channel A64 addresses; 1- and 2-byte
 * channels are byte blocks, 4-byte channels dword blocks. */
#define XASYNC_VC_A64(W, a, o)                                                 \
  ((ulong##W)(ulong)(a) + __builtin_convertvector(o, ulong##W))
#define XASYNC_VC_A64_READ_0(W, m, a, o)                                       \
  __xasync_vc_svm_gather_bytes##W(m, 0, XASYNC_VC_A64(W, a, o))
#define XASYNC_VC_A64_READ_1(W, m, a, o)                                       \
  __xasync_vc_svm_gather_bytes##W(m, 1, XASYNC_VC_A64(W, a, o))
#define XASYNC_VC_A64_READ_2(W, m, a, o)                                       \
  __xasync_vc_svm_gather_dwords##W(m, XASYNC_VC_A64(W, a, o))
#define XASYNC_VC_A64_WRITE_0(W, m, a, o, v)                                   \
  __xasync_vc_svm_scatter_bytes##W(m, 0, XASYNC_VC_A64(W, a, o), v)
#define XASYNC_VC_A64_WRITE_1(W, m, a, o, v)                                   \
  __xasync_vc_svm_scatter_bytes##W(m, 1, XASYNC_VC_A64(W, a, o), v)
#define XASYNC_VC_A64_WRITE_2(W, m, a, o, v)                                   \
  __xasync_vc_svm_scatter_dwords##W(m, XASYNC_VC_A64(W, a, o), v)
#define XASYNC_VC_GLOBAL_READ(W, LG, m, a, o) XASYNC_VC_A64_READ_##LG(W, m, a, o)
#define XASYNC_VC_GLOBAL_BLOCK(W, LG, a)                                       \
  XASYNC_VC_BLOCK_FN(__xasync_vc_svm_block, W, LG)((ulong)(a))
#define XASYNC_VC_GLOBAL_WRITE(W, LG, m, a, o, v)                              \
  XASYNC_VC_A64_WRITE_##LG(W, m, a, o, v)
#endif

/* ---- the segment loop -------------------------------------------------- */

#define XASYNC_VC_LANES8 ((uint8)(0, 1, 2, 3, 4, 5, 6, 7))
#define XASYNC_VC_LANES16                                                      \
  ((uint16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))

/* Work-item rank takes segments rank, rank+team, ... of the flattened
 * (plane, row, segment) space; divisions happen once, the loop only adds
 * and carries.  Only channels below the line's end are enabled, so no
 * write leaves the lines the copy names. */
#define XASYNC_VC_COPY(W, LG, READ, BLOCK, WRITE)                              \
  do {                                                                         \
    const size_t cols = shape.row_bytes >> LG;                                 \
    const size_t segs = (cols + W - 1) / W;                                    \
    const size_t step_seg = team % segs, step_lines = team / segs;             \
    const size_t step_row = step_lines % shape.rows;                           \
    const size_t step_plane = step_lines / shape.rows;                         \
    size_t seg = rank % segs, row = (rank / segs) % shape.rows;                \
    size_t plane = rank / segs / shape.rows;                                   \
    const uint##W lanes = XASYNC_VC_LANES##W;                                  \
    const uint##W offsets = lanes << LG;                                       \
    while (plane < shape.planes) {                                             \
      const size_t col = seg * W;                                              \
      const uint left = cols - col < W ? (uint)(cols - col) : W;               \
      const int##W mask = lanes < (uint##W)left;                               \
      const size_t s = (size_t)src + plane * shape.src_plane +                 \
                       row * shape.src_row + (col << LG);                      \
      const size_t d = (size_t)dst + plane * shape.dst_plane +                 \
                       row * shape.dst_row + (col << LG);                      \
      uint##W v;                                                               \
      if ((W << LG) >= 16 && left == W && (s & 3) == 0)                        \
        v = BLOCK(W, LG, s);                                                   \
      else                                                                     \
        v = READ(W, LG, mask, s, offsets);                                     \
      WRITE(W, LG, mask, d, offsets, v);                                       \
      __XASYNC_STEP_3(seg, row, plane, step_seg, step_row, step_plane, segs,   \
                      shape.rows);                                             \
    }                                                                          \
  } while (0)

/* 8 channels when a line has at most 8 elements, else 16. */
#define XASYNC_VC_DISPATCH(READ, BLOCK, WRITE)                                 \
  do {                                                                         \
    const int narrow = shape.row_bytes <= 8 * elem_bytes;                      \
    switch (elem_bytes) {                                                      \
    case 1:                                                                    \
      if (narrow)                                                              \
        XASYNC_VC_COPY(8, 0, READ, XASYNC_VC_NO_BLOCK, WRITE);                 \
      else                                                                     \
        XASYNC_VC_COPY(16, 0, READ, BLOCK, WRITE);                             \
      break;                                                                   \
    case 2:                                                                    \
      if (narrow)                                                              \
        XASYNC_VC_COPY(8, 1, READ, BLOCK, WRITE);                              \
      else                                                                     \
        XASYNC_VC_COPY(16, 1, READ, BLOCK, WRITE);                             \
      break;                                                                   \
    default:                                                                   \
      if (narrow)                                                              \
        XASYNC_VC_COPY(8, 2, READ, BLOCK, WRITE);                              \
      else                                                                     \
        XASYNC_VC_COPY(16, 2, READ, BLOCK, WRITE);                             \
      break;                                                                   \
    }                                                                          \
  } while (0)

/* ---- the engine ---------------------------------------------------------- */

event_t __xasync_engine_to_local(__local uchar *dst, const __global uchar *src,
                                 __xasync_shape shape, size_t team,
                                 size_t rank, event_t event) {
  const size_t elem_bytes = shape.elem_bytes;
  if (__xasync_vc_fits(&shape, elem_bytes, (size_t)src, (size_t)dst))
    XASYNC_VC_DISPATCH(XASYNC_VC_GLOBAL_READ, XASYNC_VC_GLOBAL_BLOCK,
                       XASYNC_VC_SLM_WRITE);
  else
    __xasync_generic_to_local(dst, src, shape, team, rank);
  return event;
}

event_t __xasync_engine_to_global(__global uchar *dst, const __local uchar *src,
                                  __xasync_shape shape, size_t team,
                                  size_t rank, event_t event) {
  const size_t elem_bytes = shape.elem_bytes;
  if (__xasync_vc_fits(&shape, elem_bytes, (size_t)src, (size_t)dst))
    XASYNC_VC_DISPATCH(XASYNC_VC_SLM_READ, XASYNC_VC_SLM_BLOCK,
                       XASYNC_VC_GLOBAL_WRITE);
  else
    __xasync_generic_to_global(dst, src, shape, team, rank);
  return event;
}
