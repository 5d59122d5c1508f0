#include "line_shift.h"

#include <cstring>

namespace xasync_layer {

std::string shift_kernel_lines(const std::string &log, unsigned long lines,
                               const std::string &file) {
  const std::size_t file_len = file.size();
  std::string out;
  out.reserve(log.size());
  std::size_t at = 0;
  for (std::size_t hit; (hit = log.find(file, at)) != std::string::npos;) {
    std::size_t digits = hit + file_len, end = digits;
    while (end < log.size() && log[end] >= '0' && log[end] <= '9' && end - digits < 18)
      ++end;
    out.append(log, at, digits - at);
    at = digits;
    if (end == digits || end >= log.size() || log[end] != ':')
      continue; // not "<file>N:"
    const unsigned long n = std::stoul(log.substr(digits, end - digits));
    out += std::to_string(n > lines ? n - lines : n);
    at = end;
  }
  out.append(log, at, std::string::npos);
  return out;
}

unsigned long prelude_lines(const char *prelude) {
  unsigned long n = 0;
  for (const char *p = prelude; (p = std::strchr(p, '\n')); ++p)
    ++n;
  return n;
}

} // namespace xasync_layer
