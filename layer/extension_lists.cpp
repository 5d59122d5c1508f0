#include "extension_lists.h"

#include <cstring>
#include <string>

namespace xasync_layer {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

} // namespace

bool lists_word(const std::string &list, const char *name) {
  const std::size_t n = std::strlen(name);
  for (std::size_t i = 0; i < list.size();) {
    while (i < list.size() && is_space(list[i]))
      ++i;
    std::size_t end = i;
    while (end < list.size() && !is_space(list[end]))
      ++end;
    if (end - i == n && list.compare(i, n, name) == 0)
      return true;
    i = end;
  }
  return false;
}

bool add_to_extension_string(const std::vector<char> &raw, std::vector<char> &out) {
  if (raw.empty() || raw.back() != '\0')
    return false;
  std::string list(raw.data()); // up to the first NUL
  if (lists_word(list, kExtensionName))
    return false;
  // Keep the driver's spacing; one separating space unless it ends in one.
  if (!list.empty() && !is_space(list.back()))
    list += ' ';
  list += kExtensionName;
  out.assign(list.c_str(), list.c_str() + list.size() + 1);
  return true;
}

bool add_to_extension_versions(const std::vector<char> &raw, std::vector<char> &out) {
  const std::size_t entry = sizeof(cl_name_version);
  if (raw.size() % entry != 0)
    return false;
  for (std::size_t off = 0; off < raw.size(); off += entry) {
    cl_name_version v;
    std::memcpy(&v, raw.data() + off, entry);
    if (strnlen(v.name, sizeof v.name) == std::strlen(kExtensionName) &&
        std::memcmp(v.name, kExtensionName, std::strlen(kExtensionName)) == 0)
      return false;
  }
  cl_name_version added{};
  added.version = kExtensionVersion;
  std::memcpy(added.name, kExtensionName, sizeof kExtensionName);
  out = raw;
  const char *bytes = reinterpret_cast<const char *>(&added);
  out.insert(out.end(), bytes, bytes + entry);
  return true;
}

} // namespace xasync_layer
