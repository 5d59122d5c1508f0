/* Internal: the work-group seen as one flat team of work-items, so copies
 * spread over any work-group shape (1D/2D/3D, any size). */
#ifndef XASYNC_INTERNAL_WORK_GROUP_H
#define XASYNC_INTERNAL_WORK_GROUP_H

/* The work-group's size.  Where the compiler does not know that it is at
 * least 1 (NVIDIA's, which builds the nvptx source forms; clang knows
 * ntid's range), __XASYNC_TEAM_NONZERO says so: then a copy of one element
 * per work-item (n <= team with n a constant 1) tests nothing, and loops of
 * such copies stay simple enough to unroll.  Without it NVIDIA's compiler
 * kept a path for a group of no work-items in every such call
 * (docs/results/h100/README.md#source-2026-11-29). */
__XASYNC_INLINE size_t __xasync_team_size(void) {
#ifdef __XASYNC_TEAM_NONZERO
  const size_t t = get_local_size(0) * get_local_size(1) * get_local_size(2);
  return t ? t : 1; /* t itself: no group is empty */
#else
  return get_local_size(0) * get_local_size(1) * get_local_size(2);
#endif
}

__XASYNC_INLINE size_t __xasync_team_rank(void) {
  return (get_local_id(2) * get_local_size(1) + get_local_id(1)) *
             get_local_size(0) +
         get_local_id(0);
}

/* __xasync_team_rank() == 0, without its arithmetic (a test every
 * work-item makes on every call where one work-item copies alone).  A
 * target may supply it as __XASYNC_TEAM_LEADER_FN (pocl: pocl/work_item.ll,
 * whose get_local_id calls are not convergent, so a loop of copies can be
 * unswitched on the test). */
#ifdef __XASYNC_TEAM_LEADER_FN
bool __XASYNC_TEAM_LEADER_FN(void);
__XASYNC_INLINE bool __xasync_team_leader(void) {
  return __XASYNC_TEAM_LEADER_FN();
}
#else
__XASYNC_INLINE bool __xasync_team_leader(void) {
  return get_local_id(0) == 0 && get_local_id(1) == 0 && get_local_id(2) == 0;
}
#endif

#endif
