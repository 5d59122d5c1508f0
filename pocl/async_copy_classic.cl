/* pocl: the classic copies as pocl's own are (work-item 0 copies), inline
 * in the kernel: through the shape-based entry, a one-line or one-column
 * copy paid more per call than it moved (docs/pocl.md, "Classic copies").
 * Unaligned moves only: the loops must not assume the gentype's alignment
 * (aligned vector moves fault on a misaligned pointer; the conformance
 * suite passes such pointers). */
#include "xasync/internal/engine.h"
#include "xasync/internal/work_group.h"
#include "row_copy.h"

#ifdef cl_khr_fp16 /* half moves by assignment (the strided copies) */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* A contiguous copy: __xasync_cpu_line (row_copy.h), whose shape is set
 * by what pocl's kernel compiler does with a user's loop of these calls
 * (docs/pocl.md, "Chained copies").  Below 32 bytes it moves an element a
 * step (XASYNC_CPU_STEP; byte steps made one int four moves where pocl's
 * own copy makes one: UnitCL's dma.04/.13/.14 in groups of one work-item
 * at 0.49-0.52 of pocl's own), but half an element for a copy of one
 * element of constant length in a group of more than one work-item (a
 * vector or a char: the other scalars take the typed move below): one
 * trip would be a store outside any loop, the shape row_copy.h warns of
 * (Oclgrind's 1024 chained one-int copies: 0.004 of pocl's own).  pocl
 * builds a kernel for each group size, so the group's test folds there,
 * and in a group of one no other work-item walks the user's loop
 * (docs/results/pocl/README.md#small-2026-11-28). */
#define XASYNC_CPU_STEP(e, n)                                                  \
  (__xasync_team_size() == 1                                                   \
       ? (e)                                                                   \
       : __builtin_constant_p(n) && (n) == 1 ? ((e) > 1 ? (e) / 2 : 1) : (e))
/* Below how many bytes a copy moves elements (or half elements): 32, but
 * 64 for a copy out of local memory in a group of one work-item whose
 * length is not a multiple of 32.  Such a kernel has just written its local
 * buffer an element at a time, and a 32-byte load over those stores waits
 * until they leave the store buffer: the CTS ushort2 copy of 52 bytes in
 * groups of one ran at 0.86 of pocl's own with two 32-byte moves, 0.94-0.96
 * with elements.  Lines of 32 bytes stay moves: the corpus's 8-float
 * chains, whose local tiles were written by 32-byte moves, fell to 0.56 as
 * elements (docs/results/pocl/README.md#forwarding-2026-11-28). */
#define XASYNC_CPU_SMALL_IN(bytes) 32
/* Whether a copy of a length that is not a constant when the library
 * decides moves 8 bytes a step below 32 bytes (the last move ending at n)
 * instead of an element (e bytes, the gentype's size):
 * - into local memory, in a group of one work-item.  The CTS uchar copy of
 *   13 bytes in groups of one ran 1.21x as fast as with the element loop,
 *   paired in one process.  Not in larger groups: there the 8-byte loop's
 *   presence alone changed how pocl built the user's loops around the copy
 *   (the CTS uchar copy at 64 work-items 0.73 of the build without it),
 *   and the test of the group's size folds before that happens
 *   (docs/results/pocl/README.md#late-elements-2026-11-29);
 * - out of local memory, a copy of bytes (uchar, char) in a group of fewer
 *   than 64 work-items, where the element loop moves one byte a step:
 *   own-rgba-planes' four planes of 21 bytes at 7 work-items ran 1.30x as
 *   fast, 1.05x at one.  Not wider elements (the CTS ushort2 copy out at
 *   64 and 256 work-items 0.84-0.91 with the path), and not in larger
 *   groups, whose builds the path changes without a gain measured (the
 *   bench's per-line tiles at 256) (docs/results/pocl/README.md#bytes-out-2026-11-30). */
#define XASYNC_CPU_BY8_IN(e) (__xasync_team_size() == 1)
#define XASYNC_CPU_BY8_OUT(e) ((e) == 1 && __xasync_team_size() < 64)
#define XASYNC_CPU_SMALL_OUT(bytes)                                            \
  (__xasync_team_size() == 1 && ((bytes) & 31) ? 64 : 32)
/* A copy of one element of a scalar gentype of two bytes or more whose
 * count the user wrote as the constant 1 (a chain of such copies:
 * Oclgrind's async_copy_loop): the leader's load and store of the
 * gentype.  Typed, the store carries the gentype's type-based alias tag, as
 * pocl's own copy does, which tells LLVM that it does not write pocl's
 * work-item id variables: the leader test
 * stays loop-invariant, so a user's loop of such copies runs for the leader
 * alone and is vectorised (Oclgrind's 1,024 chained one-int copies: 0.77 of
 * pocl's own as two half-element byte moves, 1.10-1.12 so).  A byte move may
 * write anything: the test stays in the loop, and the loop vectoriser
 * guards the move with a run-time test against pocl's _local_id_z, a
 * symbol pocl leaves undefined.  No test of the group's size here: it is
 * not a constant yet when pocl optimises the kernel, and with a second
 * path beside this one the two paths' stores merged into one without the
 * tag (docs/results/pocl/README.md#one-typed-2026-11-29). */
/* A gentype of 64 bytes or more (int16, double8, long16...) moves an
 * element a step as the gentype (unaligned), not in 32-byte moves: the
 * user's code reads such elements as the gentype, which pocl's kernel
 * build makes one 64-byte load where it takes AVX-512, and a load that
 * spans two earlier 32-byte stores cannot take its data from the store
 * buffer; it waits until both stores reach the cache.  VC4C's copy of
 * seven int16 into local memory, each work-item then reading one: 0.917
 * of pocl's own with 32-byte moves, 1.005 so; its copy of a group's int16
 * at 64 work-items 0.964 -> 0.996 (docs/results/pocl/README.md#wide-elements-2026-11-29).
 * Not for a count written as the constant 1, where the loop of one trip
 * would go and leave a store outside any loop (above; the half-element
 * steps of XASYNC_CPU_STEP keep a loop). */
#define XASYNC_DEFINE_CLASSIC_COPY(T, DAS, SAS, SMALL, BY8)                    \
  __attribute__((always_inline)) event_t __XASYNC_OVLD async_work_group_copy(  \
      DAS T *dst, const SAS T *src, size_t n, event_t event) {                 \
    if (vec_step(T) == 1 && sizeof(T) > 1 && __builtin_constant_p(n) &&        \
        n == 1) {                                                              \
      typedef T __attribute__((aligned(1))) one_t;                             \
      if (__xasync_team_leader())                                              \
        *(DAS one_t *)dst = *(const SAS one_t *)src;                           \
      return event;                                                            \
    }                                                                          \
    if (sizeof(T) >= 64 && !(__builtin_constant_p(n) && n == 1)) {            \
      typedef T __attribute__((aligned(1))) wide_t;                            \
      if (__xasync_team_leader()) {                                            \
        _Pragma("clang loop unroll(disable) vectorize(disable)")               \
        for (size_t i = 0; i < n; ++i)                                         \
          ((DAS wide_t *)dst)[i] = ((const SAS wide_t *)src)[i];               \
      }                                                                        \
      return event;                                                            \
    }                                                                          \
    if (__xasync_team_leader()) {                                              \
      DAS uchar *const d = (DAS uchar *)dst;                                   \
      const SAS uchar *const s = (const SAS uchar *)src;                       \
      const size_t bytes = n * sizeof(T);                                      \
      __xasync_cpu_line(__XASYNC_CPU_PTR(uchar, d),                            \
                        __XASYNC_CPU_PTR(const uchar, s), bytes,               \
                        XASYNC_CPU_STEP(sizeof(T), n), SMALL(bytes),           \
                        BY8(sizeof(T)));                                       \
    }                                                                          \
    return event;                                                              \
  }
/* A strided copy: one element at a time, through the gentype with its
 * alignment taken down to a byte (unaligned moves, as above), a scalar
 * loop that pocl unrolls.  A memcpy through integer-cast pointers ran at
 * 0.62-0.80 of pocl's own; the loop vectorised at kernel build (8-wide
 * AVX-512 gathers) at 0.97 of pocl's own (4-wide gathers) on 64-element
 * columns; 4-wide gathers matched pocl there but lost a third on 4-element
 * columns (docs/pocl.md).  At stride 1 (a run-time value) the copy is
 * contiguous and takes the contiguous copy's loops: the scalar loop moved
 * UnitCL's 1,024-int scatter at 0.77-0.79 of pocl's own, these loops at
 * 1.21-1.27 (docs/results/pocl/README.md#stride-one-2026-11-28). */
#define XASYNC_DEFINE_CLASSIC_STRIDED(T, DAS, SAS, DSTEP, SSTEP, BY8)          \
  __attribute__((always_inline)) event_t __XASYNC_OVLD                         \
  async_work_group_strided_copy(DAS T *dst, const SAS T *src, size_t n,        \
                                size_t stride, event_t event) {                \
    typedef T __attribute__((aligned(1))) unaligned_t;                         \
    if (__xasync_team_leader()) {                                              \
      DAS unaligned_t *const d = (DAS unaligned_t *)dst;                       \
      const SAS unaligned_t *const s = (const SAS unaligned_t *)src;           \
      if (stride == 1)                                                         \
        __xasync_cpu_line(__XASYNC_CPU_PTR(uchar, (DAS uchar *)dst),           \
                          __XASYNC_CPU_PTR(const uchar, (const SAS uchar *)src),\
                          n * sizeof(T), sizeof(T),                            \
                          XASYNC_CPU_SMALL_IN(n * sizeof(T)),                  \
                          BY8(sizeof(T)));                                     \
      else {                                                                   \
        _Pragma("clang loop vectorize(disable)")                               \
        for (size_t i = 0; i < n; ++i)                                         \
          d[i * (DSTEP)] = s[i * (SSTEP)];                                     \
      }                                                                        \
    }                                                                          \
    return event;                                                              \
  }
#define XASYNC_DEFINE_CLASSIC(T)                                               \
  XASYNC_DEFINE_CLASSIC_COPY(T, __local, __global, XASYNC_CPU_SMALL_IN,        \
                             XASYNC_CPU_BY8_IN)                                \
  XASYNC_DEFINE_CLASSIC_COPY(T, __global, __local, XASYNC_CPU_SMALL_OUT,       \
                             XASYNC_CPU_BY8_OUT)                               \
  XASYNC_DEFINE_CLASSIC_STRIDED(T, __local, __global, 1, stride,               \
                                XASYNC_CPU_BY8_IN)                             \
  XASYNC_DEFINE_CLASSIC_STRIDED(T, __global, __local, stride, 1,               \
                                XASYNC_CPU_BY8_OUT)                            \
  __XASYNC_DEFINE_PREFETCH(T)

__XASYNC_FOR_EACH_GENTYPE(XASYNC_DEFINE_CLASSIC)
