/* The generic engine as the target's engine (targets with a copy engine
 * override this file and call __xasync_generic_* for what they leave). */
#include "xasync/internal/engine.h"
#include "xasync/internal/generic_engine.h"

event_t __xasync_engine_to_local(__local uchar *dst, const __global uchar *src,
                                 __xasync_shape shape, size_t team,
                                 size_t rank, event_t event) {
  __xasync_generic_to_local(dst, src, shape, team, rank);
  return event;
}

event_t __xasync_engine_to_global(__global uchar *dst, const __local uchar *src,
                                  __xasync_shape shape, size_t team,
                                  size_t rank, event_t event) {
  __xasync_generic_to_global(dst, src, shape, team, rank);
  return event;
}
