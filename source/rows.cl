/* The rows source form's body: its engine (rows/copy_engine.cl: each line
 * one call of the runtime's own async_work_group_copy) and the generic
 * 2D2D/3D3D builtins; no classic copies, wait or prefetch of its own
 * (source/make_prelude.cmake preprocesses this with -I include -I rows
 * -I generic). */
#include "copy_engine.cl"
#include "async_copy_2d3d.cl"
