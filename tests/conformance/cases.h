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
// Api::Copy1DConst: the element sizes and counts the kernel has a copy of
// constant count for (tests/kernels/conformance.cl, CONST_TYPES and
// CONST_COUNTS: keep them equal).  Lengths around 32, 64 and 128 bytes and
// past 128 with and without a whole last 64-byte step (pocl moves constant
// lengths over 128 bytes in 64-byte steps, the last one overlapping).
extern const std::vector<uint64_t> kConstElems;
extern const std::vector<uint64_t> kConstCounts;

} // namespace xasync::conformance
