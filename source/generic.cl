/* The generic source form's body: the generic target's own files, in the
 * order their definitions are used (source/make_prelude.cmake
 * preprocesses this with -I include -I generic). */
#include "copy_engine.cl"
#include "prefetch.cl"
#include "async_copy_2d3d.cl"
#include "async_copy_classic.cl"
#include "wait_group_events.cl"
