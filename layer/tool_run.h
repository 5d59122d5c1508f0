// Running a compiler tool from the layer (the SPIR-V route's xasync-spirv
// and llvm-spirv, the PTX route's clang): no shell, the tool's output in a
// log, its files in a scratch directory removed afterwards.
#pragma once

#include <string>
#include <vector>

namespace xasync_layer {

bool executable(const std::string &path);

// Runs argv (no shell) with stdout and stderr into `log`; true on exit 0.
bool run_tool(const std::vector<std::string> &argv, const std::string &log);

bool write_file(const std::string &path, const void *data, size_t size);
std::string read_file(const std::string &path);

// The tool's log without its trailing newlines.
std::string trimmed(std::string s);

// A temporary directory, removed with every file written into it.
struct Scratch {
  std::string dir;
  explicit Scratch(const char *prefix);
  ~Scratch();
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;
  std::string path(const char *name) const { return dir + "/" + name; }
};

// The directory the layer's shared library was loaded from, with its
// trailing '/' ("" if unknown).
std::string layer_dir();

} // namespace xasync_layer
