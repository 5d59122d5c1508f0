// Fuzz test of xasync-spirv (run under AddressSanitizer and UBSan by
// ctest): thousands of random mutations of valid modules through lower and
// raise.  Each run either fails with xasync::spirv::Error or returns a
// module that SPIRV-Tools' validator accepts (raise: in its lowered form);
// any other exception, a crash or a sanitizer report fails the test.
//
//   spirv-fuzz [--iterations N] [--seed N] SEED.spvasm...
#include "xasync_spirv/xasync_spirv.h"

#include <spirv-tools/libspirv.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace spv_x = xasync::spirv;
using Words = std::vector<uint32_t>;

namespace {

spvtools::SpirvTools &tools() {
  static spvtools::SpirvTools t(SPV_ENV_UNIVERSAL_1_6);
  static bool quiet = (t.SetMessageConsumer([](spv_message_level_t, const char *,
                                               const spv_position_t &, const char *) {}),
                       true);
  (void)quiet;
  return t;
}

// Instruction start offsets of a well-formed module (header skipped).
std::vector<size_t> instructions(const Words &m) {
  std::vector<size_t> at;
  for (size_t i = 5; i < m.size();) {
    const size_t n = m[i] >> 16;
    if (n == 0 || i + n > m.size())
      break;
    at.push_back(i);
    i += n;
  }
  return at;
}

uint32_t opcode(const Words &m, size_t at) { return m[at] & 0xffff; }

class Mutator {
public:
  explicit Mutator(uint64_t seed) : rng_(seed) {}
  size_t pick(size_t n) { return n ? std::uniform_int_distribution<size_t>(0, n - 1)(rng_) : 0; }

  // One mutation; returns its name (for the failure report).
  const char *mutate(Words &m) {
    auto insts = instructions(m);
    if (insts.empty())
      return "none";
    const size_t at = insts[pick(insts.size())];
    const size_t len = m[at] >> 16;
    // Instructions the seed's rules are about, to hit them more often.
    std::vector<size_t> ext, ptr, ints, model, calls;
    for (size_t i : insts) {
      const uint32_t op = opcode(m, i);
      if (op == 12) ext.push_back(i);        // OpExtInst
      if (op == 32) ptr.push_back(i);        // OpTypePointer
      if (op == 21) ints.push_back(i);       // OpTypeInt
      if (op == 14) model.push_back(i);      // OpMemoryModel
      if (op == 57) calls.push_back(i);      // OpFunctionCall
    }
    switch (pick(14)) {
    case 0:
      m[pick(m.size())] ^= 1u << pick(32);
      return "bit flip";
    case 1:
      m[5 + pick(m.size() - 5)] = uint32_t(pick(64));
      return "small word";
    case 2:
      m.resize(5 + pick(m.size() - 5));
      return "truncation";
    case 3:
      m.erase(m.begin() + at, m.begin() + at + len);
      return "instruction removed";
    case 4: {
      Words copy(m.begin() + at, m.begin() + at + len);
      const size_t to = insts[pick(insts.size())];
      m.insert(m.begin() + to, copy.begin(), copy.end());
      return "instruction duplicated";
    }
    case 5:
      if (!ext.empty()) {
        size_t e = ext[pick(ext.size())];
        if ((m[e] >> 16) > 4)
          m[e + 4] = uint32_t(pick(5));
      }
      return "instruction number";
    case 6:
      if (!ptr.empty())
        m[ptr[pick(ptr.size())] + 2] = uint32_t(pick(13));
      return "storage class";
    case 7:
      if (!ints.empty())
        m[ints[pick(ints.size())] + 2] = 8u << pick(4);
      return "integer width";
    case 8:
      if (!model.empty())
        m[model[pick(model.size())] + 1] = uint32_t(pick(3));
      return "addressing model";
    case 9: { // an operand removed (word count fixed up)
      auto &from = !ext.empty() && pick(2) ? ext : !calls.empty() ? calls : insts;
      size_t i = from[pick(from.size())];
      size_t n = m[i] >> 16;
      if (n > 2) {
        m.erase(m.begin() + i + 1 + pick(n - 1));
        m[i] = (m[i] & 0xffff) | uint32_t(n - 1) << 16;
      }
      return "operand removed";
    }
    case 10: { // an operand added: some id of the module
      auto &from = !ext.empty() && pick(2) ? ext : !calls.empty() ? calls : insts;
      size_t i = from[pick(from.size())];
      size_t n = m[i] >> 16;
      m.insert(m.begin() + i + n, 1 + uint32_t(pick(m[3] ? m[3] : 1)));
      m[i] = (m[i] & 0xffff) | uint32_t(n + 1) << 16;
      return "operand added";
    }
    case 11: { // an operand of a copy or call replaced by another id
      auto &from = !ext.empty() ? ext : !calls.empty() ? calls : insts;
      size_t i = from[pick(from.size())];
      size_t n = m[i] >> 16;
      if (n > 1)
        m[i + 1 + pick(n - 1)] = 1 + uint32_t(pick(m[3] ? m[3] : 1));
      return "operand replaced";
    }
    case 12: { // two instructions swapped
      const size_t other = insts[pick(insts.size())];
      if (other == at)
        return "swap (same)";
      size_t a = std::min(at, other), b = std::max(at, other);
      Words ia(m.begin() + a, m.begin() + a + (m[a] >> 16));
      Words ib(m.begin() + b, m.begin() + b + (m[b] >> 16));
      Words out(m.begin(), m.begin() + a);
      out.insert(out.end(), ib.begin(), ib.end());
      out.insert(out.end(), m.begin() + a + ia.size(), m.begin() + b);
      out.insert(out.end(), ia.begin(), ia.end());
      out.insert(out.end(), m.begin() + b + ib.size(), m.end());
      m = out;
      return "instructions swapped";
    }
    default:
      m[5 + pick(m.size() - 5)] = uint32_t(rng_());
      return "random word";
    }
  }

private:
  std::mt19937_64 rng_;
};

std::vector<uint32_t> opcodes_sorted(const Words &m) {
  std::vector<uint32_t> ops;
  for (size_t i : instructions(m))
    ops.push_back(opcode(m, i));
  std::sort(ops.begin(), ops.end());
  return ops;
}

// Whether the module's bytes name one of the builtins (a declaration).
bool mentions_builtins(const Words &m) {
  const std::string bytes(reinterpret_cast<const char *>(m.data()), m.size() * 4);
  return bytes.find("async_work_group_copy_") != std::string::npos ||
         bytes.find("__xasync_spirv_copy_") != std::string::npos;
}

struct Stats {
  size_t runs = 0, rejected = 0, accepted = 0, failures = 0;
};

void fail(Stats &s, const std::string &what) {
  if (s.failures++ < 10)
    std::printf("FAIL %s\n", what.c_str());
}

// Runs one direction on `m`; checks what it returns.
void run(Stats &s, bool lower, const Words &m, const std::string &label) {
  ++s.runs;
  Words out;
  try {
    out = lower ? spv_x::lower(m) : spv_x::raise(m);
  } catch (const spv_x::Error &e) {
    ++s.rejected;
    if (!*e.what())
      fail(s, label + ": an error without a message");
    return;
  } catch (const std::exception &e) {
    fail(s, label + ": unexpected exception: " + e.what());
    return;
  }
  ++s.accepted;
  try {
    // The validator, called here directly, accepts lower's output and
    // raise's lowered again; lower leaves no instruction of the set.
    const Words checked = lower ? out : spv_x::lower(out);
    if (!tools().Validate(checked))
      fail(s, label + ": the output does not validate");
    std::string text;
    if (!tools().Disassemble(checked, &text))
      fail(s, label + ": the output does not disassemble");
    else if (text.find("NonSemantic.Codeplay.GroupAsyncCopies") != std::string::npos)
      fail(s, label + ": the lowered output still imports the set");
    // lower(raise(lower(m))) is lower(m) up to order and ids, when m had no
    // builtin calls of its own (lower leaves those as they are, rules
    // broken or not; raise checks them).
    if (lower && !mentions_builtins(m)) {
      const Words again = spv_x::lower(spv_x::raise(out));
      if (opcodes_sorted(again) != opcodes_sorted(out))
        fail(s, label + ": raise then lower changes the lowered module");
    }
  } catch (const std::exception &e) {
    fail(s, label + ": its output fails: " + e.what());
  }
}

Words assemble(const std::string &path) {
  std::ifstream f(path);
  std::stringstream text;
  text << f.rdbuf();
  Words w;
  if (!f || !tools().Assemble(text.str(), &w, SPV_TEXT_TO_BINARY_OPTION_NONE)) {
    std::fprintf(stderr, "spirv-fuzz: cannot assemble %s\n", path.c_str());
    std::exit(2);
  }
  return w;
}

} // namespace

int main(int argc, char **argv) {
  size_t iterations = 4000;
  uint64_t seed = 1;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--iterations") && i + 1 < argc)
      iterations = std::strtoull(argv[++i], nullptr, 0);
    else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc)
      seed = std::strtoull(argv[++i], nullptr, 0);
    else
      files.push_back(argv[i]);
  }
  // Bases: every seed module, and lower's output of each (raise's input).
  std::vector<std::pair<std::string, Words>> bases;
  Stats s;
  for (const std::string &f : files) {
    Words w = assemble(f);
    bases.emplace_back(f, w);
    try {
      bases.emplace_back(f + " (lowered)", spv_x::lower(w));
    } catch (const spv_x::Error &e) {
      std::fprintf(stderr, "spirv-fuzz: seed %s does not lower: %s\n", f.c_str(), e.what());
      return 2;
    }
    run(s, true, w, f + " unmutated");
    run(s, false, bases.back().second, f + " lowered, unmutated");
  }
  if (bases.empty() || s.failures) {
    std::printf("spirv-fuzz: %s\n", bases.empty() ? "no seed modules" : "the seeds fail");
    return 1;
  }
  Mutator mut(seed);
  for (size_t it = 0; it < iterations; ++it) {
    const auto &[name, base] = bases[it % bases.size()];
    Words m = base;
    std::string label = name + " #" + std::to_string(it) + ":";
    for (size_t k = 0, n = 1 + mut.pick(3); k < n; ++k)
      label += std::string(" ") + mut.mutate(m);
    // Sometimes as a byte stream cut mid-word (the tool reads files).
    if (mut.pick(20) == 0) {
      std::string bytes(m.size() * 4, '\0');
      std::memcpy(bytes.data(), m.data(), bytes.size());
      bytes.resize(mut.pick(bytes.size() + 1));
      try {
        m = spv_x::words_from_bytes(bytes);
      } catch (const spv_x::Error &) {
        ++s.runs, ++s.rejected;
        continue;
      }
    }
    run(s, true, m, label + " (lower)");
    run(s, false, m, label + " (raise)");
  }
  std::printf("spirv-fuzz: %zu runs on %zu mutants of %zu modules (seed %llu): "
              "%zu rejected with an error, %zu converted (outputs checked), %zu failures\n",
              s.runs, iterations, bases.size(), (unsigned long long)seed, s.rejected,
              s.accepted, s.failures);
  return s.failures ? 1 : 0;
}
