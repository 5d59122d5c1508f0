// Which devices the layer covers: the rules of XASYNC_LAYER_DEVICES
// (docs/layer.md, "Device selection").
//
//   XASYNC_LAYER_DEVICES = rule { ';' rule }     a device is covered if a rule matches
//   rule = term { ',' term }                     every term must match
//   term = overlay | all | none | KEY '=' GLOB   KEY: platform, vendor, device, icd
//        | source '=' (generic | nvptx | nvptx-partial | rows)
//                                               the rule's source form (no match test)
//
// Unset or empty means kDefaultRules.  A rule with a source term also makes
// the layer prepend that source form of xasync to the programs built from
// source for the device (docs/source-mode.md).
#pragma once
#include <functional>
#include <string>
#include <vector>

namespace xasync_layer {

// The overlay's devices; from source: NVIDIA's GPUs, Intel's CPU runtime,
// every other pocl (the overlay's matched first) and Oclgrind, so a user
// without the overlay (pip, the runtime package) has every driver covered.
constexpr const char *kDefaultRules =
    "overlay;vendor=NVIDIA Corporation,source=nvptx;icd=*/libintelocl.so*,source=rows;"
    "icd=*/libpocl.so*,source=rows;platform=Oclgrind,source=generic";

// How a covered device gets the builtins: from its driver's kernel library
// (None), or from a source form the layer prepends (docs/source-mode.md).
enum class SourceForm { None, Generic, Nvptx, NvptxPartial, Rows };

// What the rules look at, known per platform.
struct PlatformFacts {
  std::string name;   // CL_PLATFORM_NAME
  std::string vendor; // CL_PLATFORM_VENDOR
  std::string icd;    // the driver library's path (resolved)
  bool overlay = false; // that library is an xasync pocl overlay's copy of libpocl
};

class Selection {
public:
  // Parses `text` (NULL: unset).  On a malformed rule returns false and
  // says why in `error`.
  bool parse(const char *text, std::string &error);
  bool needs_device_name() const;
  // `device_name` is asked for only when a rule names one.  `form`, if
  // given, gets the source form of the first rule that matches.
  bool matches(const PlatformFacts &platform, const std::function<std::string()> &device_name,
               SourceForm *form = nullptr) const;
  const std::string &text() const { return text_; }

private:
  enum class Kind { Overlay, All, None, Platform, Vendor, Device, Icd, Source };
  struct Term {
    Kind kind;
    std::string glob;
    SourceForm form = SourceForm::None;
  };
  std::vector<std::vector<Term>> rules_;
  std::string text_;
};

} // namespace xasync_layer
