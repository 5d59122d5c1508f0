// Call-cost probe (docs/results/h100/probes.md, section 14): K chained
// global->local 2D2D copies of one small line each, then one wait, timed
// per work-group with %clock64 (SM cycles); the same lines moved by raw
// cp.async and by a hand-written byte loop.  (cycles at K=9 - cycles at
// K=1) / 8 is one call's cost on the issuing warps' critical path.
static ulong clk(void) {
  ulong t;
  __asm volatile("mov.u64 %0, %%clock64;" : "=l"(t)::"memory");
  return t;
}

// Line i of group g: w elements of `elem` bytes at element
// off + (g * k + i) * stride of src, into tile line i.  Every kernel
// declares what it needs (CALLS_BEGIN's argument), starts its clock after
// a barrier and stores its group's cycles.
#define CALLS_ARGS                                                             \
  global const uchar *src, global ulong *cycles, local uint4 *tile_,          \
      uint elem, uint w, uint k, ulong stride, ulong off
#define CALLS_BEGIN(...)                                                       \
  local uchar *const tile = (local uchar *)tile_;                              \
  const size_t first = off + get_group_id(0) * (size_t)k * stride;             \
  __VA_ARGS__;                                                                 \
  barrier(CLK_LOCAL_MEM_FENCE);                                                \
  const ulong t0 = clk()
#define CALLS_END                                                              \
  const ulong t1 = clk();                                                      \
  if (get_local_id(0) == 0)                                                    \
  cycles[get_group_id(0)] = t1 - t0
// The hand-written loops' work-item view of a line.
#define LINE_BYTES_AND_RANK                                                    \
  const uint bytes = w * elem, l = get_local_id(0), n = get_local_size(0)

kernel void calls_xasync(CALLS_ARGS) {
  CALLS_BEGIN();
  event_t ev = 0;
  for (uint i = 0; i < k; ++i)
    ev = async_work_group_copy_2D2D(tile, (size_t)i * w, src,
                                    first + (size_t)i * stride, elem, w, 1, w,
                                    w, ev);
  wait_group_events(1, &ev);
  CALLS_END;
}

kernel void calls_hand(CALLS_ARGS) {
  CALLS_BEGIN(LINE_BYTES_AND_RANK);
  for (uint i = 0; i < k; ++i)
    for (uint j = l; j < bytes; j += n)
      tile[i * bytes + j] = src[(first + (size_t)i * stride) * elem + j];
  barrier(CLK_LOCAL_MEM_FENCE);
  CALLS_END;
}

// The floor of an asynchronous call: the same lines by raw cp.async (16 or
// 4 bytes, whichever the line's bytes and addresses allow; not for the
// byte path) and one commit per call, then wait_group 0 and a barrier.
#define CP_ASYNC_LOOP(W)                                                       \
  for (uint j = l * W; j < bytes; j += n * W)                                  \
  __asm volatile("cp.async.ca.shared.global [%0], [%1], " #W ";" ::"r"(        \
                     (uint)(size_t)(d + j)),                                   \
                 "l"(s + j)                                                    \
                 : "memory")

kernel void calls_cpasync(CALLS_ARGS) {
  CALLS_BEGIN(LINE_BYTES_AND_RANK);
  for (uint i = 0; i < k; ++i) {
    const global uchar *s = src + (first + (size_t)i * stride) * elem;
    local uchar *d = tile + i * bytes;
    if ((((size_t)s | bytes) & 15) == 0)
      CP_ASYNC_LOOP(16);
    else
      CP_ASYNC_LOOP(4);
    __asm volatile("cp.async.commit_group;" ::: "memory");
  }
  __asm volatile("cp.async.wait_group 0;" ::: "memory");
  barrier(CLK_LOCAL_MEM_FENCE);
  CALLS_END;
}
