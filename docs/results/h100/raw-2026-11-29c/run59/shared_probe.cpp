// Where NVIDIA's OpenCL driver puts local-memory arguments relative to a
// module-scope .shared array declared by inline PTX (the nvptx-partial
// source form's state).  Prints each address and the array's.
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
static const char *src = R"CL(
__asm__(".shared .align 4 .b8 __xs_state[4096];");
__asm__(".shared .align 16 .b8 __xs_flag[16];");
kernel void probe(global uint *out, local uint *a, local uint *b) {
  uint s, f;
  __asm__("mov.u32 %0, __xs_state;" : "=r"(s));
  __asm__("mov.u32 %0, __xs_flag;" : "=r"(f));
  const uint lid = get_local_id(0);
  a[lid] = lid; b[lid] = lid;
  ((local uint *)(size_t)s)[lid] = 7;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    out[0] = (uint)(size_t)a; out[1] = (uint)(size_t)b; out[2] = s; out[3] = f;
    out[4] = a[0]; out[5] = b[0];
  }
}
kernel void plain(global uint *out, local uint *a, local uint *b) {
  if (get_local_id(0) == 0) { out[0] = (uint)(size_t)a; out[1] = (uint)(size_t)b; }
}
)CL";
#define CK(x) do { cl_int e_ = (x); if (e_) { printf("%s: %d\n", #x, e_); return 1; } } while (0)
int main() {
  cl_platform_id pl[8]; cl_uint np; CK(clGetPlatformIDs(8, pl, &np));
  cl_device_id dev; cl_int err = 1;
  for (cl_uint i = 0; i < np && err; ++i) err = clGetDeviceIDs(pl[i], CL_DEVICE_TYPE_GPU, 1, &dev, nullptr);
  CK(err);
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err); CK(err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err); CK(err);
  cl_program p = clCreateProgramWithSource(ctx, 1, &src, nullptr, &err); CK(err);
  err = clBuildProgram(p, 1, &dev, "-cl-nv-verbose", nullptr, nullptr);
  char log[20000] = {0}; clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr);
  printf("build %d log:\n%s\n", err, log); CK(err);
  cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 64, nullptr, &err); CK(err);
  for (const char *name : {"probe", "plain"})
    for (size_t wg : {1, 7, 64, 256}) {
      cl_kernel k = clCreateKernel(p, name, &err); CK(err);
      cl_ulong lm = 0; clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lm, &lm, nullptr);
      CK(clSetKernelArg(k, 0, sizeof out, &out));
      CK(clSetKernelArg(k, 1, wg * 4, nullptr));
      CK(clSetKernelArg(k, 2, wg * 4, nullptr));
      size_t g = wg;
      CK(clEnqueueNDRangeKernel(q, k, 1, nullptr, &g, &wg, 0, nullptr, nullptr));
      uint32_t v[16] = {0};
      CK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, 64, v, 0, nullptr, nullptr));
      printf("%s wg%zu: local mem %llu; a %u b %u state %u flag %u a0 %u b0 %u\n", name, wg,
             (unsigned long long)lm, v[0], v[1], v[2], v[3], v[4], v[5]);
      clReleaseKernel(k);
    }
  return 0;
}
