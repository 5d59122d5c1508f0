#include "build_log.h"

#include "coverage.h"
#include "dispatch.h"
#include "info_reply.h"
#include "line_shift.h"
#include "source_forms.h"

#include <new>
#include <string>
#include <vector>

namespace xasync_layer {

namespace {

// The name with which a driver whose diagnostics ignore `#line` reports
// physical lines, or "" (the driver honours it: Intel's runtime, pocl).
// NVIDIA's OpenCL compiler: a user's line 3 behind the 743-line nvptx
// prelude came back as line 746 (H100, driver 580:
// docs/results/h100/README.md#source-state).  Oclgrind (19.10, PyPI): line 3
// behind the 220-line generic prelude came back as input.cl:223.
std::string physical_line_file(cl_device_id device) {
  if (platform_vendor(device) == "NVIDIA Corporation")
    return "<kernel>:";
  if (platform_name(device) == "Oclgrind")
    return "input.cl:";
  return "";
}

} // namespace

cl_int CL_API_CALL get_program_build_info(cl_program program, cl_device_id device,
                                          cl_program_build_info param_name,
                                          size_t param_value_size, void *param_value,
                                          size_t *param_value_size_ret) {
  const auto pass = [&] {
    return target().clGetProgramBuildInfo(program, device, param_name, param_value_size,
                                          param_value, param_value_size_ret);
  };
  if (param_name != CL_PROGRAM_BUILD_LOG || !program)
    return pass();
  try {
    const std::string file = physical_line_file(device);
    if (file.empty())
      return pass();
    const char *prelude = program_prelude(program);
    if (!prelude)
      return pass();
    // The driver's log, then the same reply rule for the renumbered one.
    size_t size = 0;
    cl_int err = target().clGetProgramBuildInfo(program, device, param_name, 0, nullptr, &size);
    if (err != CL_SUCCESS)
      return err;
    std::vector<char> raw(size + 1, '\0');
    err = target().clGetProgramBuildInfo(program, device, param_name, size, raw.data(), nullptr);
    if (err != CL_SUCCESS)
      return err;
    const std::string log = shift_kernel_lines(raw.data(), prelude_lines(prelude), file);
    return reply_info(log.c_str(), log.size() + 1, param_value_size, param_value,
                      param_value_size_ret);
  } catch (const std::bad_alloc &) {
    return CL_OUT_OF_HOST_MEMORY;
  }
}

} // namespace xasync_layer
