// Minimal RAII layer over the OpenCL C API for xasync's tests, demo and
// benchmarks: device enumeration (clinfo -l style), device choice, program
// building from source (pocl overlay) or from a PTX binary (NVIDIA), buffers
// and kernel launches.  Errors throw cl_error with the call that failed.
#pragma once
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS // clCreateCommandQueue for 1.x platforms
#include <CL/cl.h>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace xasync {

struct cl_error : std::runtime_error {
  cl_error(const std::string &what, cl_int code);
  cl_int code;
};

void check(cl_int code, const char *what);

// Waits for a profiling-enabled event, releases it, and returns its
// START..END time in seconds.
double event_seconds(cl_event ev);

struct DeviceInfo {
  cl_platform_id platform;
  cl_device_id device;
  std::string platform_name;
  std::string device_name;
  std::string version;
  std::string label() const { return platform_name + " / " + device_name; }
  bool is_nvidia() const;
};

std::vector<DeviceInfo> list_devices();
// Prints the devices like `clinfo -l`.
void print_devices(const std::vector<DeviceInfo> &devices);
// First device whose label or version contains `filter` (case-insensitive:
// "pocl" matches pocl's version string, "nvidia" NVIDIA's platform); the
// XASYNC_DEVICE environment variable is the filter when `filter` is empty;
// with neither, the first device.
DeviceInfo choose_device(const std::string &filter = "");

class Context {
public:
  explicit Context(const DeviceInfo &info);
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  const DeviceInfo &info() const { return info_; }
  cl_context context() const { return ctx_; }
  cl_command_queue queue() const { return queue_; }
  void finish() const { check(clFinish(queue_), "clFinish"); }

private:
  DeviceInfo info_;
  cl_context ctx_ = nullptr;
  cl_command_queue queue_ = nullptr;
};

class Buffer {
public:
  Buffer(const Context &ctx, size_t bytes, const void *init = nullptr);
  ~Buffer();
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
  cl_mem get() const { return mem_; }
  size_t size() const { return bytes_; }
  void write(const void *src, size_t bytes, size_t offset = 0);
  void read(void *dst, size_t bytes, size_t offset = 0) const;
  template <class T> std::vector<T> read_all() const {
    std::vector<T> v(bytes_ / sizeof(T));
    read(v.data(), v.size() * sizeof(T));
    return v;
  }

private:
  const Context &ctx_;
  cl_mem mem_ = nullptr;
  size_t bytes_;
};

// Marker for a __local kernel argument of the given size.
struct LocalBytes {
  size_t bytes;
};

class Kernel {
public:
  Kernel(cl_program program, const char *name);
  ~Kernel();
  Kernel(const Kernel &) = delete;
  Kernel &operator=(const Kernel &) = delete;
  cl_kernel get() const { return k_; }

  void arg(cl_uint i, const Buffer &b);
  void arg(cl_uint i, LocalBytes l);
  template <class T> void arg(cl_uint i, const T &v) {
    check(clSetKernelArg(k_, i, sizeof(T), &v), "clSetKernelArg");
  }
  template <class... A> void args(const A &...a) {
    cl_uint i = 0;
    (arg(i++, a), ...);
  }
  // Enqueues over `dims` dimensions; returns the kernel's device time in
  // seconds when `timed` (profiling event), else 0.
  double run(const Context &ctx, const std::vector<size_t> &global,
             const std::vector<size_t> &local, bool timed = false);

private:
  cl_kernel k_ = nullptr;
};

class Program {
public:
  ~Program();
  Program(Program &&o) noexcept : p_(o.p_) { o.p_ = nullptr; }
  Program(const Program &) = delete;
  cl_program get() const { return p_; }

  static Program from_source(const Context &ctx, const std::string &source,
                             const std::string &options = "");
  // A device binary, e.g. PTX made by clang for NVIDIA's OpenCL.
  static Program from_binary(const Context &ctx, const std::string &binary,
                             const std::string &options = "");
  // SPIR-V, for a driver that takes it (clCreateProgramWithIL).
  static Program from_il(const Context &ctx, const std::string &il,
                         const std::string &options = "");

private:
  explicit Program(cl_program p) : p_(p) {}
  static void build(const Context &ctx, cl_program p, const std::string &opts);
  cl_program p_ = nullptr;
};

// Kernel sources embedded at build time (tests/kernels/*.cl), by file stem.
const std::string &embedded_kernel(const std::string &stem);

std::string read_file(const std::string &path);

// The build log of program `p` for device `d`.
std::string build_log(cl_program p, cl_device_id d);

// With $XASYNC_SAVE_BINARIES=DIR: p's binary to DIR/<stem>.bin, its build
// log to DIR/<stem>.log; nothing otherwise.
void save_binary(const Program &p, const std::string &stem);

// The program for a test: the PTX file `ptx_path` when given (NVIDIA route,
// kernels compiled offline with xasync's nvptx library), else the embedded
// source built by the OpenCL implementation (pocl overlay route), with
// the given build options.
Program load_program(const Context &ctx, const std::string &stem,
                     const std::string &ptx_path,
                     const std::string &options = "");

// A kernel compiled offline (C++ for OpenCL, which pocl 3.1 does not build
// from source, docs/cxx.md): PTX for NVIDIA when `ptx_path` is given, else
// SPIR bitcode, built by the implementation with -x spir (pocl).
Program load_offline_program(const Context &ctx, const std::string &spir_path,
                             const std::string &ptx_path);

} // namespace xasync
