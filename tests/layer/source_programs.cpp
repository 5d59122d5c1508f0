// Programs built from source through the layer's source form
// (docs/source-mode.md), on the first device whose platform name contains
// argv[1]: a kernel without the builtins, user line numbers in build logs,
// -I/-D options, several source strings, clCompileProgram/clLinkProgram
// (a compiled unit gets -D__XASYNC_LINKED_UNIT, a built program not)
// with a header program.  Every kernel's output is checked on the host.
//   source_programs PLATFORM-SUBSTRING
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace {

int failures = 0;
cl_context ctx;
cl_device_id dev;
cl_command_queue queue;

void check(bool ok, const std::string &what) {
  std::printf("%s %s\n", ok ? "ok  " : "FAIL", what.c_str());
  if (!ok)
    ++failures;
}

void need(cl_int err, const char *what) {
  if (err != CL_SUCCESS) {
    std::fprintf(stderr, "source-programs: %s failed (%d)\n", what, err);
    std::exit(2);
  }
}

std::string build_log(cl_program p) {
  size_t n = 0;
  clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
  std::string log(n, '\0');
  clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, n, &log[0], nullptr);
  return log;
}

cl_program from_source(std::vector<const char *> strings) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(ctx, (cl_uint)strings.size(), strings.data(),
                                           nullptr, &err);
  need(err, "clCreateProgramWithSource");
  return p;
}

// Runs `name` over n work-items in groups of `local` with an input of 2n
// ints (i + 1000: the tile kernels read rows at twice their width) and an
// output of n, and returns the output.
std::vector<int> run(cl_program p, const char *name, size_t n, size_t local) {
  cl_int err;
  cl_kernel k = clCreateKernel(p, name, &err);
  need(err, name);
  std::vector<int> in(2 * n), out(n, -1);
  for (size_t i = 0; i < 2 * n; ++i)
    in[i] = (int)i + 1000;
  cl_mem bin = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, 2 * n * 4, in.data(), &err);
  need(err, "clCreateBuffer");
  cl_mem bout = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, n * 4, nullptr, &err);
  need(err, "clCreateBuffer");
  need(clSetKernelArg(k, 0, sizeof bin, &bin), "clSetKernelArg");
  need(clSetKernelArg(k, 1, sizeof bout, &bout), "clSetKernelArg");
  need(clEnqueueNDRangeKernel(queue, k, 1, nullptr, &n, &local, 0, nullptr, nullptr), name);
  need(clEnqueueReadBuffer(queue, bout, CL_TRUE, 0, n * 4, out.data(), 0, nullptr, nullptr),
       "clEnqueueReadBuffer");
  clReleaseMemObject(bin);
  clReleaseMemObject(bout);
  clReleaseKernel(k);
  return out;
}

// Expected output of the tile kernels below: group g copies rows 0..7 of 8
// ints at pitch 16 from in + g*128 (2D2D into a dense local tile) and
// writes the tile densely, each value f(v).
template <class F> bool tile_ok(const std::vector<int> &out, F f) {
  for (size_t g = 0; g < out.size() / 64; ++g)
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c)
        if (out[g * 64 + r * 8 + c] != f((int)(g * 128 + r * 16 + c) + 1000))
          return false;
  return true;
}

// A 2D2D tile round trip; OP(v) is applied on the way out.
#define TILE_KERNEL(NAME, OP)                                                   \
  "kernel void " NAME "(global const int *in, global int *out) {\n"             \
  "  local int t[64];\n"                                                         \
  "  size_t g = get_group_id(0), i = get_local_id(0);\n"                         \
  "  event_t e = async_work_group_copy_2D2D(t, 0, in + g * 128, 0, 4, 8, 8, 16, 8, 0);\n" \
  "  wait_group_events(1, &e);\n"                                               \
  "  out[g * 64 + i] = " OP ";\n"                                                \
  "}\n"

// Writes 1 where the program was compiled with the layer's
// -D__XASYNC_LINKED_UNIT (clCompileProgram of a unit), else 0.
#define UNIT_FLAG_KERNEL(NAME)                                                  \
  "kernel void " NAME "(global const int *in, global int *out) {\n"             \
  "#ifdef __XASYNC_LINKED_UNIT\n  out[get_global_id(0)] = 1;\n"                \
  "#else\n  out[get_global_id(0)] = 0;\n#endif\n}\n"

} // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s PLATFORM-SUBSTRING\n", argv[0]);
    return 2;
  }
  cl_uint np = 0;
  cl_platform_id platforms[16];
  need(clGetPlatformIDs(16, platforms, &np), "clGetPlatformIDs");
  bool found = false;
  for (cl_uint i = 0; i < np && !found; ++i) {
    char name[256] = {};
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, nullptr);
    if (std::string(name).find(argv[1]) != std::string::npos &&
        clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &dev, nullptr) == CL_SUCCESS)
      found = true;
  }
  if (!found) {
    std::fprintf(stderr, "source-programs: no platform matching '%s'\n", argv[1]);
    return 2;
  }
  cl_int err;
  ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  need(err, "clCreateContext");
  queue = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
  need(err, "clCreateCommandQueueWithProperties");

  { // A kernel that never uses the builtins: builds without a warning, runs.
    cl_program p = from_source({"kernel void plain(global const int *in, global int *out) {\n"
                                "  size_t i = get_global_id(0);\n  out[i] = in[i] * 2;\n}\n"});
    const bool built = clBuildProgram(p, 1, &dev, "", nullptr, nullptr) == CL_SUCCESS;
    const std::string log = build_log(p);
    check(built && log.find("warning") == std::string::npos,
          "a kernel without the builtins builds, no warning in its log");
    bool right = built;
    if (built) {
      const auto out = run(p, "plain", 256, 64);
      for (int i = 0; i < 256; ++i)
        right = right && out[i] == (i + 1000) * 2;
    }
    check(right, "a kernel without the builtins computes its result");
    clReleaseProgram(p);
  }
  { // User line numbers: an error on line 3 of one string, and on line 5 of
    // two strings (the second starting at line 3).
    const char *bad = "kernel void k(global int *a) {\n  a[0] = 1;\n  a[1] = xasync_undeclared_3;\n}\n";
    cl_program p = from_source({bad});
    const bool failed = clBuildProgram(p, 1, &dev, "", nullptr, nullptr) == CL_BUILD_PROGRAM_FAILURE;
    const std::string log = build_log(p);
    check(failed && log.find(":3:") != std::string::npos &&
              log.find("xasync_undeclared_3") != std::string::npos,
          "an error on line 3 is reported on line 3");
    if (log.find(":3:") == std::string::npos)
      std::printf("---- build log ----\n%s\n----\n", log.c_str());
    clReleaseProgram(p);
    p = from_source({"// first string\n#define TWO 2\n",
                     "kernel void k(global int *a) {\n  a[0] = TWO;\n  a[1] = xasync_undeclared_5;\n}\n"});
    const bool failed2 = clBuildProgram(p, 1, &dev, "", nullptr, nullptr) == CL_BUILD_PROGRAM_FAILURE;
    const std::string log2 = build_log(p);
    check(failed2 && log2.find(":5:") != std::string::npos,
          "an error on line 5 of two strings is reported on line 5");
    clReleaseProgram(p);
  }
  { // -I and -D options, and a 2D2D copy in the included file's kernel.
    char dir_template[] = "/tmp/xasync-source-programs-XXXXXX";
    const char *dir = mkdtemp(dir_template);
    need(dir ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY, "mkdtemp");
    std::ofstream(std::string(dir) + "/scale.h") << "#define SCALE 3\n";
    cl_program p = from_source({"#include \"scale.h\"\n" TILE_KERNEL("tile", "t[i] * SCALE + OFFSET")});
    const std::string options = std::string("-I ") + dir + " -DOFFSET=5";
    const bool built = clBuildProgram(p, 1, &dev, options.c_str(), nullptr, nullptr) == CL_SUCCESS;
    if (!built)
      std::printf("---- build log ----\n%s\n----\n", build_log(p).c_str());
    check(built && tile_ok(run(p, "tile", 256, 64), [](int v) { return v * 3 + 5; }),
          "-I and -D options; a 2D2D tile round trip");
    clReleaseProgram(p);
    std::remove((std::string(dir) + "/scale.h").c_str());
    std::remove(dir);
  }
  { // Several source strings in one program.
    cl_program p = from_source({"int twice(int v) { return 2 * v; }\n",
                                TILE_KERNEL("tile2", "twice(t[i])")});
    const bool built = clBuildProgram(p, 1, &dev, "", nullptr, nullptr) == CL_SUCCESS;
    check(built && tile_ok(run(p, "tile2", 256, 64), [](int v) { return 2 * v; }),
          "two source strings, a 2D2D tile round trip");
    clReleaseProgram(p);
  }
  { // clBuildProgram: one unit, the macro not defined.
    cl_program p = from_source({UNIT_FLAG_KERNEL("unit_flag")});
    const bool built = clBuildProgram(p, 1, &dev, "", nullptr, nullptr) == CL_SUCCESS;
    check(built && run(p, "unit_flag", 64, 64)[0] == 0,
          "clBuildProgram: __XASYNC_LINKED_UNIT not defined");
    clReleaseProgram(p);
  }
  { // clCompileProgram with a header program, then clLinkProgram of two
    // units that both carry the source form.
    cl_program header = from_source({"#define HEADER_ADD 7\n"});
    cl_program a = from_source({"#include \"add.h\"\n" TILE_KERNEL("ta", "t[i] + HEADER_ADD")});
    cl_program b = from_source(
        {"kernel void tb(global const int *in, global int *out) {\n"
         "  local int t[64];\n  size_t g = get_group_id(0), i = get_local_id(0);\n"
         "  event_t e = async_work_group_copy(t, in + g * 64, 64, 0);\n"
         "  wait_group_events(1, &e);\n  out[g * 64 + i] = t[63 - i];\n}\n",
         UNIT_FLAG_KERNEL("unit_flag")});
    const char *header_name = "add.h";
    const bool ca = clCompileProgram(a, 1, &dev, "", 1, &header, &header_name, nullptr,
                                     nullptr) == CL_SUCCESS;
    const bool cb = clCompileProgram(b, 1, &dev, "", 0, nullptr, nullptr, nullptr, nullptr) ==
                    CL_SUCCESS;
    if (!ca)
      std::printf("---- compile log ----\n%s\n----\n", build_log(a).c_str());
    check(ca && cb, "clCompileProgram, with a header program");
    cl_program units[] = {a, b};
    cl_program linked = clLinkProgram(ctx, 1, &dev, "", 2, units, nullptr, nullptr, &err);
    check(err == CL_SUCCESS && linked, "clLinkProgram of two units with the source form");
    if (linked && err == CL_SUCCESS) {
      check(tile_ok(run(linked, "ta", 256, 64), [](int v) { return v + 7; }),
            "linked program: the 2D2D kernel");
      const auto out = run(linked, "tb", 256, 64);
      bool right = true;
      for (int i = 0; i < 256; ++i)
        right = right && out[i] == (i / 64) * 64 + (63 - i % 64) + 1000;
      check(right, "linked program: the classic-copy kernel");
      const auto flag = run(linked, "unit_flag", 64, 64);
      check(flag[0] == 1 && flag[63] == 1,
            "clCompileProgram of a unit from source: the layer defined __XASYNC_LINKED_UNIT");
      clReleaseProgram(linked);
    }
    clReleaseProgram(a);
    clReleaseProgram(b);
    clReleaseProgram(header);
  }
  clReleaseCommandQueue(queue);
  clReleaseContext(ctx);
  std::printf("source-programs: %s\n", failures ? "FAILED" : "OK");
  return failures ? 1 : 0;
}
