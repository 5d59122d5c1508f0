/* Internal: target configuration shared by every library source file. */
#ifndef XASYNC_INTERNAL_CONFIG_H
#define XASYNC_INTERNAL_CONFIG_H

#include "xasync.h"

#define __XASYNC_INLINE static inline __attribute__((always_inline))

#endif
