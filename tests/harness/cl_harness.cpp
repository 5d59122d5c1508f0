#include "cl_harness.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace xasync {

cl_error::cl_error(const std::string &what, cl_int c)
    : std::runtime_error(what + " failed with OpenCL error " +
                         std::to_string(c)),
      code(c) {}

void check(cl_int code, const char *what) {
  if (code != CL_SUCCESS)
    throw cl_error(what, code);
}

// A string-valued clGet*Info query (clGetPlatformInfo, clGetDeviceInfo):
// its size first, then the text.
template <class Id>
static std::string info_string(cl_int (*get)(Id, cl_uint, size_t, void *,
                                             size_t *),
                               const char *name, Id id, cl_uint what) {
  size_t n = 0;
  check(get(id, what, 0, nullptr, &n), name);
  std::string s(n, '\0');
  check(get(id, what, n, s.data(), nullptr), name);
  return s.c_str();
}

static std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return s;
}

bool DeviceInfo::is_nvidia() const {
  return lower(platform_name).find("nvidia") != std::string::npos;
}

std::vector<DeviceInfo> list_devices() {
  cl_uint np = 0;
  if (clGetPlatformIDs(0, nullptr, &np) != CL_SUCCESS || np == 0)
    return {};
  std::vector<cl_platform_id> ps(np);
  check(clGetPlatformIDs(np, ps.data(), nullptr), "clGetPlatformIDs");
  std::vector<DeviceInfo> out;
  for (cl_platform_id p : ps) {
    cl_uint nd = 0;
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd) != CL_SUCCESS)
      continue;
    std::vector<cl_device_id> ds(nd);
    check(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, nd, ds.data(), nullptr),
          "clGetDeviceIDs");
    for (cl_device_id d : ds)
      out.push_back(
          {p, d,
           info_string(clGetPlatformInfo, "clGetPlatformInfo", p,
                       CL_PLATFORM_NAME),
           info_string(clGetDeviceInfo, "clGetDeviceInfo", d, CL_DEVICE_NAME),
           info_string(clGetDeviceInfo, "clGetDeviceInfo", d,
                       CL_DEVICE_VERSION)});
  }
  return out;
}

void print_devices(const std::vector<DeviceInfo> &devices) {
  cl_platform_id last = nullptr;
  int pi = -1, di = 0;
  for (const DeviceInfo &d : devices) {
    if (d.platform != last) {
      last = d.platform;
      di = 0;
      std::printf("Platform #%d: %s\n", ++pi, d.platform_name.c_str());
    }
    std::printf(" `-- Device #%d: %s (%s)\n", di++, d.device_name.c_str(),
                d.version.c_str());
  }
}

DeviceInfo choose_device(const std::string &filter_arg) {
  std::string filter = filter_arg;
  if (filter.empty())
    if (const char *env = std::getenv("XASYNC_DEVICE"))
      filter = env;
  auto devices = list_devices();
  if (devices.empty())
    throw std::runtime_error(
        "no OpenCL device found (is the pocl overlay selected? source "
        "build/pocl-overlay/env.sh)");
  for (const DeviceInfo &d : devices)
    if (lower(d.label() + " " + d.version).find(lower(filter)) != std::string::npos)
      return d;
  throw std::runtime_error("no OpenCL device matches '" + filter + "'");
}

Context::Context(const DeviceInfo &info) : info_(info) {
  cl_int e;
  ctx_ = clCreateContext(nullptr, 1, &info.device, nullptr, nullptr, &e);
  check(e, "clCreateContext");
  // An OpenCL 1.x platform (Oclgrind 19.10) has no
  // clCreateCommandQueueWithProperties: ocl-icd then never returns.
  if (info.version.rfind("OpenCL 1.", 0) == 0) {
    queue_ = clCreateCommandQueue(ctx_, info.device, CL_QUEUE_PROFILING_ENABLE, &e);
    check(e, "clCreateCommandQueue");
    return;
  }
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                 CL_QUEUE_PROFILING_ENABLE, 0};
  queue_ = clCreateCommandQueueWithProperties(ctx_, info.device, props, &e);
  check(e, "clCreateCommandQueueWithProperties");
}

Context::~Context() {
  if (queue_)
    clReleaseCommandQueue(queue_);
  if (ctx_)
    clReleaseContext(ctx_);
}

Buffer::Buffer(const Context &ctx, size_t bytes, const void *init)
    : ctx_(ctx), bytes_(bytes) {
  cl_int e;
  mem_ = clCreateBuffer(ctx.context(),
                        CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0),
                        bytes, const_cast<void *>(init), &e);
  check(e, "clCreateBuffer");
}

Buffer::~Buffer() {
  if (mem_)
    clReleaseMemObject(mem_);
}

void Buffer::write(const void *src, size_t bytes, size_t offset) {
  check(clEnqueueWriteBuffer(ctx_.queue(), mem_, CL_TRUE, offset, bytes, src,
                             0, nullptr, nullptr),
        "clEnqueueWriteBuffer");
}

void Buffer::read(void *dst, size_t bytes, size_t offset) const {
  check(clEnqueueReadBuffer(ctx_.queue(), mem_, CL_TRUE, offset, bytes, dst,
                            0, nullptr, nullptr),
        "clEnqueueReadBuffer");
}

Kernel::Kernel(cl_program program, const char *name) {
  cl_int e;
  k_ = clCreateKernel(program, name, &e);
  check(e, (std::string("clCreateKernel ") + name).c_str());
}

Kernel::~Kernel() {
  if (k_)
    clReleaseKernel(k_);
}

void Kernel::arg(cl_uint i, const Buffer &b) {
  cl_mem m = b.get();
  check(clSetKernelArg(k_, i, sizeof m, &m), "clSetKernelArg(buffer)");
}

void Kernel::arg(cl_uint i, LocalBytes l) {
  check(clSetKernelArg(k_, i, l.bytes, nullptr), "clSetKernelArg(local)");
}

double Kernel::run(const Context &ctx, const std::vector<size_t> &global,
                   const std::vector<size_t> &local, bool timed) {
  cl_event ev = nullptr;
  check(clEnqueueNDRangeKernel(ctx.queue(), k_, (cl_uint)global.size(),
                               nullptr, global.data(),
                               local.empty() ? nullptr : local.data(), 0,
                               nullptr, timed ? &ev : nullptr),
        "clEnqueueNDRangeKernel");
  return timed ? event_seconds(ev) : 0;
}

double event_seconds(cl_event ev) {
  check(clWaitForEvents(1, &ev), "clWaitForEvents");
  cl_ulong t0 = 0, t1 = 0;
  check(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t0, &t0,
                                nullptr),
        "clGetEventProfilingInfo");
  check(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t1, &t1,
                                nullptr),
        "clGetEventProfilingInfo");
  clReleaseEvent(ev);
  return (t1 - t0) * 1e-9;
}

Program::~Program() {
  if (p_)
    clReleaseProgram(p_);
}

std::string build_log(cl_program p, cl_device_id d) {
  size_t n = 0;
  check(clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n),
        "clGetProgramBuildInfo(CL_PROGRAM_BUILD_LOG)");
  std::string log(n, '\0');
  check(clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr),
        "clGetProgramBuildInfo(CL_PROGRAM_BUILD_LOG)");
  return log;
}

void Program::build(const Context &ctx, cl_program p, const std::string &opts) {
  cl_device_id d = ctx.info().device;
  cl_int e = clBuildProgram(p, 1, &d, opts.c_str(), nullptr, nullptr);
  if (e != CL_SUCCESS) {
    // The build's error is the one to report, even without a log.
    std::string log;
    try {
      log = build_log(p, d);
    } catch (const cl_error &) {
    }
    clReleaseProgram(p);
    throw cl_error("clBuildProgram (log:\n" + log + ")", e);
  }
}

Program Program::from_source(const Context &ctx, const std::string &source,
                             const std::string &options) {
  const char *s = source.c_str();
  size_t n = source.size();
  cl_int e;
  cl_program p = clCreateProgramWithSource(ctx.context(), 1, &s, &n, &e);
  check(e, "clCreateProgramWithSource");
  build(ctx, p, options);
  return Program(p);
}

Program Program::from_binary(const Context &ctx, const std::string &binary,
                             const std::string &options) {
  const unsigned char *b =
      reinterpret_cast<const unsigned char *>(binary.c_str());
  size_t n = binary.size();
  cl_int e, status;
  cl_device_id d = ctx.info().device;
  cl_program p =
      clCreateProgramWithBinary(ctx.context(), 1, &d, &n, &b, &status, &e);
  check(e, "clCreateProgramWithBinary");
  check(status, "clCreateProgramWithBinary (binary status)");
  build(ctx, p, options);
  return Program(p);
}

Program Program::from_il(const Context &ctx, const std::string &il,
                         const std::string &options) {
  cl_int e;
  cl_program p = clCreateProgramWithIL(ctx.context(), il.data(), il.size(), &e);
  check(e, "clCreateProgramWithIL");
  build(ctx, p, options);
  return Program(p);
}

std::string read_file(const std::string &path) {
  std::ifstream f(path, std::ios::binary);
  if (!f)
    throw std::runtime_error("cannot read " + path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// $XASYNC_SAVE_BINARIES=DIR: the built program's binary (PTX on NVIDIA)
// goes to DIR/<stem>.bin and its build log to DIR/<stem>.log (with
// -cl-nv-verbose on NVIDIA: ptxas's registers per kernel), to compare what
// the driver made of the source form with clang's PTX (docs/bench.md).
void save_binary(const Program &p, const std::string &stem) {
  const char *dir = std::getenv("XASYNC_SAVE_BINARIES");
  if (!dir || !*dir)
    return;
  size_t n = 0;
  check(clGetProgramInfo(p.get(), CL_PROGRAM_BINARY_SIZES, sizeof n, &n,
                         nullptr),
        "clGetProgramInfo(CL_PROGRAM_BINARY_SIZES)");
  std::string bin(n, '\0');
  unsigned char *data = reinterpret_cast<unsigned char *>(bin.data());
  check(clGetProgramInfo(p.get(), CL_PROGRAM_BINARIES, sizeof data, &data,
                         nullptr),
        "clGetProgramInfo(CL_PROGRAM_BINARIES)");
  cl_device_id d = nullptr;
  check(clGetProgramInfo(p.get(), CL_PROGRAM_DEVICES, sizeof d, &d, nullptr),
        "clGetProgramInfo(CL_PROGRAM_DEVICES)");
  const std::string log = build_log(p.get(), d);
  for (const auto &[ext, text] : {std::pair<const char *, const std::string *>{".bin", &bin},
                                  {".log", &log}}) {
    const std::string path = std::string(dir) + "/" + stem + ext;
    std::ofstream f(path, std::ios::binary);
    if (!f.write(text->data(), (std::streamsize)text->size()))
      throw std::runtime_error("cannot write " + path);
  }
}

Program load_program(const Context &ctx, const std::string &stem,
                     const std::string &ptx_path, const std::string &options) {
  Program p = ptx_path.empty()
                  ? Program::from_source(ctx, embedded_kernel(stem), options)
                  : Program::from_binary(ctx, read_file(ptx_path), options);
  save_binary(p, stem);
  return p;
}

Program load_offline_program(const Context &ctx, const std::string &spir_path,
                             const std::string &ptx_path) {
  if (!ptx_path.empty())
    return Program::from_binary(ctx, read_file(ptx_path));
  return Program::from_binary(ctx, read_file(spir_path), "-x spir -spir-std=1.2");
}

} // namespace xasync
