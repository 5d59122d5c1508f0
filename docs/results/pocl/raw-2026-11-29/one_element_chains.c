// One-element chained copies in and out (one_element_check.py of ff9ec2d, in C):
// types x work-group sizes, verified; prints kernel time (profiling) per case.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define CK(x) do { cl_int e_ = (x); if (e_) { fprintf(stderr, "%s: %d\n", #x, e_); exit(2); } } while (0)
static const char *types[] = {"char", "short2", "int", "float3", "long16", "double2", "float4", "uchar3", "int8"};
static const int esz[] = {1, 4, 4, 16, 128, 16, 16, 4, 32};
int main(int argc, char **argv) {
  setvbuf(stdout, 0, _IONBF, 0);
  cl_platform_id p[8]; cl_uint np; CK(clGetPlatformIDs(8, p, &np));
  cl_device_id dev = 0;
  for (cl_uint i = 0; i < np && !dev; ++i) {
    char name[256]; clGetPlatformInfo(p[i], CL_PLATFORM_NAME, sizeof name, name, 0);
    if (strstr(name, "Portable")) clGetDeviceIDs(p[i], CL_DEVICE_TYPE_ALL, 1, &dev, 0);
  }
  if (!dev) { fprintf(stderr, "no pocl\n"); return 2; }
  cl_int err; cl_context ctx = clCreateContext(0, 1, &dev, 0, 0, &err); CK(err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, CL_QUEUE_PROFILING_ENABLE, &err); CK(err);
  char src[65536] = "";
  int nt = sizeof types / sizeof *types;
  for (int t = 0; t < nt; ++t) {
    char k[2048];
    snprintf(k, sizeof k,
      "kernel void k_%d(global %s *data, global %s *out, local %s *scratch) {\n"
      "  size_t L = get_local_size(0), G = get_group_id(0) * L;\n"
      "#if MODE != 2\n"
      "  event_t e = 0;\n"
      "  for (int j = 0; j < L; j++)\n"
      "    e = async_work_group_copy(scratch + j, data + G + j, 1, e);\n"
      "  wait_group_events(1, &e);\n"
      "#else\n"
      "  scratch[get_local_id(0)] = data[get_global_id(0)];\n"
      "  barrier(CLK_LOCAL_MEM_FENCE);\n"
      "#endif\n"
      "  out[get_global_id(0)] = scratch[L - 1 - get_local_id(0)];\n"
      "  barrier(CLK_LOCAL_MEM_FENCE);\n"
      "#if MODE != 1\n"
      "  event_t f = 0;\n"
      "  for (int j = 0; j < L; j++)\n"
      "    f = async_work_group_copy(data + G + j, scratch + L - 1 - j, 1, f);\n"
      "  wait_group_events(1, &f);\n"
      "#else\n"
      "  data[get_global_id(0)] = scratch[L - 1 - get_local_id(0)];\n"
      "#endif\n}\n", t, types[t], types[t], types[t]);
    strcat(src, k);
  }
  const char *s = src;
  cl_program prg = clCreateProgramWithSource(ctx, 1, &s, 0, &err); CK(err);
  char opts[64]; snprintf(opts, sizeof opts, "-DMODE=%d", argc > 2 ? atoi(argv[2]) : 0);
  if (clBuildProgram(prg, 1, &dev, opts, 0, 0)) {
    char log[20000]; clGetProgramBuildInfo(prg, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, 0);
    fprintf(stderr, "build: %s\n", log); return 2;
  }
  int bad = 0; size_t wgs[] = {1, 3, 64, 256, 1024};
  int only = argc > 1 ? atoi(argv[1]) : -1;
  for (int t = 0; t < nt; ++t) {
    if (only >= 0 && t != only) continue;
    char kn[32]; snprintf(kn, sizeof kn, "k_%d", t);
    cl_kernel k = clCreateKernel(prg, kn, &err); CK(err);
    for (int w = 0; w < 5; ++w) {
      size_t wg = wgs[w], groups = 3, n = wg * groups, e = esz[t];
      unsigned char *a = malloc(n * e), *res = malloc(n * e), *back = malloc(n * e);
      for (size_t i = 0; i < n * e; ++i) a[i] = (unsigned char)(i * 7 + 1);
      cl_mem d = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n * e, a, &err); CK(err);
      cl_mem o = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n * e, 0, &err); CK(err);
      CK(clSetKernelArg(k, 0, sizeof d, &d)); CK(clSetKernelArg(k, 1, sizeof o, &o));
      CK(clSetKernelArg(k, 2, wg * e, 0));
      size_t gsz = n; cl_event ev; double best = 1e9;
      for (int r = 0; r < 7; ++r) {
        // restore data before each run (the kernel reverses it in place)
        CK(clEnqueueWriteBuffer(q, d, CL_TRUE, 0, n * e, a, 0, 0, 0));
        CK(clEnqueueNDRangeKernel(q, k, 1, 0, &gsz, &wg, 0, 0, &ev)); CK(clFinish(q));
        cl_ulong t0, t1; clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, 8, &t0, 0);
        clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, 8, &t1, 0);
        if (r && (t1 - t0) * 1e-3 < best) best = (t1 - t0) * 1e-3;
        clReleaseEvent(ev);
      }
      CK(clEnqueueReadBuffer(q, o, CL_TRUE, 0, n * e, res, 0, 0, 0));
      CK(clEnqueueReadBuffer(q, d, CL_TRUE, 0, n * e, back, 0, 0, 0));
      int ok = 1;
      for (size_t g = 0; g < groups && ok; ++g)
        for (size_t i = 0; i < wg; ++i) {
          const unsigned char *want = a + (g * wg + wg - 1 - i) * e;
          if (memcmp(res + (g * wg + i) * e, want, e) || memcmp(back + (g * wg + i) * e, want, e)) { ok = 0; break; }
        }
      if (!ok) ++bad;
      printf("%-8s wg %4zu %s %8.2f us\n", types[t], wg, ok ? "ok   " : "WRONG", best);
      free(a); free(res); free(back); clReleaseMemObject(d); clReleaseMemObject(o);
    }
  }
  printf("bad %d\n", bad);
  return bad != 0;
}
