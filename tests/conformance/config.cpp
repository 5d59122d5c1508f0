#include "config.h"

#include <iterator>
#include <sstream>

namespace xasync::conformance {

namespace {
const char *const kApiNames[] = {"3D3D",    "2D2D",       "copy",    "strided",
                                 "chained", "multi-wait", "copy-v3", "strided-v3",
                                 "copy-const"};
}

const char *api_name(Api api) { return kApiNames[size_t(api)]; }

bool api_from_name(const std::string &name, Api &api) {
  for (size_t i = 0; i < std::size(kApiNames); ++i)
    if (name == kApiNames[i]) {
      api = Api(i);
      return true;
    }
  return false;
}

std::array<uint64_t, Config::kWords> Config::words() const {
  return {uint64_t(api), uint64_t(dir), elem,       elems,      lines,
          planes,        src_line,      src_plane,  dst_line,   dst_plane,
          src_offset,    dst_offset,    src_base,   dst_base,   0,
          0};
}

std::string Config::describe() const {
  std::ostringstream s;
  s << api_name(api) << (dir == Dir::ToLocal ? " g->l" : " l->g")
    << " elem=" << elem << " W=" << elems << " L=" << lines << " P=" << planes
    << " src(line=" << src_line << " plane=" << src_plane
    << " off=" << src_offset << " base=" << src_base << ")"
    << " dst(line=" << dst_line << " plane=" << dst_plane
    << " off=" << dst_offset << " base=" << dst_base << ")";
  return s.str();
}

} // namespace xasync::conformance
