// Edits shared by lower and raise: a batch of insertions and replacements
// applied in one pass (positions refer to the unedited module), and the
// reference queries that decide what has become unused.
#pragma once
#include "module.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace xasync::spirv {

class Edit {
public:
  // Inserts before old instruction `at` (at == size: at the end), in call order.
  void insert(size_t at, Inst i) { before_[at].push_back(std::move(i)); }
  // Replaces old instruction `at` with `with` (empty: removes it).
  void replace(size_t at, std::vector<Inst> with) { replace_[at] = std::move(with); }
  void remove(size_t at) { replace_[at].clear(); }
  void apply(Module &m) const;

private:
  std::map<size_t, std::vector<Inst>> before_, replace_;
};

// OpName/OpMemberName/OpDecorate... whose target is `id`.
bool names_or_decorates(const Inst &i, uint32_t id);
// Whether anything but its own definition, names and decorations refers to `id`.
bool is_used(const Module &m, uint32_t id);
// Removes the definitions of `ids` (a function: OpFunction to OpFunctionEnd)
// with the names and decorations of them and of the function's parameters.
void remove_ids(Module &m, const std::set<uint32_t> &ids);

// LinkageAttributes decorations: target id -> (name, is Import).
struct Linkage {
  std::string name;
  bool import;
};
std::map<uint32_t, Linkage> linkages(const Module &m);
// Whether OpFunction at index `k` is a declaration (no body).
bool is_declaration(const Module &m, size_t k);
// The lowest id no instruction defines or uses (raise puts the import
// there, so raise(lower(M)) gives M's ids back).
uint32_t lowest_free_id(const Module &m);
// Removes OpExtension `name` if present.
void remove_extension(Module &m, const std::string &name);
bool has_extension(const Module &m, const std::string &name);

} // namespace xasync::spirv
