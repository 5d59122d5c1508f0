// lower: GroupAsyncCopy2D2D/3D3D -> OpFunctionCall of the builtin's
// Import-linkage declaration (docs/spirv.md, "lower").
#include "copies.h"
#include "passes.h"
#include "rewrite.h"


namespace xasync::spirv {

namespace {

struct Copy {
  size_t at; // instruction index
  CopyForm form;
  uint32_t result_type, result;
  std::vector<uint32_t> operands;
  std::string where;
};

// The declaration a form's calls go to: an existing Import one, or new.
struct Decl {
  uint32_t fn = 0, return_type = 0;
  std::vector<uint32_t> params; // parameter type ids
};

// Finds `name`'s Import declaration in `m`; fn == 0 when there is none.
Decl find_declaration(const Module &m, const Index &ix, const std::string &name) {
  Decl d;
  for (const auto &[id, link] : linkages(m)) {
    if (!link.import || link.name != name)
      continue;
    auto it = ix.defs.find(id);
    if (it == ix.defs.end() || m.insts[it->second].op() != spv::Op::OpFunction ||
        !is_declaration(m, it->second))
      continue;
    d.fn = id;
    d.return_type = m.insts[it->second].type_id;
    for (size_t j = it->second + 1; m.insts[j].op() == spv::Op::OpFunctionParameter; ++j)
      d.params.push_back(m.insts[j].type_id);
    return d;
  }
  return d;
}

} // namespace

Module lower_module(Module m) {
  std::set<uint32_t> sets;
  for (const Inst &i : m.insts)
    if (is_set_import(i))
      sets.insert(i.result_id);
  if (sets.empty())
    return m;
  const Index ix(m);
  check_module(m, ix, std::string("the module imports ") + kSetName);

  // Every instruction of the set, checked against the seed before any edit.
  std::vector<Copy> copies;
  bool in_function = false;
  for (size_t k = 0; k < m.insts.size(); ++k) {
    const Inst &i = m.insts[k];
    if (i.op() == spv::Op::OpFunction)
      in_function = true;
    else if (i.op() == spv::Op::OpFunctionEnd)
      in_function = false;
    if (i.op() != spv::Op::OpExtInst || i.size() < 5 || !sets.count(i.words[3]))
      continue;
    const std::string at = " (OpExtInst at word " + std::to_string(i.offset) + ")";
    const auto op = copy_op(i.words[4]);
    if (!op)
      throw Error("OpExtInst " + ix.name(i.result_id) + " (word " +
                  std::to_string(i.offset) + "): instruction " +
                  std::to_string(i.words[4]) + " is not in " + kSetName +
                  " (1 is GroupAsyncCopy2D2D, 2 is GroupAsyncCopy3D3D)");
    const std::string where = std::string(copy_op_name(*op)) + " " + ix.name(i.result_id) + at;
    if (!in_function)
      throw Error(where + ": outside a function (the seed's copies are "
                          "performed by the work-items of a work-group)");
    Copy c{k, {}, i.type_id, i.result_id,
           std::vector<uint32_t>(i.words.begin() + 5, i.words.end()), where};
    c.form = check_copy(ix, *op, c.result_type, c.operands, where);
    copies.push_back(std::move(c));
  }

  // One declaration per overload, in order of first use.
  Edit edit;
  uint32_t next_id = m.highest_id() + 1;
  std::vector<std::pair<CopyForm, Decl>> decls;
  std::vector<Inst> new_types, new_names, new_decorations, new_functions;
  for (const Copy &c : copies) {
    bool known = false;
    for (const auto &d : decls)
      known |= d.first == c.form;
    if (known)
      continue;
    const std::string name = builtin_name(c.form);
    Decl d = find_declaration(m, ix, name);
    if (!d.fn) { // typed like this first call's operands
      d.fn = next_id++;
      d.return_type = c.result_type;
      for (uint32_t v : c.operands)
        d.params.push_back(ix.def(v)->type_id);
      std::vector<uint32_t> sig = {d.return_type};
      sig.insert(sig.end(), d.params.begin(), d.params.end());
      uint32_t fn_type = 0;
      for (const Inst &i : m.insts)
        if (i.op() == spv::Op::OpTypeFunction &&
            std::vector<uint32_t>(i.words.begin() + 2, i.words.end()) == sig)
          fn_type = i.result_id;
      for (const Inst &i : new_types)
        if (std::vector<uint32_t>(i.words.begin() + 2, i.words.end()) == sig)
          fn_type = i.result_id;
      if (!fn_type) {
        fn_type = next_id++;
        std::vector<size_t> all(sig.size());
        for (size_t k = 0; k < all.size(); ++k)
          all[k] = k;
        new_types.push_back(make_inst(spv::Op::OpTypeFunction, 0, fn_type, sig, all));
      }
      new_functions.push_back(make_inst(spv::Op::OpFunction, d.return_type, d.fn,
                                        {uint32_t(spv::FunctionControlMask::MaskNone), fn_type}, {1}));
      for (uint32_t t : d.params)
        new_functions.push_back(make_inst(spv::Op::OpFunctionParameter, t, next_id++, {}));
      new_functions.push_back(make_inst(spv::Op::OpFunctionEnd, 0, 0, {}));
      std::vector<uint32_t> n = {d.fn};
      append_string(n, name);
      new_names.push_back(make_inst(spv::Op::OpName, 0, 0, n, {0}));
      std::vector<uint32_t> a = {d.fn, uint32_t(spv::Decoration::LinkageAttributes)};
      append_string(a, name);
      a.push_back(uint32_t(spv::LinkageType::Import));
      new_decorations.push_back(make_inst(spv::Op::OpDecorate, 0, 0, a, {0}));
    }
    decls.emplace_back(c.form, d);
  }

  // The calls: operands whose pointer type differs from the declaration's
  // go through an OpBitcast (the same builtin, another pointee type).
  for (const Copy &c : copies) {
    Decl d;
    for (const auto &[form, decl] : decls)
      if (form == c.form)
        d = decl;
    const std::string name = builtin_name(c.form);
    if (d.params.size() != c.operands.size() || d.return_type != c.result_type)
      throw Error(c.where + ": the module's declaration of " + name +
                  " does not have the seed's operands and result type");
    std::vector<Inst> seq;
    std::vector<uint32_t> args = {d.fn};
    for (size_t k = 0; k < c.operands.size(); ++k) {
      const uint32_t v = c.operands[k], t = ix.def(v)->type_id;
      if (t == d.params[k]) {
        args.push_back(v);
        continue;
      }
      const Inst *want = ix.def(d.params[k]);
      if (ix.def(t)->op() != spv::Op::OpTypePointer || !want ||
          want->op() != spv::Op::OpTypePointer)
        throw Error(c.where + ": " + copy_operands(c.form.op)[k] + " " +
                    ix.name(v) + " has type " + ix.name(t) + ", the declaration of " +
                    name + " takes " + ix.name(d.params[k]));
      const uint32_t cast = next_id++;
      seq.push_back(make_inst(spv::Op::OpBitcast, d.params[k], cast, {v}, {0}));
      args.push_back(cast);
    }
    std::vector<size_t> all(args.size());
    for (size_t k = 0; k < all.size(); ++k)
      all[k] = k;
    seq.push_back(make_inst(spv::Op::OpFunctionCall, c.result_type, c.result, args, all));
    edit.replace(c.at, std::move(seq));
  }

  // Capability, names, decorations, types, declarations: each at the end
  // of its section (in this order, for sections that end at one index).
  if (!m.has_capability(spv::Capability::Linkage))
    edit.insert(m.section_end(Section::Capability),
                make_inst(spv::Op::OpCapability, 0, 0, {uint32_t(spv::Capability::Linkage)}));
  for (Inst &i : new_names)
    edit.insert(m.section_end(Section::DebugName), std::move(i));
  for (Inst &i : new_decorations)
    edit.insert(m.section_end(Section::Annotation), std::move(i));
  for (Inst &i : new_types)
    edit.insert(m.section_end(Section::Global), std::move(i));
  for (Inst &i : new_functions)
    edit.insert(m.first_definition(), std::move(i));
  edit.apply(m);

  // The import goes, and with the last NonSemantic set its extension.
  remove_ids(m, sets);
  bool other_non_semantic = false;
  for (const Inst &i : m.insts)
    if (i.op() == spv::Op::OpExtInstImport && i.string_at(2).rfind("NonSemantic.", 0) == 0)
      other_non_semantic = true;
  if (!other_non_semantic)
    remove_extension(m, kNonSemanticExt);
  return m;
}

} // namespace xasync::spirv
