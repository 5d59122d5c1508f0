// The layer's PTX route (layer/ptx_route.h) on the fake driver posing as
// NVIDIA's at sm_90 (fake_icd.cpp): a program from source is built again by
// clang with xasync's sm_90 library and the pass plugin, and its kernels
// come from that build; every way the route is not taken leaves the source
// form's kernels; the layer releases what it made.
//   ptx_route FAKE_ICD.so                 the checks
//   ptx_route FAKE_ICD.so --replay DIR    builds DIR's requests (left by a
//                                         layer without clang) into DIR's
//                                         cache, here, with clang
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <dirent.h>
#include <dlfcn.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

int failures = 0;

void expect(bool ok, const std::string &what) {
  if (!ok) {
    std::printf("ptx-route: FAIL: %s\n", what.c_str());
    ++failures;
  }
}

std::string read(const std::string &path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

std::vector<std::string> files(const std::string &dir, const std::string &suffix) {
  std::vector<std::string> out;
  if (DIR *d = opendir(dir.c_str())) {
    while (const dirent *e = readdir(d)) {
      const std::string n = e->d_name;
      if (n.size() > suffix.size() && n.compare(n.size() - suffix.size(), suffix.size(), suffix) == 0)
        out.push_back(dir + "/" + n);
    }
    closedir(d);
  }
  return out;
}

struct Fake {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_context context = nullptr;
};

Fake open_fake() {
  Fake f;
  cl_uint n = 0;
  clGetPlatformIDs(0, nullptr, &n);
  std::vector<cl_platform_id> ps(n);
  clGetPlatformIDs(n, ps.data(), nullptr);
  for (cl_platform_id p : ps) {
    char name[256] = {};
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, nullptr);
    if (std::strcmp(name, "xasync fake ICD") == 0)
      f.platform = p;
  }
  if (!f.platform)
    return f;
  cl_device_id ds[4];
  cl_uint nd = 0;
  if (clGetDeviceIDs(f.platform, CL_DEVICE_TYPE_ALL, 4, ds, &nd) != CL_SUCCESS || nd < 2)
    return f;
  f.device = ds[1]; // "fake plain"
  cl_int e = CL_SUCCESS;
  f.context = clCreateContext(nullptr, 1, &f.device, nullptr, nullptr, &e);
  return f;
}

cl_program build(const Fake &f, const std::string &source, const char *options,
                 cl_int *status = nullptr, bool callback = false) {
  const char *s = source.c_str();
  cl_int e = CL_SUCCESS;
  cl_program p = clCreateProgramWithSource(f.context, 1, &s, nullptr, &e);
  if (!p || e != CL_SUCCESS)
    return nullptr;
  const auto notify = [](cl_program, void *) {};
  const cl_int b =
      clBuildProgram(p, 1, &f.device, options, callback ? +notify : nullptr, nullptr);
  if (status)
    *status = b;
  return p;
}

// Which program a kernel came from, by the fake's own answer.
std::string origin(cl_kernel k) {
  char buf[64] = {};
  if (clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, sizeof buf, buf, nullptr) != CL_SUCCESS)
    return "?";
  return buf;
}

std::string origin_of(cl_program p, const char *name) {
  cl_int e = CL_SUCCESS;
  cl_kernel k = clCreateKernel(p, name, &e);
  if (!k)
    return "none";
  const std::string o = origin(k);
  clReleaseKernel(k);
  return o;
}

const char *kSource = R"(
kernel void KNAME(global const int *src, global int *dst, local int *tile) {
  event_t e = async_work_group_copy(tile, src + get_group_id(0) * 64, 64, 0);
  wait_group_events(1, &e);
  dst[get_global_id(0)] = tile[get_local_id(0)] * 2;
}
kernel void second(global int *p) { p[get_global_id(0)] = 1; }
)";

int replay(const Fake &f, const std::string &dir) {
  setenv("XASYNC_LAYER_PTX_CACHE", dir.c_str(), 1);
  int built = 0;
  for (const std::string &req : files(dir, ".request")) {
    const std::string text = read(req);
    const std::size_t body = text.find("\n\n");
    std::string options;
    bool fp16 = false;
    std::istringstream head(text.substr(0, body));
    for (std::string line; std::getline(head, line);) {
      if (line.rfind("options=", 0) == 0)
        options = line.substr(8);
      if (line == "fp16=1")
        fp16 = true;
      if (line.rfind("sm=", 0) == 0)
        setenv("XASYNC_FAKE_NV_SM", line.substr(3).c_str(), 1);
    }
    setenv("XASYNC_FAKE_FP16", fp16 ? "1" : "0", 1);
    cl_program p = build(f, text.substr(body + 2), options.c_str());
    const std::string ptx = req.substr(0, req.size() - 8) + ".ptx";
    if (p && access(ptx.c_str(), R_OK) == 0) {
      ++built;
      unlink(req.c_str());
    } else {
      std::printf("ptx-route: FAIL: %s was not built (XASYNC_LAYER_DEBUG=1 says why)\n",
                  req.c_str());
      ++failures;
    }
    if (p)
      clReleaseProgram(p);
  }
  std::printf("ptx-route: %d requests built into %s\n", built, dir.c_str());
  return failures ? 1 : 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: ptx_route FAKE_ICD.so [--replay DIR]\n");
    return 2;
  }
  void *fake_lib = dlopen(argv[1], RTLD_NOW | RTLD_NOLOAD);
  const Fake f = open_fake();
  if (!f.context) {
    std::printf("ptx-route: FAIL: no context on the fake driver\n");
    return 1;
  }
  if (argc == 4 && std::strcmp(argv[2], "--replay") == 0)
    return replay(f, argv[3]);
  fake_lib = fake_lib ? fake_lib : dlopen(argv[1], RTLD_NOW | RTLD_NOLOAD);
  const auto live = reinterpret_cast<int (*)()>(fake_lib ? dlsym(fake_lib, "xasync_fake_live")
                                                         : nullptr);
  expect(live != nullptr, "the fake driver's live count");

  const char *tmp = std::getenv("TMPDIR");
  const std::string tmpdir = tmp && *tmp ? tmp : "/tmp";
  std::string tmpl = tmpdir + "/xasync-ptx-route-XXXXXX";
  const std::string cache = mkdtemp(tmpl.data());
  setenv("XASYNC_LAYER_PTX_CACHE", cache.c_str(), 1);

  // The route: the kernel's name is a macro of the build options, so only
  // clang's build (not the fake's, which does not preprocess) has it.
  cl_int status = CL_SUCCESS;
  cl_program p = build(f, kSource, "-D KNAME=copy_twice -cl-std=CL1.2 -cl-mad-enable", &status);
  expect(p && status == CL_SUCCESS, "the build succeeds");
  cl_int e = CL_SUCCESS;
  cl_kernel k = clCreateKernel(p, "copy_twice", &e);
  expect(k && origin(k) == "xasync-fake:binary", "copy_twice comes from the route's PTX");
  if (k) {
    cl_program owner = nullptr;
    clGetKernelInfo(k, CL_KERNEL_PROGRAM, sizeof owner, &owner, nullptr);
    expect(owner == p, "its CL_KERNEL_PROGRAM is the user's program");
  }
  cl_kernel all[2] = {};
  cl_uint n = 0;
  expect(clCreateKernelsInProgram(p, 2, all, &n) == CL_SUCCESS && n == 2 &&
             origin(all[0]) == "xasync-fake:binary" && origin(all[1]) == "xasync-fake:binary",
         "clCreateKernelsInProgram: both kernels from the route's PTX");
  cl_kernel second = clCreateKernel(p, "second", &e);
  char arg[64] = {};
  expect(second && clGetKernelArgInfo(second, 0, CL_KERNEL_ARG_NAME, sizeof arg, arg,
                                      nullptr) == CL_SUCCESS &&
             std::strcmp(arg, "arg-of-second") == 0,
         "argument information from the user's program (the PTX has none)");
  // The route's PTX is PTX mode's build: cp.async for sm_90, the kernels'
  // entries.
  const std::vector<std::string> ptx = files(cache, ".ptx");
  expect(ptx.size() == 1, "one PTX in the cache");
  if (ptx.size() == 1) {
    const std::string text = read(ptx[0]);
    expect(text.find(".target sm_90") != std::string::npos, "the PTX targets sm_90");
    expect(text.find(".entry copy_twice") != std::string::npos &&
               text.find(".entry second") != std::string::npos,
           "the PTX has both kernels");
    expect(text.find("cp.async") != std::string::npos, "the copy issues cp.async");
  }
  // A rebuild replaces the route's build (released: counted below).
  expect(clBuildProgram(p, 1, &f.device, "-D KNAME=copy_again", nullptr, nullptr) ==
                 CL_SUCCESS &&
             origin_of(p, "copy_again") == "xasync-fake:binary",
         "a rebuild takes the route again with its own options");
  for (cl_kernel x : {k, all[0], all[1], second})
    if (x)
      clReleaseKernel(x);
  clRetainProgram(p);
  clReleaseProgram(p);
  expect(origin_of(p, "second") == "xasync-fake:binary",
         "a release that leaves a reference keeps the route's build");
  clReleaseProgram(p);
  if (live)
    expect(live() == 0, "every program and kernel released (" + std::to_string(live()) +
                            " alive)");

  // Not taken: each leaves the source form's kernels.
  const auto source_form = [&](const char *what, const std::string &src, const char *options,
                               bool callback = false) {
    cl_int st = CL_SUCCESS;
    cl_program q = build(f, src, options, &st, callback);
    expect(q && st == CL_SUCCESS, std::string(what) + ": the build succeeds");
    expect(q && origin_of(q, "second") == "xasync-fake:source",
           std::string(what) + ": the source form's kernels");
    if (q)
      clReleaseProgram(q);
  };
  source_form("an option clang is not given (-cl-nv-verbose)", kSource,
              "-D KNAME=x -cl-nv-verbose");
  source_form("clang's error", std::string(kSource) + "kernel void bad() { undeclared_x = 1; }\n",
              "-D KNAME=x");
  source_form("a build with a callback", kSource, "-D KNAME=x", true);
  setenv("XASYNC_LAYER_PTX_ROUTE", "0", 1);
  source_form("XASYNC_LAYER_PTX_ROUTE=0", kSource, "-D KNAME=x");
  unsetenv("XASYNC_LAYER_PTX_ROUTE");
  setenv("XASYNC_LAYER_CLANG", "/nonexistent/clang", 1);
  source_form("no clang", kSource, "-D KNAME=y");
  // ... which leaves its request in the cache: built here, the cache then
  // serves a layer without clang.
  const std::vector<std::string> requests = files(cache, ".request");
  expect(requests.size() == 1, "a build without clang leaves one request");
  unsetenv("XASYNC_LAYER_CLANG");
  expect(replay(f, cache) == 0 && files(cache, ".request").empty(), "the request replays");
  setenv("XASYNC_LAYER_CLANG", "/nonexistent/clang", 1);
  cl_program c = build(f, kSource, "-D KNAME=y", &status);
  expect(c && origin_of(c, "y") == "xasync-fake:binary",
         "without clang, the cache's PTX serves the same source and options");
  if (c)
    clReleaseProgram(c);
  unsetenv("XASYNC_LAYER_CLANG");
  if (live)
    expect(live() == 0, "every program and kernel released at the end (" +
                            std::to_string(live()) + " alive)");
  for (const std::string &x : files(cache, ".ptx"))
    unlink(x.c_str());
  rmdir(cache.c_str());
  // clang's scratch directories are gone (the layer's Scratch).
  int left = 0;
  if (DIR *d = opendir(tmpdir.c_str())) {
    while (const dirent *e = readdir(d))
      left += std::strncmp(e->d_name, "xasync-ptx-", 11) == 0;
    closedir(d);
  }
  expect(left == 0, "nothing of the route's left in " + tmpdir);
  clReleaseContext(f.context);
  if (failures)
    return 1;
  std::printf("ptx-route: OK\n");
  return 0;
}
