#include "cases.h"
#include "reference.h"

#include <algorithm>
#include <random>

namespace xasync::conformance {

const std::vector<uint64_t> kElementSizes = {1, 2, 3, 4, 8, 12, 16, 32, 64, 128};
const std::vector<uint64_t> kConstElems = {1, 4, 16};
const std::vector<uint64_t> kConstCounts = {1,   7,   8,   31,  32,  33,
                                            48,  64,  65,  129, 130, 191,
                                            192, 193, 256, 300, 1000};

namespace {

bool is_classic_size(uint64_t e) {
  return e == 1 || e == 2 || e == 4 || e == 8 || e == 16 || e == 32 ||
         e == 64 || e == 128;
}
bool is_vec3_size(uint64_t e) { return e == 4 || e == 8 || e == 16 || e == 32; }

bool fits(const Config &c, const Layout &l) {
  Extent x = extent(c);
  return x.src_end + l.guard <= l.slice && x.dst_end + l.guard <= l.slice;
}

// Shrinks the geometry until the copy fits its slice with guard bands.
bool shrink_to_fit(Config &c, const Layout &l) {
  for (int i = 0; i < 64 && !fits(c, l); ++i) {
    if (c.planes > 1) c.planes = (c.planes + 1) / 2;
    else if (c.lines > 1) c.lines = (c.lines + 1) / 2;
    else if (c.elems > 1) c.elems = (c.elems + 1) / 2;
    else if (c.src_line > c.elems || c.dst_line > c.elems) c.src_line = c.dst_line = c.elems;
    else return false;
    // Keep strides consistent with the (possibly) smaller geometry.
    c.src_line = std::max(c.src_line, c.elems);
    c.dst_line = std::max(c.dst_line, c.elems);
    c.src_plane = std::max(c.src_plane, c.lines * c.src_line);
    c.dst_plane = std::max(c.dst_plane, c.lines * c.dst_line);
  }
  return fits(c, l);
}

Config make(Api api, Dir dir, uint64_t elem, uint64_t w, uint64_t l,
            uint64_t p, uint64_t line_gap, uint64_t plane_gap, uint64_t soff,
            uint64_t doff, uint64_t misalign, const Layout &layout) {
  Config c;
  c.api = api;
  c.dir = dir;
  c.elem = elem;
  c.elems = w;
  c.lines = l;
  c.planes = p;
  // Source and destination get different padding so the two sides' layouts
  // differ (a transposition of roles would show).
  c.src_line = w + line_gap;
  c.dst_line = w + (line_gap ? line_gap + 1 : 0);
  c.src_plane = l * c.src_line + plane_gap;
  c.dst_plane = l * c.dst_line + (plane_gap ? plane_gap * 2 : 0);
  c.src_offset = soff;
  c.dst_offset = doff;
  c.src_base = layout.guard + misalign;
  c.dst_base = layout.guard + (misalign * 3) % 16;
  return c;
}

} // namespace

std::vector<Config> systematic_cases(const Layout &layout) {
  std::vector<Config> out;
  auto add = [&](Config c) {
    if (shrink_to_fit(c, layout))
      out.push_back(c);
  };
  for (uint64_t e : kElementSizes)
    for (Dir dir : {Dir::ToLocal, Dir::ToGlobal})
      for (uint64_t off : {uint64_t(0), uint64_t(3)}) {
        const uint64_t mis = off ? 1 : 0;
        const uint64_t w = std::max<uint64_t>(1, 96 / e + (e == 3 ? 1 : 0));
        add(make(Api::Copy2D, dir, e, w, 9, 1, 0, 0, off, off + 1, mis, layout));  // dense
        add(make(Api::Copy2D, dir, e, w, 9, 1, 5, 0, off, off, mis, layout));      // padded
        add(make(Api::Copy3D, dir, e, w, 5, 3, 0, 0, off, off, mis, layout));      // dense
        add(make(Api::Copy3D, dir, e, w, 5, 3, 2, 7, off + 1, off, mis, layout));  // padded
        add(make(Api::Copy3D, dir, e, w, 1, 4, 0, 3, off, off, mis, layout));      // one line per plane
        add(make(Api::Chained, dir, e, w, 4, 5, 1, 2, off, off, mis, layout));
        add(make(Api::MultiEvent, dir, e, w, 4, 4, 0, 1, off, off, mis, layout));
        if (is_classic_size(e)) {
          add(make(Api::Copy1D, dir, e, 3 * w + 1, 1, 1, 0, 0, off, off, mis, layout));
          Config s = make(Api::Strided, dir, e, 1, 23, 1, 0, 0, off, off, mis, layout);
          s.src_line = s.dst_line = 3; // stride of the strided side
          add(s);
        }
        if (is_vec3_size(e)) {
          add(make(Api::Copy1DVec3, dir, e, 2 * w + 1, 1, 1, 0, 0, off, off, mis, layout));
          Config s = make(Api::StridedVec3, dir, e, 1, 11, 1, 0, 0, off, off, mis, layout);
          s.src_line = s.dst_line = 2;
          add(s);
        }
      }
  // Copies of a constant count: every count and size that fits, as they
  // are (no shrinking: the kernel has these counts only).
  for (uint64_t e : kConstElems)
    for (uint64_t n : kConstCounts)
      for (Dir dir : {Dir::ToLocal, Dir::ToGlobal})
        for (uint64_t off : {uint64_t(0), uint64_t(3)}) {
          Config c = make(Api::Copy1DConst, dir, e, n, 1, 1, 0, 0, off, off + 1,
                          off ? 1 : 0, layout);
          if (fits(c, layout))
            out.push_back(c);
        }
  // Zero-sized copies move nothing (elements, lines, planes, element size).
  for (Dir dir : {Dir::ToLocal, Dir::ToGlobal}) {
    add(make(Api::Copy3D, dir, 4, 0, 4, 2, 1, 1, 0, 0, 0, layout));
    add(make(Api::Copy3D, dir, 4, 8, 0, 2, 1, 1, 0, 0, 0, layout));
    add(make(Api::Copy3D, dir, 4, 8, 4, 0, 1, 1, 0, 0, 0, layout));
    add(make(Api::Copy3D, dir, 0, 8, 4, 2, 1, 1, 0, 0, 0, layout));
    add(make(Api::Copy2D, dir, 4, 8, 0, 1, 1, 0, 0, 0, 0, layout));
    add(make(Api::Copy1D, dir, 4, 0, 1, 1, 0, 0, 0, 0, 0, layout));
    Config s = make(Api::Strided, dir, 8, 1, 0, 1, 0, 0, 0, 0, 0, layout);
    s.src_line = s.dst_line = 2;
    add(s);
    // An extent past 2^31 - 1 (undefined: no local memory holds it, here
    // 2^31 overlapping lines) moves nothing, as documented.
    Config big = make(Api::Copy2D, dir, 4, 8, uint64_t(1) << 31, 1, 0, 0, 0, 0, 0, layout);
    big.src_line = big.dst_line = 0;
    add(big);
  }
  return out;
}

std::vector<Config> random_cases(const Layout &layout, uint64_t seed,
                                 size_t count, const std::vector<Api> &only) {
  std::mt19937_64 rng(seed);
  auto uni = [&](uint64_t lo, uint64_t hi) {
    return std::uniform_int_distribution<uint64_t>(lo, hi)(rng);
  };
  auto chance = [&](double p) { return std::bernoulli_distribution(p)(rng); };
  std::vector<Config> out;
  out.reserve(count);
  while (out.size() < count) {
    static const Api apis[] = {Api::Copy3D,  Api::Copy3D,     Api::Copy3D,
                               Api::Copy2D,  Api::Copy2D,     Api::Copy2D,
                               Api::Copy1D,  Api::Strided,    Api::Chained,
                               Api::MultiEvent, Api::Copy1DVec3, Api::StridedVec3,
                               Api::Copy1DConst};
    Config c;
    c.api = apis[uni(0, std::size(apis) - 1)];
    if (!only.empty() && std::find(only.begin(), only.end(), c.api) == only.end())
      continue;
    c.dir = chance(0.5) ? Dir::ToLocal : Dir::ToGlobal;
    c.elem = kElementSizes[uni(0, kElementSizes.size() - 1)];
    if ((c.api == Api::Copy1D || c.api == Api::Strided) && !is_classic_size(c.elem))
      continue;
    if ((c.api == Api::Copy1DVec3 || c.api == Api::StridedVec3) && !is_vec3_size(c.elem))
      continue;
    const uint64_t budget = (layout.slice - 2 * layout.guard - 16) / c.elem;
    c.elems = chance(0.2) ? uni(1, std::max<uint64_t>(1, budget / 2)) : uni(1, 40);
    c.lines = uni(1, 12);
    c.planes = (c.api == Api::Copy2D) ? 1 : uni(1, 6);
    const bool dense_lines = chance(0.4), dense_planes = chance(0.4);
    c.src_line = c.elems + (dense_lines ? 0 : uni(1, 9));
    c.dst_line = c.elems + (dense_lines ? 0 : uni(0, 9));
    c.src_plane = c.lines * c.src_line + (dense_planes ? 0 : uni(0, 2 * c.src_line));
    c.dst_plane = c.lines * c.dst_line + (dense_planes ? 0 : uni(0, 2 * c.dst_line));
    if (c.api == Api::Copy1D || c.api == Api::Copy1DVec3) {
      c.lines = c.planes = 1;
      c.elems = uni(0, std::min<uint64_t>(budget, 600));
    }
    if (c.api == Api::Copy1DConst) {
      c.elem = kConstElems[uni(0, kConstElems.size() - 1)];
      c.elems = kConstCounts[uni(0, kConstCounts.size() - 1)];
      c.lines = c.planes = 1;
      c.src_line = c.dst_line = c.elems;
      c.src_plane = c.dst_plane = c.elems;
    }
    if (c.api == Api::Strided || c.api == Api::StridedVec3) {
      c.elems = c.planes = 1;
      c.lines = uni(0, 80);
      c.src_line = c.dst_line = uni(1, 6);
    }
    c.src_offset = chance(0.5) ? 0 : uni(1, 9);
    c.dst_offset = chance(0.5) ? 0 : uni(1, 9);
    c.src_base = layout.guard + (chance(0.5) ? 0 : uni(1, 15));
    c.dst_base = layout.guard + (chance(0.5) ? 0 : uni(1, 15));
    if (chance(0.01)) // zero-sized copies now and then
      (chance(0.5) ? c.lines : c.planes) = 0;
    if (c.api == Api::Copy1DConst ? fits(c, layout) : shrink_to_fit(c, layout))
      out.push_back(c);
  }
  return out;
}

} // namespace xasync::conformance
