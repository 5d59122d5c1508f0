// The seed's instruction set (shared/seeds/spirv-ext-inst-Codeplay.
// GroupAsyncCopies.rst): its two instructions, their operands and rules, and
// the OpenCL C builtins they stand for, by the names clang mangles for
// spir (Physical32) and spir64 (Physical64).
#pragma once
#include "module.h"

#include <optional>
#include <string>
#include <vector>

namespace xasync::spirv {

inline constexpr const char *kSetName = "NonSemantic.Codeplay.GroupAsyncCopies";
// Required by SPIR-V before 1.6 to import a NonSemantic.* set.
inline constexpr const char *kNonSemanticExt = "SPV_KHR_non_semantic_info";

enum class CopyOp : uint32_t { k2D2D = 1, k3D3D = 2 }; // instruction numbers

std::optional<CopyOp> copy_op(uint32_t number);
const char *copy_op_name(CopyOp op); // "GroupAsyncCopy2D2D"
// The operands after the instruction number, named as in the seed's table.
const std::vector<const char *> &copy_operands(CopyOp op);

// One overload of the builtin: which copy, which way, how wide size_t is.
struct CopyForm {
  CopyOp op;
  bool to_local;      // Destination is Workgroup (Source CrossWorkgroup)
  unsigned size_bits; // 32 (Physical32, spir) or 64 (Physical64, spir64)
  bool operator==(const CopyForm &o) const {
    return op == o.op && to_local == o.to_local && size_bits == o.size_bits;
  }
};

// clang's mangled name of async_work_group_copy_2D2D/3D3D for `f`, or with
// `renamed` of __xasync_spirv_copy_2D2D/3D3D (include/xasync/spirv.h).
std::string builtin_name(const CopyForm &f, bool renamed = false);
// Which overload a name is (either spelling); nullopt if none.
std::optional<CopyForm> parse_builtin_name(const std::string &name);
std::string describe(const CopyForm &f); // "2D2D __local <- __global, 64-bit size_t"

bool is_set_import(const Inst &i); // OpExtInstImport of kSetName

// Checks one copy against the seed's rules: result type, the storage
// classes of Destination and Source, integer widths for the addressing
// model, Event.  `operands` are the ids after the instruction number.
// Throws Error starting with `where` and naming the operand and the rule.
CopyForm check_copy(const Index &ix, CopyOp op, uint32_t result_type,
                    const std::vector<uint32_t> &operands,
                    const std::string &where);

// The module-level rules: the set needs the Kernel capability, and the
// integer operands are defined for Physical32/Physical64 only.
void check_module(const Module &m, const Index &ix, const std::string &what);

} // namespace xasync::spirv
