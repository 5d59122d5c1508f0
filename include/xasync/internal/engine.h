/* Internal: the hooks between the builtins and a target's copy engine
 * (libclc's scheme: the builtins convert their arguments once, in
 * entry.h, and call __xasync_engine_*; generic/copy_engine.cl defines the
 * engine, a target directory overrides that file where its hardware does
 * better).  An engine gets byte pointers (offsets applied), the copy's
 * byte shape (never empty) and the work-group as a flat team, and returns
 * the event of the copy.  wait_group_events.cl is overridden as a whole:
 * it is compiled once per pointer address space the target mangles
 * differently. */
#ifndef XASYNC_INTERNAL_ENGINE_H
#define XASYNC_INTERNAL_ENGINE_H

#include "xasync/internal/config.h"
#include "xasync/internal/copy_shape.h"

/* 1 where the target's engine moves every copy with the team's leader
 * alone (pocl: pocl/targets.cmake defines it): the entry then lets the
 * other work-items return the event before it builds the shape, which on
 * a CPU that runs the work-items one after another is per-work-item work
 * for nothing. */
#ifndef __XASYNC_ENGINE_LEADER_ONLY
#define __XASYNC_ENGINE_LEADER_ONLY 0
#endif

/* 1 where the target's engine walks copies into local memory chunk by
 * chunk at 16 bytes at most (nvptx: nvptx/targets.cmake defines it): the
 * entry then keeps dense 2D rows whose length is a multiple of 16 as rows
 * instead of merging them into one long row (copy_shape.h).  A call whose
 * line length is a compile-time constant (a tile in a compute kernel)
 * keeps constant chunks per row, so the loop's set-up divisions fold to
 * shifts at the call site: per-call set-up is what the compute kernels
 * pay for every step (docs/nvptx.md, "Constant tile shapes").  Copies
 * into global memory merge as before: their long merged rows take the
 * bulk path. */
#ifndef __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL
#define __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL 0
#endif

__XASYNC_LIBFN event_t __xasync_engine_to_local(__local uchar *dst, const __global uchar *src,
                                 __xasync_shape shape, size_t team,
                                 size_t rank, event_t event);
__XASYNC_LIBFN event_t __xasync_engine_to_global(__global uchar *dst, const __local uchar *src,
                                  __xasync_shape shape, size_t team,
                                  size_t rank, event_t event);

/* Defined where a target's copy calls keep per-work-item state (nvptx's
 * libraries with partial waits: nvptx/targets.cmake): the entry then calls
 * __xasync_engine_call_* for every copy, `moves` 0 for one that moves no
 * bytes (a zero extent, or one past __XASYNC_MAX_EXTENT; the shape is then
 * not to be used).  Every call then reads and writes the state the same
 * way, at the same address computed before any branch, and LLVM forwards
 * what one call stores to the next call's load and a wait's; with an
 * early return for empty copies, a path without the state made every
 * call and wait load it again (GVN does not translate an address computed
 * inside each branch across the branches).  `flat` is 1 where the builtin
 * names one plane at compile time (2D2D and the classic copies; entry.h),
 * 0 for a 3D3D call (whose shape may still have one plane once merged). */
#ifdef __XASYNC_ENGINE_TAKES_EMPTY
__XASYNC_LIBFN event_t __xasync_engine_call_to_local(
    __local uchar *dst, const __global uchar *src, __xasync_shape shape,
    int moves, int flat, size_t team, size_t rank, event_t event);
__XASYNC_LIBFN event_t __xasync_engine_call_to_global(
    __global uchar *dst, const __local uchar *src, __xasync_shape shape,
    int moves, int flat, size_t team, size_t rank, event_t event);
#endif

/* Defined where a target moves element copies itself (entry.h,
 * __XASYNC_ELEMS): `elem` bytes (1 to 16, the gentype's size; both
 * addresses are multiples of it) from src + i * src_step to dst + i *
 * dst_step for i < n, work-item r taking i = r, r + team, ....  Every
 * work-item calls, as for any copy. */
#ifdef __XASYNC_ENGINE_ELEMS
__XASYNC_LIBFN event_t __xasync_engine_elems_to_local(
    __local void *dst, const __global void *src, uint elem, uint n,
    size_t src_step, size_t dst_step, size_t team, size_t rank,
    event_t event);
__XASYNC_LIBFN event_t __xasync_engine_elems_to_global(
    __global void *dst, const __local void *src, uint elem, uint n,
    size_t src_step, size_t dst_step, size_t team, size_t rank,
    event_t event);
#endif

__XASYNC_LIBFN void __xasync_prefetch(const __global uchar *p, size_t bytes);

/* The prefetch builtin of gentype T, for the classic-copy files. */
#define __XASYNC_DEFINE_PREFETCH(T)                                            \
  void __XASYNC_OVLD prefetch(const __global T *p, size_t n) {                 \
    __xasync_prefetch((const __global uchar *)p, n * sizeof(T));               \
  }

#endif
