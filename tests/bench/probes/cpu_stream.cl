// The bench's streaming tile round trip (tests/kernels/bench_stream.cl)
// with hand-written copies for a CPU: work-item 0 copies a tile a memcpy
// per line, and the wait is a barrier; no xasync call.  As cpu_stencil.cl
// does for the stencil, hand_async over hand_sync shows what the
// double-buffered arrangement itself costs on pocl, whose copies are
// synchronous (docs/pocl.md, "Double buffering on a CPU"):
//   bench --device pocl --only stream --size 64 \
//     --probe tests/bench/probes/cpu_stream.cl:hand_async,hand_sync
// Work-item 0 copies th lines of `line` bytes, `dpitch` and `spitch` bytes
// apart, through private pointers (pocl's memory is flat).
static void hand_lines(size_t d, size_t dpitch, size_t s, size_t spitch,
                       size_t line, uint th) {
  if (get_local_id(0) == 0)
    for (size_t r = 0; r < th; ++r)
      __builtin_memcpy((uchar *)(d + r * dpitch),
                       (const uchar *)(s + r * spitch), line);
}
static event_t hand_in(local uchar *buf, global const uchar *src, size_t o,
                       uint elem, uint tw, uint th, ulong pitch) {
  const size_t line = (size_t)elem * tw;
  hand_lines((size_t)buf, line, (size_t)(src + o * elem), pitch * elem, line,
             th);
  return 0;
}
static event_t hand_out(global uchar *dst, size_t o, local const uchar *buf,
                        uint elem, uint tw, uint th, ulong pitch) {
  const size_t line = (size_t)elem * tw;
  hand_lines((size_t)(dst + o * elem), pitch * elem, (size_t)buf, line, line,
             th);
  return 0;
}
#define STREAM_IN hand_in
#define STREAM_OUT hand_out
#define STREAM_WAIT(ev) barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)
#define stream_async stream_hand_async
#define stream_sync stream_hand_sync
#include "../../kernels/bench_stream.cl"
