#include "device_info.h"

#include "coverage.h"
#include "dispatch.h"
#include "extension_lists.h"
#include "il_route.h"
#include "info_reply.h"
#include "queries.h"

#include <cstring>
#include <new>
#include <vector>

namespace xasync_layer {

cl_int CL_API_CALL get_device_info(cl_device_id device, cl_device_info param_name,
                                   size_t param_value_size, void *param_value,
                                   size_t *param_value_size_ret) {
  const auto pass = [&] {
    return target().clGetDeviceInfo(device, param_name, param_value_size, param_value,
                                    param_value_size_ret);
  };
#if XASYNC_LAYER_IL
  if (param_name == CL_DEVICE_IL_VERSION || param_name == CL_DEVICE_ILS_WITH_VERSION) {
    try {
      if (!il_route_for(device))
        return pass();
      if (param_name == CL_DEVICE_IL_VERSION)
        return reply_info(kIlVersions, std::strlen(kIlVersions) + 1, param_value_size,
                          param_value, param_value_size_ret);
      cl_name_version versions[kIlMinorVersions] = {};
      for (unsigned minor = 0; minor < kIlMinorVersions; ++minor) {
        versions[minor].version = CL_MAKE_VERSION(1, minor, 0);
        std::memcpy(versions[minor].name, "SPIR-V", sizeof "SPIR-V");
      }
      return reply_info(versions, sizeof versions, param_value_size, param_value,
                        param_value_size_ret);
    } catch (...) {
      return CL_OUT_OF_HOST_MEMORY;
    }
  }
#endif
  if (param_name != CL_DEVICE_EXTENSIONS && param_name != CL_DEVICE_EXTENSIONS_WITH_VERSION)
    return pass();
  try {
    if (!is_covered(device))
      return pass();
    std::vector<char> raw, out;
    // On a driver error (e.g. no WITH_VERSION before OpenCL 3.0) the caller
    // gets the driver's own answer to its own arguments.
    if (device_reply(device, param_name, raw) != CL_SUCCESS)
      return pass();
    const bool added = param_name == CL_DEVICE_EXTENSIONS
                           ? add_to_extension_string(raw, out)
                           : add_to_extension_versions(raw, out);
    if (!added)
      return pass();
    return reply_info(out.data(), out.size(), param_value_size, param_value,
                      param_value_size_ret);
  } catch (const std::bad_alloc &) {
    return CL_OUT_OF_HOST_MEMORY;
  } catch (...) { // nothing may unwind into the C caller
    return CL_OUT_OF_RESOURCES;
  }
}

} // namespace xasync_layer
