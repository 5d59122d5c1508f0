#include "ptx_route.h"

#include "coverage.h"
#include "dispatch.h"
#include "extension_lists.h"
#include "queries.h"
#include "source_forms.h"
#include "tool_run.h"

#include <unistd.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace xasync_layer {

namespace {

struct Entry {
  cl_context context;
  std::string source;         // the user's strings, without the prelude
  cl_program built = nullptr; // the route's build, once taken
};

std::mutex mutex;
std::unordered_map<cl_program, Entry> entries;     // the user's program -> its entry
std::unordered_map<cl_program, cl_program> owners; // the route's build -> the user's program

cl_program route_build_of(cl_program program) {
  std::lock_guard<std::mutex> lock(mutex);
  const auto it = entries.find(program);
  return it == entries.end() ? nullptr : it->second.built;
}

cl_program owner_of(cl_program built) {
  std::lock_guard<std::mutex> lock(mutex);
  const auto it = owners.find(built);
  return it == owners.end() ? nullptr : it->second;
}

void note(const std::string &what) {
  if (debug_enabled())
    std::fprintf(stderr, "xasync-layer: PTX route: %s\n", what.c_str());
}

std::string env(const char *name) {
  const char *v = std::getenv(name);
  return v ? v : "";
}

// Build options as words: blanks separate them, double quotes group them
// (and are dropped), a backslash keeps the next character.
std::vector<std::string> words(const std::string &s) {
  std::vector<std::string> out;
  std::string word;
  bool in_word = false, quoted = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\\' && i + 1 < s.size()) {
      word += s[++i];
      in_word = true;
    } else if (c == '"') {
      quoted = !quoted;
      in_word = true;
    } else if (!quoted && (c == ' ' || c == '\t' || c == '\n')) {
      if (in_word)
        out.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word)
    out.push_back(word);
  return out;
}

bool starts_with(const std::string &s, const char *prefix) {
  return s.compare(0, std::strlen(prefix), prefix) == 0;
}

// The user's build options as clang's arguments; false, with the first
// option the route does not take in `bad`, for any other (NVIDIA's own
// -cl-nv-* options among them: the source form keeps such programs).
bool clang_options(const std::string &options, std::vector<std::string> &args,
                   std::string &bad) {
  static const char *const flags[] = {
      "-cl-single-precision-constant", "-cl-denorms-are-zero",
      "-cl-fp32-correctly-rounded-divide-sqrt", "-cl-opt-disable", "-cl-mad-enable",
      "-cl-no-signed-zeros", "-cl-unsafe-math-optimizations", "-cl-finite-math-only",
      "-cl-fast-relaxed-math", "-cl-uniform-work-group-size", "-cl-kernel-arg-info", "-w",
      "-Werror"};
  const std::vector<std::string> w = words(options);
  for (std::size_t i = 0; i < w.size(); ++i) {
    const std::string &o = w[i];
    if (o == "-D" || o == "-I") {
      if (i + 1 == w.size()) {
        bad = o;
        return false;
      }
      args.push_back(o + w[++i]);
    } else if (starts_with(o, "-D") || starts_with(o, "-I") || starts_with(o, "-cl-std=")) {
      args.push_back(o);
    } else if (std::find_if(std::begin(flags), std::end(flags), [&](const char *f) {
                 return o == f;
               }) != std::end(flags)) {
      args.push_back(o);
    } else {
      bad = o;
      return false;
    }
  }
  return true;
}

std::string first_file(std::initializer_list<std::string> paths) {
  for (const std::string &p : paths)
    if (!p.empty() && access(p.c_str(), R_OK) == 0)
      return p;
  return "";
}

// What clang needs: itself, xasync's nvptx library for the GPU, libclc,
// xasync.h and (where built) the pass plugin; found beside the layer as
// built (lib/) or installed (lib/xasync/, include/), or where the
// XASYNC_LAYER_* variables say (docs/layer.md, "The PTX route").
struct Kit {
  std::string clang, library, plugin, libclc, header, missing;
};

Kit kit_for(const char *arch) {
  Kit k;
  k.clang = std::getenv("XASYNC_LAYER_CLANG") ? env("XASYNC_LAYER_CLANG")
                                               : std::string(XASYNC_LAYER_CLANG_PATH);
  std::string dir = env("XASYNC_LAYER_NVPTX_DIR");
  if (!dir.empty() && dir.back() != '/')
    dir += '/';
  if (dir.empty())
    dir = layer_dir();
  const std::string lib = std::string("xasync-") + arch + "-nvptx64--nvidiacl.bc";
  k.library = first_file({dir + lib, dir + "xasync/" + lib});
  k.plugin = first_file({dir + "libxasync-nvptx-state.so", dir + "xasync/libxasync-nvptx-state.so"});
  k.libclc = std::getenv("XASYNC_LAYER_LIBCLC")
                 ? env("XASYNC_LAYER_LIBCLC")
                 : std::string(XASYNC_LAYER_LIBCLC_DIR) + "/nvptx64--nvidiacl.bc";
  k.header = first_file({std::string(XASYNC_LAYER_INCLUDE_DIR) + "/xasync.h",
                         dir + "../include/xasync.h", dir + "../../include/xasync.h"});
  if (!executable(k.clang))
    k.missing = "clang (" + (k.clang.empty() ? std::string("none") : k.clang) +
                "; XASYNC_LAYER_CLANG)";
  else if (k.library.empty())
    k.missing = lib + " beside the layer (XASYNC_LAYER_NVPTX_DIR)";
  else if (access(k.libclc.c_str(), R_OK) != 0)
    k.missing = "libclc's " + k.libclc + " (XASYNC_LAYER_LIBCLC)";
  else if (k.header.empty())
    k.missing = "xasync.h";
  return k;
}

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
  return buf;
}

// FNV-1a: the cache's names, not a security boundary.
std::uint64_t fnv1a(const std::string &s) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : s)
    h = (h ^ c) * 0x100000001b3ull;
  return h;
}

void write_atomically(const std::string &path, const std::string &text) {
  const std::string tmp = path + ".tmp" + std::to_string(getpid());
  if (write_file(tmp, text.data(), text.size()))
    std::rename(tmp.c_str(), path.c_str());
  else
    std::remove(tmp.c_str());
}

// The route's PTX for `source` built with `options` for sm `sm`, or "" with
// the reason in `why`.  With XASYNC_LAYER_PTX_CACHE=DIR, a build is kept in
// DIR under a name made from its source, options and target, and a build
// that finds no clang leaves its request there (DIR/<name>.request) for
// tests/layer/ptx_route.cpp --replay to build elsewhere.
std::string route_ptx(const std::string &source, const std::string &options, unsigned sm,
                      bool fp16, std::string &why) {
  std::vector<std::string> user;
  std::string bad;
  if (!clang_options(options, user, bad)) {
    why = "the build option " + bad + " is not one the route passes to clang";
    return "";
  }
  const char *arch = sm >= 90 ? "sm_90" : "sm_80";
  std::string joined;
  for (const std::string &u : user)
    joined += u + '\n';
  const std::string cache = env("XASYNC_LAYER_PTX_CACHE");
  const std::string name =
      hex64(fnv1a(std::string(arch) + (fp16 ? " fp16\n" : "\n") + joined + '\0' + source));
  if (!cache.empty()) {
    std::string cached = read_file(cache + "/" + name + ".ptx");
    if (!cached.empty()) {
      why = "from the cache (" + name + ")";
      return cached;
    }
  }
  const Kit kit = kit_for(arch);
  if (!kit.missing.empty()) {
    why = "no " + kit.missing;
    if (!cache.empty())
      write_atomically(cache + "/" + name + ".request",
                       std::string("xasync-ptx-request\nsm=") + std::to_string(sm) +
                           "\nfp16=" + (fp16 ? "1" : "0") + "\noptions=" + options + "\n\n" +
                           source);
    return "";
  }
  Scratch scratch("xasync-ptx");
  if (scratch.dir.empty() ||
      !write_file(scratch.path("in.cl"), source.data(), source.size())) {
    why = "cannot write a temporary file";
    return "";
  }
  // PTX mode's command (scripts/real-kernels-ptx.sh); the user's options
  // come last, so their -cl-std wins, and the working directory is searched
  // for includes as NVIDIA's compiler does.
  std::vector<std::string> argv = {kit.clang, "-target", "nvptx64-nvidia-nvcl",
                                   std::string("-march=") + arch, "-O3", "-cl-std=CL1.2",
                                   "-include", kit.header, "-Xclang", "-mlink-builtin-bitcode",
                                   "-Xclang", kit.library};
  if (!kit.plugin.empty())
    argv.push_back("-fpass-plugin=" + kit.plugin);
  for (const char *a : {"-Xclang", "-mlink-builtin-bitcode", "-Xclang"})
    argv.push_back(a);
  argv.push_back(kit.libclc);
  argv.push_back("-Wno-linker-warnings");
  if (fp16) {
    argv.push_back("-Xclang");
    argv.push_back("-cl-ext=+cl_khr_fp16");
  }
  std::vector<char> cwd(4096);
  if (getcwd(cwd.data(), cwd.size()))
    argv.push_back(std::string("-I") + cwd.data());
  argv.insert(argv.end(), user.begin(), user.end());
  for (const char *a : {"-S", "-o"})
    argv.push_back(a);
  argv.push_back(scratch.path("out.ptx"));
  argv.push_back(scratch.path("in.cl"));
  if (!run_tool(argv, scratch.path("log"))) {
    const std::string log = trimmed(read_file(scratch.path("log")));
    const std::size_t at = log.find("error");
    why = "clang: " + (at == std::string::npos ? log : log.substr(at, log.find('\n', at) - at));
    return "";
  }
  std::string ptx = read_file(scratch.path("out.ptx"));
  if (ptx.empty()) {
    why = "clang wrote no PTX";
    return "";
  }
  if (!cache.empty())
    write_atomically(cache + "/" + name + ".ptx", ptx);
  why = std::string("clang, ") + arch;
  return ptx;
}

// Builds the route's program beside the user's; nullptr (and the reason)
// when it cannot.
cl_program build_route(const Entry &entry, cl_uint num_devices, const cl_device_id *device_list,
                       const char *options, std::string &why) {
  const std::vector<cl_device_id> devices =
      device_list ? std::vector<cl_device_id>(device_list, device_list + num_devices)
                  : context_devices(entry.context);
  if (devices.empty()) {
    why = "no devices";
    return nullptr;
  }
  unsigned sm = ~0u;
  bool fp16 = true;
  for (cl_device_id d : devices) {
    sm = std::min(sm, nv_sm(d));
    bool ok = false;
    fp16 = fp16 && lists_word(device_string(d, CL_DEVICE_EXTENSIONS, ok), "cl_khr_fp16") && ok;
  }
  if (sm < 80) {
    why = "a device below sm_80";
    return nullptr;
  }
  const std::string ptx = route_ptx(entry.source, options ? options : "", sm, fp16, why);
  if (ptx.empty())
    return nullptr;
  const std::vector<size_t> lengths(devices.size(), ptx.size());
  std::vector<const unsigned char *> binaries(
      devices.size(), reinterpret_cast<const unsigned char *>(ptx.data()));
  cl_int err = CL_SUCCESS;
  cl_program built = target().clCreateProgramWithBinary(
      entry.context, static_cast<cl_uint>(devices.size()), devices.data(), lengths.data(),
      binaries.data(), nullptr, &err);
  if (!built || err != CL_SUCCESS) {
    why += "; the driver refused the PTX (" + std::to_string(err) + ")";
    return nullptr;
  }
  err = target().clBuildProgram(built, static_cast<cl_uint>(devices.size()), devices.data(),
                                nullptr, nullptr, nullptr);
  if (err != CL_SUCCESS) {
    why += "; the driver's build of the PTX failed (" + std::to_string(err) + ")";
    target().clReleaseProgram(built);
    return nullptr;
  }
  return built;
}

} // namespace

bool ptx_route_for(const Prelude &prelude) {
  return prelude.nv_sm >= 80 && env("XASYNC_LAYER_PTX_ROUTE") != "0";
}

void ptx_route_remember(cl_program program, cl_context context, std::string source) {
  std::lock_guard<std::mutex> lock(mutex);
  entries[program] = Entry{context, std::move(source), nullptr};
}

cl_int CL_API_CALL ptx_build_program(cl_program program, cl_uint num_devices,
                                     const cl_device_id *device_list, const char *options,
                                     void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                     void *user_data) {
  // The source form's build first: the user's program, its log and its
  // errors stay the driver's own.
  const cl_int status = target().clBuildProgram(program, num_devices, device_list, options,
                                                pfn_notify, user_data);
  if (status != CL_SUCCESS)
    return status;
  Entry entry{nullptr, {}, nullptr};
  cl_program old = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex);
    const auto it = entries.find(program);
    if (it == entries.end())
      return status;
    old = it->second.built;
    it->second.built = nullptr;
    if (old)
      owners.erase(old);
    entry = it->second;
  }
  if (old)
    target().clReleaseProgram(old);
  if (pfn_notify) {
    // The callback may already have run, and the build go on behind it.
    note("a build with a callback keeps the source form");
    return status;
  }
  try {
    std::string why;
    cl_program built = build_route(entry, num_devices, device_list, options, why);
    if (!built) {
      note("not taken (" + why + "): the source form's kernels");
      return status;
    }
    note("kernels from clang's build (" + why + ")");
    std::lock_guard<std::mutex> lock(mutex);
    const auto it = entries.find(program);
    it->second.built = built;
    owners[built] = program;
  } catch (const std::bad_alloc &) {
    note("out of memory: the source form's kernels");
  }
  return status;
}

cl_kernel CL_API_CALL ptx_create_kernel(cl_program program, const char *kernel_name,
                                        cl_int *errcode_ret) {
  const cl_program built = program ? route_build_of(program) : nullptr;
  return target().clCreateKernel(built ? built : program, kernel_name, errcode_ret);
}

cl_int CL_API_CALL ptx_create_kernels_in_program(cl_program program, cl_uint num_kernels,
                                                 cl_kernel *kernels, cl_uint *num_kernels_ret) {
  const cl_program built = program ? route_build_of(program) : nullptr;
  return target().clCreateKernelsInProgram(built ? built : program, num_kernels, kernels,
                                           num_kernels_ret);
}

// A kernel of the route's build names the user's program as its own.
cl_int CL_API_CALL ptx_get_kernel_info(cl_kernel kernel, cl_kernel_info param_name,
                                       size_t param_value_size, void *param_value,
                                       size_t *param_value_size_ret) {
  const cl_int err = target().clGetKernelInfo(kernel, param_name, param_value_size, param_value,
                                              param_value_size_ret);
  if (err == CL_SUCCESS && param_name == CL_KERNEL_PROGRAM && param_value &&
      param_value_size >= sizeof(cl_program)) {
    cl_program *p = static_cast<cl_program *>(param_value);
    if (const cl_program owner = owner_of(*p))
      *p = owner;
  }
  return err;
}

// A program from PTX has no argument information: the user's program
// (the source form's build of the same source) answers for it.
cl_int CL_API_CALL ptx_get_kernel_arg_info(cl_kernel kernel, cl_uint arg_index,
                                           cl_kernel_arg_info param_name,
                                           size_t param_value_size, void *param_value,
                                           size_t *param_value_size_ret) {
  const cl_int err = target().clGetKernelArgInfo(kernel, arg_index, param_name, param_value_size,
                                                 param_value, param_value_size_ret);
  if (err != CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
    return err;
  cl_program built = nullptr;
  if (target().clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof built, &built, nullptr) !=
      CL_SUCCESS)
    return err;
  const cl_program owner = owner_of(built);
  size_t n = 0;
  if (!owner ||
      target().clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, 0, nullptr, &n) != CL_SUCCESS)
    return err;
  std::vector<char> name(n + 1, '\0');
  if (target().clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, n, name.data(), nullptr) !=
      CL_SUCCESS)
    return err;
  cl_int made = CL_SUCCESS;
  const cl_kernel twin = target().clCreateKernel(owner, name.data(), &made);
  if (!twin || made != CL_SUCCESS)
    return err;
  const cl_int answer = target().clGetKernelArgInfo(twin, arg_index, param_name, param_value_size,
                                                    param_value, param_value_size_ret);
  target().clReleaseKernel(twin);
  return answer;
}

// The route's build goes with the user's program's last reference (its
// kernels hold their own).
cl_int CL_API_CALL ptx_release_program(cl_program program) {
  cl_program built = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex);
    const auto it = program ? entries.find(program) : entries.end();
    if (it != entries.end()) {
      cl_uint refs = 0;
      if (target().clGetProgramInfo(program, CL_PROGRAM_REFERENCE_COUNT, sizeof refs, &refs,
                                    nullptr) == CL_SUCCESS &&
          refs == 1) {
        built = it->second.built;
        if (built)
          owners.erase(built);
        entries.erase(it);
      }
    }
  }
  const cl_int err = target().clReleaseProgram(program);
  if (built)
    target().clReleaseProgram(built);
  return err;
}

} // namespace xasync_layer
