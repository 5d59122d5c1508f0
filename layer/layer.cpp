// libxasync-layer.so: an OpenCL loader layer (cl_loader_layers, CL/cl_layer.h)
// that advertises cl_khr_extended_async_copies on the devices where
// xasync's builtins are available.  docs/layer.md tells the whole story.
#include "cl_api.h"
#include "coverage.h"
#include "dispatch.h"
#include "info_reply.h"

#include <atomic>
#include <cstdio>
#include <mutex>
#include <string>

namespace {
constexpr char kLayerName[] = "xasync: cl_khr_extended_async_copies";
std::mutex init_mutex;
// How many ICD loaders took the layer (one per loader in the process):
// xasyncLayerLoaderCount, for tools that must know whether it is active.
std::atomic<unsigned> loaders{0};
} // namespace

extern "C" {

XASYNC_LAYER_EXPORT cl_int CL_API_CALL clGetLayerInfo(cl_layer_info param_name,
                                                      size_t param_value_size,
                                                      void *param_value,
                                                      size_t *param_value_size_ret) {
  switch (param_name) {
  case CL_LAYER_API_VERSION: {
    const cl_layer_api_version version = CL_LAYER_API_VERSION_100;
    return xasync_layer::reply_info(&version, sizeof version, param_value_size, param_value,
                                    param_value_size_ret);
  }
#ifdef CL_LAYER_NAME
  case CL_LAYER_NAME:
    return xasync_layer::reply_info(kLayerName, sizeof kLayerName, param_value_size,
                                    param_value, param_value_size_ret);
#endif
  default:
    return CL_INVALID_VALUE;
  }
}

XASYNC_LAYER_EXPORT cl_int CL_API_CALL clInitLayer(cl_uint num_entries,
                                                   const cl_icd_dispatch *target_dispatch,
                                                   cl_uint *num_entries_ret,
                                                   const cl_icd_dispatch **layer_dispatch_ret) {
  if (!target_dispatch || !num_entries_ret || !layer_dispatch_ret)
    return CL_INVALID_VALUE;
  const cl_icd_dispatch *table = nullptr;
  try {
    std::lock_guard<std::mutex> lock(init_mutex);
    std::string error;
    if (!xasync_layer::init_coverage(error)) {
      // The loader then runs without the layer; say why.
      std::fprintf(stderr, "xasync-layer: XASYNC_LAYER_DEVICES: %s; the layer is not loaded\n",
                   error.c_str());
      return CL_INVALID_VALUE;
    }
    table = xasync_layer::init_dispatch(num_entries, *target_dispatch);
  } catch (...) { // nothing may unwind into the loader
    return CL_OUT_OF_HOST_MEMORY;
  }
  if (!table)
    return CL_INVALID_VALUE; // the table below lacks an entry the layer needs
  *num_entries_ret = static_cast<cl_uint>(xasync_layer::kDispatchEntries);
  *layer_dispatch_ret = table;
  ++loaders;
  return CL_SUCCESS;
}

// The number of successful clInitLayer calls in this process: 0 until an
// ICD loader has taken the layer (xasync.enable() checks it: docs/install.md).
XASYNC_LAYER_EXPORT cl_uint xasyncLayerLoaderCount(void) { return loaders.load(); }

// Khronos's ICD loader from 2024 on (the one Intel's CPU runtime ships as
// its libOpenCL.so.1) looks for this entry point only, and skips a layer
// without it.  No layer property is defined: NULL or an empty list.
XASYNC_LAYER_EXPORT cl_int CL_API_CALL clInitLayerWithProperties(
    cl_uint num_entries, const cl_icd_dispatch *target_dispatch, cl_uint *num_entries_ret,
    const cl_icd_dispatch **layer_dispatch_ret, const cl_properties *properties) {
  if (properties && properties[0] != 0)
    return CL_INVALID_VALUE;
  return clInitLayer(num_entries, target_dispatch, num_entries_ret, layer_dispatch_ret);
}

} // extern "C"
