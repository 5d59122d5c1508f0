/* Internal: moving a row whose source and destination differ in alignment
 * mod 16 in whole 16-byte blocks.  The row is walked in blocks of the
 * destination (16-byte aligned); each block's source bytes are read as the
 * one or two aligned 16-byte source blocks that hold them and shifted into
 * place, so every access is a 16-byte one except at the row's two ends,
 * where only the row's own bytes are stored, byte by byte.  A source block is read only if it holds at least one
 * byte of the row: the bytes around the row it may read lie in the same
 * aligned 16 bytes, which no allocation or page boundary splits.
 * Portable OpenCL C; a target engine instantiates it per direction. */
#ifndef XASYNC_INTERNAL_REALIGN_H
#define XASYNC_INTERNAL_REALIGN_H

#include "xasync/internal/config.h"

/* Bytes [sh, sh + 16) of the 32 bytes v0:v1 (little-endian, sh < 16). */
__XASYNC_INLINE ulong2 __xasync_bytes_at(ulong2 v0, ulong2 v1, uint sh) {
  const ulong a = sh & 8 ? v0.y : v0.x, b = sh & 8 ? v1.x : v0.y,
              c = sh & 8 ? v1.y : v1.x;
  const uint n = (sh & 7) * 8;
  if (n == 0)
    return (ulong2)(a, b);
  return (ulong2)((a >> n) | (b << (64 - n)), (b >> n) | (c << (64 - n)));
}

/* One destination block in flight: its source bytes (v0:v1 from byte sh)
 * and the row's bytes [lo, hi) in it. */
typedef struct {
  ulong2 v0, v1;
  uint sh, lo, hi;
} __xasync_realign_block;

/* Per direction: NAME_load starts one destination block of a row and
 * NAME_store finishes it, so a loop can load block i + 1 before storing
 * block i (two blocks' loads in flight per work-item).  `d` and `s` are
 * the row's start plus 16 * col in destination and source; the block is
 * the aligned 16 bytes holding d (col 0: the row's first byte) or, for
 * col > 0, the col-th one after it.  NAME_load sets the block's address
 * and returns 0 past the row's end (nothing to do; a null test would not
 * do, shared address 0 is valid). */
#define __XASYNC_DEFINE_REALIGN(NAME, DST_AS, SRC_AS)                          \
  __XASYNC_INLINE int NAME##_load(DST_AS uchar *d, const SRC_AS uchar *s,      \
                                  uint col, uint row_bytes, DST_AS uchar **at, \
                                  __xasync_realign_block *b) {                 \
    const uint off = (uint)((size_t)d & 15);                                   \
    if (16 * col >= row_bytes + off)                                           \
      return 0;                                                                \
    const uint end = row_bytes + off - 16 * col;                               \
    b->lo = col == 0 ? off : 0;                                                \
    b->hi = end < 16 ? end : 16;                                               \
    const SRC_AS uchar *const a = s - off; /* source of the block's byte 0 */  \
    b->sh = (uint)((size_t)a & 15);                                            \
    const SRC_AS ulong2 *const w = (const SRC_AS ulong2 *)(a - b->sh);         \
    b->v0 = b->v1 = (ulong2)(0);                                               \
    if (b->sh + b->lo < 16) /* the first source block holds row bytes */       \
      b->v0 = w[0];                                                            \
    if (b->sh != 0 && 16 - b->sh < b->hi) /* so does the second */            \
      b->v1 = w[1];                                                            \
    *at = d - off;                                                             \
    return 1;                                                                  \
  }                                                                            \
  __XASYNC_INLINE void NAME##_store(DST_AS uchar *blk,                         \
                                    const __xasync_realign_block *b) {         \
    ulong2 v = __xasync_bytes_at(b->v0, b->v1, b->sh);                         \
    if (b->lo == 0 && b->hi == 16) {                                           \
      *(DST_AS ulong2 *)blk = v;                                               \
      return;                                                                  \
    }                                                                          \
    /* A row end: only bytes [lo, hi), one predicated byte store each    \
     * (fewer registers than aligned pieces, which need a second shift). */ \
    for (uint i = 0; i < 8; ++i)                                               \
      if (i >= b->lo && i < b->hi)                                             \
        blk[i] = (uchar)(v.x >> (8 * i));                                      \
    for (uint i = 8; i < 16; ++i)                                              \
      if (i >= b->lo && i < b->hi)                                             \
        blk[i] = (uchar)(v.y >> (8 * (i - 8)));                                \
  }

/* Blocks per row the walk must visit: a row of r bytes touches at most
 * (r + 30) / 16 aligned blocks. */
#define __XASYNC_REALIGN_BLOCKS(row_bytes) (((row_bytes) + 30) / 16)

#endif
