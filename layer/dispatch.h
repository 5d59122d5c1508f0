// The two dispatch tables of the layer: the one below it (the next layer or
// the ICD loader's own, which forwards to the driver), and the one it hands
// to the loader: a copy of the first with the entries of overrides.cpp
// replaced.
#pragma once
#include "cl_api.h"

namespace xasync_layer {

// The table below the layer; every call the layer does not answer goes here.
const cl_icd_dispatch &target();

// Copies num_entries entries of `below` (the rest stay NULL, which the loader
// fills from its own table) and installs the overrides.  Returns the layer's
// table, or NULL when `below` lacks an entry the layer needs.
const cl_icd_dispatch *init_dispatch(cl_uint num_entries, const cl_icd_dispatch &below);

} // namespace xasync_layer
