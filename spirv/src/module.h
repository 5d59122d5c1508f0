// A SPIR-V module as a list of instructions, parsed with SPIRV-Tools'
// spvBinaryParse (which rejects truncated and corrupt binaries) and written
// back word for word: passes change only the instructions they mean to.
#pragma once
#include "xasync_spirv/xasync_spirv.h"

#include <spirv/unified1/spirv.hpp11>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace xasync::spirv {

struct Inst {
  std::vector<uint32_t> words; // the whole instruction, host byte order
  uint32_t type_id = 0, result_id = 0;
  std::vector<uint16_t> id_refs; // word indices of <id> operands but the result
  size_t offset = 0;             // word offset in the parsed binary (messages)

  spv::Op op() const { return spv::Op(words[0] & 0xffff); }
  size_t size() const { return words.size(); }
  // Literal string starting at word `first` (nul-terminated, packed LE).
  std::string string_at(size_t first) const;
};

// Builds an instruction; `ids` marks which operand words (indices into
// `operands`) are <id>s, so reference scans see them.
Inst make_inst(spv::Op op, uint32_t type_id, uint32_t result_id,
               const std::vector<uint32_t> &operands,
               const std::vector<size_t> &ids = {});
void append_string(std::vector<uint32_t> &words, const std::string &s);

// The logical layout's sections (SPIR-V 2.4), in module order.
enum class Section {
  Capability, Extension, ExtInstImport, MemoryModel, EntryPoint,
  ExecutionMode, DebugSource, DebugName, DebugProcessed, Annotation,
  Global, Function
};
Section section_of(spv::Op op);
const char *op_name(spv::Op op);

struct Module {
  uint32_t version = 0, generator = 0, schema = 0;
  std::vector<Inst> insts;

  static Module parse(const std::vector<uint32_t> &words); // Error if corrupt
  std::vector<uint32_t> serialize() const; // bound: highest id + 1

  // Index just past the module-level section `s` (where to append to it).
  size_t section_end(Section s) const;
  // Index of the first function definition (declarations come before).
  size_t first_definition() const;
  bool has_capability(spv::Capability c) const;
  uint32_t highest_id() const;
};

// Definitions by result id, and the facts every pass needs.
struct Index {
  explicit Index(const Module &m);
  const Inst *def(uint32_t id) const;
  // Type instruction of a value's type; nullptr if `id` is not a value.
  const Inst *type_of(uint32_t id) const;
  // "%12" with its OpName when it has one: messages name ids this way.
  std::string name(uint32_t id) const;

  const Module &module;
  std::unordered_map<uint32_t, size_t> defs;
  std::unordered_map<uint32_t, std::string> names;
  bool has_memory_model = false;
  spv::AddressingModel addressing = spv::AddressingModel::Logical;
};

} // namespace xasync::spirv
