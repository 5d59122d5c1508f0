// Configurations of the C++ for OpenCL conformance subset
// (tests/kernels/cxx/conformance_cxx.clcpp): the kernel's element types,
// a gentype and structs of 3, 12, 20 and 64 bytes, each copied at addresses
// aligned for it; 2D, 3D, 1D, strided, chained and two-event copies.
#pragma once
#include "cases.h"

#include <cstdint>
#include <vector>

namespace xasync::conformance {

struct CxxElement {
  uint64_t size, align; // bytes; the kernel's ELEMENT_TYPES, pair for pair
};
extern const std::vector<CxxElement> kCxxElements;

std::vector<Config> cxx_systematic_cases(const Layout &layout);
std::vector<Config> cxx_random_cases(const Layout &layout, uint64_t seed,
                                     size_t count);

} // namespace xasync::conformance
