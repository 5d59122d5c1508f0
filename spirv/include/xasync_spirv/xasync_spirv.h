// xasync-spirv: the NonSemantic.Codeplay.GroupAsyncCopies instructions
// (shared/seeds/spirv-ext-inst-Codeplay.GroupAsyncCopies.rst) lowered to
// calls of the OpenCL C builtins xasync's libraries define, and raised back.
// docs/spirv.md describes both directions and the routes around them.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace xasync::spirv {

// Bad input: the message names the instruction and the rule it breaks.
struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// GroupAsyncCopy2D2D/3D3D -> OpFunctionCall of Import-linkage declarations
// named as clang mangles async_work_group_copy_2D2D/3D3D for spir/spir64;
// the import goes when unused.  The result passes the validator, or Error.
std::vector<uint32_t> lower(const std::vector<uint32_t> &module);

// The reverse: calls of those imported builtins (or of their
// __xasync_spirv_copy_* renamings, include/xasync/spirv.h) become the
// extended instructions; declarations left unused go.  The result's
// lowered form passes the validator (the raised form itself cannot: a
// semantic instruction may not use a non-semantic result), or Error.
std::vector<uint32_t> raise(const std::vector<uint32_t> &module);

// SPIRV-Tools' validator (spirv-val's default environment): "" when valid,
// else its message.
std::string validate(const std::vector<uint32_t> &module);

// A binary file's bytes as words; Error when they cannot be a module.
std::vector<uint32_t> words_from_bytes(const std::string &bytes);

} // namespace xasync::spirv
