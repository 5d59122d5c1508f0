// Which devices the layer covers: the rules of XASYNC_LAYER_DEVICES
// (docs/layer.md, "Device selection").
//
//   XASYNC_LAYER_DEVICES = rule { ';' rule }     a device is covered if a rule matches
//   rule = term { ',' term }                     every term must match
//   term = overlay | all | none | KEY '=' GLOB   KEY: platform, vendor, device, icd
//
// Unset or empty means "overlay": the devices of an xasync pocl overlay.
#pragma once
#include <functional>
#include <string>
#include <vector>

namespace xasync_layer {

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
  // `device_name` is asked for only when a rule names one.
  bool matches(const PlatformFacts &platform,
               const std::function<std::string()> &device_name) const;
  const std::string &text() const { return text_; }

private:
  enum class Kind { Overlay, All, None, Platform, Vendor, Device, Icd };
  struct Term {
    Kind kind;
    std::string glob;
  };
  std::vector<std::vector<Term>> rules_;
  std::string text_;
};

} // namespace xasync_layer
