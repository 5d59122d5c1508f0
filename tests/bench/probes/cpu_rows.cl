// CPU row-copy probe for pocl (docs/pocl.md, "How rows are moved"): ways
// of moving a tile's rows by one work-item, as the pocl engine does, timed
// beside the bench's own variants in the same process:
//   bench --device pocl --only tile2d,tile3d --size 64 \
//     --probe tests/bench/probes/cpu_rows.cl:rows_memcpy,rows_32pfd,direct_rows
// Every kernel has the bench's tile-kernel arguments (bench_tiles.cl) and is
// verified like them.  Variants, each a tile2d_<v> and a tile3d_<v>:
//   rows_memcpy   a memcpy call per row (the engine before this probe)
//   rows_bytes    a byte loop per row, vectorised by the compiler (as the
//                 pocl library's classic async_work_group_copy)
//   rows_32       32-byte moves, the last one ending at the row's end
//   rows_32pf     rows_32, the source row PF ahead prefetched (a division
//                 per row to find it)
//   rows_32pf2    the same, pointers stepped per row
//   rows_32pfd    the prefetch distance in bytes (about 1 KiB of rows
//                 ahead): what pocl/row_copy.h does
//   rows_32pfin   rows_32pfd, prefetching in the global -> local pass only
//   rows_32nt     rows_32 with streaming stores where the destination rows
//                 are 32-byte aligned
//   rows_32pfnt   rows_32pfd, with streaming stores as rows_32nt in the
//                 local -> global pass
//   rows_32pfnt2  the same in both passes
//   rows_32pfnts  rows_32pfd, with the 64-byte-aligned interior of each
//                 local -> global row of 128 bytes or more streamed (head
//                 and tail stored as usual): misaligned rows too
//   direct_rows   global -> global in one pass, rows_32 per row: a
//                 one-work-item copy of the same geometry, no staging
// pocl's address spaces are one flat memory; rows are moved through
// private pointers as the engine does.

#define PTR(T, p) ((T *)(size_t)(p))

static void row_memcpy(uchar *d, const uchar *s, size_t n) {
  __builtin_memcpy(d, s, n);
}

static void row_bytes(uchar *d, const uchar *s, size_t n) {
  for (size_t b = 0; b < n; ++b)
    d[b] = s[b];
}

// Moves of W bytes covering [0, n), n >= W: the last starts at n - W and
// may overlap the one before (the same bytes again).
#define MOVES(W)                                                               \
  do {                                                                         \
    for (size_t i = 0; i < n - (W); i += (W))                                  \
      __builtin_memcpy(d + i, s + i, (W));                                     \
    __builtin_memcpy(d + n - (W), s + n - (W), (W));                           \
  } while (0)

static void row_32(uchar *d, const uchar *s, size_t n) {
  if (n >= 32)
    MOVES(32);
  else if (n >= 16) {
    __builtin_memcpy(d, s, 16);
    __builtin_memcpy(d + n - 16, s + n - 16, 16);
  } else if (n >= 8) {
    __builtin_memcpy(d, s, 8);
    __builtin_memcpy(d + n - 8, s + n - 8, 8);
  } else if (n >= 4) {
    __builtin_memcpy(d, s, 4);
    __builtin_memcpy(d + n - 4, s + n - 4, 4);
  } else if (n >= 2) {
    __builtin_memcpy(d, s, 2);
    __builtin_memcpy(d + n - 2, s + n - 2, 2);
  } else if (n)
    *d = *s;
}

#define PF 4

// Every row of a rows x planes copy (strides in bytes), with ROW.
#define ROWS(ROW, d, s, n, rows, planes, drow, srow, dplane, splane)           \
  for (size_t p = 0; p < (planes); ++p)                                        \
    for (size_t r = 0; r < (rows); ++r)                                        \
  ROW((d) + p * (dplane) + r * (drow), (s) + p * (splane) + r * (srow), (n))

// rows-32pf: the rows one after another, each prefetching the source row
// PF ahead (its 64-byte lines), across planes.
static void rows_32pf(uchar *d, const uchar *s, size_t n, size_t rows,
                      size_t planes, size_t drow, size_t srow, size_t dplane,
                      size_t splane) {
  const size_t total = rows * planes;
  for (size_t k = 0; k < total; ++k) {
    if (k + PF < total) {
      const size_t a = k + PF;
      const uchar *ps = s + a / rows * splane + a % rows * srow;
      for (size_t b = 0; b < n; b += 64)
        __builtin_prefetch(ps + b);
    }
    row_32(d + k / rows * dplane + k % rows * drow,
           s + k / rows * splane + k % rows * srow, n);
  }
}

#define ROWS_32PF(d, s, n, rows, planes, drow, srow, dplane, splane)           \
  rows_32pf(d, s, n, rows, planes, drow, srow, dplane, splane)

// rows_32pf2: rows_32pf without a division per row: pointers stepped per
// row, the prefetch PF rows ahead within the plane (the next plane's first
// rows at the plane's end).
static void rows_32pf2(uchar *d, const uchar *s, size_t n, size_t rows,
                       size_t planes, size_t drow, size_t srow, size_t dplane,
                       size_t splane) {
  for (size_t p = 0; p < planes; ++p) {
    uchar *dr = d + p * dplane;
    const uchar *sr = s + p * splane;
    for (size_t r = 0; r < rows; ++r, dr += drow, sr += srow) {
      const uchar *ps = r + PF < rows ? sr + PF * srow
                                      : sr + splane - (rows - PF) * srow;
      if (p + 1 < planes || r + PF < rows)
        for (size_t b = 0; b < n; b += 64)
          __builtin_prefetch(ps + b);
      row_32(dr, sr, n);
    }
  }
}
#define ROWS_32PF2(d, s, n, rows, planes, drow, srow, dplane, splane)          \
  rows_32pf2(d, s, n, rows, planes, drow, srow, dplane, splane)

// Streaming 32-byte stores of bytes [from, to) of a row (d + from 32-byte
// aligned, to - from a multiple of 32).
static void row_nt(uchar *d, const uchar *s, size_t from, size_t to) {
  for (size_t i = from; i < to; i += 32) {
    uint8 v;
    __builtin_memcpy(&v, s + i, 32);
    __builtin_nontemporal_store(v, (uint8 *)(d + i));
  }
}

// rows_32pfd: rows_32pf2 with the distance in bytes: the row about 1 KiB
// of row data ahead (2 to 16 rows, at most a plane's rows); ONE_WAY: only
// the global -> local pass prefetches (its source is the global side).
// NT: how rows are stored: 0 rows_32's moves; 1 all of each row streamed
// (destination rows 32-byte aligned, n a multiple of 32); 2 each row's
// 64-byte-aligned interior streamed (n >= 128), head and tail as rows_32;
// streamed rows are fenced at the end.
static void rows_32pfd(uchar *d, const uchar *s, size_t n, size_t rows,
                       size_t planes, size_t drow, size_t srow, size_t dplane,
                       size_t splane, bool pf_on, int nt) {
  size_t pf = 1024 / n;
  pf = pf < 2 ? 2 : pf > 16 ? 16 : pf;
  pf = pf > rows ? rows : pf;
  for (size_t p = 0; p < planes; ++p) {
    uchar *dr = d + p * dplane;
    const uchar *sr = s + p * splane;
    for (size_t r = 0; r < rows; ++r, dr += drow, sr += srow) {
      if (pf_on && (p + 1 < planes || r + pf < rows)) {
        const uchar *ps = r + pf < rows ? sr + pf * srow
                                        : sr + splane - (rows - pf) * srow;
        for (size_t b = 0; b < n; b += 64)
          __builtin_prefetch(ps + b);
      }
      if (nt == 1) {
        row_nt(dr, sr, 0, n);
      } else if (nt == 2) {
        const size_t head = (64 - ((size_t)dr & 63)) & 63;
        const size_t end = head + ((n - head) & ~(size_t)63);
        if (head)
          row_32(dr, sr, head);
        row_nt(dr, sr, head, end);
        if (end < n)
          row_32(dr + end, sr + end, n - end);
      } else {
        row_32(dr, sr, n);
      }
    }
  }
  if (nt)
    __builtin_ia32_sfence();
}
#define ROWS_32PFD(ON)                                                         \
  rows_32pfd(d, s, n, rows, planes, drow, srow, dplane, splane, ON, 0)

// rows_32nt: rows_32, with streaming (non-temporal) 32-byte stores where
// every destination row start and the row length are 32-byte multiples,
// then a store fence.
static void rows_32nt(uchar *d, const uchar *s, size_t n, size_t rows,
                      size_t planes, size_t drow, size_t srow, size_t dplane,
                      size_t splane) {
  const size_t m = (size_t)d | n | (rows > 1 ? drow : 0) |
                   (planes > 1 ? dplane : 0);
  if (m % 32) {
    ROWS(row_32, d, s, n, rows, planes, drow, srow, dplane, splane);
    return;
  }
  for (size_t p = 0; p < planes; ++p)
    for (size_t r = 0; r < rows; ++r) {
      uchar *dr = d + p * dplane + r * drow;
      const uchar *sr = s + p * splane + r * srow;
      row_nt(dr, sr, 0, n);
    }
  __builtin_ia32_sfence();
}
#define ROWS_32NT(d, s, n, rows, planes, drow, srow, dplane, splane)           \
  rows_32nt(d, s, n, rows, planes, drow, srow, dplane, splane)

// rows_32pfnt: rows_32pfd, its rows streamed when NT is true and every
// destination row start and the row length are 32-byte multiples.
static void rows_32pfnt(uchar *d, const uchar *s, size_t n, size_t rows,
                        size_t planes, size_t drow, size_t srow, size_t dplane,
                        size_t splane, bool nt) {
  const size_t m = (size_t)d | n | (rows > 1 ? drow : 0) |
                   (planes > 1 ? dplane : 0);
  rows_32pfd(d, s, n, rows, planes, drow, srow, dplane, splane, true,
             nt && !(m % 32) ? 1 : 0);
}
// rows_32pfnts: rows_32pfd, with each row's 64-byte-aligned interior
// streamed (head and tail stored as usual) when NT is true and rows are
// 128 bytes or more, so misaligned rows (+1 offsets) stream too.
static void rows_32pfnts(uchar *d, const uchar *s, size_t n, size_t rows,
                         size_t planes, size_t drow, size_t srow, size_t dplane,
                         size_t splane, bool nt) {
  rows_32pfd(d, s, n, rows, planes, drow, srow, dplane, splane, true,
             nt && n >= 128 ? 2 : 0);
}
#define ROWS_32PFNTS(NT)                                                       \
  rows_32pfnts(d, s, n, rows, planes, drow, srow, dplane, splane, NT)
#define ROWS_32PFNT(NT)                                                        \
  rows_32pfnt(d, s, n, rows, planes, drow, srow, dplane, splane, NT)
#define ROWS_WITH(ROW)                                                         \
  ROWS(ROW, d, s, n, rows, planes, drow, srow, dplane, splane)

// One tile's round trip by work-item 0 (td = 1 for 2D), then the barrier
// xasync's wait is on pocl; strides in elements as in bench_tiles.cl.
#define ROUND_TRIP(MOVE_ROWS)                                                  \
  do {                                                                         \
    const size_t n = (size_t)elem * tw, rows = th, planes = td;               \
    const size_t gl = pitch * elem, gp = plane * elem;                         \
    const size_t ll = n, lp = n * th;                                          \
    uchar *const t = PTR(uchar, tile_);                                        \
    if (get_local_id(0) == 0) {                                                \
      uchar *d = t;                                                            \
      const uchar *s = PTR(const uchar, src) + o * elem;                       \
      size_t drow = ll, srow = gl, dplane = lp, splane = gp;                   \
      const bool in_pass = true;                                               \
      MOVE_ROWS;                                                               \
    }                                                                          \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    if (get_local_id(0) == 0) {                                                \
      uchar *d = PTR(uchar, dst) + o * elem;                                   \
      const uchar *s = t;                                                      \
      size_t drow = gl, srow = ll, dplane = gp, splane = lp;                   \
      const bool in_pass = false;                                              \
      MOVE_ROWS;                                                               \
    }                                                                          \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
  } while (0)

#define DIRECT(MOVE_ROWS)                                                      \
  do {                                                                         \
    const size_t n = (size_t)elem * tw, rows = th, planes = td;               \
    const size_t gl = pitch * elem, gp = plane * elem;                         \
    (void)tile_;                                                               \
    if (get_local_id(0) == 0) {                                                \
      uchar *d = PTR(uchar, dst) + o * elem;                                   \
      const uchar *s = PTR(const uchar, src) + o * elem;                       \
      size_t drow = gl, srow = gl, dplane = gp, splane = gp;                   \
      MOVE_ROWS;                                                               \
    }                                                                          \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
  } while (0)

#define ARGS2D                                                                 \
  global const uchar *src, global uchar *dst, local uint4 *tile_, uint elem,   \
      uint tw, uint th, uint tiles_x, ulong pitch, ulong offset
#define ARGS3D                                                                 \
  global const uchar *src, global uchar *dst, local uint4 *tile_, uint elem,   \
      uint tw, uint th, uint td, uint tiles_x, uint tiles_y, ulong pitch,      \
      ulong plane, ulong offset
// The tile origin in elements, as bench_tiles.cl computes it.
#define ORIGIN2D                                                               \
  const size_t g = get_group_id(0);                                            \
  const size_t o = offset + (g / tiles_x) * th * pitch + (g % tiles_x) * tw;   \
  const uint td = 1;                                                           \
  const ulong plane = 0
#define ORIGIN3D                                                               \
  const size_t g = get_group_id(0), gxy = g % ((size_t)tiles_x * tiles_y);     \
  const size_t o = offset + (g / ((size_t)tiles_x * tiles_y)) * td * plane +   \
                   (gxy / tiles_x) * th * pitch + (gxy % tiles_x) * tw

#define DEFINE(NAME, BODY)                                                     \
  kernel void tile2d_##NAME(ARGS2D) {                                          \
    ORIGIN2D;                                                                  \
    BODY;                                                                      \
  }                                                                            \
  kernel void tile3d_##NAME(ARGS3D) {                                          \
    ORIGIN3D;                                                                  \
    BODY;                                                                      \
  }

DEFINE(rows_memcpy, ROUND_TRIP(ROWS_WITH(row_memcpy)))
DEFINE(rows_bytes, ROUND_TRIP(ROWS_WITH(row_bytes)))
DEFINE(rows_32, ROUND_TRIP(ROWS_WITH(row_32)))
DEFINE(rows_32pf,
       ROUND_TRIP(ROWS_32PF(d, s, n, rows, planes, drow, srow, dplane, splane)))
DEFINE(rows_32pf2,
       ROUND_TRIP(ROWS_32PF2(d, s, n, rows, planes, drow, srow, dplane, splane)))
DEFINE(rows_32nt,
       ROUND_TRIP(ROWS_32NT(d, s, n, rows, planes, drow, srow, dplane, splane)))
DEFINE(rows_32pfd, ROUND_TRIP(ROWS_32PFD(true)))
DEFINE(rows_32pfnt, ROUND_TRIP(ROWS_32PFNT(!in_pass)))
DEFINE(rows_32pfnt2, ROUND_TRIP(ROWS_32PFNT(true)))
DEFINE(rows_32pfnts, ROUND_TRIP(ROWS_32PFNTS(!in_pass)))
DEFINE(rows_32pfin, ROUND_TRIP(ROWS_32PFD(in_pass)))
DEFINE(direct_rows, DIRECT(ROWS_WITH(row_32)))
