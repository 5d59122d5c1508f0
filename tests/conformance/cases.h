// The configurations the conformance suite runs: a systematic set (every
// element size, direction, API, dense/padded geometry, zero and odd
// offsets, zero-sized copies) and a seeded random sweep.
#pragma once
#include "config.h"

#include <cstdint>
#include <vector>

namespace xasync::conformance {

struct Layout {
  uint64_t slice;  // bytes per work-group slice of each buffer
  uint64_t guard;  // bytes before/after the copied region left untouched
};

std::vector<Config> systematic_cases(const Layout &layout);
// `only`: the APIs to draw from (empty: all).
std::vector<Config> random_cases(const Layout &layout, uint64_t seed,
                                 size_t count, const std::vector<Api> &only = {});

// Element sizes the suite covers (bytes); the classic APIs use those a
// gentype has.
extern const std::vector<uint64_t> kElementSizes;

} // namespace xasync::conformance
