/* Kernels written twice, in C++ for OpenCL with xasync.hpp and in OpenCL C
 * with xasync.h (the C twin: the builtin calls a C kernel makes for the
 * same copies).  twin.sh compiles kernel K (-DK=<n>) on its own in each
 * language, so that no other kernel shifts the optimiser's choices, and
 * compares the outputs.  Element types: gentypes, and structs of 3, 12, 20
 * and 64 bytes. */
#ifdef __OPENCL_CPP_VERSION__
#define CXX 1
#else
#define CXX 0
#endif

typedef struct { uchar c[3]; } rgb;
typedef struct { float x, y, z; } vec3f;
typedef struct { int id; float v[4]; } rec20;
typedef struct { float4 r[4]; } mat4;

#if K == 1
/* 2D, a float tile of a 1024-wide matrix, dense in local memory. */
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void tile_f32(global const float *m, global float *out) {
  local float tile[64 * 64];
#if CXX
  xasync::async_work_group_copy_2D2D(tile, 0, m, 0, 64, 64, 1024, 64).wait();
#else
  event_t e = async_work_group_copy_2D2D(tile, 0, m, 0, sizeof(float), 64, 64,
                                         1024, 64, 0);
  wait_group_events(1, &e);
#endif
  out[get_local_id(0)] = tile[get_local_id(0) * 3];
}
#endif

#if K == 2
/* 2D both ways, 12-byte elements, a padded local tile, run-time position. */
kernel void tile_vec3f(global const vec3f *m, global vec3f *out, ulong row,
                       ulong col) {
  local vec3f tile[16 * 17];
  const ulong at = row * 256 + col;
#if CXX
  xasync::async_work_group_copy_2D2D(tile, 0, m, at, 16, 16, 256, 17).wait();
  tile[get_local_id(0)].x += 1.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  xasync::async_work_group_copy_2D2D(out, at, tile, 0, 16, 16, 17, 256).wait();
#else
  event_t e = async_work_group_copy_2D2D(tile, 0, m, at, sizeof(vec3f), 16, 16,
                                         256, 17, 0);
  wait_group_events(1, &e);
  tile[get_local_id(0)].x += 1.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_copy_2D2D(out, at, tile, 0, sizeof(vec3f), 16, 16, 17,
                                 256, 0);
  wait_group_events(1, &e);
#endif
}
#endif

#if K == 3
/* 3D, 20-byte elements: an 8x4x4 box of a 64x32-plane volume. */
kernel void box_rec20(global const rec20 *v, global int *out, ulong at) {
  local rec20 box[4 * 4 * 8];
#if CXX
  xasync::async_work_group_copy_3D3D(box, 0, v, at, 8, 4, 4, 64, 64 * 32, 8,
                                     32).wait();
#else
  event_t e = async_work_group_copy_3D3D(box, 0, v, at, sizeof(rec20), 8, 4, 4,
                                         64, 64 * 32, 8, 32, 0);
  wait_group_events(1, &e);
#endif
  out[get_local_id(0)] = box[get_local_id(0)].id;
}
#endif

#if K == 4
/* 1D copies chained on one event: a gentype (the C twin's classic builtin)
 * and 64-byte structs (the C twin's one-line 2D2D). */
kernel void chained(global const float4 *a, global const mat4 *b,
                    global float4 *out, ulong n) {
  local float4 la[256];
  local mat4 lb[64];
#if CXX
  xasync::device_event e = xasync::async_work_group_copy(la, a, n);
  e = xasync::async_work_group_copy(lb, b, n / 4, e);
  e.wait();
#else
  event_t e = async_work_group_copy(la, a, n, 0);
  e = async_work_group_copy_2D2D(lb, 0, b, 0, sizeof(mat4), n / 4, 1, n / 4,
                                 n / 4, e);
  wait_group_events(1, &e);
#endif
  out[get_local_id(0)] = la[get_local_id(0)] + lb[get_local_id(0) / 4].r[1];
}
#endif

#if K == 5
/* Strided both ways: ints (the C twin's classic builtin, SYCL spelling on
 * the C++ side) and 3-byte structs (the spec's 2D2D equivalent). */
kernel void strided(global int *g, global rgb *p, ulong n, ulong stride) {
  local int li[128];
  local rgb lp[128];
#if CXX
  xasync::device_event e = xasync::async_work_group_copy(li, g, n, stride);
  e = xasync::async_work_group_strided_copy(lp, p, n, stride, e);
  e.wait();
  li[get_local_id(0)] += lp[get_local_id(0)].c[1];
  barrier(CLK_LOCAL_MEM_FENCE);
  e = xasync::async_work_group_strided_copy(g, li, n, stride);
  e = xasync::async_work_group_strided_copy(p, lp, n, stride, e);
  e.wait();
#else
  event_t e = async_work_group_strided_copy(li, g, n, stride, 0);
  e = async_work_group_copy_2D2D(lp, 0, p, 0, sizeof(rgb), 1, n, stride, 1, e);
  wait_group_events(1, &e);
  li[get_local_id(0)] += lp[get_local_id(0)].c[1];
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_strided_copy(g, li, n, stride, 0);
  e = async_work_group_copy_2D2D(p, 0, lp, 0, sizeof(rgb), 1, n, 1, stride, e);
  wait_group_events(1, &e);
#endif
}
#endif

#if K == 6
/* Two independent events in one wait, and prefetches. */
kernel void two_events(global const rec20 *r, global const uint *u,
                       global uint *out, ulong n) {
  local rec20 lr[64];
  local uint lu[256];
#if CXX
  xasync::prefetch(r + n, n);
  xasync::prefetch(u + n, n);
  xasync::device_event a = xasync::async_work_group_copy(lr, r, n);
  xasync::device_event b = xasync::async_work_group_copy(lu, u, 4 * n);
  xasync::work_group_wait(a, b);
#else
  prefetch((const global uchar *)(r + n), n * sizeof(rec20));
  prefetch(u + n, n);
  /* The list built at the wait, as work_group_wait builds it (stores into
   * a list filled between the copies may be placed differently). */
  event_t a = async_work_group_copy_2D2D(lr, 0, r, 0, sizeof(rec20), n, 1, n, n, 0);
  event_t b = async_work_group_copy(lu, u, 4 * n, 0);
  event_t evs[2] = {a, b};
  wait_group_events(2, evs);
#endif
  out[get_local_id(0)] = lu[get_local_id(0)] + lr[get_local_id(0) / 4].id;
}
#endif
