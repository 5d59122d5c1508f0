// Conformance kernel: work-group g runs configuration g of `cfgs` (see
// tests/conformance/config.h for the layout) on its own slice of every
// buffer.  Slice 0 and the last slice belong to no group: guard slices.
//
// global->local: the local buffer is first filled with a known pattern,
// the copy runs, and the whole local buffer (guards included) is dumped to
// `out` for the host to compare.  local->global: the local buffer is filled
// from `src`, and the copy writes into `dst`, which the host compares whole.

enum { API_3D3D, API_2D2D, API_COPY, API_STRIDED, API_CHAINED, API_MULTI,
       API_COPY_VEC3, API_STRIDED_VEC3 };
enum { C_API, C_DIR, C_ELEM, C_W, C_L, C_P, C_SL, C_SP, C_DL, C_DP, C_SOFF,
       C_DOFF, C_SBASE, C_DBASE, C_WORDS = 16 };

#ifdef CONFORMANCE_2D3D_ONLY /* the SPIR-V route (tests/spirv): no classic copies */
#define CLASSIC_TYPES(M)
#define VEC3_TYPES(M)
#else
#define CLASSIC_TYPES(M)                                                       \
  M(1, uchar) M(2, ushort) M(4, uint) M(8, ulong) M(16, ulong2) M(32, ulong4) \
  M(64, ulong8) M(128, ulong16)
#define VEC3_TYPES(M) M(4, uchar3) M(8, ushort3) M(16, uint3) M(32, ulong3)
#endif

#define G2L_COPY(E, T)                                                         \
  case E:                                                                      \
    return async_work_group_copy((local T *)d + c[C_DOFF],                     \
                                 (const global T *)s + c[C_SOFF], c[C_W], ev);
#define G2L_STRIDED(E, T)                                                      \
  case E:                                                                      \
    return async_work_group_strided_copy((local T *)d + c[C_DOFF],             \
                                         (const global T *)s + c[C_SOFF],      \
                                         c[C_L], c[C_SL], ev);
#define L2G_COPY(E, T)                                                         \
  case E:                                                                      \
    return async_work_group_copy((global T *)d + c[C_DOFF],                    \
                                 (const local T *)s + c[C_SOFF], c[C_W], ev);
#define L2G_STRIDED(E, T)                                                      \
  case E:                                                                      \
    return async_work_group_strided_copy((global T *)d + c[C_DOFF],            \
                                         (const local T *)s + c[C_SOFF],       \
                                         c[C_L], c[C_DL], ev);

// One direction of the dispatcher; DST/SRC are the address spaces.
#define DEFINE_DISPATCH(NAME, DST, SRC, COPY, STRIDED)                         \
  event_t NAME##_3d(DST uchar *d, const SRC uchar *s, global const ulong *c,   \
                    ulong p0, ulong np, event_t ev) {                          \
    return async_work_group_copy_3D3D(                                         \
        d, c[C_DOFF] + p0 * c[C_DP], s, c[C_SOFF] + p0 * c[C_SP], c[C_ELEM],   \
        c[C_W], c[C_L], np, c[C_SL], c[C_SP], c[C_DL], c[C_DP], ev);           \
  }                                                                            \
  event_t NAME(DST uchar *d, const SRC uchar *s, global const ulong *c) {      \
    event_t ev = 0;                                                            \
    switch (c[C_API]) {                                                        \
    case API_3D3D:                                                             \
      return NAME##_3d(d, s, c, 0, c[C_P], ev);                                \
    case API_2D2D:                                                             \
      return async_work_group_copy_2D2D(d, c[C_DOFF], s, c[C_SOFF],            \
                                        c[C_ELEM], c[C_W], c[C_L], c[C_SL],    \
                                        c[C_DL], ev);                          \
    case API_CHAINED: { /* second half chained onto the first's event */      \
      ulong mid = c[C_P] / 2;                                                 \
      ev = NAME##_3d(d, s, c, 0, mid, ev);                                    \
      return NAME##_3d(d, s, c, mid, c[C_P] - mid, ev);                      \
    }                                                                          \
    case API_COPY:                                                             \
      switch (c[C_ELEM]) { CLASSIC_TYPES(COPY) }                               \
      break;                                                                   \
    case API_STRIDED:                                                          \
      switch (c[C_ELEM]) { CLASSIC_TYPES(STRIDED) }                            \
      break;                                                                   \
    case API_COPY_VEC3:                                                        \
      switch (c[C_ELEM]) { VEC3_TYPES(COPY) }                                  \
      break;                                                                   \
    case API_STRIDED_VEC3:                                                     \
      switch (c[C_ELEM]) { VEC3_TYPES(STRIDED) }                               \
      break;                                                                   \
    }                                                                          \
    return ev;                                                                 \
  }                                                                            \
  /* Two independent copies (plane halves), both events in one wait. */      \
  void NAME##_multi(DST uchar *d, const SRC uchar *s, global const ulong *c) { \
    ulong mid = c[C_P] / 2;                                                   \
    event_t evs[2];                                                            \
    evs[0] = NAME##_3d(d, s, c, 0, mid, 0);                                   \
    evs[1] = NAME##_3d(d, s, c, mid, c[C_P] - mid, 0);                       \
    wait_group_events(2, evs);                                                 \
  }

DEFINE_DISPATCH(g2l, local, global, G2L_COPY, G2L_STRIDED)
DEFINE_DISPATCH(l2g, global, local, L2G_COPY, L2G_STRIDED)

kernel void conformance(global const ulong *cfgs, global const uchar *src,
                        global uchar *dst, global uchar *out,
                        global const uchar *local_init, local uint4 *lbuf_,
                        ulong slice) {
  // 16-byte typed: NVIDIA aligns a local argument to its pointee type only
  // (bench_tiles.cl), and the configurations set every alignment themselves.
  local uchar *const lbuf = (local uchar *)lbuf_;
  size_t g = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) *
                 get_num_groups(0) + get_group_id(0);
  size_t team = get_local_size(0) * get_local_size(1) * get_local_size(2);
  size_t rank = (get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                    get_local_size(0) + get_local_id(0);
  global const ulong *c = cfgs + g * C_WORDS;
  size_t base = (g + 1) * slice; // slice 0 is a guard slice
  int to_local = c[C_DIR] == 0;

  global const uchar *fill = to_local ? local_init + base : src + base;
  for (size_t i = rank; i < slice; i += team)
    lbuf[i] = fill[i];
  barrier(CLK_LOCAL_MEM_FENCE);

  if (to_local) {
    if (c[C_API] == API_MULTI) {
      g2l_multi(lbuf + c[C_DBASE], src + base + c[C_SBASE], c);
    } else {
      event_t ev = g2l(lbuf + c[C_DBASE], src + base + c[C_SBASE], c);
      wait_group_events(1, &ev);
    }
    for (size_t i = rank; i < slice; i += team)
      out[base + i] = lbuf[i];
  } else {
    if (c[C_API] == API_MULTI) {
      l2g_multi(dst + base + c[C_DBASE], lbuf + c[C_SBASE], c);
    } else {
      event_t ev = l2g(dst + base + c[C_DBASE], lbuf + c[C_SBASE], c);
      wait_group_events(1, &ev);
    }
  }
}
