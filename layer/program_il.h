// clCreateProgramWithIL through the SPIR route (il_route.h): the program is
// the driver's own program from the SPIR binary.
#pragma once
#include "cl_api.h"

namespace xasync_layer {

cl_program CL_API_CALL create_program_with_il(cl_context context, const void *il, size_t length,
                                              cl_int *errcode_ret);

} // namespace xasync_layer
