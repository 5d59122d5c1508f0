// Streaming tile round trip for tests/bench: work-group g moves `tiles`
// consecutive tiles (tw x th elements of `elem` bytes from a matrix of
// `pitch` elements per line) global -> local -> global through two local
// buffers.  stream_async keeps the next tile's copy in flight while the
// current one is written out (a partial wait where the target has one);
// stream_sync waits for every copy at once.  Tile t of the matrix sits at
// line (t / tiles_x) * th, column (t % tiles_x) * tw.  The local buffers
// are declared `local uint4 *` for 16-byte alignment (see bench_tiles.cl).

// The whole program needs the extension (bench --baseline skips it).
#ifdef cl_khr_extended_async_copies
// The copies and the wait, replaceable by a file that includes this one
// (tests/bench/probes/cpu_stream.cl writes them by hand): STREAM_IN copies
// tile `o` of the matrix into `buf`, STREAM_OUT copies `buf` back to it.
#ifndef STREAM_IN
#define STREAM_IN(buf, src, o, elem, tw, th, pitch)                            \
  async_work_group_copy_2D2D(buf, 0, src, o, elem, tw, th, pitch, tw, 0)
#define STREAM_OUT(dst, o, buf, elem, tw, th, pitch)                           \
  async_work_group_copy_2D2D(dst, o, buf, 0, elem, tw, th, tw, pitch, 0)
#define STREAM_WAIT(ev) wait_group_events(1, &(ev))
#endif

static size_t tile_origin(size_t t, uint tw, uint th, uint tiles_x,
                          ulong pitch) {
  return (t / tiles_x) * th * pitch + (t % tiles_x) * tw;
}

kernel void stream_async(global const uchar *src, global uchar *dst,
                         local uint4 *buf_, uint elem, uint tw, uint th,
                         uint tiles_x, uint tiles, ulong pitch) {
  local uchar *const buf = (local uchar *)buf_;
  const size_t tb = (size_t)elem * tw * th, t0 = get_group_id(0) * tiles;
  event_t in[2], out = 0;
  in[0] = STREAM_IN(buf, src, tile_origin(t0, tw, th, tiles_x, pitch), elem,
                    tw, th, pitch);
  for (uint k = 0; k < tiles; ++k) {
    local uchar *cur = buf + (k & 1) * tb, *next = buf + ((k + 1) & 1) * tb;
    if (k) // `next` held tile k-1: its copy out must be done
      STREAM_WAIT(out);
    if (k + 1 < tiles)
      in[(k + 1) & 1] =
          STREAM_IN(next, src, tile_origin(t0 + k + 1, tw, th, tiles_x, pitch),
                    elem, tw, th, pitch);
    STREAM_WAIT(in[k & 1]);
    out = STREAM_OUT(dst, tile_origin(t0 + k, tw, th, tiles_x, pitch), cur,
                     elem, tw, th, pitch);
  }
  STREAM_WAIT(out);
}

kernel void stream_sync(global const uchar *src, global uchar *dst,
                        local uint4 *buf_, uint elem, uint tw, uint th,
                        uint tiles_x, uint tiles, ulong pitch) {
  local uchar *const buf = (local uchar *)buf_;
  const size_t t0 = get_group_id(0) * tiles;
  for (uint k = 0; k < tiles; ++k) {
    const size_t o = tile_origin(t0 + k, tw, th, tiles_x, pitch);
    event_t ev = STREAM_IN(buf, src, o, elem, tw, th, pitch);
    STREAM_WAIT(ev);
    ev = STREAM_OUT(dst, o, buf, elem, tw, th, pitch);
    STREAM_WAIT(ev);
  }
}
#endif
