#include "il_route.h"

#include "coverage.h"
#include "dispatch.h"
#include "extension_lists.h"
#include "queries.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <vector>

extern char **environ;

namespace xasync_layer {

namespace {

bool executable(const std::string &path) { return access(path.c_str(), X_OK) == 0; }

// xasync-spirv: $XASYNC_LAYER_SPIRV_TOOL, else beside the layer as built
// (lib/ -> bin/) or as installed.
std::string spirv_tool() {
  if (const char *env = std::getenv("XASYNC_LAYER_SPIRV_TOOL"))
    return env;
  Dl_info info{};
  if (dladdr(reinterpret_cast<void *>(&spirv_to_spir), &info) && info.dli_fname) {
    std::string dir = info.dli_fname;
    dir = dir.substr(0, dir.rfind('/') + 1);
    for (const char *rel : {XASYNC_LAYER_BUILD_TOOL_DIR, XASYNC_LAYER_INSTALL_TOOL_DIR}) {
      const std::string path = dir + rel + "/xasync-spirv";
      if (executable(path))
        return path;
    }
  }
  return "";
}

std::string llvm_spirv() {
  if (const char *env = std::getenv("XASYNC_LAYER_LLVM_SPIRV"))
    return env;
  return XASYNC_LAYER_LLVM_SPIRV;
}

// A temporary directory, removed with what the tools wrote into it.
struct Scratch {
  std::string dir;
  Scratch() {
    const char *tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/xasync-il-XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (mkdtemp(buf.data()))
      dir = buf.data();
  }
  ~Scratch() {
    for (const char *f : {"in.spv", "lowered.spv", "out.bc", "log"})
      unlink((dir + "/" + f).c_str());
    if (!dir.empty())
      rmdir(dir.c_str());
  }
  std::string path(const char *name) const { return dir + "/" + name; }
};

bool write_file(const std::string &path, const void *data, size_t size) {
  std::ofstream f(path, std::ios::binary);
  f.write(static_cast<const char *>(data), static_cast<std::streamsize>(size));
  return static_cast<bool>(f);
}

std::string read_file(const std::string &path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// Runs argv (no shell) with stdout and stderr into `log`; true on exit 0.
bool run(const std::vector<std::string> &argv, const std::string &log) {
  std::vector<char *> args;
  for (const std::string &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t pid;
  const int spawned = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0)
    return false;
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR)
      return false;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
    s.pop_back();
  return s;
}

} // namespace

bool il_route_for(cl_device_id device) {
  if (!is_covered(device) || source_form(device) != SourceForm::None)
    return false;
  bool ok = false;
  const std::string extensions = device_string(device, CL_DEVICE_EXTENSIONS, ok);
  if (!ok || !lists_word(extensions, "cl_khr_spir"))
    return false;
  // A driver with IL of its own keeps it (its error, if any, included).
  const std::string il = device_string(device, CL_DEVICE_IL_VERSION, ok);
  return !ok || il.find_first_not_of(' ') == std::string::npos;
}

SpirBinary spirv_to_spir(const void *il, size_t length) {
  SpirBinary out;
  const std::string tool = spirv_tool(), translator = llvm_spirv();
  for (const std::string *t : {&tool, &translator})
    if (t->empty() || !executable(*t)) {
      out.error = CL_INVALID_OPERATION;
      out.message = "cannot run " + (t == &tool ? std::string("xasync-spirv") : "llvm-spirv") +
                    (t->empty() ? "" : " (" + *t + ")") +
                    "; set XASYNC_LAYER_SPIRV_TOOL / XASYNC_LAYER_LLVM_SPIRV";
      return out;
    }
  Scratch scratch;
  if (scratch.dir.empty() || !write_file(scratch.path("in.spv"), il, length)) {
    out.error = CL_OUT_OF_HOST_MEMORY;
    out.message = "cannot write a temporary file";
    return out;
  }
  // lower: the Codeplay instructions become builtin calls, the module is
  // validated; a bad module is the caller's (CL_INVALID_VALUE).
  if (!run({tool, "lower", scratch.path("in.spv"), "-o", scratch.path("lowered.spv")},
           scratch.path("log"))) {
    out.error = CL_INVALID_VALUE;
    out.message = "xasync-spirv lower: " + trimmed(read_file(scratch.path("log")));
    return out;
  }
  if (!run({translator, "-r", scratch.path("lowered.spv"), "-o", scratch.path("out.bc")},
           scratch.path("log"))) {
    out.error = CL_INVALID_VALUE;
    out.message = "llvm-spirv -r: " + trimmed(read_file(scratch.path("log")));
    return out;
  }
  out.bitcode = read_file(scratch.path("out.bc"));
  if (out.bitcode.empty()) {
    out.error = CL_OUT_OF_HOST_MEMORY;
    out.message = "llvm-spirv wrote no bitcode";
  }
  return out;
}

} // namespace xasync_layer
