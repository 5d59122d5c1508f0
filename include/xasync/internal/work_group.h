/* Internal: the work-group seen as one flat team of work-items, so copies
 * spread over any work-group shape (1D/2D/3D, any size). */
#ifndef XASYNC_INTERNAL_WORK_GROUP_H
#define XASYNC_INTERNAL_WORK_GROUP_H

__XASYNC_INLINE size_t __xasync_team_size(void) {
  return get_local_size(0) * get_local_size(1) * get_local_size(2);
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
