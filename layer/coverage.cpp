#include "coverage.h"

#include "dispatch.h"
#include "selection.h"

#include <dlfcn.h>
#include <limits.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <utility>
#include <vector>

namespace xasync_layer {

namespace {

// Process-lifetime state, deliberately never destroyed: the ICD loader
// never unloads a layer, and OpenCL calls may still arrive from other
// threads or exit handlers after static destructors ran.  It holds the
// parsed rules and one entry per platform (platforms are never released),
// so it does not grow with use.
struct State {
  Selection selection;
  bool debug = false;
  std::mutex mutex; // guards platforms
  std::vector<std::pair<cl_platform_id, PlatformFacts>> platforms;
};
State *state = nullptr;

std::string platform_string(cl_platform_id p, cl_platform_info what) {
  size_t size = 0;
  if (target().clGetPlatformInfo(p, what, 0, nullptr, &size) != CL_SUCCESS || size == 0)
    return "";
  std::vector<char> buf(size);
  if (target().clGetPlatformInfo(p, what, size, buf.data(), nullptr) != CL_SUCCESS)
    return "";
  return std::string(buf.data(), strnlen(buf.data(), size));
}

// The driver library: every ICD object starts with the driver's dispatch
// table (cl_khr_icd), whose functions live in that library.
std::string driver_library(cl_platform_id p) {
  const cl_icd_dispatch *table = *reinterpret_cast<cl_icd_dispatch *const *>(p);
  Dl_info info{};
  if (!table || !table->clGetPlatformInfo ||
      !dladdr(reinterpret_cast<void *>(table->clGetPlatformInfo), &info) || !info.dli_fname)
    return "";
  char resolved[PATH_MAX];
  return realpath(info.dli_fname, resolved) ? resolved : info.dli_fname;
}

// tools/pocl-overlay.sh writes this marker last, in the data directory
// pocl reads its kernel library and headers from (../../share/pocl from
// libpocl's directory).
bool is_overlay(const std::string &library) {
  const auto slash = library.rfind('/');
  if (slash == std::string::npos)
    return false;
  const std::string marker = library.substr(0, slash) + "/../../share/pocl/xasync-overlay";
  return access(marker.c_str(), R_OK) == 0;
}

PlatformFacts read_facts(cl_platform_id p) {
  PlatformFacts f;
  f.name = platform_string(p, CL_PLATFORM_NAME);
  f.vendor = platform_string(p, CL_PLATFORM_VENDOR);
  f.icd = driver_library(p);
  f.overlay = is_overlay(f.icd);
  return f;
}

PlatformFacts platform_facts(cl_platform_id p) {
  {
    std::lock_guard<std::mutex> lock(state->mutex);
    for (const auto &entry : state->platforms)
      if (entry.first == p)
        return entry.second;
  }
  // Read outside the lock (driver calls); a racing thread may read too, and
  // the first to insert wins.
  PlatformFacts facts = read_facts(p);
  std::lock_guard<std::mutex> lock(state->mutex);
  for (const auto &entry : state->platforms)
    if (entry.first == p)
      return entry.second;
  state->platforms.emplace_back(p, facts);
  if (state->debug)
    std::fprintf(stderr,
                 "xasync-layer: platform \"%s\", vendor \"%s\", driver %s, xasync overlay: %s\n",
                 facts.name.c_str(), facts.vendor.c_str(), facts.icd.c_str(),
                 facts.overlay ? "yes" : "no");
  return facts;
}

std::string device_name(cl_device_id device) {
  size_t size = 0;
  if (target().clGetDeviceInfo(device, CL_DEVICE_NAME, 0, nullptr, &size) != CL_SUCCESS ||
      size == 0)
    return "";
  std::vector<char> buf(size);
  if (target().clGetDeviceInfo(device, CL_DEVICE_NAME, size, buf.data(), nullptr) != CL_SUCCESS)
    return "";
  return std::string(buf.data(), strnlen(buf.data(), size));
}

} // namespace

bool init_coverage(std::string &error) {
  if (state)
    return true;
  auto fresh = new State;
  if (!fresh->selection.parse(std::getenv("XASYNC_LAYER_DEVICES"), error)) {
    delete fresh;
    return false;
  }
  const char *debug = std::getenv("XASYNC_LAYER_DEBUG");
  fresh->debug = debug && *debug && std::strcmp(debug, "0") != 0;
  if (fresh->debug)
    std::fprintf(stderr, "xasync-layer: covering devices matching '%s'\n",
                 fresh->selection.text().c_str());
  state = fresh;
  return true;
}

namespace {

// The device's platform, or nullptr (no coverage state, or the driver does
// not know the device).
cl_platform_id device_platform(cl_device_id device) {
  cl_platform_id platform = nullptr;
  if (!state || target().clGetDeviceInfo(device, CL_DEVICE_PLATFORM, sizeof platform,
                                         &platform, nullptr) != CL_SUCCESS)
    return nullptr;
  return platform;
}

bool match(cl_device_id device, SourceForm *form) {
  const cl_platform_id platform = device_platform(device);
  if (!platform)
    return false;
  // Device names are read per query, not cached: a released sub-device's
  // handle may be reused by another device.
  return state->selection.matches(platform_facts(platform),
                                  [device] { return device_name(device); }, form);
}

} // namespace

std::string platform_vendor(cl_device_id device) {
  const cl_platform_id platform = device_platform(device);
  return platform ? platform_facts(platform).vendor : std::string();
}

std::string platform_name(cl_device_id device) {
  const cl_platform_id platform = device_platform(device);
  return platform ? platform_facts(platform).name : std::string();
}

bool is_covered(cl_device_id device) { return match(device, nullptr); }

SourceForm source_form(cl_device_id device) {
  SourceForm form = SourceForm::None;
  return match(device, &form) ? form : SourceForm::None;
}

bool debug_enabled() { return state && state->debug; }

} // namespace xasync_layer
