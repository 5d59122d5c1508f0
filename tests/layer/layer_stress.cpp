// Several threads at once, through the loader layer: each enumerates the
// platforms, queries the devices' extension lists, creates a context,
// builds a small program (its own source, so pocl compiles it rather than
// reading its cache) that does a 2D2D copy, runs it and checks the result.
// Built with AddressSanitizer, as is the layer it loads (tests/layer/
// CMakeLists.txt): a memory error or a leak fails the run.
//
//   layer_stress [--threads N] [--iterations N]
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

const char kExt[] = "cl_khr_extended_async_copies";
std::atomic<int> failures{0};
std::atomic<int> kernels_checked{0};

void fail(int thread, const std::string &what) {
  std::printf("FAIL thread %d: %s\n", thread, what.c_str());
  ++failures;
}

int count_word(const std::string &list) {
  std::istringstream in(list);
  int n = 0;
  for (std::string w; in >> w;)
    n += w == kExt;
  return n;
}

std::string extensions(cl_device_id d) {
  size_t size = 0;
  if (clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, 0, nullptr, &size) != CL_SUCCESS)
    return "";
  std::string s(size, '\0');
  clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, size, &s[0], nullptr);
  return s.c_str();
}

int versions_entries(cl_device_id d) {
  size_t size = 0;
  if (clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, 0, nullptr, &size) != CL_SUCCESS)
    return -1;
  std::vector<cl_name_version> v(size / sizeof(cl_name_version));
  clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, size, v.data(), nullptr);
  int n = 0;
  for (const auto &e : v)
    n += std::strcmp(e.name, kExt) == 0 && e.version == CL_MAKE_VERSION(1, 0, 0);
  return n;
}

// Copies a 3x4 tile (at row 1, column 2+k) out of a 6x8 matrix into local
// memory and back out with rows padded to 5.
std::string kernel_source(int k) {
  return "kernel void tile(global const int *m, global int *t) {\n"
         "  local int l[12];\n"
         "  event_t e = async_work_group_copy_2D2D(l, 0, m, 8 + 2 + " + std::to_string(k) +
         ", sizeof(int), 4, 3, 8, 4, 0);\n"
         "  wait_group_events(1, &e);\n"
         "  e = async_work_group_copy_2D2D(t, 0, l, 0, sizeof(int), 4, 3, 4, 5, 0);\n"
         "  wait_group_events(1, &e);\n"
         "}\n";
}

void run_kernel(int thread, cl_context ctx, cl_device_id d, int k) {
  cl_int err;
  const std::string src = kernel_source(k);
  const char *text = src.c_str();
  cl_program prog = clCreateProgramWithSource(ctx, 1, &text, nullptr, &err);
  if (err != CL_SUCCESS)
    return fail(thread, "clCreateProgramWithSource");
  if (clBuildProgram(prog, 1, &d, "", nullptr, nullptr) != CL_SUCCESS) {
    clReleaseProgram(prog);
    return fail(thread, "clBuildProgram");
  }
  cl_kernel kern = clCreateKernel(prog, "tile", &err);
  cl_command_queue q = clCreateCommandQueue(ctx, d, 0, &err);
  std::vector<int> m(48), t(15, -1), want(15, -1);
  for (int i = 0; i < 48; ++i)
    m[i] = 100 * (i / 8) + i % 8;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 4; ++c)
      want[r * 5 + c] = m[(1 + r) * 8 + 2 + k + c];
  cl_mem bm = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, 48 * 4, m.data(), &err);
  cl_mem bt = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, 15 * 4, t.data(), &err);
  clSetKernelArg(kern, 0, sizeof bm, &bm);
  clSetKernelArg(kern, 1, sizeof bt, &bt);
  const size_t global = 4, local = 4;
  if (clEnqueueNDRangeKernel(q, kern, 1, nullptr, &global, &local, 0, nullptr, nullptr) != CL_SUCCESS ||
      clEnqueueReadBuffer(q, bt, CL_TRUE, 0, 15 * 4, t.data(), 0, nullptr, nullptr) != CL_SUCCESS)
    fail(thread, "running the kernel");
  else if (t != want)
    fail(thread, "wrong tile for offset " + std::to_string(k));
  else
    ++kernels_checked;
  clReleaseMemObject(bm);
  clReleaseMemObject(bt);
  clReleaseCommandQueue(q);
  clReleaseKernel(kern);
  clReleaseProgram(prog);
}

void worker(int thread, int iterations) {
  for (int it = 0; it < iterations; ++it) {
    cl_uint np = 0;
    if (clGetPlatformIDs(0, nullptr, &np) != CL_SUCCESS || np == 0)
      return fail(thread, "no platform");
    std::vector<cl_platform_id> ps(np);
    clGetPlatformIDs(np, ps.data(), nullptr);
    for (cl_platform_id p : ps) {
      cl_uint nd = 0;
      const cl_int err = clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd);
      if (err != CL_SUCCESS || nd == 0)
        return fail(thread, "clGetDeviceIDs: " + std::to_string(err));
      std::vector<cl_device_id> ds(nd);
      clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, nd, ds.data(), nullptr);
      for (cl_device_id d : ds) {
        // Many queries at once on the layer's coverage cache.
        for (int q = 0; q < 50; ++q)
          if (count_word(extensions(d)) != 1 || versions_entries(d) != 1)
            return fail(thread, "the extension is not listed exactly once");
        cl_int err;
        cl_context ctx = clCreateContext(nullptr, 1, &d, nullptr, nullptr, &err);
        if (err != CL_SUCCESS)
          return fail(thread, "clCreateContext");
        run_kernel(thread, ctx, d, (thread * iterations + it) % 3);
        clReleaseContext(ctx);
      }
    }
  }
}

} // namespace

int main(int argc, char **argv) {
  int threads = 4, iterations = 3;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--threads") && i + 1 < argc)
      threads = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--iterations") && i + 1 < argc)
      iterations = std::atoi(argv[++i]);
    else {
      std::fprintf(stderr, "usage: %s [--threads N] [--iterations N]\n", argv[0]);
      return 2;
    }
  }
  // pocl 3.1 initialises its devices on the first clGetDeviceIDs, and
  // concurrent first calls get CL_DEVICE_NOT_FOUND (seen without the layer
  // too): the threads start once pocl is up.
  cl_platform_id first;
  cl_uint n = 0;
  if (clGetPlatformIDs(1, &first, nullptr) != CL_SUCCESS ||
      clGetDeviceIDs(first, CL_DEVICE_TYPE_ALL, 0, nullptr, &n) != CL_SUCCESS) {
    std::printf("layer-stress: FAILED (no OpenCL device)\n");
    return 1;
  }
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back(worker, t, iterations);
  for (auto &t : pool)
    t.join();
  const int want = threads * iterations;
  if (failures || kernels_checked != want) {
    std::printf("layer-stress: FAILED (%d failures, %d of %d kernels checked)\n", failures.load(),
                kernels_checked.load(), want);
    return 1;
  }
  std::printf("layer-stress: OK (%d threads x %d iterations, %d kernels checked)\n", threads,
              iterations, want);
  return 0;
}
