#include "il_route.h"

#include "coverage.h"
#include "dispatch.h"
#include "extension_lists.h"
#include "queries.h"

#include "tool_run.h"

#include <cstdlib>

namespace xasync_layer {

namespace {

// xasync-spirv: $XASYNC_LAYER_SPIRV_TOOL, else beside the layer as built
// (lib/ -> bin/) or as installed.
std::string spirv_tool() {
  if (const char *env = std::getenv("XASYNC_LAYER_SPIRV_TOOL"))
    return env;
  const std::string dir = layer_dir();
  if (!dir.empty())
    for (const char *rel : {XASYNC_LAYER_BUILD_TOOL_DIR, XASYNC_LAYER_INSTALL_TOOL_DIR}) {
      const std::string path = dir + rel + "/xasync-spirv";
      if (executable(path))
        return path;
    }
  return "";
}

std::string llvm_spirv() {
  if (const char *env = std::getenv("XASYNC_LAYER_LLVM_SPIRV"))
    return env;
  return XASYNC_LAYER_LLVM_SPIRV;
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
  Scratch scratch("xasync-il");
  if (scratch.dir.empty() || !write_file(scratch.path("in.spv"), il, length)) {
    out.error = CL_OUT_OF_HOST_MEMORY;
    out.message = "cannot write a temporary file";
    return out;
  }
  // lower: the Codeplay instructions become builtin calls, the module is
  // validated; a bad module is the caller's (CL_INVALID_VALUE).
  if (!run_tool({tool, "lower", scratch.path("in.spv"), "-o", scratch.path("lowered.spv")},
           scratch.path("log"))) {
    out.error = CL_INVALID_VALUE;
    out.message = "xasync-spirv lower: " + trimmed(read_file(scratch.path("log")));
    return out;
  }
  if (!run_tool({translator, "-r", scratch.path("lowered.spv"), "-o", scratch.path("out.bc")},
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
