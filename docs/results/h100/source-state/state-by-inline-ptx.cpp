// Can the source form keep per-work-item state on NVIDIA?  (1) a noinline
// helper whose inline PTX declares a .shared array in a block and returns
// its address, called from several functions: one array or several?
// (2) event_t through inline-asm operands, both ways.
// (docs/results/h100/source-state/README.md; build: g++ -std=c++17 FILE -lOpenCL)
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <cstdio>
#include <string>
#include <vector>
static const char *kSrc[] = {
  "__attribute__((noinline)) __local uint *xs_base(void) {\n"
  "  uint a; __asm__ volatile(\"{\\n\\t.shared .align 4 .b8 __xs[4096];\\n\\tmov.u32 %0, __xs;\\n\\t}\" : \"=r\"(a));\n"
  "  return (__local uint *)(size_t)a; }\n"
  "static inline void put(uint l, uint v) { xs_base()[l] = v; }\n"
  "static inline uint get(uint l) { return xs_base()[l]; }\n"
  "kernel void k(global uint *o, local uint4 *tile) { uint l = get_local_id(0);\n"
  "  tile[l] = (uint4)(7u); put(l, (uint)get_group_id(0) * 1000u + l); barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[get_global_id(0)] = get((l + 1) % get_local_size(0)) + (tile[(l + 3) % get_local_size(0)].x - 7u); }\n"
  "kernel void k2(global uint *o) { uint l = get_local_id(0);\n"
  "  put(l, (uint)get_group_id(0) * 1000u + l); barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[get_global_id(0)] = get((l + 1) % get_local_size(0)); }\n",
  "static inline ulong bits(event_t e) { ulong b; __asm__(\"mov.b64 %0, %1;\" : \"=l\"(b) : \"l\"(e)); return b; }\n"
  "static inline event_t mk(ulong b) { event_t e; __asm__(\"mov.b64 %0, %1;\" : \"=l\"(e) : \"l\"(b)); return e; }\n"
  "kernel void k(global uint *o, local uint4 *tile) { uint l = get_local_id(0);\n"
  "  event_t e = mk(0x100u + (uint)get_group_id(0));\n"
  "  o[get_global_id(0)] = (uint)bits(e) - 0x100u + l * 0u + (uint)get_group_id(0) * 999u + l; }\n",
};
int main() {
  cl_platform_id p[8]; cl_uint np = 0; clGetPlatformIDs(8, p, &np);
  cl_device_id d = nullptr;
  for (cl_uint i = 0; i < np && !d; ++i) clGetDeviceIDs(p[i], CL_DEVICE_TYPE_GPU, 1, &d, nullptr);
  if (!d) { std::puts("no GPU"); return 1; }
  cl_int e; cl_context c = clCreateContext(nullptr, 1, &d, nullptr, nullptr, &e);
  cl_command_queue q = clCreateCommandQueueWithProperties(c, d, nullptr, &e);
  for (int t = 0; t < 2; ++t) {
    cl_program pr = clCreateProgramWithSource(c, 1, &kSrc[t], nullptr, &e);
    cl_int b = clBuildProgram(pr, 1, &d, "", nullptr, nullptr);
    size_t n = 0; clGetProgramBuildInfo(pr, d, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
    std::string log(n, 0); clGetProgramBuildInfo(pr, d, CL_PROGRAM_BUILD_LOG, n, &log[0], nullptr);
    std::printf("test %d: build %d\n%s\n", t + 1, b, log.c_str());
    if (b != CL_SUCCESS) continue;
    for (const char *kn : {"k", "k2"}) {
      cl_kernel k = clCreateKernel(pr, kn, &e);
      if (e != CL_SUCCESS) continue;
      const size_t wg = 256, groups = 64, N = wg * groups;
      cl_mem m = clCreateBuffer(c, CL_MEM_READ_WRITE, N * 4, nullptr, &e);
      clSetKernelArg(k, 0, sizeof m, &m);
      if (std::string(kn) == "k") clSetKernelArg(k, 1, wg * 16, nullptr);
      e = clEnqueueNDRangeKernel(q, k, 1, nullptr, &N, &wg, 0, nullptr, nullptr);
      std::vector<unsigned> out(N);
      clEnqueueReadBuffer(q, m, CL_TRUE, 0, N * 4, out.data(), 0, nullptr, nullptr);
      int bad = 0;
      for (size_t i = 0; i < N; ++i) {
        unsigned want = t == 0 ? unsigned((i / wg) * 1000 + (i % wg + 1) % wg) : unsigned((i / wg) * 1000 + i % wg);
        if (out[i] != want) { if (bad < 3) std::printf("  [%zu] %u want %u\n", i, out[i], want); ++bad; }
      }
      std::printf("  kernel %s: run %d, %d wrong of %zu\n", kn, e, bad, N);
      clReleaseKernel(k); clReleaseMemObject(m);
    }
    size_t bs = 0; clGetProgramInfo(pr, CL_PROGRAM_BINARY_SIZES, sizeof bs, &bs, nullptr);
    std::string bin(bs, 0); unsigned char *bp = (unsigned char *)&bin[0];
    clGetProgramInfo(pr, CL_PROGRAM_BINARIES, sizeof bp, &bp, nullptr);
    std::printf("---- PTX of test %d\n%s\n", t + 1, bin.c_str());
    clReleaseProgram(pr);
  }
  return 0;
}
