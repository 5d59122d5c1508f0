// __xasync_shape_merge (copy_shape.h) on the host, over every small shape
// in a grid of row lengths, counts and strides (dense, gapped, zero and
// overlapping): the merged shape names the same bytes, source and
// destination, in the same order as the shape it was given; one pass is
// a fixed point (a second changes nothing); with keep_aligned_rows a 2D
// shape of 16-byte-multiple rows keeps its rows.
// RUN: %clang -O1 -I %include -x c %s -o %t && %t
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define __XASYNC_INLINE static inline
typedef unsigned int uint;
#include "xasync/internal/copy_shape.h"

// The bytes a shape names, as (source, destination) offsets in order.
static size_t walk(const __xasync_shape *s, size_t *out, size_t cap) {
  size_t n = 0;
  for (size_t p = 0; p < s->planes; ++p)
    for (size_t r = 0; r < s->rows; ++r)
      for (size_t b = 0; b < s->row_bytes; ++b) {
        if (n + 2 > cap)
          return (size_t)-1;
        out[n++] = p * s->src_plane + r * s->src_row + b;
        out[n++] = p * s->dst_plane + r * s->dst_row + b;
      }
  return n;
}

int main(void) {
  enum { CAP = 1 << 16 };
  static size_t a[CAP], b[CAP];
  const size_t rbs[] = {1, 3, 4, 16, 32};
  long cases = 0;
  int failures = 0;
  for (int keep = 0; keep < 2; ++keep)
    for (int ri = 0; ri < 5; ++ri)
      for (size_t rows = 1; rows <= 3; ++rows)
        for (size_t planes = 1; planes <= 3; ++planes) {
          const size_t rb = rbs[ri];
          // Row strides: overlapping, dense, gapped; plane strides: zero,
          // overlapping, dense over the rows, gapped, a row's worth.
          const size_t rs[] = {0, rb - 1, rb, rb + 1, 2 * rb, 3 * rb + 5};
          for (int si = 0; si < 6; ++si)
            for (int di = 0; di < 6; ++di) {
              const size_t sr = rs[si], dr = rs[di];
              const size_t sps[] = {0, rows * sr, rows * sr + 1, rb,
                                    rows * rb, 7 * rows * rb + 3};
              const size_t dps[] = {0, rows * dr, rows * dr + 1, rb,
                                    rows * rb, 7 * rows * rb + 3};
              for (int pi = 0; pi < 6; ++pi)
                for (int qi = 0; qi < 6; ++qi) {
                  __xasync_shape s = {rb, rows, planes, sr, sps[pi], dr,
                                      dps[qi], 1};
                  __xasync_shape m = s, twice;
                  __xasync_shape_merge(&m, keep);
                  twice = m;
                  __xasync_shape_merge(&twice, keep);
                  ++cases;
                  const size_t na = walk(&s, a, CAP), nb = walk(&m, b, CAP);
                  int bad = na != nb || memcmp(a, b, na * sizeof *a) != 0;
                  bad |= memcmp(&m, &twice, sizeof m) != 0;
                  bad |= keep && planes == 1 && rows > 1 && !(rb & 15) &&
                         m.rows != rows;
                  if (bad && failures++ < 10)
                    printf("FAIL rb %zu rows %zu planes %zu strides %zu/%zu "
                           "%zu/%zu keep %d -> rb %zu rows %zu planes %zu\n",
                           rb, rows, planes, sr, sps[pi], dr, dps[qi], keep,
                           m.row_bytes, m.rows, m.planes);
                }
            }
        }
  if (failures) {
    printf("%d of %ld shapes failed\n", failures, cases);
    return 1;
  }
  printf("shape-merge: %ld shapes ok\n", cases);
  return 0;
}
