#include "source_forms.h"

#include "coverage.h"
#include "dispatch.h"
#include "queries.h"

#include <CL/cl_ext.h>

#include <algorithm>
#include <cstdio>
#include <vector>

// Generated (source/make_prelude.cmake).
extern const char xasync_prelude_generic[];
extern const char xasync_prelude_nvptx[];
extern const char xasync_prelude_rows[];

namespace xasync_layer {

namespace {

// NVIDIA's compute capability as major * 10 + minor, 0 if the driver does
// not answer (cl_nv_device_attribute_query).
unsigned nv_sm(cl_device_id device) {
  cl_uint major = 0, minor = 0;
  if (target().clGetDeviceInfo(device, CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV, sizeof major,
                               &major, nullptr) != CL_SUCCESS ||
      target().clGetDeviceInfo(device, CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV, sizeof minor,
                               &minor, nullptr) != CL_SUCCESS)
    return 0;
  return major * 10 + minor;
}

// nvptx: cp.async from sm_80 (the source form has no bulk copies yet, so
// sm_90 takes the same one); older GPUs, or a driver that does not say, get
// the generic engine, which is correct anywhere.
Prelude nvptx_prelude(unsigned sm) {
  if (sm >= 80)
    return {"nvptx (cp.async, sm_80+)", xasync_prelude_nvptx};
  return {"generic", xasync_prelude_generic};
}

} // namespace

Prelude prelude_for_context(cl_context context) {
  const std::vector<cl_device_id> devices = context_devices(context);
  if (devices.empty())
    return {nullptr, nullptr};
  // One prelude serves every device of the program: all must want the same
  // form; GPUs of several SM levels get the lowest one's.
  SourceForm form = SourceForm::None;
  unsigned sm = ~0u;
  for (std::size_t i = 0; i < devices.size(); ++i) {
    const SourceForm f = source_form(devices[i]);
    if (f == SourceForm::None || (i > 0 && f != form)) {
      if (i > 0 && debug_enabled())
        std::fprintf(stderr, "xasync-layer: a context whose devices need different source "
                             "forms (or none): programs from source are passed unchanged\n");
      return {nullptr, nullptr};
    }
    form = f;
    if (f == SourceForm::Nvptx)
      sm = std::min(sm, nv_sm(devices[i]));
  }
  if (form == SourceForm::Nvptx)
    return nvptx_prelude(sm);
  if (form == SourceForm::Rows)
    return {"rows (each line one call of the runtime's own copy)", xasync_prelude_rows};
  return {"generic", xasync_prelude_generic};
}

} // namespace xasync_layer
