// The OpenCL headers as the layer sees them: the 3.0 API, the ICD dispatch
// table (CL/cl_icd.h) and the loader-layer entry points (CL/cl_layer.h).
#pragma once
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_1_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl_layer.h>

#include <cstddef>

// Only clGetLayerInfo and clInitLayer leave the shared object.
#define XASYNC_LAYER_EXPORT __attribute__((visibility("default")))

namespace xasync_layer {

// Index of a dispatch-table entry, counted in function pointers.
#define XASYNC_SLOT(entry) (offsetof(cl_icd_dispatch, entry) / sizeof(void *))
constexpr std::size_t kDispatchEntries = sizeof(cl_icd_dispatch) / sizeof(void *);

} // namespace xasync_layer
