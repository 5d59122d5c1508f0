// The bench's double-buffered stencil (tests/kernels/bench_stencil.cl) with
// hand-written copies for a CPU: work-item 0 copies the tile a memcpy per
// line, and the wait is a barrier; no xasync call.  On pocl, whose copies
// are synchronous, hand_async over hand_sync shows what the double-buffered
// arrangement itself costs there (docs/pocl.md, "Double buffering on a
// CPU"), beside xasync's async and sync in the same run:
//   bench --device pocl --only stencil --size 64 \
//     --probe tests/bench/probes/cpu_stencil.cl:hand_async,hand_sync
static event_t hand_fetch(local float *buf, global const float *in,
                          ulong pitch_in, uint tw, uint th, size_t tx,
                          size_t ty) {
  if (get_local_id(0) == 0) {
    const size_t lw = ((size_t)tw + 2 + 3) & ~(size_t)3; // bench_stencil's LW
    const global float *s = in + ty * th * pitch_in + tx * tw;
    for (size_t r = 0; r < (size_t)th + 2; ++r)
      __builtin_memcpy((float *)(size_t)(buf + r * lw),
                       (const float *)(size_t)(s + r * pitch_in),
                       ((size_t)tw + 2) * sizeof(float));
  }
  return 0;
}
#define STENCIL_FETCH hand_fetch
#define STENCIL_WAIT(ev, newer) barrier(CLK_LOCAL_MEM_FENCE)
#define stencil_async stencil_hand_async
#define stencil_sync stencil_hand_sync
#include "../../kernels/bench_stencil.cl"
