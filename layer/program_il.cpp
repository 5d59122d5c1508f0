#include "program_il.h"

#include "coverage.h"
#include "dispatch.h"
#include "il_route.h"
#include "queries.h"

#include <cstdio>
#include <new>
#include <vector>

namespace xasync_layer {

namespace {

cl_program fail(cl_int error, cl_int *errcode_ret) {
  if (errcode_ret)
    *errcode_ret = error;
  return nullptr;
}

} // namespace

cl_program CL_API_CALL create_program_with_il(cl_context context, const void *il, size_t length,
                                              cl_int *errcode_ret) {
  const auto pass = [&] {
    if (!target().clCreateProgramWithIL)
      return fail(CL_INVALID_OPERATION, errcode_ret);
    return target().clCreateProgramWithIL(context, il, length, errcode_ret);
  };
  try {
    const std::vector<cl_device_id> devices = context_devices(context);
    if (devices.empty())
      return pass(); // not a context: the driver's answer
    for (cl_device_id d : devices)
      if (!il_route_for(d))
        return pass();
    if (!il || length == 0)
      return fail(CL_INVALID_VALUE, errcode_ret);
    SpirBinary spir = spirv_to_spir(il, length);
    if (spir.error != CL_SUCCESS) {
      std::fprintf(stderr, "xasync-layer: clCreateProgramWithIL: %s\n", spir.message.c_str());
      return fail(spir.error, errcode_ret);
    }
    if (debug_enabled())
      std::fprintf(stderr, "xasync-layer: program from IL: SPIR-V lowered, %zu bytes of SPIR\n",
                   spir.bitcode.size());
    const std::vector<size_t> lengths(devices.size(), spir.bitcode.size());
    const auto *bytes = reinterpret_cast<const unsigned char *>(spir.bitcode.data());
    std::vector<const unsigned char *> binaries(devices.size());
    for (auto &b : binaries)
      b = bytes;
    // pocl builds a SPIR binary as such whatever the build options say
    // (measured: `-x spir` makes no difference), so the program needs no
    // further help from the layer.
    cl_int err = CL_SUCCESS;
    cl_program program = target().clCreateProgramWithBinary(
        context, static_cast<cl_uint>(devices.size()), devices.data(), lengths.data(),
        binaries.data(), nullptr, &err);
    if (!program && err == CL_INVALID_BINARY)
      err = CL_INVALID_VALUE; // the spec's code for IL the device cannot take
    if (errcode_ret)
      *errcode_ret = err;
    return program;
  } catch (const std::bad_alloc &) {
    return fail(CL_OUT_OF_HOST_MEMORY, errcode_ret);
  } catch (...) {
    return fail(CL_OUT_OF_RESOURCES, errcode_ret);
  }
}

} // namespace xasync_layer
