#include "copies.h"

namespace xasync::spirv {

namespace {

const char *storage_class_name(uint32_t sc) {
  static const char *const names[] = {
      "UniformConstant", "Input",   "Uniform", "Output",        "Workgroup",
      "CrossWorkgroup",  "Private", "Function", "Generic",      "PushConstant",
      "AtomicCounter",   "Image",   "StorageBuffer"};
  return sc < std::size(names) ? names[sc] : "(another storage class)";
}

// What a type is, for messages: "OpTypePointer Function", "32-bit OpTypeInt".
std::string describe_type(const Inst &t) {
  if (t.op() == spv::Op::OpTypePointer && t.size() > 3)
    return std::string("OpTypePointer ") + storage_class_name(t.words[2]);
  if (t.op() == spv::Op::OpTypeInt && t.size() > 2)
    return std::to_string(t.words[2]) + "-bit OpTypeInt";
  return op_name(t.op());
}

[[noreturn]] void fail(const std::string &where, const std::string &msg) {
  throw Error(where + ": " + msg);
}

} // namespace

std::optional<CopyOp> copy_op(uint32_t number) {
  if (number == 1 || number == 2)
    return CopyOp(number);
  return std::nullopt;
}

const char *copy_op_name(CopyOp op) {
  return op == CopyOp::k2D2D ? "GroupAsyncCopy2D2D" : "GroupAsyncCopy3D3D";
}

const std::vector<const char *> &copy_operands(CopyOp op) {
  static const std::vector<const char *> k2D = {
      "Destination", "Destination Offset", "Source", "Source Offset",
      "Num Bytes Per Element", "Num Elements Per Line", "Num Lines",
      "Source Line Length", "Destination Line Length", "Event"};
  static const std::vector<const char *> k3D = {
      "Destination", "Destination Offset", "Source", "Source Offset",
      "Num Bytes Per Element", "Num Elements Per Line", "Num Lines",
      "Num Planes", "Source Line Length", "Source Plane Area",
      "Destination Line Length", "Destination Plane Area", "Event"};
  return op == CopyOp::k2D2D ? k2D : k3D;
}

std::string builtin_name(const CopyForm &f, bool renamed) {
  const char s = f.size_bits == 64 ? 'm' : 'j'; // size_t: ulong / uint
  std::string n = renamed ? "_Z24__xasync_spirv_copy_" : "_Z26async_work_group_copy_";
  n += f.op == CopyOp::k2D2D ? "2D2D" : "3D3D";
  // dst, dst_offset, const src (SPIR address spaces: 1 global, 3 local)
  n += f.to_local ? "PU3AS3v" : "PU3AS1v";
  n += s;
  n += f.to_local ? "PU3AS1Kv" : "PU3AS3Kv";
  n += std::string(f.op == CopyOp::k2D2D ? 6 : 9, s);
  return n + "9ocl_event";
}

std::optional<CopyForm> parse_builtin_name(const std::string &name) {
  for (CopyOp op : {CopyOp::k2D2D, CopyOp::k3D3D})
    for (bool to_local : {true, false})
      for (unsigned bits : {32u, 64u})
        for (bool renamed : {false, true}) {
          CopyForm f{op, to_local, bits};
          if (builtin_name(f, renamed) == name)
            return f;
        }
  return std::nullopt;
}

std::string describe(const CopyForm &f) {
  return std::string(f.op == CopyOp::k2D2D ? "2D2D" : "3D3D") +
         (f.to_local ? " __local <- __global" : " __global <- __local") +
         ", " + std::to_string(f.size_bits) + "-bit size_t";
}

bool is_set_import(const Inst &i) {
  return i.op() == spv::Op::OpExtInstImport && i.size() > 2 &&
         i.string_at(2) == kSetName;
}

void check_module(const Module &m, const Index &ix, const std::string &what) {
  if (!m.has_capability(spv::Capability::Kernel))
    throw Error(what + ", but it does not declare the Kernel capability (seed: "
                "\"The library can only be imported when the Kernel capability "
                "is specified\")");
  if (!ix.has_memory_model)
    throw Error(what + ", but it has no OpMemoryModel");
  if (ix.addressing != spv::AddressingModel::Physical32 &&
      ix.addressing != spv::AddressingModel::Physical64)
    throw Error(what + ", but its addressing model is not Physical32 or "
                "Physical64, the only ones the seed defines the integer "
                "operands for");
}

CopyForm check_copy(const Index &ix, CopyOp op, uint32_t result_type,
                    const std::vector<uint32_t> &operands,
                    const std::string &where) {
  const auto &names = copy_operands(op);
  if (operands.size() != names.size()) {
    std::string list;
    for (const char *n : names)
      list += std::string(list.empty() ? "" : ", ") + n;
    fail(where, "has " + std::to_string(operands.size()) + " operands; the seed's " +
                    copy_op_name(op) + " has " + std::to_string(names.size()) +
                    " (" + list + ")");
  }
  const Inst *rt = ix.def(result_type);
  if (!rt || rt->op() != spv::Op::OpTypeEvent)
    fail(where, "Result Type " + ix.name(result_type) + " is " +
         (rt ? "a " + describe_type(*rt) : std::string("not defined")) +
         "; the seed requires OpTypeEvent");

  // The type of operand k; fails when it is not a value.
  auto type = [&](size_t k) -> const Inst & {
    const uint32_t id = operands[k];
    const Inst *d = ix.def(id);
    const Inst *t = ix.type_of(id);
    if (!t)
      fail(where, std::string(names[k]) + " " + ix.name(id) +
           (d ? std::string(" is not a value (an ") + op_name(d->op()) + ")"
              : std::string(" is not defined")));
    return *t;
  };
  auto storage = [&](size_t k) -> uint32_t {
    const Inst &t = type(k);
    if (t.op() != spv::Op::OpTypePointer || t.size() < 4)
      fail(where, std::string(names[k]) + " " + ix.name(operands[k]) + " is a " +
           describe_type(t) + "; the seed requires an OpTypePointer");
    return t.words[2];
  };

  const uint32_t ws = uint32_t(spv::StorageClass::Workgroup);
  const uint32_t cs = uint32_t(spv::StorageClass::CrossWorkgroup);
  const uint32_t dst = storage(0), src = storage(2);
  if (dst != ws && dst != cs)
    fail(where, "Destination " + ix.name(operands[0]) + " points to " +
         storage_class_name(dst) +
         "; the seed requires Workgroup or CrossWorkgroup");
  const uint32_t want_src = dst == ws ? cs : ws;
  if (src != want_src)
    fail(where, "Source " + ix.name(operands[2]) + " points to " +
         storage_class_name(src) + "; with a " + storage_class_name(dst) +
         " Destination the seed requires " + storage_class_name(want_src));

  const unsigned bits =
      ix.addressing == spv::AddressingModel::Physical64 ? 64 : 32;
  const char *model = bits == 64 ? "Physical64" : "Physical32";
  for (size_t k = 0; k + 1 < names.size(); ++k) {
    if (k == 0 || k == 2)
      continue; // the pointers
    const Inst &t = type(k);
    if (t.op() != spv::Op::OpTypeInt || t.size() < 4 || t.words[2] != bits)
      fail(where, std::string(names[k]) + " " + ix.name(operands[k]) + " is a " +
           describe_type(t) + "; the seed requires a " + std::to_string(bits) +
           "-bit OpTypeInt when the addressing model is " + model);
  }
  const Inst &ev = type(names.size() - 1);
  if (ev.op() != spv::Op::OpTypeEvent)
    fail(where, "Event " + ix.name(operands.back()) + " is a " + describe_type(ev) +
         "; the seed requires OpTypeEvent");
  return CopyForm{op, dst == ws, bits};
}

} // namespace xasync::spirv
