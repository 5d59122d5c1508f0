/* xasync/gentypes.h - X-macro over every gentype of the classic async
 * copies: scalar and 2/3/4/8/16-vectors of the integer and float types,
 * double where cl_khr_fp64 and half where cl_khr_fp16 are enabled.
 *
 * __XASYNC_FOR_EACH_GENTYPE(M) calls M(T) for each gentype T;
 * __XASYNC_FOR_EACH_GENTYPE_MANGLED(M) calls M(T, code, again) with T's
 * Itanium code and how a second mention of T in one name is written (a
 * vector type is a substitution there, S_), for xasync.hpp's symbol names. */
#ifndef XASYNC_GENTYPES_H
#define XASYNC_GENTYPES_H

/* The scalar types: X(M, type, Itanium code). */
#define __XASYNC_BASE_SCALARS(X, M)                                            \
  X(M, char, "c") X(M, uchar, "h") X(M, short, "s") X(M, ushort, "t")          \
  X(M, int, "i") X(M, uint, "j") X(M, long, "l") X(M, ulong, "m")              \
  X(M, float, "f")

#if defined(__XASYNC_SOURCE_FORM)
/* The source form decides at the user's compile time: its generator
 * (source/make_prelude.cmake) turns the markers into #ifdef/#endif lines. */
#define __XASYNC_FP64_SCALARS(X, M)                                            \
  __XASYNC_SOURCE_IF_cl_khr_fp64 X(M, double, "d") __XASYNC_SOURCE_ENDIF
#define __XASYNC_FP16_SCALARS(X, M)                                            \
  __XASYNC_SOURCE_IF_cl_khr_fp16 X(M, half, "Dh") __XASYNC_SOURCE_ENDIF
#else
#ifdef cl_khr_fp64
#define __XASYNC_FP64_SCALARS(X, M) X(M, double, "d")
#else
#define __XASYNC_FP64_SCALARS(X, M)
#endif
#ifdef cl_khr_fp16
#define __XASYNC_FP16_SCALARS(X, M) X(M, half, "Dh")
#else
#define __XASYNC_FP16_SCALARS(X, M)
#endif
#endif

#define __XASYNC_SCALARS(X, M)                                                 \
  __XASYNC_BASE_SCALARS(X, M) __XASYNC_FP64_SCALARS(X, M)                      \
  __XASYNC_FP16_SCALARS(X, M)

#define __XASYNC_VECTORS(M, S, C)                                              \
  M(S) M(S##2) M(S##3) M(S##4) M(S##8) M(S##16)
#define __XASYNC_VECTORS_MANGLED(M, S, C)                                      \
  M(S, C, C) M(S##2, "Dv2_" C, "S_") M(S##3, "Dv3_" C, "S_")                   \
  M(S##4, "Dv4_" C, "S_") M(S##8, "Dv8_" C, "S_") M(S##16, "Dv16_" C, "S_")

#define __XASYNC_FOR_EACH_GENTYPE(M) __XASYNC_SCALARS(__XASYNC_VECTORS, M)
#define __XASYNC_FOR_EACH_GENTYPE_MANGLED(M)                                   \
  __XASYNC_SCALARS(__XASYNC_VECTORS_MANGLED, M)

#endif
