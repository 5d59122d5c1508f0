// Whether a device is covered: the selection rules applied to its platform's
// facts (cached per platform) and, when a rule names one, its name.
#pragma once
#include "cl_api.h"
#include "selection.h"

#include <string>

namespace xasync_layer {

// Reads XASYNC_LAYER_DEVICES (and XASYNC_LAYER_DEBUG) once.  Returns false,
// with the reason in `error`, when the rules are malformed.
bool init_coverage(std::string &error);

// False for a device the driver does not know (its own call then answers).
bool is_covered(cl_device_id device);

// The source form a covered device's programs from source get (None for a
// device not covered, or covered through its driver's kernel library).
SourceForm source_form(cl_device_id device);

// The vendor of the device's platform (from the cached platform facts);
// empty when the driver does not know the device.
std::string platform_vendor(cl_device_id device);
// The name of the device's platform, likewise.
std::string platform_name(cl_device_id device);

// Whether XASYNC_LAYER_DEBUG is on (messages on stderr).
bool debug_enabled();

} // namespace xasync_layer
