// clCreateProgramWithSource for covered devices: the user's strings after
// a source form of xasync (docs/source-mode.md).
#pragma once
#include "cl_api.h"

namespace xasync_layer {

cl_program CL_API_CALL create_program_with_source(cl_context context, cl_uint count,
                                                  const char **strings, const size_t *lengths,
                                                  cl_int *errcode_ret);

} // namespace xasync_layer
