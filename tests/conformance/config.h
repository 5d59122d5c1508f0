// One conformance configuration: a copy and where it sits in its slice.
// The word layout matches the C_* enum of tests/kernels/conformance.cl.
#pragma once
#include <array>
#include <cstdint>
#include <string>

namespace xasync::conformance {

enum class Api : uint64_t {
  Copy3D,      // async_work_group_copy_3D3D
  Copy2D,      // async_work_group_copy_2D2D (planes = 1)
  Copy1D,      // async_work_group_copy, n = elems (classic gentype)
  Strided,     // async_work_group_strided_copy, n = lines, stride = line
  Chained,     // 3D3D as two plane halves chained on one event
  MultiEvent,  // 3D3D as two plane halves, two events in one wait
  Copy1DVec3,  // async_work_group_copy on a 3-component vector type
  StridedVec3, // async_work_group_strided_copy on a 3-component vector type
  Copy1DConst, // async_work_group_copy, n a constant in the kernel source
               // (one of kConstCounts, cases.h)
};

enum class Dir : uint64_t { ToLocal, ToGlobal };

// The names describe() prints ("3D3D", "2D2D", "copy", ...), and back.
const char *api_name(Api api);
bool api_from_name(const std::string &name, Api &api);

struct Config {
  Api api = Api::Copy3D;
  Dir dir = Dir::ToLocal;
  uint64_t elem = 4;         // bytes per element
  uint64_t elems = 0;        // per line (Copy1D: count)
  uint64_t lines = 1;        // Strided: count
  uint64_t planes = 1;
  uint64_t src_line = 0, src_plane = 0; // in elements (Strided: src stride)
  uint64_t dst_line = 0, dst_plane = 0; // in elements (Strided: dst stride)
  uint64_t src_offset = 0, dst_offset = 0; // in elements
  uint64_t src_base = 0, dst_base = 0;     // byte position in the slice

  static constexpr size_t kWords = 16;
  std::array<uint64_t, kWords> words() const;
  std::string describe() const;
};

} // namespace xasync::conformance
