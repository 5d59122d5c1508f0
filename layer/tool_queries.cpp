// Queries for tools that set the layer up or list devices (xasync-run,
// `python -m xasync`, xasync.enable(): docs/install.md), exported beside
// the loader-layer entry points.  A tool reaches them with dlsym on the
// layer; for xasyncLayerDeviceForm it must be the handle the ICD loader
// loaded (dlopen of the same path gives it), and the device handles the
// loader gave it, which are the driver's own.
#include "cl_api.h"
#include "info_reply.h"
#include "selection.h"
#include "source_forms.h"

#include <cstring>
#include <string>

extern "C" {

// Which form covers `device`: "" (not covered), "driver" or a source form
// (source_forms.h, device_form_name); the clGet*Info reply rule.
XASYNC_LAYER_EXPORT cl_int xasyncLayerDeviceForm(cl_device_id device, size_t param_value_size,
                                                 void *param_value,
                                                 size_t *param_value_size_ret) {
  if (!device)
    return CL_INVALID_DEVICE;
  try {
    const char *name = xasync_layer::device_form_name(device);
    return xasync_layer::reply_info(name, std::strlen(name) + 1, param_value_size, param_value,
                                    param_value_size_ret);
  } catch (...) { // nothing may unwind into the caller
    return CL_OUT_OF_HOST_MEMORY;
  }
}

// Whether `rules` (an XASYNC_LAYER_DEVICES value; NULL or "" for the
// defaults) would let the layer load: CL_SUCCESS, or CL_INVALID_VALUE with
// the layer's own message in `message` (cut to `message_size`, always
// NUL-terminated).  The same parser as clInitLayer's, so a launcher can
// refuse a bad rule before starting anything.
XASYNC_LAYER_EXPORT cl_int xasyncLayerCheckRules(const char *rules, char *message,
                                                 size_t message_size) {
  try {
    xasync_layer::Selection selection;
    std::string error;
    if (selection.parse(rules, error))
      return CL_SUCCESS;
    if (message && message_size) {
      std::strncpy(message, error.c_str(), message_size - 1);
      message[message_size - 1] = '\0';
    }
    return CL_INVALID_VALUE;
  } catch (...) {
    return CL_OUT_OF_HOST_MEMORY;
  }
}

} // extern "C"
