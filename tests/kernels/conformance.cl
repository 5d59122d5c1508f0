// Conformance kernel: work-group g runs configuration g of `cfgs` (see
// tests/conformance/config.h for the layout) on its own slice of every
// buffer.  Slice 0 and the last slice belong to no group: guard slices.
//
// global->local: the local buffer is first filled with a known pattern,
// the copy runs, and the whole local buffer (guards included) is dumped to
// `out` for the host to compare.  local->global: the local buffer is filled
// from `src`, and the copy writes into `dst`, which the host compares whole.

enum { API_3D3D, API_2D2D, API_COPY, API_STRIDED, API_CHAINED, API_MULTI,
       API_COPY_VEC3, API_STRIDED_VEC3, API_COPY_CONST };
enum { C_API, C_DIR, C_ELEM, C_W, C_L, C_P, C_SL, C_SP, C_DL, C_DP, C_SOFF,
       C_DOFF, C_SBASE, C_DBASE, C_WORDS = 16 };

#ifdef CONFORMANCE_2D3D_ONLY /* the SPIR-V route (tests/spirv): no classic copies */
#define CLASSIC_TYPES(M)
#define VEC3_TYPES(M)
#define CONST_TYPES(M, ...)
#else
// API_COPY_CONST: async_work_group_copy with the count written as a
// constant, as users write chains of copies (a library may pick its moves
// from it: pocl/row_copy.h).  The same sizes and counts as kConstElems
// and kConstCounts (tests/conformance/cases.h).
#define CONST_TYPES(M, ...)                                                    \
  M(1, uchar, __VA_ARGS__) M(4, uint, __VA_ARGS__) M(16, ulong2, __VA_ARGS__)
#define CONST_COUNTS(M, ...)                                                   \
  M(1, __VA_ARGS__) M(7, __VA_ARGS__) M(8, __VA_ARGS__) M(31, __VA_ARGS__)     \
  M(32, __VA_ARGS__) M(33, __VA_ARGS__) M(48, __VA_ARGS__) M(64, __VA_ARGS__)  \
  M(65, __VA_ARGS__) M(129, __VA_ARGS__) M(130, __VA_ARGS__)                   \
  M(191, __VA_ARGS__) M(192, __VA_ARGS__) M(193, __VA_ARGS__)                  \
  M(256, __VA_ARGS__) M(300, __VA_ARGS__) M(1000, __VA_ARGS__)
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

// One function per count, not inlined here: one switch over calls that
// differ only in the count is merged by the compiler into one call of a
// run-time count (pocl's front end did), and the copy would never see a
// constant.
#define DEFINE_CONST_N(N, NAME, DST, SRC, T)                                   \
  __attribute__((noinline)) event_t NAME##_const_##T##_##N(                    \
      DST T *dp, const SRC T *sp, event_t ev) {                                \
    return async_work_group_copy(dp, sp, N, ev);                               \
  }
#define CONST_CASE(N, NAME, DST, SRC, T)                                       \
  case N:                                                                      \
    return NAME##_const_##T##_##N(dp, sp, ev);
#define DEFINE_CONST_COPY(E, T, NAME, DST, SRC)                                \
  CONST_COUNTS(DEFINE_CONST_N, NAME, DST, SRC, T)                              \
  event_t NAME##_const_##T(DST uchar *d, const SRC uchar *s,                   \
                           global const ulong *c, event_t ev) {                \
    DST T *const dp = (DST T *)d + c[C_DOFF];                                  \
    const SRC T *const sp = (const SRC T *)s + c[C_SOFF];                      \
    switch (c[C_W]) { CONST_COUNTS(CONST_CASE, NAME, DST, SRC, T) }            \
    return ev;                                                                 \
  }
#define CONST_TYPE_CASE(E, T, NAME)                                            \
  case E:                                                                      \
    return NAME##_const_##T(d, s, c, ev);
// API_COPY_CONST for one direction: the element size picks the type.
#define DEFINE_CONST_DISPATCH(NAME, DST, SRC)                                  \
  CONST_TYPES(DEFINE_CONST_COPY, NAME, DST, SRC)                               \
  event_t NAME##_const(DST uchar *d, const SRC uchar *s,                       \
                       global const ulong *c, event_t ev) {                    \
    switch (c[C_ELEM]) { CONST_TYPES(CONST_TYPE_CASE, NAME) }                  \
    return ev;                                                                 \
  }
DEFINE_CONST_DISPATCH(g2l, local, global)
DEFINE_CONST_DISPATCH(l2g, global, local)

// The dispatcher's cases of the classic copies (both dispatchers below).
#define CLASSIC_CASES(COPY, STRIDED)                                           \
  case API_COPY:                                                               \
    switch (c[C_ELEM]) { CLASSIC_TYPES(COPY) }                                 \
    break;                                                                     \
  case API_STRIDED:                                                            \
    switch (c[C_ELEM]) { CLASSIC_TYPES(STRIDED) }                              \
    break;                                                                     \
  case API_COPY_VEC3:                                                          \
    switch (c[C_ELEM]) { VEC3_TYPES(COPY) }                                    \
    break;                                                                     \
  case API_STRIDED_VEC3:                                                       \
    switch (c[C_ELEM]) { VEC3_TYPES(STRIDED) }                                 \
    break;

#ifdef CONFORMANCE_CLASSIC_ONLY
// The classic copies alone (conformance-classic.<library>.ptx, run with
// --apis copy,strided,copy-v3,strided-v3): a kernel without 2D2D or 3D3D,
// where nvptx's pass plugin finds each copy waited at once and a group of
// one work-item moves it with plain loads and stores
// (nvptx/copy_engine.cl); with a 3D3D in the kernel every wait takes an N
// and no copy is.
#define DEFINE_DISPATCH(NAME, DST, SRC, COPY, STRIDED)                         \
  event_t NAME(DST uchar *d, const SRC uchar *s, global const ulong *c) {      \
    event_t ev = 0;                                                            \
    switch (c[C_API]) { CLASSIC_CASES(COPY, STRIDED) }                         \
    return ev;                                                                 \
  }
#else
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
    CLASSIC_CASES(COPY, STRIDED)                                               \
    case API_COPY_CONST:                                                       \
      return NAME##_const(d, s, c, ev);                                        \
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
#endif

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
#ifndef CONFORMANCE_CLASSIC_ONLY
    if (c[C_API] == API_MULTI) {
      g2l_multi(lbuf + c[C_DBASE], src + base + c[C_SBASE], c);
    } else
#endif
    {
      event_t ev = g2l(lbuf + c[C_DBASE], src + base + c[C_SBASE], c);
      wait_group_events(1, &ev);
    }
    for (size_t i = rank; i < slice; i += team)
      out[base + i] = lbuf[i];
  } else {
#ifndef CONFORMANCE_CLASSIC_ONLY
    if (c[C_API] == API_MULTI) {
      l2g_multi(dst + base + c[C_DBASE], lbuf + c[C_SBASE], c);
    } else
#endif
    {
      event_t ev = l2g(dst + base + c[C_DBASE], lbuf + c[C_SBASE], c);
      wait_group_events(1, &ev);
    }
  }
}
