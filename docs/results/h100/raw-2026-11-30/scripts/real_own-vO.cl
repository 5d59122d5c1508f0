// Our own kernels of the real-kernel corpus (tests/bench/real.cpp, issue 46):
// written the way the public kernels of tests/real/manifest.tsv are, with
// shapes, types and work-group sizes that the bench's corpus
// (bench_corpus.cl: one float tile per group, uint4 local arguments) does
// not have.  Every one runs at work-groups of 1 to 1024 work-items and
// needs no extension.

// A ring of three `local int *` buffers streams `steps` blocks of one int
// per work-item through each work-group (the oneAPI Construction Kit's
// double-buffered vector add, dma.05, one buffer deeper): the copy of block
// k+1 and the write-backs of blocks k-1 and k-2 are in flight while block k
// is computed.  The six events live in one array indexed by the step
// (ev[k % 3] in, ev[3 + k % 3] out), a wait names one event or, at the end,
// three; `steps` >= 3.
kernel void own_ring6(global const int *in, global int *out, local int *ring,
                      int steps, int scale) {
  const size_t n = get_local_size(0), lid = get_local_id(0);
  const size_t base = get_group_id(0) * n * (size_t)steps;
  event_t ev[6];
  ev[0] = async_work_group_copy(ring, in + base, n, 0);
  for (int k = 0; k < steps; ++k) {
    local int *cur = ring + (k % 3) * n;
    if (k + 1 < steps) {
      // The buffer block k+1 goes to was written out at step k-2.
      if (k >= 2)
        wait_group_events(1, &ev[3 + (k + 1) % 3]);
      ev[(k + 1) % 3] = async_work_group_copy(ring + ((k + 1) % 3) * n,
                                              in + base + (k + 1) * n, n, 0);
    }
    wait_group_events(1, &ev[k % 3]);
    cur[lid] = cur[lid] * scale + (int)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    ev[3 + k % 3] = async_work_group_copy(out + base + k * n, cur, n, 0);
  }
  wait_group_events(3, &ev[3]);
}

// An RGBA8 image split into planes, `ppg` pixels per work-group (a few per
// work-item): one strided gather per channel into a `local uchar *`
// argument (an image resize's per-channel gather), the first given an event
// that was never initialised (as VC4C's and pocl's tests pass theirs), the
// others chained on it; the work-items invert every byte; four plane
// copies out, all four events in one wait.
kernel void own_rgba_planes(global const uchar *rgba, global uchar *planes,
                            local uchar *tmp, uint ppg, uint plane_pitch) {
  const size_t g = get_group_id(0);
  global const uchar *px = rgba + g * ppg * 4;
  event_t e;
  e = async_work_group_strided_copy(tmp, px, ppg, 4, e);
  for (uint c = 1; c < 4; ++c)
    e = async_work_group_strided_copy(tmp + c * ppg, px + c, ppg, 4, e);
  wait_group_events(1, &e);
  for (size_t i = get_local_id(0); i < 4 * ppg; i += get_local_size(0))
    tmp[i] = (uchar)(255 - tmp[i]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint c = 0; c < 4; ++c)
    for (size_t i = get_local_id(0); i < ppg; i += get_local_size(0))
      planes[c * plane_pitch + g * ppg + i] = tmp[c * ppg + i];
  barrier(CLK_LOCAL_MEM_FENCE);
}

// One block of `rows` output lines needs `rows` + 2 input lines (a halo
// line above and below): one copy of `w` ushorts per line, chained.
static event_t own_load_block(local ushort *dst, global const ushort *img,
                              uint pitch, size_t x0, size_t w, uint first,
                              uint lines) {
  event_t e = 0;
  for (uint l = 0; l < lines; ++l)
    e = async_work_group_copy(dst + l * w, img + (first + l) * pitch + x0, w, e);
  return e;
}

// A vertical 3-tap blur ([1 2 1]) of a 16-bit image with a halo: each
// work-group owns a band of get_local_size(0) columns of `blocks` x `rows`
// lines (the input has one more line above and below) and walks it block by
// block, double-buffered: the next block's lines are copied into the other
// half of a `local ushort *` argument while this one is computed, events in
// ev[2] indexed by the block.  Lines are `pitch` elements, an odd number, so
// every line starts differently aligned.
kernel void own_halo_blur(global const ushort *img, global uint *out,
                          local ushort *buf, uint pitch, uint blocks,
                          uint rows) {
  const size_t w = get_local_size(0), lid = get_local_id(0);
  const size_t x0 = get_group_id(0) * w;
  const uint lines = rows + 2;
  event_t ev[2];
  ev[0] = own_load_block(buf, img, pitch, x0, w, 0, lines);
  for (uint k = 0; k < blocks; ++k) {
    if (k + 1 < blocks)
      ev[(k + 1) & 1] = own_load_block(buf + ((k + 1) & 1) * lines * w, img,
                                       pitch, x0, w, (k + 1) * rows, lines);
    wait_group_events(1, &ev[k & 1]);
    local const ushort *b = buf + (k & 1) * lines * w;
    for (uint r = 0; r < rows; ++r)
      out[(k * rows + r) * pitch + x0 + lid] =
          b[r * w + lid] + 2u * b[(r + 1) * w + lid] + b[(r + 2) * w + lid];
    // Block k+2 goes into this half at the next step.
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

// Weighted reversal of `n` samples per work-group: each group copies its
// floats and its short weights into two `local` arguments one element at a
// time (a loop of chained one-element copies, as Oclgrind's and VC4C's
// tests write them, but at an offset per group and of two types), then
// writes out[i] = x[n - 1 - i] * w[i] into the float buffer and copies it
// out the same way, one element a call; one event chain per loop.
kernel void own_one_each(global const float *x, global const short *w,
                         global float *out, local float *xs, local short *ws) {
  const size_t n = get_local_size(0), lid = get_local_id(0);
  const size_t base = get_group_id(0) * n;
  event_t e = 0;
  for (size_t j = 0; j < n; ++j) {
    e = async_work_group_copy(xs + j, x + base + j, 1, e);
    e = async_work_group_copy(ws + j, w + base + j, 1, e);
  }
  wait_group_events(1, &e);
  const float v = xs[n - 1 - lid] * (float)ws[lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  xs[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t f = 0;
  for (size_t j = 0; j < n; ++j)
    f = async_work_group_copy(out + base + j, xs + j, 1, f);
  wait_group_events(1, &f);
}
