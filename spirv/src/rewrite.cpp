#include "rewrite.h"

namespace xasync::spirv {

void Edit::apply(Module &m) const {
  std::vector<Inst> out;
  out.reserve(m.insts.size() + 16);
  for (size_t k = 0; k <= m.insts.size(); ++k) {
    if (auto b = before_.find(k); b != before_.end())
      out.insert(out.end(), b->second.begin(), b->second.end());
    if (k == m.insts.size())
      break;
    if (auto r = replace_.find(k); r != replace_.end())
      out.insert(out.end(), r->second.begin(), r->second.end());
    else
      out.push_back(std::move(m.insts[k]));
  }
  m.insts = std::move(out);
}

bool names_or_decorates(const Inst &i, uint32_t id) {
  switch (i.op()) {
  case spv::Op::OpName:
  case spv::Op::OpMemberName:
  case spv::Op::OpDecorate:
  case spv::Op::OpMemberDecorate:
  case spv::Op::OpDecorateId:
  case spv::Op::OpDecorateString:
  case spv::Op::OpMemberDecorateString:
    return i.size() > 1 && i.words[1] == id;
  default:
    return false;
  }
}

bool is_used(const Module &m, uint32_t id) {
  for (const Inst &i : m.insts) {
    if (names_or_decorates(i, id))
      continue;
    for (uint16_t w : i.id_refs)
      if (i.words[w] == id)
        return true;
  }
  return false;
}

void remove_ids(Module &m, const std::set<uint32_t> &ids) {
  std::set<uint32_t> gone = ids;
  std::vector<bool> drop(m.insts.size(), false);
  for (size_t k = 0; k < m.insts.size(); ++k) {
    const Inst &i = m.insts[k];
    if (!i.result_id || !ids.count(i.result_id))
      continue;
    drop[k] = true;
    if (i.op() == spv::Op::OpFunction) // the whole function, parameters too
      for (size_t j = k + 1; j < m.insts.size() && !drop[j]; ++j) {
        drop[j] = true;
        if (m.insts[j].result_id)
          gone.insert(m.insts[j].result_id);
        if (m.insts[j].op() == spv::Op::OpFunctionEnd)
          break;
      }
  }
  std::vector<Inst> out;
  for (size_t k = 0; k < m.insts.size(); ++k) {
    const Inst &i = m.insts[k];
    bool about_gone = false;
    if (i.size() > 1)
      about_gone = gone.count(i.words[1]) && names_or_decorates(i, i.words[1]);
    if (!drop[k] && !about_gone)
      out.push_back(std::move(m.insts[k]));
  }
  m.insts = std::move(out);
}

std::map<uint32_t, Linkage> linkages(const Module &m) {
  std::map<uint32_t, Linkage> out;
  for (const Inst &i : m.insts)
    if (i.op() == spv::Op::OpDecorate && i.size() > 3 &&
        i.words[2] == uint32_t(spv::Decoration::LinkageAttributes)) {
      // The name, then the linkage type in the word after its last one.
      const std::string name = i.string_at(3);
      const size_t type_word = 3 + (name.size() + 4) / 4;
      const bool import = type_word < i.size() &&
                          i.words[type_word] == uint32_t(spv::LinkageType::Import);
      out[i.words[1]] = Linkage{name, import};
    }
  return out;
}

bool is_declaration(const Module &m, size_t k) {
  size_t j = k + 1;
  while (j < m.insts.size() && m.insts[j].op() == spv::Op::OpFunctionParameter)
    ++j;
  return j < m.insts.size() && m.insts[j].op() == spv::Op::OpFunctionEnd;
}

uint32_t lowest_free_id(const Module &m) {
  std::set<uint32_t> taken;
  for (const Inst &i : m.insts) {
    if (i.result_id)
      taken.insert(i.result_id);
    for (uint16_t w : i.id_refs)
      taken.insert(i.words[w]);
  }
  uint32_t id = 1;
  for (uint32_t t : taken) {
    if (t > id)
      break;
    if (t == id)
      ++id;
  }
  return id;
}

bool has_extension(const Module &m, const std::string &name) {
  for (const Inst &i : m.insts)
    if (i.op() == spv::Op::OpExtension && i.string_at(1) == name)
      return true;
  return false;
}

void remove_extension(Module &m, const std::string &name) {
  std::vector<Inst> out;
  for (Inst &i : m.insts)
    if (!(i.op() == spv::Op::OpExtension && i.string_at(1) == name))
      out.push_back(std::move(i));
  m.insts = std::move(out);
}

} // namespace xasync::spirv
