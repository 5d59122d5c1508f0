#include "selection.h"

#include <fnmatch.h>

namespace xasync_layer {

namespace {

std::string trim(const std::string &s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos)
    return "";
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

std::vector<std::string> split(const std::string &s, char sep) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      parts.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  return parts;
}

bool glob(const std::string &pattern, const std::string &text) {
  return fnmatch(pattern.c_str(), text.c_str(), 0) == 0;
}

} // namespace

bool Selection::parse(const char *text, std::string &error) {
  text_ = text && *text ? text : kDefaultRules;
  rules_.clear();
  for (const std::string &rule_text : split(text_, ';')) {
    if (rule_text.empty())
      continue; // "a;;b" and a trailing ';' are harmless
    std::vector<Term> rule;
    for (const std::string &term : split(rule_text, ',')) {
      const auto eq = term.find('=');
      if (eq == std::string::npos) {
        if (term == "overlay")
          rule.push_back({Kind::Overlay, ""});
        else if (term == "all")
          rule.push_back({Kind::All, ""});
        else if (term == "none")
          rule.push_back({Kind::None, ""});
        else {
          error = "unknown word '" + term + "' in rule '" + rule_text + "'";
          return false;
        }
        continue;
      }
      const std::string key = trim(term.substr(0, eq)), value = trim(term.substr(eq + 1));
      Kind kind;
      if (key == "platform")
        kind = Kind::Platform;
      else if (key == "vendor")
        kind = Kind::Vendor;
      else if (key == "device")
        kind = Kind::Device;
      else if (key == "icd")
        kind = Kind::Icd;
      else if (key == "source") {
        SourceForm form;
        if (value == "generic")
          form = SourceForm::Generic;
        else if (value == "nvptx")
          form = SourceForm::Nvptx;
        else if (value == "nvptx-partial")
          form = SourceForm::NvptxPartial;
        else if (value == "rows")
          form = SourceForm::Rows;
        else {
          error = "unknown source form '" + value + "' in rule '" + rule_text +
                  "' (generic, nvptx, nvptx-partial or rows)";
          return false;
        }
        rule.push_back({Kind::Source, value, form});
        continue;
      } else {
        error = "unknown key '" + key + "' in rule '" + rule_text + "'";
        return false;
      }
      if (value.empty()) {
        error = "empty pattern for '" + key + "' in rule '" + rule_text + "'";
        return false;
      }
      rule.push_back({kind, value});
    }
    rules_.push_back(std::move(rule));
  }
  return true;
}

bool Selection::needs_device_name() const {
  for (const auto &rule : rules_)
    for (const Term &t : rule)
      if (t.kind == Kind::Device)
        return true;
  return false;
}

bool Selection::matches(const PlatformFacts &platform,
                        const std::function<std::string()> &device_name,
                        SourceForm *form) const {
  for (const auto &rule : rules_) {
    bool all = true;
    SourceForm rule_form = SourceForm::None;
    for (const Term &t : rule) {
      switch (t.kind) {
      case Kind::Source: rule_form = t.form; break;
      case Kind::Overlay: all = platform.overlay; break;
      case Kind::All: break;
      case Kind::None: all = false; break;
      case Kind::Platform: all = glob(t.glob, platform.name); break;
      case Kind::Vendor: all = glob(t.glob, platform.vendor); break;
      case Kind::Icd: all = glob(t.glob, platform.icd); break;
      case Kind::Device: all = glob(t.glob, device_name()); break;
      }
      if (!all)
        break;
    }
    if (all) {
      if (form)
        *form = rule_form;
      return true;
    }
  }
  return false;
}

} // namespace xasync_layer
