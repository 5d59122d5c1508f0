/* Generic wait: copies are done synchronously by the work-items, so waiting
 * is making every work-item's writes visible to the whole group, in both
 * memories (copies go both ways).  Compiled once per pointer address space
 * the target mangles differently (private, and generic where it exists). */
#include "xasync/internal/config.h"

void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list) {
  (void)num_events;
  (void)event_list;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
