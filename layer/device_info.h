// The clGetDeviceInfo override: the extension added to both extension
// queries of covered devices; every other call passes through unchanged.
#pragma once
#include "cl_api.h"

namespace xasync_layer {

cl_int CL_API_CALL get_device_info(cl_device_id device, cl_device_info param_name,
                                   size_t param_value_size, void *param_value,
                                   size_t *param_value_size_ret);

} // namespace xasync_layer
