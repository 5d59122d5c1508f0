#include "dispatch.h"

#include "overrides.h"

#include <algorithm>
#include <cstring>
#include <mutex>

namespace xasync_layer {

namespace {
// Written once, under init_mutex, before the loader publishes the layer's
// table; read-only afterwards.
cl_icd_dispatch target_table;
cl_icd_dispatch layer_table;
bool initialised = false;
std::mutex init_mutex;
} // namespace

const cl_icd_dispatch &target() { return target_table; }

const cl_icd_dispatch *init_dispatch(cl_uint num_entries, const cl_icd_dispatch &below) {
  std::lock_guard<std::mutex> lock(init_mutex);
  // A second loader in the process (e.g. PyOpenCL's bundled one beside the
  // system's) gets the same table: both forward to the drivers through the
  // objects' own dispatch pointers (docs/layer.md, "Several loaders").
  if (initialised)
    return &layer_table;
  if (num_entries < required_entries())
    return nullptr;
  const std::size_t n = std::min<std::size_t>(num_entries, kDispatchEntries);
  std::memcpy(&target_table, &below, n * sizeof(void *));
  layer_table = target_table;
  install_overrides(layer_table);
  initialised = true;
  return &layer_table;
}

} // namespace xasync_layer
