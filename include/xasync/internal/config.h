/* Internal: target configuration shared by every library source file. */
#ifndef XASYNC_INTERNAL_CONFIG_H
#define XASYNC_INTERNAL_CONFIG_H

#include "xasync.h"

#ifdef __XASYNC_SOURCE_FORM /* prepended to user code: no unused warnings */
#define __XASYNC_INLINE static inline __attribute__((always_inline, unused))
#else
#define __XASYNC_INLINE static inline __attribute__((always_inline))
#endif
/* Linkage of the library's internal functions between its files (engine,
 * prefetch): external in the bitcode library, internal in the source form
 * (docs/source-mode.md). */
#ifdef __XASYNC_SOURCE_FORM
#define __XASYNC_LIBFN static inline __attribute__((unused))
#else
#define __XASYNC_LIBFN
#endif

#endif
