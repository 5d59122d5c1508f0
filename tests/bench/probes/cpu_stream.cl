// The bench's streaming tile round trip (tests/kernels/bench_stream.cl)
// with hand-written copies for a CPU: work-item 0 copies a tile a memcpy
// per line, and the wait is a barrier; no xasync call.  As cpu_stencil.cl
// does for the stencil, hand_async over hand_sync shows what the
// double-buffered arrangement itself costs on pocl, whose copies are
// synchronous (docs/pocl.md, "Double buffering on a CPU"):
//   bench --device pocl --only stream --size 64 \
//     --probe tests/bench/probes/cpu_stream.cl:hand_async,hand_sync
static event_t hand_in(local uchar *buf, global const uchar *src, size_t o,
                       uint elem, uint tw, uint th, ulong pitch) {
  if (get_local_id(0) == 0) {
    const size_t line = (size_t)elem * tw;
    for (size_t r = 0; r < th; ++r)
      __builtin_memcpy((uchar *)(size_t)(buf + r * line),
                       (const uchar *)(size_t)(src + (o + r * pitch) * elem),
                       line);
  }
  return 0;
}
static event_t hand_out(global uchar *dst, size_t o, local const uchar *buf,
                        uint elem, uint tw, uint th, ulong pitch) {
  if (get_local_id(0) == 0) {
    const size_t line = (size_t)elem * tw;
    for (size_t r = 0; r < th; ++r)
      __builtin_memcpy((uchar *)(size_t)(dst + (o + r * pitch) * elem),
                       (const uchar *)(size_t)(buf + r * line), line);
  }
  return 0;
}
#define STREAM_IN hand_in
#define STREAM_OUT hand_out
#define STREAM_WAIT(ev) barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)
#define stream_async stream_hand_async
#define stream_sync stream_hand_sync
#include "../../kernels/bench_stream.cl"
