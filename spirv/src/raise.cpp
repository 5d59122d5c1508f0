// raise: OpFunctionCall of the builtins' Import declarations ->
// GroupAsyncCopy2D2D/3D3D (docs/spirv.md, "raise").
#include "copies.h"
#include "passes.h"
#include "rewrite.h"

#include <map>

namespace xasync::spirv {

Module raise_module(Module m) {
  const Index ix(m);
  // Import-linkage declarations named as one of the builtins.
  std::map<uint32_t, std::pair<std::string, CopyForm>> builtins;
  for (const auto &[id, link] : linkages(m)) {
    const auto form = parse_builtin_name(link.name);
    auto it = ix.defs.find(id);
    if (!form || !link.import || it == ix.defs.end() ||
        m.insts[it->second].op() != spv::Op::OpFunction || !is_declaration(m, it->second))
      continue;
    builtins.emplace(id, std::make_pair(link.name, *form));
  }
  if (builtins.empty())
    return m;

  // Every call, checked against the seed before any edit.
  struct Call {
    size_t at;
    CopyForm form;
  };
  std::vector<Call> calls;
  for (size_t k = 0; k < m.insts.size(); ++k) {
    const Inst &i = m.insts[k];
    if (i.op() != spv::Op::OpFunctionCall || i.size() < 4)
      continue;
    auto b = builtins.find(i.words[3]);
    if (b == builtins.end())
      continue;
    const auto &[name, form] = b->second;
    const std::string where = "OpFunctionCall " + ix.name(i.result_id) + " of " +
                              name + " (word " + std::to_string(i.offset) + ")";
    check_module(m, ix, where + ": the module calls a builtin of " + kSetName);
    const CopyForm got =
        check_copy(ix, form.op, i.type_id,
                   std::vector<uint32_t>(i.words.begin() + 4, i.words.end()), where);
    if (!(got == form))
      throw Error(where + ": its arguments make it " + describe(got) +
                  ", but the name is that of " + describe(form));
    calls.push_back({k, form});
  }

  // The set's import: the module's own, or a new one at the lowest free id.
  uint32_t set = 0;
  for (const Inst &i : m.insts)
    if (is_set_import(i))
      set = i.result_id;
  Edit edit;
  if (!calls.empty() && !set) {
    set = lowest_free_id(m);
    if (!has_extension(m, kNonSemanticExt)) {
      std::vector<uint32_t> e;
      append_string(e, kNonSemanticExt);
      edit.insert(m.section_end(Section::Extension), make_inst(spv::Op::OpExtension, 0, 0, e));
    }
    std::vector<uint32_t> s;
    append_string(s, kSetName);
    edit.insert(m.section_end(Section::ExtInstImport),
                make_inst(spv::Op::OpExtInstImport, 0, set, s));
  }
  for (const Call &c : calls) {
    const Inst &i = m.insts[c.at];
    std::vector<uint32_t> ops = {set, uint32_t(c.form.op)};
    ops.insert(ops.end(), i.words.begin() + 4, i.words.end());
    std::vector<size_t> ids = {0};
    for (size_t k = 2; k < ops.size(); ++k)
      ids.push_back(k);
    edit.replace(c.at, {make_inst(spv::Op::OpExtInst, i.type_id, i.result_id, ops, ids)});
  }
  edit.apply(m);

  // Declarations nothing calls any more go, then their function types,
  // then the Linkage capability if no linkage is left.
  std::set<uint32_t> unused, fn_types;
  for (const auto &[fn, b] : builtins)
    if (!is_used(m, fn)) {
      unused.insert(fn);
      for (const Inst &i : m.insts)
        if (i.result_id == fn && i.size() > 4)
          fn_types.insert(i.words[4]);
    }
  remove_ids(m, unused);
  std::set<uint32_t> unused_types;
  for (uint32_t t : fn_types)
    if (!is_used(m, t))
      unused_types.insert(t);
  remove_ids(m, unused_types);
  if (linkages(m).empty()) {
    std::vector<Inst> out;
    for (Inst &i : m.insts)
      if (!(i.op() == spv::Op::OpCapability && i.size() > 1 &&
            i.words[1] == uint32_t(spv::Capability::Linkage)))
        out.push_back(std::move(i));
    m.insts = std::move(out);
  }
  return m;
}

} // namespace xasync::spirv
