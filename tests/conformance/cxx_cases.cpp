#include "cxx_cases.h"
#include "reference.h"

#include <algorithm>
#include <random>

namespace xasync::conformance {

// The kernel checks each (size, alignment) pair with a static_assert.
const std::vector<CxxElement> kCxxElements = {
    {3, 1}, {4, 4}, {12, 4}, {20, 4}, {64, 16}};

namespace {

bool fits(const Config &c, const Layout &l) {
  const Extent x = extent(c);
  return x.src_end + l.guard <= l.slice && x.dst_end + l.guard <= l.slice;
}

// Halves planes, then lines, then elements until the copy fits its slice
// with guard bands behind it, keeping the line lengths and plane areas
// consistent with the smaller shape; false if it never fits.
bool shrink_to_fit(Config &c, const Layout &l) {
  while (!fits(c, l)) {
    if (c.planes > 1) c.planes = (c.planes + 1) / 2;
    else if (c.lines > 1) c.lines = (c.lines + 1) / 2;
    else if (c.elems > 1) c.elems = (c.elems + 1) / 2;
    else return false;
    if (c.api == Api::Strided)
      continue; // strides are independent of the shape
    c.src_line = std::max(c.src_line, c.elems);
    c.dst_line = std::max(c.dst_line, c.elems);
    c.src_plane = std::max(c.src_plane, c.lines * c.src_line);
    c.dst_plane = std::max(c.dst_plane, c.lines * c.dst_line);
  }
  return true;
}

// Byte positions of the copy in the slice: past the leading guard band, at
// a multiple of the element's alignment (the local buffer itself is only
// 16-byte aligned, so larger alignments count from it).
uint64_t base(const Layout &l, const CxxElement &e, uint64_t step) {
  return l.guard + step * std::min<uint64_t>(e.align, 16);
}

Config make(Api api, Dir dir, const CxxElement &e, uint64_t w, uint64_t lines,
            uint64_t planes, uint64_t line_gap, uint64_t plane_gap,
            uint64_t soff, uint64_t doff, uint64_t step, const Layout &l) {
  Config c;
  c.api = api;
  c.dir = dir;
  c.elem = e.size;
  c.elems = w;
  c.lines = lines;
  c.planes = planes;
  // Different padding on the two sides, so that swapped roles would show.
  c.src_line = w + line_gap;
  c.dst_line = w + (line_gap ? line_gap + 1 : 0);
  c.src_plane = lines * c.src_line + plane_gap;
  c.dst_plane = lines * c.dst_line + (plane_gap ? 2 * plane_gap : 0);
  c.src_offset = soff;
  c.dst_offset = doff;
  c.src_base = base(l, e, step);
  c.dst_base = base(l, e, (step * 3) % 5);
  return c;
}

} // namespace

std::vector<Config> cxx_systematic_cases(const Layout &layout) {
  std::vector<Config> out;
  auto add = [&](Config c) {
    if (shrink_to_fit(c, layout))
      out.push_back(c);
  };
  for (const CxxElement &e : kCxxElements)
    for (Dir dir : {Dir::ToLocal, Dir::ToGlobal})
      for (uint64_t off : {uint64_t(0), uint64_t(3)}) {
        const uint64_t step = off ? 1 : 0;
        const uint64_t w = std::max<uint64_t>(1, 96 / e.size + (e.size % 2));
        add(make(Api::Copy2D, dir, e, w, 9, 1, 0, 0, off, off + 1, step, layout));
        add(make(Api::Copy2D, dir, e, w, 9, 1, 5, 0, off, off, step, layout));
        add(make(Api::Copy3D, dir, e, w, 5, 3, 0, 0, off, off, step, layout));
        add(make(Api::Copy3D, dir, e, w, 5, 3, 2, 7, off + 1, off, step, layout));
        add(make(Api::Copy3D, dir, e, w, 1, 4, 0, 3, off, off, step, layout));
        add(make(Api::Chained, dir, e, w, 4, 5, 1, 2, off, off, step, layout));
        add(make(Api::MultiEvent, dir, e, w, 4, 4, 0, 1, off, off, step, layout));
        add(make(Api::Copy1D, dir, e, 3 * w + 1, 1, 1, 0, 0, off, off, step, layout));
        Config s = make(Api::Strided, dir, e, 1, 23, 1, 0, 0, off, off, step, layout);
        s.src_line = s.dst_line = 3; // the stride of the strided side
        add(s);
      }
  // Zero-sized copies move nothing.
  for (Dir dir : {Dir::ToLocal, Dir::ToGlobal}) {
    const CxxElement &e = kCxxElements[3]; // 20-byte structs
    add(make(Api::Copy3D, dir, e, 0, 4, 2, 1, 1, 0, 0, 0, layout));
    add(make(Api::Copy2D, dir, e, 8, 0, 1, 1, 0, 0, 0, 0, layout));
    add(make(Api::Copy1D, dir, e, 0, 1, 1, 0, 0, 0, 0, 0, layout));
  }
  return out;
}

std::vector<Config> cxx_random_cases(const Layout &layout, uint64_t seed,
                                     size_t count) {
  std::mt19937_64 rng(seed);
  auto uni = [&](uint64_t lo, uint64_t hi) {
    return std::uniform_int_distribution<uint64_t>(lo, hi)(rng);
  };
  auto chance = [&](double p) { return std::bernoulli_distribution(p)(rng); };
  static const Api apis[] = {Api::Copy3D, Api::Copy3D,  Api::Copy2D,
                             Api::Copy2D, Api::Copy1D,  Api::Strided,
                             Api::Chained, Api::MultiEvent};
  std::vector<Config> out;
  out.reserve(count);
  while (out.size() < count) {
    const CxxElement &e = kCxxElements[uni(0, kCxxElements.size() - 1)];
    Config c = make(apis[uni(0, std::size(apis) - 1)],
                    chance(0.5) ? Dir::ToLocal : Dir::ToGlobal, e,
                    uni(1, 40), uni(1, 12), uni(1, 6), 0, 0,
                    chance(0.5) ? 0 : uni(1, 9), chance(0.5) ? 0 : uni(1, 9),
                    0, layout);
    if (c.api == Api::Copy2D)
      c.planes = 1;
    const bool dense_lines = chance(0.4), dense_planes = chance(0.4);
    c.src_line = c.elems + (dense_lines ? 0 : uni(1, 9));
    c.dst_line = c.elems + (dense_lines ? 0 : uni(0, 9));
    c.src_plane = c.lines * c.src_line + (dense_planes ? 0 : uni(0, 2 * c.src_line));
    c.dst_plane = c.lines * c.dst_line + (dense_planes ? 0 : uni(0, 2 * c.dst_line));
    if (c.api == Api::Copy1D) {
      c.lines = c.planes = 1;
      c.elems = uni(0, 600);
      c.src_line = c.dst_line = c.elems;
    }
    if (c.api == Api::Strided) {
      c.elems = c.planes = 1;
      c.lines = uni(0, 80);
      c.src_line = c.dst_line = uni(1, 6);
    }
    c.src_base = base(layout, e, uni(0, 4));
    c.dst_base = base(layout, e, uni(0, 4));
    if (shrink_to_fit(c, layout))
      out.push_back(c);
  }
  return out;
}

} // namespace xasync::conformance
