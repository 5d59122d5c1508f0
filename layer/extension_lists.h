// cl_khr_extended_async_copies added to a driver's answer for
// CL_DEVICE_EXTENSIONS (a space-separated string) and
// CL_DEVICE_EXTENSIONS_WITH_VERSION (an array of cl_name_version).
#pragma once
#include "cl_api.h"

#include <string>
#include <vector>

namespace xasync_layer {

constexpr char kExtensionName[] = "cl_khr_extended_async_copies";
constexpr cl_version kExtensionVersion = CL_MAKE_VERSION(1, 0, 0);

// `raw` is the driver's reply, bytes as returned.  Each returns false, and
// leaves `out` alone, when the driver already lists the extension (or the
// reply is malformed): the driver's own reply then stands.
// Whether the space-separated `list` has `name` as a whole word
// (cl_khr_extended_async_copies_foo does not list the extension).
bool lists_word(const std::string &list, const char *name);

bool add_to_extension_string(const std::vector<char> &raw, std::vector<char> &out);
bool add_to_extension_versions(const std::vector<char> &raw, std::vector<char> &out);

} // namespace xasync_layer
