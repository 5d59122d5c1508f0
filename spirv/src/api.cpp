// The library's entry points: parse, run a pass, write, and refuse any
// result the validator rejects, so a caller never gets invalid SPIR-V.
#include "passes.h"

#include <spirv-tools/libspirv.hpp>

#include <cctype>
#include <cstdio>

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
  while (!message.empty() && std::isspace(uint8_t(message.back())))
    message.pop_back();
  return message.empty() ? "invalid module" : message;
}

std::vector<uint32_t> lower(const std::vector<uint32_t> &module) {
  std::vector<uint32_t> out = lower_module(Module::parse(module)).serialize();
  if (std::string why = validate(out); !why.empty())
    throw Error("the input is not valid SPIR-V apart from the seed's "
                "instructions (its lowered form does not validate): " + why);
  return out;
}

std::vector<uint32_t> raise(const std::vector<uint32_t> &module) {
  std::vector<uint32_t> out = raise_module(Module::parse(module)).serialize();
  // A module using the set never validates (a semantic instruction may not
  // use a non-semantic result): check the rest through its lowered form.
  const std::vector<uint32_t> again = lower_module(Module::parse(out)).serialize();
  if (std::string why = validate(again); !why.empty())
    throw Error("the input is not valid SPIR-V (the raised module, lowered "
                "again, does not validate): " + why);
  return out;
}

std::vector<uint32_t> words_from_bytes(const std::string &bytes) {
  // A file that is not SPIR-V at all says so before its length does.
  if (bytes.size() >= 4 && bytes.compare(0, 4, "\x03\x02\x23\x07") != 0 &&
      bytes.compare(0, 4, "\x07\x23\x02\x03") != 0) {
    char first[16];
    std::snprintf(first, sizeof first, "0x%02x%02x%02x%02x", uint8_t(bytes[3]),
                  uint8_t(bytes[2]), uint8_t(bytes[1]), uint8_t(bytes[0]));
    throw Error(std::string("corrupt module: no SPIR-V magic number (first word ") +
                first + ")");
  }
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
