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

cl_int device_reply(cl_device_id device, cl_device_info param, std::vector<char> &raw) {
  size_t size = 0;
  cl_int err = target().clGetDeviceInfo(device, param, 0, nullptr, &size);
  if (err != CL_SUCCESS)
    return err;
  raw.assign(size, '\0');
  return target().clGetDeviceInfo(device, param, size, raw.data(), nullptr);
}

std::string device_string(cl_device_id device, cl_device_info what, bool &ok) {
  std::vector<char> raw;
  ok = device_reply(device, what, raw) == CL_SUCCESS;
  return ok && !raw.empty() ? std::string(raw.data(), strnlen(raw.data(), raw.size())) : "";
}

} // namespace xasync_layer
