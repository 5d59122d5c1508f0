// The override table.  A new hook is one XASYNC_HOOK line plus its
// function; the lambda's assignment checks the function's type against the
// entry's.
#include "overrides.h"

#include "build_log.h"
#include "device_info.h"
#include "program_il.h"
#include "program_source.h"
#include "ptx_route.h"

#include <algorithm>

namespace xasync_layer {

namespace {

struct Hook {
  std::size_t slot;
  void (*install)(cl_icd_dispatch &);
};

#define XASYNC_HOOK(entry, function)                                                    \
  Hook { XASYNC_SLOT(entry), [](cl_icd_dispatch &t) { t.entry = function; } }

const Hook hooks[] = {
    XASYNC_HOOK(clGetDeviceInfo, get_device_info),
    XASYNC_HOOK(clCreateProgramWithSource, create_program_with_source),
    XASYNC_HOOK(clCompileProgram, compile_program),
    XASYNC_HOOK(clGetProgramBuildInfo, get_program_build_info),
    XASYNC_HOOK(clBuildProgram, ptx_build_program),
    XASYNC_HOOK(clCreateKernel, ptx_create_kernel),
    XASYNC_HOOK(clCreateKernelsInProgram, ptx_create_kernels_in_program),
    XASYNC_HOOK(clGetKernelInfo, ptx_get_kernel_info),
    XASYNC_HOOK(clGetKernelArgInfo, ptx_get_kernel_arg_info),
    XASYNC_HOOK(clReleaseProgram, ptx_release_program),
#if XASYNC_LAYER_IL
    XASYNC_HOOK(clCreateProgramWithIL, create_program_with_il),
#endif
};

// Entries called below the layer besides the hooked ones.
const std::size_t called[] = {XASYNC_SLOT(clGetPlatformInfo), XASYNC_SLOT(clGetDeviceInfo),
                              XASYNC_SLOT(clGetContextInfo), XASYNC_SLOT(clGetProgramInfo),
                              XASYNC_SLOT(clCreateProgramWithBinary),
                              XASYNC_SLOT(clReleaseKernel)};

} // namespace

void install_overrides(cl_icd_dispatch &table) {
  for (const Hook &h : hooks)
    h.install(table);
}

cl_uint required_entries() {
  std::size_t last = 0;
  for (const Hook &h : hooks)
    last = std::max(last, h.slot);
  for (std::size_t slot : called)
    last = std::max(last, slot);
  return static_cast<cl_uint>(last + 1);
}

} // namespace xasync_layer
