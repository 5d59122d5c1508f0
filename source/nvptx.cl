/* The nvptx source form's body: the nvptx target's files over the generic
 * ones, as the nvptx library is built (nvptx/targets.cmake), preprocessed
 * with -I include -I nvptx -I generic and -DXASYNC_NVPTX_SM=80. */
#include "copy_engine.cl"
#include "prefetch.cl"
#include "async_copy_2d3d.cl"
#include "async_copy_classic.cl"
#include "wait_group_events.cl"
