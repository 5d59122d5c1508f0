#include "queries.h"

#include "dispatch.h"

#include <cstring>

namespace xasync_layer {

std::vector<cl_device_id> context_devices(cl_context context) {
  size_t size = 0;
  if (target().clGetContextInfo(context, CL_CONTEXT_DEVICES, 0, nullptr, &size) != CL_SUCCESS ||
      size < sizeof(cl_device_id))
    return {};
  std::vector<cl_device_id> devices(size / sizeof(cl_device_id));
  if (target().clGetContextInfo(context, CL_CONTEXT_DEVICES, size, devices.data(), nullptr) !=
      CL_SUCCESS)
    return {};
  return devices;
}

std::string device_string(cl_device_id device, cl_device_info what, bool &ok) {
  size_t size = 0;
  ok = target().clGetDeviceInfo(device, what, 0, nullptr, &size) == CL_SUCCESS;
  if (!ok || size == 0)
    return "";
  std::vector<char> buf(size);
  ok = target().clGetDeviceInfo(device, what, size, buf.data(), nullptr) == CL_SUCCESS;
  return ok ? std::string(buf.data(), strnlen(buf.data(), size)) : "";
}

} // namespace xasync_layer
