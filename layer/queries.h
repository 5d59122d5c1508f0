// Driver queries the layer's hooks share, answered by the table below the
// layer.
#pragma once
#include "cl_api.h"

#include <string>
#include <vector>

namespace xasync_layer {

// The context's devices; empty when the driver refuses the query.
std::vector<cl_device_id> context_devices(cl_context context);

// The driver's full reply to a device query, bytes as returned.
cl_int device_reply(cl_device_id device, cl_device_info param, std::vector<char> &raw);

// A string query of a device; `ok` says whether the driver answered.
std::string device_string(cl_device_id device, cl_device_info what, bool &ok);

} // namespace xasync_layer
