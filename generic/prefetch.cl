/* Generic prefetch: a hint with no portable instruction behind it, so it
 * does nothing; targets with a prefetch instruction override this file. */
#include "xasync/internal/engine.h"

__XASYNC_LIBFN void __xasync_prefetch(const __global uchar *p, size_t bytes) {
  (void)p;
  (void)bytes;
}
