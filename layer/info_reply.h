// The clGet*Info reply rule shared by every query the layer answers itself:
// a size-only query (param_value NULL) gets the size; a buffer that is too
// small gets CL_INVALID_VALUE and nothing is written, not even the size.
#pragma once
#include "cl_api.h"

#include <cstring>

namespace xasync_layer {

inline cl_int reply_info(const void *data, size_t size, size_t param_value_size,
                         void *param_value, size_t *param_value_size_ret) {
  if (param_value) {
    if (param_value_size < size)
      return CL_INVALID_VALUE;
    std::memcpy(param_value, data, size);
  }
  if (param_value_size_ret)
    *param_value_size_ret = size;
  return CL_SUCCESS;
}

} // namespace xasync_layer
