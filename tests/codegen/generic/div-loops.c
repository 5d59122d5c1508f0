// The division-based chunk loops of copy_loop.h (nvptx's out-of-line
// paths) against an independent reference, on the host: every chunk of a
// shape is moved exactly once by exactly one work-item, at the offsets a
// plain (plane, row, column) loop computes, the last column of each row by
// LASTOP where asked; and __xasync_div_by is exact.
// RUN: %clang -O1 -I %include -x c %s -o %t && %t
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define __XASYNC_INLINE static inline
typedef unsigned int uint;
typedef unsigned long ulong;
typedef unsigned char uchar;
#include "xasync/internal/copy_loop.h"

// One recorded chunk: destination and source offsets, and whether LASTOP
// moved it.
typedef struct {
  size_t d, s;
  int last;
} chunk;
static chunk *got;
static size_t n_got, cap_got;
static void record(size_t d, size_t s, int last) {
  if (n_got == cap_got) {
    cap_got = cap_got ? 2 * cap_got : 1024;
    got = realloc(got, cap_got * sizeof *got);
  }
  got[n_got++] = (chunk){d, s, last};
}
#define OP(T, d, s) record((d), (s), 0)
#define LASTOP(d, s) record((d), (s), 1)

static int cmp(const void *a, const void *b) {
  const chunk *x = a, *y = b;
  if (x->d != y->d)
    return x->d < y->d ? -1 : 1;
  return x->s < y->s ? -1 : x->s > y->s;
}

static int failures;
static void fail(const char *what, unsigned seed) {
  if (failures++ < 10)
    printf("FAIL %s (case seed %u)\n", what, seed);
}

// The shape's chunks by the plain loop, the local side (32-bit) on dst when
// local_dst.  Bases: dst at 0x1000, src at 2^40 (the global side's offsets
// are 64-bit).
static void reference(chunk *ref, const __xasync_shape *sh, uint unit,
                      uint cpr, int with_last, int local_dst) {
  size_t k = 0;
  for (size_t p = 0; p < sh->planes; ++p)
    for (size_t r = 0; r < sh->rows; ++r)
      for (size_t c = 0; c < cpr; ++c) {
        size_t d = p * sh->dst_plane + r * sh->dst_row + c * unit;
        size_t s = p * sh->src_plane + r * sh->src_row + c * unit;
        if (local_dst)
          d = (uint)d;
        else
          s = (uint)s;
        ref[k++] = (chunk){0x1000 + d, ((size_t)1 << 40) + s,
                           with_last && c + 1 == cpr};
      }
}

int main(void) {
  // __xasync_div_by: every d up to 2^12 against a set of n, and large d.
  const uint ns[] = {0, 1, 2, 3, 1023, 1024, 65535, 65536, 0x7fffffffu,
                     0x80000000u, 0xfffffffeu, 0xffffffffu};
  for (uint d = 1; d <= 4096; ++d) {
    const uint m = 0xffffffffu / d;
    for (uint i = 0; i < sizeof ns / sizeof *ns; ++i)
      for (int k = -2; k <= 2; ++k) {
        const uint n = ns[i] + (uint)k, base = (n / d) * d;
        if (__xasync_div_by(n, d, m) != n / d ||
            __xasync_div_by(base, d, m) != base / d)
          fail("div_by", d);
      }
  }
  srand(35);
  for (int i = 0; i < 2000000; ++i) {
    const uint d = (uint)rand() * 2654435761u % 0xffffffffu + 1;
    const uint n = (uint)rand() * 40503u ^ (uint)rand() << 16;
    if (__xasync_div_by(n, d, 0xffffffffu / d) != n / d)
      fail("div_by random", d);
  }

  // The loops: random shapes and team sizes, every rank of the team.
  for (unsigned seed = 1; seed <= 3000; ++seed) {
    srand(seed);
    const int threed = rand() % 2, with_last = rand() % 3 == 0;
    const int local_dst = rand() % 2, each = rand() % 2;
    const uint unit = 1u << (rand() % 5);
    const uint cpr = 1 + rand() % 40;
    __xasync_shape sh;
    memset(&sh, 0, sizeof sh);
    sh.row_bytes = (size_t)cpr * unit;
    sh.rows = 1 + rand() % 20;
    sh.planes = threed ? 2 + rand() % 6 : 1;
    // Rows and planes laid out with gaps (never overlapping); the global
    // side's strides may pass 2^32.
    const size_t big = rand() % 4 == 0 ? ((size_t)1 << 33) : 0;
    size_t lrow = sh.row_bytes + unit * (rand() % 4);
    size_t lplane = lrow * sh.rows + unit * (rand() % 5);
    size_t grow = sh.row_bytes + unit * (rand() % 300) + big;
    size_t gplane = grow * sh.rows + unit * (rand() % 1000) + 3 * big;
    sh.dst_row = local_dst ? lrow : grow;
    sh.dst_plane = local_dst ? lplane : gplane;
    sh.src_row = local_dst ? grow : lrow;
    sh.src_plane = local_dst ? gplane : lplane;
    const uint team = 1 + rand() % (rand() % 2 ? 64 : 1024);
    const size_t n = (size_t)cpr * sh.rows * sh.planes;
    const size_t dst = 0x1000, src = (size_t)1 << 40;
    n_got = 0;
    for (uint rank = 0; rank < team; ++rank) {
      if (each)
        __XASYNC_COPY_LOOP_DIVEACH_COLS(T, unit, OP, cpr, with_last, LASTOP, sh,
                                        dst, src, team, rank, local_dst);
      else if (threed)
        __XASYNC_COPY_LOOP_DIV_COLS(T, unit, OP, cpr, with_last, LASTOP, sh,
                                    dst, src, team, rank, local_dst, 3D);
      else
        __XASYNC_COPY_LOOP_DIV_COLS(T, unit, OP, cpr, with_last, LASTOP, sh,
                                    dst, src, team, rank, local_dst, 2D);
    }
    if (n_got != n) {
      fail("chunk count", seed);
      continue;
    }
    chunk *ref = malloc(n * sizeof *ref);
    reference(ref, &sh, unit, cpr, with_last, local_dst);
    qsort(ref, n, sizeof *ref, cmp);
    qsort(got, n, sizeof *got, cmp);
    for (size_t k = 0; k < n; ++k)
      if (got[k].d != ref[k].d || got[k].s != ref[k].s ||
          got[k].last != ref[k].last) {
        fail("chunk offsets", seed);
        break;
      }
    free(ref);
  }
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  puts("div-loops: ok");
  return 0;
}
