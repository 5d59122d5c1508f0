// Does NVIDIA's OpenCL compiler take __local variables outside kernels?
// (docs/results/h100/source-state/README.md; build: g++ -std=c++17 FILE -lOpenCL)
// Builds each test source, prints status and log, runs kernel k on 256x4
// work-items and checks out[i] == expected.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
static const char *kSrc[] = {
  // 1: a __local array declared in a helper function
  "__local uint *st(void) { __local uint s[1024]; return s; }\n"
  "kernel void k(global uint *o) { size_t l = get_local_id(0);\n"
  "  st()[l] = (uint)get_group_id(0) * 1000u + (uint)l; barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[get_global_id(0)] = st()[(l + 1) % get_local_size(0)]; }\n",
  // 2: static __local in a helper
  "__local uint *st(void) { static __local uint s[1024]; return s; }\n"
  "kernel void k(global uint *o) { size_t l = get_local_id(0);\n"
  "  st()[l] = (uint)get_group_id(0) * 1000u + (uint)l; barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[get_global_id(0)] = st()[(l + 1) % get_local_size(0)]; }\n",
  // 3: program-scope __local
  "__local uint s[1024];\n"
  "kernel void k(global uint *o) { size_t l = get_local_id(0);\n"
  "  s[l] = (uint)get_group_id(0) * 1000u + (uint)l; barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[get_global_id(0)] = s[(l + 1) % get_local_size(0)]; }\n",
  // 4: control: the __local array at kernel scope (allowed everywhere)
  "static __local uint *g;\n"
  "kernel void k(global uint *o) { __local uint s[1024]; size_t l = get_local_id(0);\n"
  "  s[l] = (uint)get_group_id(0) * 1000u + (uint)l; barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[get_global_id(0)] = s[(l + 1) % get_local_size(0)]; }\n",
};
int main() {
  cl_platform_id p[8]; cl_uint np = 0; clGetPlatformIDs(8, p, &np);
  cl_device_id d = nullptr;
  for (cl_uint i = 0; i < np && !d; ++i) clGetDeviceIDs(p[i], CL_DEVICE_TYPE_GPU, 1, &d, nullptr);
  if (!d) { std::puts("no GPU"); return 1; }
  cl_int e; cl_context c = clCreateContext(nullptr, 1, &d, nullptr, nullptr, &e);
  cl_command_queue q = clCreateCommandQueueWithProperties(c, d, nullptr, &e);
  for (int t = 0; t < 4; ++t) {
    for (const char *opt : {"", "-cl-std=CL3.0", "-cl-std=CL2.0"}) {
      cl_program pr = clCreateProgramWithSource(c, 1, &kSrc[t], nullptr, &e);
      cl_int b = clBuildProgram(pr, 1, &d, opt, nullptr, nullptr);
      size_t n = 0; clGetProgramBuildInfo(pr, d, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
      std::string log(n, 0); clGetProgramBuildInfo(pr, d, CL_PROGRAM_BUILD_LOG, n, &log[0], nullptr);
      std::printf("test %d opts '%s': build %d\n%s\n", t + 1, opt, b, log.c_str());
      if (b == CL_SUCCESS) {
        const size_t wg = 256, groups = 4, N = wg * groups;
        cl_mem m = clCreateBuffer(c, CL_MEM_READ_WRITE, N * 4, nullptr, &e);
        cl_kernel k = clCreateKernel(pr, "k", &e);
        clSetKernelArg(k, 0, sizeof m, &m);
        e = clEnqueueNDRangeKernel(q, k, 1, nullptr, &N, &wg, 0, nullptr, nullptr);
        std::vector<unsigned> out(N);
        clEnqueueReadBuffer(q, m, CL_TRUE, 0, N * 4, out.data(), 0, nullptr, nullptr);
        int bad = 0;
        for (size_t i = 0; i < N; ++i) if (out[i] != (i / wg) * 1000 + (i % wg + 1) % wg) ++bad;
        std::printf("  run %d, %d wrong of %zu\n", e, bad, N);
        clReleaseKernel(k); clReleaseMemObject(m);
        size_t bs = 0; clGetProgramInfo(pr, CL_PROGRAM_BINARY_SIZES, sizeof bs, &bs, nullptr);
        std::string bin(bs, 0); unsigned char *bp = (unsigned char *)&bin[0];
        clGetProgramInfo(pr, CL_PROGRAM_BINARIES, sizeof bp, &bp, nullptr);
        size_t at = bin.find(".shared");
        while (at != std::string::npos) { std::printf("  PTX: %s\n", bin.substr(at, bin.find('\n', at) - at).c_str()); at = bin.find(".shared", at + 1); if (at != std::string::npos && bin.compare(at, 8, ".shared.") == 0) break; }
      }
      clReleaseProgram(pr);
    }
  }
  return 0;
}
