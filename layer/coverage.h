// Whether a device is covered: the selection rules applied to its platform's
// facts (cached per platform) and, when a rule names one, its name.
#pragma once
#include "cl_api.h"

#include <string>

namespace xasync_layer {

// Reads XASYNC_LAYER_DEVICES (and XASYNC_LAYER_DEBUG) once.  Returns false,
// with the reason in `error`, when the rules are malformed.
bool init_coverage(std::string &error);

// False for a device the driver does not know (its own call then answers).
bool is_covered(cl_device_id device);

} // namespace xasync_layer
