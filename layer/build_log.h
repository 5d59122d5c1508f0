// clGetProgramBuildInfo(CL_PROGRAM_BUILD_LOG) for programs the layer created
// from source, on drivers whose diagnostics ignore the prelude's `#line 1`
// (NVIDIA's): the log's line numbers renumbered to the user's own
// (docs/source-mode.md, "User line numbers").  Everything else passes.
#pragma once
#include "cl_api.h"

namespace xasync_layer {

cl_int CL_API_CALL get_program_build_info(cl_program program, cl_device_id device,
                                          cl_program_build_info param_name,
                                          size_t param_value_size, void *param_value,
                                          size_t *param_value_size_ret);

} // namespace xasync_layer
