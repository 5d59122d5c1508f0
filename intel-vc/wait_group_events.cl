/* intel-vc wait: the copies' scattered writes are messages still in flight,
 * so each thread commits its global and SLM writes with vISA FENCE before
 * the thread-group BARRIER (OpenCL's barrier() only becomes a software
 * fence in IGC's VC path).  Compiled once per pointer address space the
 * target mangles differently (private, and generic in OpenCL C 3.0). */
#include "xasync/internal/config.h"
#include "vc_intrinsics.h"

void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list) {
  (void)num_events;
  (void)event_list;
  __xasync_vc_wait();
}
