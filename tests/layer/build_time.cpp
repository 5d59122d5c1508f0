// clBuildProgram time of a small kernel built from source: run it with and
// without OPENCL_LAYERS to see the source form's cost (docs/source-mode.md).
// Each build is a fresh program; NVIDIA's compile cache must be off
// (CUDA_CACHE_DISABLE=1, set by scripts/gpu-run.sh build-time).
//   build_time PLATFORM-SUBSTRING [BUILDS]
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s PLATFORM-SUBSTRING [BUILDS]\n", argv[0]);
    return 2;
  }
  const int builds = argc > 2 ? std::atoi(argv[2]) : 5;
  cl_platform_id platforms[16];
  cl_uint np = 0;
  cl_device_id dev = nullptr;
  clGetPlatformIDs(16, platforms, &np);
  for (cl_uint i = 0; i < np && !dev; ++i) {
    char name[256] = {};
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, nullptr);
    if (std::string(name).find(argv[1]) == std::string::npos ||
        clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &dev, nullptr) != CL_SUCCESS)
      dev = nullptr;
  }
  if (!dev || builds < 1) {
    std::fprintf(stderr, "build-time: no platform matching '%s' (or BUILDS < 1)\n", argv[1]);
    return 2;
  }
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  // A small kernel without the builtins: what every program pays.
  const char *src = "kernel void axpy(float a, global const float *x, global float *y) {\n"
                    "  size_t i = get_global_id(0);\n  y[i] = a * x[i] + y[i];\n}\n";
  std::vector<double> ms;
  for (int b = 0; b < builds; ++b) {
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
    const auto t0 = std::chrono::steady_clock::now();
    err = clBuildProgram(p, 1, &dev, "", nullptr, nullptr);
    const auto t1 = std::chrono::steady_clock::now();
    clReleaseProgram(p);
    if (err != CL_SUCCESS) {
      std::fprintf(stderr, "build-time: clBuildProgram failed (%d)\n", err);
      return 1;
    }
    ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  clReleaseContext(ctx);
  std::sort(ms.begin(), ms.end());
  const char *layers = std::getenv("OPENCL_LAYERS");
  std::printf("build-time: %s: median %.1f ms, min %.1f ms over %d builds (%s)\n", argv[1],
              ms[ms.size() / 2], ms[0], builds,
              layers && *layers ? "with the layer" : "without the layer");
  return 0;
}
