#include "module.h"

#include <spirv-tools/libspirv.h>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace xasync::spirv {

namespace {

constexpr uint32_t kMagic = 0x07230203;

std::string hex(uint32_t w) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08x", w);
  return b;
}

bool is_id_operand(spv_operand_type_t t) {
  return t == SPV_OPERAND_TYPE_ID || t == SPV_OPERAND_TYPE_TYPE_ID ||
         t == SPV_OPERAND_TYPE_MEMORY_SEMANTICS_ID ||
         t == SPV_OPERAND_TYPE_SCOPE_ID;
}

struct ParseState {
  Module *m;
  size_t offset = 5; // words: the header comes first
};

spv_result_t on_header(void *user, spv_endianness_t, uint32_t, uint32_t version,
                       uint32_t generator, uint32_t, uint32_t schema) {
  auto *s = static_cast<ParseState *>(user);
  s->m->version = version;
  s->m->generator = generator;
  s->m->schema = schema;
  return SPV_SUCCESS;
}

spv_result_t on_inst(void *user, const spv_parsed_instruction_t *p) {
  auto *s = static_cast<ParseState *>(user);
  Inst i;
  i.words.assign(p->words, p->words + p->num_words);
  i.type_id = p->type_id;
  i.result_id = p->result_id;
  i.offset = s->offset;
  s->offset += p->num_words;
  for (uint16_t k = 0; k < p->num_operands; ++k) {
    const spv_parsed_operand_t &o = p->operands[k];
    if (is_id_operand(o.type))
      i.id_refs.push_back(o.offset);
  }
  s->m->insts.push_back(std::move(i));
  return SPV_SUCCESS;
}

struct OpName {
  uint32_t op;
  const char *name;
};
const OpName kOpNames[] = {
#include "op_names.inc"
};

} // namespace

std::string Inst::string_at(size_t first) const {
  std::string s;
  for (size_t w = first; w < words.size(); ++w)
    for (int b = 0; b < 4; ++b) {
      char c = char((words[w] >> (8 * b)) & 0xff);
      if (!c)
        return s;
      s += c;
    }
  return s; // unterminated: the parser rejects such modules first
}

void append_string(std::vector<uint32_t> &words, const std::string &s) {
  for (size_t i = 0; i <= s.size(); i += 4) {
    uint32_t w = 0;
    for (size_t b = 0; b < 4 && i + b < s.size(); ++b)
      w |= uint32_t(uint8_t(s[i + b])) << (8 * b);
    words.push_back(w);
  }
}

Inst make_inst(spv::Op op, uint32_t type_id, uint32_t result_id,
               const std::vector<uint32_t> &operands,
               const std::vector<size_t> &ids) {
  Inst i;
  i.type_id = type_id;
  i.result_id = result_id;
  i.words.push_back(uint32_t(op));
  if (type_id) {
    i.id_refs.push_back(uint16_t(i.words.size()));
    i.words.push_back(type_id);
  }
  if (result_id)
    i.words.push_back(result_id);
  const size_t first = i.words.size();
  for (size_t k : ids)
    i.id_refs.push_back(uint16_t(first + k));
  i.words.insert(i.words.end(), operands.begin(), operands.end());
  i.words[0] |= uint32_t(i.words.size()) << 16;
  return i;
}

const char *op_name(spv::Op op) {
  for (const OpName &n : kOpNames)
    if (n.op == uint32_t(op))
      return n.name;
  return "(unknown opcode)";
}

Section section_of(spv::Op op) {
  using spv::Op;
  switch (op) {
  case Op::OpCapability: return Section::Capability;
  case Op::OpExtension: return Section::Extension;
  case Op::OpExtInstImport: return Section::ExtInstImport;
  case Op::OpMemoryModel: return Section::MemoryModel;
  case Op::OpEntryPoint: return Section::EntryPoint;
  case Op::OpExecutionMode:
  case Op::OpExecutionModeId: return Section::ExecutionMode;
  case Op::OpString:
  case Op::OpSourceExtension:
  case Op::OpSource:
  case Op::OpSourceContinued: return Section::DebugSource;
  case Op::OpName:
  case Op::OpMemberName: return Section::DebugName;
  case Op::OpModuleProcessed: return Section::DebugProcessed;
  case Op::OpDecorate:
  case Op::OpMemberDecorate:
  case Op::OpDecorationGroup:
  case Op::OpGroupDecorate:
  case Op::OpGroupMemberDecorate:
  case Op::OpDecorateId:
  case Op::OpDecorateString:
  case Op::OpMemberDecorateString: return Section::Annotation;
  case Op::OpFunction: return Section::Function;
  default: return Section::Global;
  }
}

Module Module::parse(const std::vector<uint32_t> &words) {
  if (words.size() < 5)
    throw Error("corrupt module: " + std::to_string(words.size()) +
                " words, fewer than the 5 of a SPIR-V header");
  if (words[0] != kMagic && words[0] != __builtin_bswap32(kMagic))
    throw Error("corrupt module: no SPIR-V magic number (first word " +
                hex(words[0]) + ")");
  Module m;
  ParseState state{&m};
  std::unique_ptr<spv_context_t, void (*)(spv_context)> ctx(
      spvContextCreate(SPV_ENV_UNIVERSAL_1_6), spvContextDestroy);
  spv_diagnostic diag = nullptr;
  spv_result_t r = spvBinaryParse(ctx.get(), &state, words.data(), words.size(),
                                  on_header, on_inst, &diag);
  if (r != SPV_SUCCESS) {
    std::string msg = "corrupt module: ";
    msg += diag && diag->error ? diag->error : "spvBinaryParse failed";
    spvDiagnosticDestroy(diag);
    throw Error(msg);
  }
  spvDiagnosticDestroy(diag);
  return m;
}

uint32_t Module::highest_id() const {
  uint32_t top = 0;
  for (const Inst &i : insts) {
    top = std::max(top, i.result_id);
    for (uint16_t w : i.id_refs)
      top = std::max(top, i.words[w]);
  }
  return top;
}

std::vector<uint32_t> Module::serialize() const {
  std::vector<uint32_t> out = {kMagic, version, generator, highest_id() + 1,
                               schema};
  for (const Inst &i : insts)
    out.insert(out.end(), i.words.begin(), i.words.end());
  return out;
}

size_t Module::section_end(Section s) const {
  size_t i = 0;
  while (i < insts.size() && section_of(insts[i].op()) <= s &&
         insts[i].op() != spv::Op::OpFunction)
    ++i;
  return i;
}

size_t Module::first_definition() const {
  for (size_t i = 0; i < insts.size(); ++i) {
    if (insts[i].op() != spv::Op::OpFunction)
      continue;
    size_t k = i + 1;
    while (k < insts.size() && insts[k].op() == spv::Op::OpFunctionParameter)
      ++k;
    if (k < insts.size() && insts[k].op() != spv::Op::OpFunctionEnd)
      return i;
  }
  return insts.size();
}

bool Module::has_capability(spv::Capability c) const {
  for (const Inst &i : insts)
    if (i.op() == spv::Op::OpCapability && i.words.size() > 1 &&
        i.words[1] == uint32_t(c))
      return true;
  return false;
}

Index::Index(const Module &m) : module(m) {
  for (size_t k = 0; k < m.insts.size(); ++k) {
    const Inst &i = m.insts[k];
    if (i.result_id)
      defs.emplace(i.result_id, k);
    if (i.op() == spv::Op::OpName && i.words.size() > 2)
      names.emplace(i.words[1], i.string_at(2));
    if (i.op() == spv::Op::OpMemoryModel && i.words.size() > 2) {
      has_memory_model = true;
      addressing = spv::AddressingModel(i.words[1]);
    }
  }
}

const Inst *Index::def(uint32_t id) const {
  auto it = defs.find(id);
  return it == defs.end() ? nullptr : &module.insts[it->second];
}

const Inst *Index::type_of(uint32_t id) const {
  const Inst *d = def(id);
  return d && d->type_id ? def(d->type_id) : nullptr;
}

std::string Index::name(uint32_t id) const {
  std::string s = "%" + std::to_string(id);
  auto it = names.find(id);
  if (it != names.end() && !it->second.empty())
    s += " (\"" + it->second + "\")";
  return s;
}

} // namespace xasync::spirv
