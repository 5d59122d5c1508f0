#include "source_forms.h"

#include "coverage.h"
#include "dispatch.h"
#include "queries.h"

#include <CL/cl_ext.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

// Generated (source/make_prelude.cmake).
extern const char xasync_prelude_generic[];
extern const char xasync_prelude_nvptx[];
extern const char xasync_prelude_nvptx_partial[];
extern const char xasync_prelude_rows[];

namespace xasync_layer {

namespace {

// nvptx: cp.async from sm_80 (the source form has no bulk copies yet, so
// sm_90 takes the same one), with full waits or, for nvptx-partial, the
// library's per-work-item event state and partial waits (docs/source-mode.md,
// "Events"); older GPUs, or a driver that does not say, get the generic
// engine, which is correct anywhere.
Prelude nvptx_prelude(unsigned sm, bool partial) {
  if (sm >= 80 && partial)
    return {"nvptx-partial (cp.async, sm_80+, partial waits)", xasync_prelude_nvptx_partial, sm};
  if (sm >= 80)
    return {"nvptx (cp.async, sm_80+)", xasync_prelude_nvptx, sm};
  return {"generic", xasync_prelude_generic};
}

} // namespace

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
    if (f == SourceForm::Nvptx || f == SourceForm::NvptxPartial)
      sm = std::min(sm, nv_sm(devices[i]));
  }
  if (form == SourceForm::Nvptx || form == SourceForm::NvptxPartial)
    return nvptx_prelude(sm, form == SourceForm::NvptxPartial);
  if (form == SourceForm::Rows)
    return {"rows (each line one call of the runtime's own copy)", xasync_prelude_rows};
  return {"generic", xasync_prelude_generic};
}

const char *device_form_name(cl_device_id device) {
  if (!is_covered(device))
    return "";
  switch (source_form(device)) {
  case SourceForm::None: return "driver";
  case SourceForm::Generic: return "generic";
  case SourceForm::Rows: return "rows";
  case SourceForm::Nvptx: return nv_sm(device) >= 80 ? "nvptx" : "generic";
  case SourceForm::NvptxPartial: return nv_sm(device) >= 80 ? "nvptx-partial" : "generic";
  }
  return "";
}

const char *program_prelude(cl_program program) {
  size_t size = 0;
  if (target().clGetProgramInfo(program, CL_PROGRAM_SOURCE, 0, nullptr, &size) != CL_SUCCESS ||
      size == 0)
    return nullptr;
  std::vector<char> source(size);
  if (target().clGetProgramInfo(program, CL_PROGRAM_SOURCE, size, source.data(), nullptr) !=
      CL_SUCCESS)
    return nullptr;
  // The whole prelude, not a head: every form opens with the same comment
  // and the nvptx forms share most of their text (matching only a head took
  // the generic form's line count for the nvptx ones on the H100).
  for (const char *prelude : {xasync_prelude_generic, xasync_prelude_nvptx,
                              xasync_prelude_nvptx_partial, xasync_prelude_rows}) {
    const std::size_t n = std::strlen(prelude);
    if (size > n && std::equal(prelude, prelude + n, source.data()))
      return prelude;
  }
  return nullptr;
}

} // namespace xasync_layer
