/* xasync/gentypes.h - X-macro over every gentype of the classic async
 * copies: scalar and 2/3/4/8/16-vectors of the integer and float types,
 * double where cl_khr_fp64 and half where cl_khr_fp16 are enabled. */
#ifndef XASYNC_GENTYPES_H
#define XASYNC_GENTYPES_H

#define __XASYNC_VECTORS(M, S)                                                 \
  M(S) M(S##2) M(S##3) M(S##4) M(S##8) M(S##16)

#define __XASYNC_FOR_EACH_BASE_GENTYPE(M)                                      \
  __XASYNC_VECTORS(M, char) __XASYNC_VECTORS(M, uchar)                         \
  __XASYNC_VECTORS(M, short) __XASYNC_VECTORS(M, ushort)                       \
  __XASYNC_VECTORS(M, int) __XASYNC_VECTORS(M, uint)                           \
  __XASYNC_VECTORS(M, long) __XASYNC_VECTORS(M, ulong)                         \
  __XASYNC_VECTORS(M, float)

#if defined(__XASYNC_SOURCE_FORM)
/* The source form decides at the user's compile time: its generator
 * (source/make_prelude.cmake) turns the markers into #ifdef/#endif lines. */
#define __XASYNC_FOR_EACH_FP64(M)                                              \
  __XASYNC_SOURCE_IF_cl_khr_fp64 __XASYNC_VECTORS(M, double)                   \
      __XASYNC_SOURCE_ENDIF
#elif defined(cl_khr_fp64)
#define __XASYNC_FOR_EACH_FP64(M) __XASYNC_VECTORS(M, double)
#else
#define __XASYNC_FOR_EACH_FP64(M)
#endif

#if defined(__XASYNC_SOURCE_FORM)
#define __XASYNC_FOR_EACH_FP16(M)                                              \
  __XASYNC_SOURCE_IF_cl_khr_fp16 __XASYNC_VECTORS(M, half)                     \
      __XASYNC_SOURCE_ENDIF
#elif defined(cl_khr_fp16)
#define __XASYNC_FOR_EACH_FP16(M) __XASYNC_VECTORS(M, half)
#else
#define __XASYNC_FOR_EACH_FP16(M)
#endif

#define __XASYNC_FOR_EACH_GENTYPE(M)                                           \
  __XASYNC_FOR_EACH_BASE_GENTYPE(M) __XASYNC_FOR_EACH_FP64(M)                  \
  __XASYNC_FOR_EACH_FP16(M)

#endif
