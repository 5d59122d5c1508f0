// clCreateProgramWithIL through the layer (docs/layer.md, "SPIR-V
// programs"), on the first device of the first platform:
//   --expect routed    the layer answers: CL_DEVICE_IL_VERSION lists
//                      SPIR-V 1.0-1.4 (the reply rules: size-only query,
//                      short buffer refused with nothing written), bad
//                      input gets the spec's code, a good module builds
//                      with the user's options and its kernel exists,
//                      programs from source still build as source, and no
//                      temporary file is left in $TMPDIR;
//   --expect driver    the driver's own answers (no IL, creation refused).
//   il_programs --expect routed|driver GOOD.spv BAD.spv KERNEL
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <dirent.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

int failures = 0;
void check(bool ok, const std::string &what) {
  if (!ok) {
    std::printf("FAIL %s\n", what.c_str());
    ++failures;
  }
}

std::string read_file(const char *path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

size_t files_in(const char *dir) {
  size_t n = 0;
  if (DIR *d = opendir(dir)) {
    while (dirent *e = readdir(d))
      n += std::strcmp(e->d_name, ".") && std::strcmp(e->d_name, "..");
    closedir(d);
  }
  return n;
}

const char kSource[] = "kernel void twice(global int *p) { p[get_global_id(0)] *= 2; }";

} // namespace

int main(int argc, char **argv) {
  if (argc != 6 || std::strcmp(argv[1], "--expect") ||
      (std::strcmp(argv[2], "routed") && std::strcmp(argv[2], "driver"))) {
    std::fprintf(stderr, "usage: %s --expect routed|driver GOOD.spv BAD.spv KERNEL\n", argv[0]);
    return 2;
  }
  const bool routed = !std::strcmp(argv[2], "routed");
  const std::string good = read_file(argv[3]), bad = read_file(argv[4]);
  const char *kernel_name = argv[5];
  if (good.size() < 20 || bad.size() < 20) {
    std::fprintf(stderr, "il_programs: cannot read the modules\n");
    return 2;
  }
  cl_platform_id platform;
  cl_device_id device;
  if (clGetPlatformIDs(1, &platform, nullptr) != CL_SUCCESS ||
      clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, nullptr) != CL_SUCCESS) {
    std::printf("FAIL no OpenCL device\n");
    return 1;
  }
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  check(err == CL_SUCCESS, "clCreateContext");

  // CL_DEVICE_IL_VERSION and its reply rules.
  size_t size = 0;
  check(clGetDeviceInfo(device, CL_DEVICE_IL_VERSION, 0, nullptr, &size) == CL_SUCCESS,
        "IL_VERSION size query");
  std::vector<char> il_version(size + 16, 'G');
  check(clGetDeviceInfo(device, CL_DEVICE_IL_VERSION, size, il_version.data(), nullptr) ==
            CL_SUCCESS,
        "IL_VERSION query");
  const std::string versions(il_version.data(), strnlen(il_version.data(), size));
  std::printf("il_programs: IL version \"%s\"\n", versions.c_str());
  if (routed) {
    check(versions == "SPIR-V_1.0 SPIR-V_1.1 SPIR-V_1.2 SPIR-V_1.3 SPIR-V_1.4",
          "IL_VERSION lists SPIR-V 1.0-1.4");
    std::vector<char> small(size - 1 + 16, 'G');
    size_t sentinel = 12345;
    check(clGetDeviceInfo(device, CL_DEVICE_IL_VERSION, size - 1, small.data(), &sentinel) ==
              CL_INVALID_VALUE,
          "IL_VERSION into a short buffer: CL_INVALID_VALUE");
    check(small == std::vector<char>(small.size(), 'G') && sentinel == 12345,
          "IL_VERSION into a short buffer: nothing written");
    check(clGetDeviceInfo(device, CL_DEVICE_ILS_WITH_VERSION, 0, nullptr, &size) == CL_SUCCESS &&
              size == 5 * sizeof(cl_name_version),
          "ILS_WITH_VERSION: five entries");
    std::vector<cl_name_version> ils(5);
    check(clGetDeviceInfo(device, CL_DEVICE_ILS_WITH_VERSION, size, ils.data(), nullptr) ==
              CL_SUCCESS,
          "ILS_WITH_VERSION query");
    for (cl_uint minor = 0; minor < 5; ++minor)
      check(!std::strcmp(ils[minor].name, "SPIR-V") &&
                ils[minor].version == CL_MAKE_VERSION(1, minor, 0),
            "ILS_WITH_VERSION entry SPIR-V 1." + std::to_string(minor));
  } else {
    check(versions.find("SPIR-V") == std::string::npos, "the driver lists no IL");
  }

  const char *tmp = std::getenv("TMPDIR");
  const size_t tmp_before = tmp ? files_in(tmp) : 0;
  // Bad input: the spec's CL_INVALID_VALUE, no program.
  struct Bad {
    const char *what;
    const void *il;
    size_t length;
  } bads[] = {{"NULL il", nullptr, 64},
              {"zero length", good.data(), 0},
              {"a GroupAsyncCopy2D2D with 9 operands", bad.data(), bad.size()},
              {"a module cut in half", good.data(), good.size() / 2 & ~size_t{3}},
              {"not SPIR-V", kSource, sizeof kSource - 1}};
  for (const Bad &b : bads) {
    err = CL_SUCCESS;
    cl_program p = clCreateProgramWithIL(ctx, b.il, b.length, &err);
    std::printf("il_programs: %s: error %d\n", b.what, err);
    if (routed)
      check(!p && err == CL_INVALID_VALUE, std::string(b.what) + ": CL_INVALID_VALUE");
    else
      check(!p && err != CL_SUCCESS, std::string(b.what) + ": refused by the driver");
    if (p)
      clReleaseProgram(p);
  }

  // A good module, built with options of the user's, several times over;
  // between, a program from source builds as source.
  for (int round = 0; round < (routed ? 8 : 1); ++round) {
    cl_program p = clCreateProgramWithIL(ctx, good.data(), good.size(), &err);
    if (!routed) {
      check(!p && err != CL_SUCCESS, "a good module: refused by the driver");
      break;
    }
    check(p && err == CL_SUCCESS, "a good module: created");
    if (!p)
      break;
    check(clBuildProgram(p, 1, &device, "-DUSER_OPTION=1 -cl-mad-enable", nullptr, nullptr) ==
              CL_SUCCESS,
          "a good module: built with the user's options");
    cl_kernel k = clCreateKernel(p, kernel_name, &err);
    check(k && err == CL_SUCCESS, std::string("kernel ") + kernel_name + " created");
    if (k)
      clReleaseKernel(k);
    check(clRetainProgram(p) == CL_SUCCESS && clReleaseProgram(p) == CL_SUCCESS,
          "retain and release");
    check(clReleaseProgram(p) == CL_SUCCESS, "last release");
    const char *src = kSource;
    cl_program s = clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
    check(s && err == CL_SUCCESS, "program from source");
    check(clBuildProgram(s, 1, &device, "-cl-std=CL1.2", nullptr, nullptr) == CL_SUCCESS,
          "program from source built as source");
    if (s)
      clReleaseProgram(s);
  }
  if (tmp)
    check(files_in(tmp) == tmp_before, "no temporary file left in $TMPDIR");
  clReleaseContext(ctx);
  if (failures)
    return 1;
  std::printf("il-programs: OK\n");
  return 0;
}
