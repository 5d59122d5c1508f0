// NVIDIA's OpenCL compiler (issue 13, docs/results/h100/source-module-state):
// (1) a .shared array declared by module-scope inline PTX and named by a
//     plain (non-volatile) mov from several functions and kernels: one array
//     per kernel?  what CL_KERNEL_LOCAL_MEM_SIZE says for a kernel that
//     names it and one that does not;
// (2) two units that both declare the array, clCompileProgram + clLinkProgram;
// (3) event_t <-> ulong through __builtin_astype, both ways (last: it
//     aborted NVIDIA's compiler, and this process with it, in the first run).
// Build: g++ -std=c++17 FILE -lOpenCL
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <cstdio>
#include <string>
#include <vector>
static const char *kState =
  "__asm__(\".shared .align 4 .b8 __xs[4096];\");\n"
  "static inline __local uint *xs_base(void) {\n"
  "  uint a; __asm__(\"mov.u32 %0, __xs;\" : \"=r\"(a)); return (__local uint *)(size_t)a; }\n"
  "static inline void put(uint l, uint v) { xs_base()[l] = v; }\n"
  "static inline uint get(uint l) { return xs_base()[l]; }\n";
static const char *kKernels =
  "kernel void k(global uint *o, local uint4 *tile) { uint l = get_local_id(0);\n"
  "  tile[l] = (uint4)(7u); put(l, (uint)get_group_id(0) * 1000u + l); barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[get_global_id(0)] = get((l + 1) % get_local_size(0)) + (tile[(l + 3) % get_local_size(0)].x - 7u); }\n"
  "kernel void k2(global uint *o) { uint l = get_local_id(0);\n"
  "  put(l, (uint)get_group_id(0) * 1000u + l); barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[get_global_id(0)] = get((l + 1) % get_local_size(0)); }\n"
  "kernel void k3(global uint *o) { o[get_global_id(0)] = (uint)get_group_id(0) * 1000u + (get_local_id(0) + 1) % get_local_size(0); }\n";
static const char *kAstype =
  "static inline event_t mk(ulong b) { return __builtin_astype(b, event_t); }\n"
  "static inline ulong bits(event_t e) { return __builtin_astype(e, ulong); }\n"
  "kernel void k(global uint *o) { event_t e = mk(0x100u + get_group_id(0));\n"
  "  o[get_global_id(0)] = (uint)bits(e) - 0x100u + (uint)get_group_id(0) * 999u + (get_local_id(0) + 1) % get_local_size(0); }\n";
static cl_device_id dev;
static cl_context ctx;
static cl_command_queue q;
static std::string build_log(cl_program p) {
  size_t n = 0; clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
  std::string log(n, 0); clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, n, &log[0], nullptr);
  return log;
}
// Runs kernel kn (out[i] must be group * 1000 + (lid + 1) % wg) and prints.
static void run(cl_program pr, const char *kn) {
  cl_int e; cl_kernel k = clCreateKernel(pr, kn, &e);
  if (e != CL_SUCCESS) { std::printf("  kernel %s: create %d\n", kn, e); return; }
  const size_t wg = 256, groups = 64, N = wg * groups;
  cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * 4, nullptr, &e);
  clSetKernelArg(k, 0, sizeof m, &m);
  cl_uint nargs = 0; clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, nullptr);
  if (nargs > 1) clSetKernelArg(k, 1, wg * 16, nullptr);
  cl_ulong lm = 0; clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lm, &lm, nullptr);
  e = clEnqueueNDRangeKernel(q, k, 1, nullptr, &N, &wg, 0, nullptr, nullptr);
  std::vector<unsigned> out(N);
  clEnqueueReadBuffer(q, m, CL_TRUE, 0, N * 4, out.data(), 0, nullptr, nullptr);
  int bad = 0;
  for (size_t i = 0; i < N; ++i)
    if (out[i] != unsigned((i / wg) * 1000 + (i % wg + 1) % wg)) ++bad;
  std::printf("  kernel %s: run %d, %d wrong of %zu, CL_KERNEL_LOCAL_MEM_SIZE %llu (with %zu B of local argument)\n",
              kn, e, bad, N, (unsigned long long)lm, nargs > 1 ? wg * 16 : 0);
  clReleaseKernel(k); clReleaseMemObject(m);
}
int main() {
  std::setvbuf(stdout, nullptr, _IONBF, 0); // test 3 may abort the process
  cl_platform_id p[8]; cl_uint np = 0; clGetPlatformIDs(8, p, &np);
  for (cl_uint i = 0; i < np && !dev; ++i) clGetDeviceIDs(p[i], CL_DEVICE_TYPE_GPU, 1, &dev, nullptr);
  if (!dev) { std::puts("no GPU"); return 1; }
  cl_int e; ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &e);
  q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &e);
  std::string s1 = std::string(kState) + kKernels;
  const char *src1 = s1.c_str();
  cl_program pr = clCreateProgramWithSource(ctx, 1, &src1, nullptr, &e);
  cl_int b = clBuildProgram(pr, 1, &dev, "", nullptr, nullptr);
  std::printf("test 1 (module-scope .shared): build %d\n%s\n", b, build_log(pr).c_str());
  if (b == CL_SUCCESS) {
    for (const char *kn : {"k", "k2", "k3"}) run(pr, kn);
    size_t bs = 0; clGetProgramInfo(pr, CL_PROGRAM_BINARY_SIZES, sizeof bs, &bs, nullptr);
    std::string bin(bs, 0); unsigned char *bp = (unsigned char *)&bin[0];
    clGetProgramInfo(pr, CL_PROGRAM_BINARIES, sizeof bp, &bp, nullptr);
    std::printf("---- PTX of test 1\n%s\n----\n", bin.c_str());
  }
  clReleaseProgram(pr);
  // test 2: two units, each with the module-scope array.
  std::string u1 = std::string(kState) + "kernel void k2(global uint *o) { uint l = get_local_id(0);\n"
    "  put(l, (uint)get_group_id(0) * 1000u + l); barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  o[get_global_id(0)] = get((l + 1) % get_local_size(0)); }\n";
  std::string u2 = std::string(kState) + "uint other(uint l) { put(l, l); return get(l); }\n";
  cl_program units[2];
  int ok = 1;
  for (int i = 0; i < 2; ++i) {
    const char *s = i ? u2.c_str() : u1.c_str();
    units[i] = clCreateProgramWithSource(ctx, 1, &s, nullptr, &e);
    b = clCompileProgram(units[i], 1, &dev, "", 0, nullptr, nullptr, nullptr, nullptr);
    std::printf("test 2: compile unit %d: %d\n%s\n", i + 1, b, build_log(units[i]).c_str());
    ok &= b == CL_SUCCESS;
  }
  if (ok) {
    cl_program l = clLinkProgram(ctx, 1, &dev, "", 2, units, nullptr, nullptr, &e);
    std::printf("test 2: link: %d\n%s\n", e, l ? build_log(l).c_str() : "");
    if (e == CL_SUCCESS) run(l, "k2");
  }
  pr = clCreateProgramWithSource(ctx, 1, &kAstype, nullptr, &e);
  b = clBuildProgram(pr, 1, &dev, "", nullptr, nullptr);
  std::printf("test 3 (__builtin_astype to and from event_t): build %d\n%s\n", b, build_log(pr).c_str());
  if (b == CL_SUCCESS) run(pr, "k");
  clReleaseProgram(pr);
  return 0;
}
