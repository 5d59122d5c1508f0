/* Internal: the one entry of every copy builtin (2D2D, 3D3D, classic,
 * strided).  It turns the spec's element-based arguments into a byte
 * shape once, returns the event for a copy that moves nothing (and, on a
 * leader-only engine, for the work-items that move nothing: engine.h),
 * takes the team and rank, and calls the target's engine (engine.h).  A
 * target whose calls keep per-work-item state takes the calls that move
 * nothing too (__XASYNC_ENGINE_TAKES_EMPTY, engine.h); the rank comes
 * first, before any branch, so that it is one value for every call of a
 * kernel.  Such a target is also told whether the builtin names one plane
 * at compile time (2D2D, the classic copies: `flat`), decided here, where
 * `planes` is the builtin's own argument, so that a 3D3D call, whose
 * shape may merge to one plane at run time, can take other paths than a
 * 2D2D one. */
#ifndef XASYNC_INTERNAL_ENTRY_H
#define XASYNC_INTERNAL_ENTRY_H

#include "xasync/internal/engine.h"
#include "xasync/internal/work_group.h"

#define __XASYNC_KEEP_ROWS_to_local __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL
#define __XASYNC_KEEP_ROWS_to_global 0
#define __XASYNC_DEFINE_ENTRY(DIR, DAS, SAS)                                   \
  __XASYNC_INLINE event_t __xasync_copy_##DIR(                                 \
      DAS void *dst, size_t dst_offset, const SAS void *src,                   \
      size_t src_offset, size_t elem_bytes, size_t elems_per_line,             \
      size_t lines, size_t planes, size_t src_line, size_t src_plane,          \
      size_t dst_line, size_t dst_plane, event_t event) {                      \
    if (__XASYNC_ENGINE_LEADER_ONLY && !__xasync_team_leader())                \
      return event;                                                            \
    __XASYNC_ENTRY_RANK_FIRST                                                  \
    DAS uchar *const d = (DAS uchar *)dst + dst_offset * elem_bytes;          \
    const SAS uchar *const s = (const SAS uchar *)src + src_offset * elem_bytes; \
    __xasync_shape shape;                                                      \
    const int moves = __xasync_make_shape(                                     \
        &shape, elem_bytes, elems_per_line, lines, planes, src_line,           \
        src_plane, dst_line, dst_plane, __XASYNC_KEEP_ROWS_##DIR);             \
    __XASYNC_ENGINE_CALL(DIR, d, s, shape, moves, event);                      \
  }
#ifdef __XASYNC_ENGINE_TAKES_EMPTY
#define __XASYNC_ENTRY_RANK_FIRST const size_t rank = __xasync_team_rank();
#define __XASYNC_ENGINE_CALL(DIR, d, s, shape, moves, event)                   \
  return __xasync_engine_call_##DIR(d, s, shape, moves,                        \
                                    __builtin_constant_p(planes) &&            \
                                        planes == 1,                           \
                                    __xasync_team_size(), rank, event)
#else
#define __XASYNC_ENTRY_RANK_FIRST
#define __XASYNC_ENGINE_CALL(DIR, d, s, shape, moves, event)                   \
  if (!(moves))                                                                \
    return event;                                                              \
  return __xasync_engine_##DIR(d, s, shape, __xasync_team_size(),              \
                               __xasync_team_rank(), event)
#endif
__XASYNC_DEFINE_ENTRY(to_local, __local, __global)
__XASYNC_DEFINE_ENTRY(to_global, __global, __local)
#undef __XASYNC_DEFINE_ENTRY
#undef __XASYNC_ENGINE_CALL
#undef __XASYNC_ENTRY_RANK_FIRST
#undef __XASYNC_KEEP_ROWS_to_local
#undef __XASYNC_KEEP_ROWS_to_global

/* Element copies: the classic and strided copies.  A target that defines
 * __XASYNC_ENGINE_ELEMS (engine.h) takes every such call whole: the
 * element's size is the builtin's gentype, known where the builtin is
 * compiled, so the call needs no shape and no alignment analysis beyond
 * one test of the two addresses: each work-item moves the elements of its
 * rank, as the driver's own copies do.  The engine's paths then stay out
 * of kernels that make no 2D2D or 3D3D copy, and with them its registers
 * (docs/nvptx.md, "Element copies").  A copy of more than
 * __XASYNC_MAX_EXTENT bytes (undefined: it cannot fit local memory) moves
 * nothing, as through the engine (copy_shape.h).  Returns from the
 * builtin. */
#ifdef __XASYNC_ENGINE_ELEMS
#define __XASYNC_ELEMS(DIR, dst, src, elem, n, src_step, dst_step, event)     \
  return __xasync_engine_elems_##DIR(                                          \
      dst, src, (uint)(elem),                                                  \
      (n) <= __XASYNC_MAX_EXTENT / (elem) ? (uint)(n) : 0u,                    \
      (src_step) * (elem), (dst_step) * (elem), __xasync_team_size(),          \
      __xasync_team_rank(), event)
#else
#define __XASYNC_ELEMS(DIR, dst, src, elem, n, src_step, dst_step, event)     \
  do {                                                                         \
  } while (0)
#endif

#endif
