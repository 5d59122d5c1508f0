// A build error's line number through the layer, on the fake driver
// (fake_icd.cpp), whose log reports physical lines as NVIDIA's compiler does.
//   build_log_lines --expect user       the platform's vendor is NVIDIA's:
//                                       the layer renumbers to line 3
//   build_log_lines --expect physical   any other vendor: the driver's
//                                       line, past the prelude, unchanged
// then optionally --form generic|nvptx|nvptx-partial: the source form the
// layer must have prepended (each has its own length; told apart by text
// only that form holds).
// Also the reply rules of the rewritten log: size query, short buffer.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

static int failures = 0;
static void check(bool ok, const std::string &what) {
  std::printf("%s %s\n", ok ? "ok  " : "FAIL", what.c_str());
  failures += !ok;
}

int main(int argc, char **argv) {
  if ((argc != 3 && argc != 5) || std::strcmp(argv[1], "--expect") != 0 ||
      (argc == 5 && std::strcmp(argv[3], "--form") != 0)) {
    std::fprintf(stderr, "usage: %s --expect user|physical [--form FORM]\n", argv[0]);
    return 2;
  }
  const std::string form = argc == 5 ? argv[4] : "";
  const bool user = std::strcmp(argv[2], "user") == 0;
  cl_platform_id platforms[16];
  cl_uint np = 0;
  clGetPlatformIDs(16, platforms, &np);
  cl_device_id dev = nullptr;
  for (cl_uint i = 0; i < np && !dev; ++i) {
    char name[128] = {};
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, nullptr);
    cl_device_id all[4];
    cl_uint n = 0;
    if (std::strcmp(name, "xasync fake ICD") == 0 &&
        clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 4, all, &n) == CL_SUCCESS && n > 1)
      dev = all[1]; // "fake plain"
  }
  if (!dev) {
    std::fprintf(stderr, "build-log-lines: no fake driver\n");
    return 2;
  }
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  check(err == CL_SUCCESS, "clCreateContext");
  const char *src = "kernel void k(global int *a) {\n  a[0] = 1;\n  a[1] = xasync_undeclared_3;\n}\n";
  cl_program p = clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
  size_t source_size = 0;
  clGetProgramInfo(p, CL_PROGRAM_SOURCE, 0, nullptr, &source_size);
  check(err == CL_SUCCESS && source_size > std::strlen(src) + 1000,
        "the layer prepended a source form");
  if (!form.empty()) {
    std::string source(source_size, '\0');
    clGetProgramInfo(p, CL_PROGRAM_SOURCE, source_size, &source[0], nullptr);
    const bool cp_async = source.find("cp.async") != std::string::npos;
    const bool partial = source.find("__XASYNC_LINKED_UNIT") != std::string::npos;
    check(form == "generic" ? !cp_async : form == "nvptx" ? cp_async && !partial : cp_async && partial,
          "the " + form + " source form");
  }
  check(clBuildProgram(p, 1, &dev, "", nullptr, nullptr) == CL_BUILD_PROGRAM_FAILURE,
        "the build fails on the undeclared identifier");
  size_t size = 0;
  check(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size) == CL_SUCCESS &&
            size > 1,
        "size query");
  std::vector<char> log(size + 8, 'x');
  size_t got = 0;
  check(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, size, log.data(), &got) ==
                CL_SUCCESS &&
            got == size && std::strlen(log.data()) + 1 == size,
        "the log fills exactly the size the query gave");
  std::vector<char> small(size - 1, 'y');
  size_t untouched = 12345;
  check(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, size - 1, small.data(),
                              &untouched) == CL_INVALID_VALUE &&
            untouched == 12345 && small[0] == 'y',
        "a short buffer: CL_INVALID_VALUE, nothing written");
  const std::string text = log.data();
  std::printf("log: %s", text.c_str());
  const bool on_3 = text.find("<kernel>:3:10: error: use of undeclared identifier "
                              "'xasync_undeclared_3'") != std::string::npos;
  if (user)
    check(on_3, "NVIDIA's vendor: the error reported on the user's line 3");
  else
    check(!on_3 && text.find("<kernel>:") != std::string::npos,
          "another vendor: the driver's own line, unchanged");
  clReleaseProgram(p);
  clReleaseContext(ctx);
  std::printf("build-log-lines: %s\n", failures ? "FAILED" : "OK");
  return failures ? 1 : 0;
}
