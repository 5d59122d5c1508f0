// The entry points the layer replaces: one line each in overrides.cpp.
#pragma once
#include "cl_api.h"

namespace xasync_layer {

// Replaces the overridden entries of `table` with the layer's functions.
void install_overrides(cl_icd_dispatch &table);

// Entries the table below the layer must have: every overridden entry and
// every entry the layer calls itself.
cl_uint required_entries();

} // namespace xasync_layer
