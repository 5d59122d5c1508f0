// clCreateProgramWithIL for devices whose driver takes SPIR bitcode but no
// IL (pocl 3.1 with the overlay): the SPIR-V is lowered by xasync-spirv and
// translated by llvm-spirv of the driver's LLVM into a SPIR binary
// (docs/layer.md, "SPIR-V programs").
#pragma once
#include "cl_api.h"

#include <string>

namespace xasync_layer {

// SPIR-V versions llvm-spirv 15 reads.
constexpr const char *kIlVersions = "SPIR-V_1.0 SPIR-V_1.1 SPIR-V_1.2 SPIR-V_1.3 SPIR-V_1.4";
constexpr unsigned kIlMinorVersions = 5; // SPIR-V 1.0 .. 1.4

// Whether the layer answers clCreateProgramWithIL for `device`: covered
// through its driver's kernel library, cl_khr_spir, no IL of its own, and
// the route built in.
bool il_route_for(cl_device_id device);

// The result of the route: a SPIR binary, or the spec's error code and a
// message naming what failed (the tool's own message for bad SPIR-V).
struct SpirBinary {
  cl_int error = CL_SUCCESS;
  std::string bitcode;
  std::string message;
};
SpirBinary spirv_to_spir(const void *il, size_t length);

} // namespace xasync_layer
