// The C++ reference model of the copy builtins, written from the OpenCL C
// specification text (cl_khr_extended_async_copies and the classic async
// copies), independently of the device code.
#pragma once
#include "config.h"

#include <cstdint>
#include <vector>

namespace xasync::conformance {

// Applies `cfg` to `dst` (the destination slice) reading `src` (the source
// slice), and marks every destination byte the copy writes in `written`.
void apply_reference(const Config &cfg, const std::vector<uint8_t> &src,
                     std::vector<uint8_t> &dst, std::vector<bool> &written);

// Highest byte (exclusive) of the slice the copy touches on each side.
struct Extent {
  uint64_t src_end, dst_end;
};
Extent extent(const Config &cfg);

} // namespace xasync::conformance
