#include "reference.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace xasync::conformance {

namespace {

// Visits every element copy as (source element index, destination element
// index), both counted in elements from the base pointers.
template <class F> void for_each_element(const Config &c, F &&f) {
  // xasync's documented choice for undefined copies: an extent past
  // 2^31 - 1 (bytes per line, lines, planes) moves nothing.  Taken on the
  // arguments as given; the library checks after merging dense lines,
  // which differs only for copies of over 2 GiB, never generated here.
  const uint64_t max = 0x7fffffff;
  if (c.elem * c.elems > max || c.lines > max || c.planes > max)
    return;
  switch (c.api) {
  case Api::Copy1D:
  case Api::Copy1DVec3:
  case Api::Copy1DConst:
    // "copies num_gentypes gentype elements from src to dst"
    for (uint64_t i = 0; i < c.elems; ++i)
      f(c.src_offset + i, c.dst_offset + i);
    return;
  case Api::Strided:
  case Api::StridedVec3:
    // local<-global reads src[i * src_stride]; global<-local writes
    // dst[i * dst_stride]; the other side is contiguous.
    for (uint64_t i = 0; i < c.lines; ++i) {
      if (c.dir == Dir::ToLocal)
        f(c.src_offset + i * c.src_line, c.dst_offset + i);
      else
        f(c.src_offset + i, c.dst_offset + i * c.dst_line);
    }
    return;
  default:
    // 2D2D/3D3D: element e of line l of plane p; after each line the
    // address advances by the total line length, after each plane by the
    // total plane area (all in elements).  2D2D has one plane.
    for (uint64_t p = 0; p < (c.api == Api::Copy2D ? 1 : c.planes); ++p)
      for (uint64_t l = 0; l < c.lines; ++l)
        for (uint64_t e = 0; e < c.elems; ++e)
          f(c.src_offset + p * c.src_plane + l * c.src_line + e,
            c.dst_offset + p * c.dst_plane + l * c.dst_line + e);
  }
}

} // namespace

void apply_reference(const Config &c, const std::vector<uint8_t> &src,
                     std::vector<uint8_t> &dst, std::vector<bool> &written) {
  for_each_element(c, [&](uint64_t s, uint64_t d) {
    const uint64_t sb = c.src_base + s * c.elem, db = c.dst_base + d * c.elem;
    if (sb + c.elem > src.size() || db + c.elem > dst.size())
      throw std::out_of_range("configuration leaves its slice: " +
                              c.describe());
    std::memcpy(dst.data() + db, src.data() + sb, c.elem);
    for (uint64_t i = 0; i < c.elem; ++i)
      written.at(db + i) = true;
  });
}

Extent extent(const Config &c) {
  Extent x{c.src_base, c.dst_base};
  for_each_element(c, [&](uint64_t s, uint64_t d) {
    x.src_end = std::max(x.src_end, c.src_base + (s + 1) * c.elem);
    x.dst_end = std::max(x.dst_end, c.dst_base + (d + 1) * c.elem);
  });
  return x;
}

} // namespace xasync::conformance
