/* pocl wait: no barrier, as pocl 3.1's own wait_group_events.  Every pocl
 * copy is made whole by the work-group's leader (work-item 0,
 * pocl/copy_engine.cl, pocl/async_copy_classic.cl), and pocl runs
 * work-item 0 first in every region between barriers, so by the time any
 * other work-item passes the wait, the copy is done; a copy's source
 * written by other work-items needs the barrier OpenCL asks for anyway.
 *
 * A barrier here cost chained copies dearly: in a kernel with barriers,
 * pocl puts implicit barriers around every innermost loop whose trip count
 * is uniform (ImplicitLoopBarriers), so a user's loop of chained copies
 * (64 lines, one wait) became 64 work-item loops, each over every
 * work-item with the leader test kept in per-work-item context arrays:
 * 0.05-0.3 of the system pocl's speed on the corpus's chained kernels
 * (tests/kernels/bench_corpus.cl; docs/pocl.md, "Chained copies").
 * Compiled once per pointer address space (private, and generic through
 * GENERIC_AS for SPIR binaries). */
#include "xasync/internal/config.h"

void __XASYNC_OVLD wait_group_events(int num_events, event_t *event_list) {
  (void)num_events;
  (void)event_list;
}
