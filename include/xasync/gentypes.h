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

#ifdef cl_khr_fp64
#define __XASYNC_FOR_EACH_FP64(M) __XASYNC_VECTORS(M, double)
#else
#define __XASYNC_FOR_EACH_FP64(M)
#endif

#ifdef cl_khr_fp16
#define __XASYNC_FOR_EACH_FP16(M) __XASYNC_VECTORS(M, half)
#else
#define __XASYNC_FOR_EACH_FP16(M)
#endif

#define __XASYNC_FOR_EACH_GENTYPE(M)                                           \
  __XASYNC_FOR_EACH_BASE_GENTYPE(M) __XASYNC_FOR_EACH_FP64(M)                  \
  __XASYNC_FOR_EACH_FP16(M)

#endif
