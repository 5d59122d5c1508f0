// Pipeline conformance kernel: work-group g streams `tiles` 2D tiles through
// `stages` local buffers (double/triple buffering).  The copy of tile k+s-1
// is started before the wait for tile k, so on targets with partial waits
// the newer copies stay in flight while tile k is read.  After each wait the
// tile is dumped to `out`, which the host compares with the source tiles.
// Configuration words: elem, elems per line, lines, src line length (all in
// elements), tiles, stages (1..4), chained (split each tile copy in two
// copies chained on one event).
enum { P_ELEM, P_W, P_L, P_SL, P_TILES, P_STAGES, P_CHAIN, P_WORDS = 8 };

event_t start_tile(local uchar *buf, global const uchar *src,
                   global const ulong *c, ulong t) {
  ulong e = c[P_ELEM], w = c[P_W], l = c[P_L], sl = c[P_SL];
  global const uchar *tile = src + t * l * sl * e; // tiles stacked vertically
  if (!c[P_CHAIN])
    return async_work_group_copy_2D2D(buf, 0, tile, 0, e, w, l, sl, w, 0);
  ulong top = l / 2;
  event_t ev = async_work_group_copy_2D2D(buf, 0, tile, 0, e, w, top, sl, w, 0);
  return async_work_group_copy_2D2D(buf, top * w, tile, top * sl, e, w,
                                    l - top, sl, w, ev);
}

kernel void pipeline(global const ulong *cfgs, global const uchar *src,
                     global uchar *out, local uint4 *lbuf_, ulong slice,
                     ulong stage_bytes) {
  // 16-byte typed: NVIDIA aligns a local argument to its pointee type only
  // (bench_tiles.cl), and the configurations set every alignment themselves.
  local uchar *const lbuf = (local uchar *)lbuf_;
  size_t g = get_group_id(0);
  size_t team = get_local_size(0) * get_local_size(1) * get_local_size(2);
  size_t rank = (get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                    get_local_size(0) + get_local_id(0);
  global const ulong *c = cfgs + g * P_WORDS;
  global const uchar *s = src + (g + 1) * slice;
  global uchar *o = out + (g + 1) * slice;
  const ulong stages = c[P_STAGES], tiles = c[P_TILES];
  const ulong tile_bytes = c[P_ELEM] * c[P_W] * c[P_L];
  event_t ev[4];
  for (ulong j = 0; j + 1 < stages && j < tiles; ++j)
    ev[j] = start_tile(lbuf + j * stage_bytes, s, c, j);
  for (ulong k = 0; k < tiles; ++k) {
    ulong n = k + stages - 1;
    if (n < tiles) // refills the buffer released at the end of iteration k-1
      ev[n % stages] = start_tile(lbuf + (n % stages) * stage_bytes, s, c, n);
    wait_group_events(1, &ev[k % stages]);
    local const uchar *b = lbuf + (k % stages) * stage_bytes;
    for (size_t i = rank; i < tile_bytes; i += team)
      o[k * tile_bytes + i] = b[i];
    barrier(CLK_LOCAL_MEM_FENCE); // all reads done before the refill
  }
}
