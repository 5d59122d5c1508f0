// Uses async_work_group_copy_2D2D only on a device that lists
// cl_khr_extended_async_copies, and checks the result on the host.
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

static bool lists_extension(cl_device_id dev, const std::string &name) {
  size_t size = 0;
  clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, 0, nullptr, &size);
  std::vector<char> list(size + 1, '\0');
  clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, size, list.data(), nullptr);
  std::istringstream words(list.data()); // up to the terminating NUL
  for (std::string w; words >> w;)
    if (w == name) return true;
  return false;
}

// A 4x3 tile at row 1, column 2 of a 6x8 matrix, into local memory and back
// out with rows of 5 (the fifth column is left alone).
static const char *source = R"(
kernel void tile(global const int *matrix, global int *out) {
  local int t[3 * 4];
  event_t e = async_work_group_copy_2D2D(t, 0, matrix, 1 * 8 + 2, sizeof(int), 4, 3, 8, 4, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_2D2D(out, 0, t, 0, sizeof(int), 4, 3, 4, 5, 0);
  wait_group_events(1, &e);
})";

int main() {
  cl_platform_id platforms[16];
  cl_uint np = 0;
  clGetPlatformIDs(16, platforms, &np);
  cl_device_id dev = nullptr;
  for (cl_uint p = 0; p < np && !dev; ++p) {
    cl_device_id devs[16];
    cl_uint nd = 0;
    clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 16, devs, &nd);
    for (cl_uint d = 0; d < nd && !dev; ++d)
      if (lists_extension(devs[d], "cl_khr_extended_async_copies")) dev = devs[d];
  }
  if (!dev) {
    std::puts("no device lists cl_khr_extended_async_copies: 2D2D not used");
    return 0;
  }
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  cl_command_queue queue = clCreateCommandQueue(ctx, dev, 0, &err);
  cl_program prog = clCreateProgramWithSource(ctx, 1, &source, nullptr, &err);
  if (clBuildProgram(prog, 1, &dev, "", nullptr, nullptr) != CL_SUCCESS) {
    std::puts("2D2D: the kernel did not build");
    return 1;
  }
  cl_kernel kernel = clCreateKernel(prog, "tile", &err);
  std::vector<int> matrix(6 * 8), out(3 * 5, -1);
  for (int i = 0; i < 6 * 8; ++i) matrix[i] = i;
  cl_mem in_buf = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                 matrix.size() * sizeof(int), matrix.data(), &err);
  cl_mem out_buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                  out.size() * sizeof(int), out.data(), &err);
  clSetKernelArg(kernel, 0, sizeof in_buf, &in_buf);
  clSetKernelArg(kernel, 1, sizeof out_buf, &out_buf);
  const size_t work_group = 16;
  clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &work_group, &work_group, 0, nullptr, nullptr);
  clEnqueueReadBuffer(queue, out_buf, CL_TRUE, 0, out.size() * sizeof(int), out.data(), 0,
                      nullptr, nullptr);
  bool ok = true;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 5; ++c)
      ok &= out[r * 5 + c] == (c < 4 ? matrix[(1 + r) * 8 + 2 + c] : -1);
  std::printf("2D2D: %s\n", ok ? "OK (matches the host)" : "WRONG");
  clReleaseMemObject(in_buf);
  clReleaseMemObject(out_buf);
  clReleaseKernel(kernel);
  clReleaseProgram(prog);
  clReleaseCommandQueue(queue);
  clReleaseContext(ctx);
  return ok ? 0 : 1;
}
