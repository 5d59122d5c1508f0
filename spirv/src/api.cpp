// The library's entry points: parse, run a pass, write, and refuse any
// result the validator rejects, so a caller never gets invalid SPIR-V.
#include "passes.h"

#include <spirv-tools/libspirv.hpp>

namespace xasync::spirv {

std::string validate(const std::vector<uint32_t> &module) {
  spvtools::SpirvTools tools(SPV_ENV_UNIVERSAL_1_6); // spirv-val's default
  std::string message;
  tools.SetMessageConsumer([&](spv_message_level_t, const char *,
                               const spv_position_t &, const char *text) {
    if (!message.empty())
      message += "; ";
    message += text;
  });
  if (tools.Validate(module))
    return "";
  return message.empty() ? "invalid module" : message;
}

std::vector<uint32_t> lower(const std::vector<uint32_t> &module) {
  std::vector<uint32_t> out = lower_module(Module::parse(module)).serialize();
  if (std::string why = validate(out); !why.empty())
    throw Error("the lowered module does not validate, so the input is not "
                "valid SPIR-V apart from the seed's instructions: " + why);
  return out;
}

std::vector<uint32_t> raise(const std::vector<uint32_t> &module) {
  std::vector<uint32_t> out = raise_module(Module::parse(module)).serialize();
  // A module using the set never validates (a semantic instruction may not
  // use a non-semantic result): check the rest through its lowered form.
  try {
    lower(out);
  } catch (const Error &e) {
    throw Error(std::string("the raised module is not valid (checked in its "
                            "lowered form): ") + e.what());
  }
  return out;
}

std::vector<uint32_t> words_from_bytes(const std::string &bytes) {
  if (bytes.size() % 4)
    throw Error("corrupt module: " + std::to_string(bytes.size()) +
                " bytes, not a whole number of 32-bit words (truncated?)");
  std::vector<uint32_t> words(bytes.size() / 4);
  for (size_t i = 0; i < words.size(); ++i)
    words[i] = uint32_t(uint8_t(bytes[4 * i])) |
               uint32_t(uint8_t(bytes[4 * i + 1])) << 8 |
               uint32_t(uint8_t(bytes[4 * i + 2])) << 16 |
               uint32_t(uint8_t(bytes[4 * i + 3])) << 24;
  return words;
}

} // namespace xasync::spirv
