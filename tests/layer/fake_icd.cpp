// A tiny OpenCL driver for the layer's tests: one platform, four devices
// with hand-written extension lists, one of which already lists
// cl_khr_extended_async_copies.  It answers only the queries the ICD loader
// and tests/layer/layer_queries.cpp make, following the spec's rules for
// size-only queries and short buffers.  Its programs from source "build"
// unless they name xasync_undeclared; its programs from binary take PTX
// text, and their kernels are the PTX's .entry names (the layer's PTX
// route, tests/layer/ptx_route.cpp); a kernel's CL_KERNEL_ATTRIBUTES says
// which kind of program it came from.
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_1_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl_ext.h>
#include <CL/cl_icd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define EXPORT extern "C" __attribute__((visibility("default")))

namespace {

struct FakeDevice {
  const char *name;
  const char *version;
  const char *extensions;
  std::vector<cl_name_version> with_version; // empty and !has_with_version: OpenCL 1.2
  bool has_with_version;
};

cl_name_version nv(const char *name) {
  cl_name_version v{};
  v.version = CL_MAKE_VERSION(1, 0, 0);
  std::strncpy(v.name, name, sizeof v.name - 1);
  return v;
}

const FakeDevice devices_spec[] = {
    {"fake listed", "OpenCL 3.0 fake", "cl_khr_fp64 cl_khr_extended_async_copies cl_khr_spir",
     {nv("cl_khr_fp64"), nv("cl_khr_extended_async_copies"), nv("cl_khr_spir")}, true},
    {"fake plain", "OpenCL 3.0 fake", "cl_khr_fp64  cl_khr_spir ",
     {nv("cl_khr_fp64"), nv("cl_khr_spir")}, true},
    {"fake legacy", "OpenCL 1.2 fake", "", {}, false},
    {"fake lookalike", "OpenCL 3.0 fake",
     "cl_khr_extended_async_copies_v2 xcl_khr_extended_async_copies",
     {nv("cl_khr_extended_async_copies_v2"), nv("xcl_khr_extended_async_copies")}, true},
};
constexpr cl_uint kDevices = sizeof devices_spec / sizeof devices_spec[0];

cl_icd_dispatch dispatch;
int live = 0; // programs and kernels not yet released

} // namespace

struct _cl_platform_id {
  cl_icd_dispatch *dispatch;
};
struct _cl_device_id {
  cl_icd_dispatch *dispatch;
  const FakeDevice *spec;
};
struct _cl_context {
  cl_icd_dispatch *dispatch;
  std::vector<cl_device_id> devices;
};
struct _cl_program {
  cl_icd_dispatch *dispatch;
  std::string source, log;
  bool binary = false;
  cl_uint refs = 1;
};
struct _cl_kernel {
  cl_icd_dispatch *dispatch;
  cl_program program;
  std::string name;
};

namespace {

_cl_platform_id platform{&dispatch};
_cl_device_id devices[kDevices] = {{&dispatch, &devices_spec[0]}, {&dispatch, &devices_spec[1]},
                                   {&dispatch, &devices_spec[2]}, {&dispatch, &devices_spec[3]}};

cl_int reply(const void *data, size_t size, size_t value_size, void *value, size_t *size_ret) {
  if (value) {
    if (value_size < size)
      return CL_INVALID_VALUE;
    std::memcpy(value, data, size);
  }
  if (size_ret)
    *size_ret = size;
  return CL_SUCCESS;
}

cl_int reply_string(const char *s, size_t value_size, void *value, size_t *size_ret) {
  return reply(s, std::strlen(s) + 1, value_size, value, size_ret);
}

template <class T> cl_int reply_value(T v, size_t value_size, void *value, size_t *size_ret) {
  return reply(&v, sizeof v, value_size, value, size_ret);
}

cl_int CL_API_CALL get_platform_info(cl_platform_id p, cl_platform_info name, size_t size,
                                     void *value, size_t *size_ret) {
  if (p != &platform)
    return CL_INVALID_PLATFORM;
  switch (name) {
  case CL_PLATFORM_PROFILE: return reply_string("FULL_PROFILE", size, value, size_ret);
  case CL_PLATFORM_VERSION: return reply_string("OpenCL 3.0 fake", size, value, size_ret);
  case CL_PLATFORM_NAME: return reply_string("xasync fake ICD", size, value, size_ret);
  case CL_PLATFORM_VENDOR: {
    const char *vendor = std::getenv("XASYNC_FAKE_VENDOR");
    return reply_string(vendor ? vendor : "xasync tests", size, value, size_ret);
  }
  case CL_PLATFORM_EXTENSIONS: return reply_string("cl_khr_icd", size, value, size_ret);
  case CL_PLATFORM_ICD_SUFFIX_KHR: return reply_string("FAKE", size, value, size_ret);
  default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL get_device_ids(cl_platform_id p, cl_device_type type, cl_uint num_entries,
                                  cl_device_id *out, cl_uint *num_out) {
  if (p != &platform)
    return CL_INVALID_PLATFORM;
  if ((!out && !num_out) || (out && num_entries == 0))
    return CL_INVALID_VALUE;
  if (!(type & (CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_DEFAULT)))
    return CL_DEVICE_NOT_FOUND;
  for (cl_uint i = 0; out && i < num_entries && i < kDevices; ++i)
    out[i] = &devices[i];
  if (num_out)
    *num_out = kDevices;
  return CL_SUCCESS;
}

cl_int CL_API_CALL get_device_info(cl_device_id d, cl_device_info name, size_t size,
                                   void *value, size_t *size_ret) {
  if (d < &devices[0] || d >= &devices[kDevices])
    return CL_INVALID_DEVICE;
  const FakeDevice &s = *d->spec;
  switch (name) {
  case CL_DEVICE_NAME: return reply_string(s.name, size, value, size_ret);
  case CL_DEVICE_VENDOR: return reply_string("xasync tests", size, value, size_ret);
  case CL_DEVICE_VERSION: return reply_string(s.version, size, value, size_ret);
  case CL_DRIVER_VERSION: return reply_string("0.1", size, value, size_ret);
  case CL_DEVICE_TYPE:
    return reply_value<cl_device_type>(CL_DEVICE_TYPE_ACCELERATOR, size, value, size_ret);
  case CL_DEVICE_PLATFORM:
    return reply_value<cl_platform_id>(&platform, size, value, size_ret);
  case CL_DEVICE_AVAILABLE:
  case CL_DEVICE_COMPILER_AVAILABLE: // no compiler: no programs are built here
    return reply_value<cl_bool>(name == CL_DEVICE_AVAILABLE, size, value, size_ret);
  case CL_DEVICE_EXTENSIONS: {
    // XASYNC_FAKE_FP16=1: every device lists cl_khr_fp16 too.
    const char *fp16 = std::getenv("XASYNC_FAKE_FP16");
    if (fp16 && std::strcmp(fp16, "1") == 0)
      return reply_string((std::string(s.extensions) + " cl_khr_fp16").c_str(), size, value,
                          size_ret);
    return reply_string(s.extensions, size, value, size_ret);
  }
  case CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV:
  case CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV: {
    // XASYNC_FAKE_NV_SM=90: answer NVIDIA's query as an sm_90 GPU would, so
    // the layer picks an nvptx source form (else the generic one).
    const char *sm = std::getenv("XASYNC_FAKE_NV_SM");
    if (!sm)
      return CL_INVALID_VALUE;
    const cl_uint v = (cl_uint)std::atoi(sm);
    return reply_value<cl_uint>(name == CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV ? v / 10 : v % 10,
                                size, value, size_ret);
  }
  case CL_DEVICE_EXTENSIONS_WITH_VERSION:
    if (!s.has_with_version)
      return CL_INVALID_VALUE; // an OpenCL 1.2 driver does not know the query
    return reply(s.with_version.data(), s.with_version.size() * sizeof(cl_name_version), size,
                 value, size_ret);
  default: return CL_INVALID_VALUE;
  }
}

cl_context CL_API_CALL create_context(const cl_context_properties *, cl_uint n,
                                      const cl_device_id *list,
                                      void(CL_CALLBACK *)(const char *, const void *, size_t,
                                                          void *),
                                      void *, cl_int *err) {
  if (!n || !list) {
    if (err)
      *err = CL_INVALID_VALUE;
    return nullptr;
  }
  if (err)
    *err = CL_SUCCESS;
  return new _cl_context{&dispatch, std::vector<cl_device_id>(list, list + n)};
}

cl_int CL_API_CALL get_context_info(cl_context c, cl_context_info name, size_t size, void *value,
                                    size_t *size_ret) {
  switch (name) {
  case CL_CONTEXT_DEVICES:
    return reply(c->devices.data(), c->devices.size() * sizeof(cl_device_id), size, value,
                 size_ret);
  case CL_CONTEXT_NUM_DEVICES:
    return reply_value<cl_uint>((cl_uint)c->devices.size(), size, value, size_ret);
  default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL release_context(cl_context c) {
  delete c;
  return CL_SUCCESS;
}

cl_program CL_API_CALL create_program_with_source(cl_context, cl_uint count,
                                                  const char **strings, const size_t *lengths,
                                                  cl_int *err) {
  auto *p = new _cl_program{&dispatch, {}, {}};
  ++live;
  for (cl_uint i = 0; i < count; ++i)
    p->source.append(strings[i], lengths && lengths[i] ? lengths[i] : std::strlen(strings[i]));
  if (err)
    *err = CL_SUCCESS;
  return p;
}

cl_program CL_API_CALL create_program_with_binary(cl_context, cl_uint n, const cl_device_id *,
                                                  const size_t *lengths,
                                                  const unsigned char **binaries, cl_int *status,
                                                  cl_int *err) {
  if (!n || !lengths || !binaries || !binaries[0]) {
    if (err)
      *err = CL_INVALID_VALUE;
    return nullptr;
  }
  auto *p = new _cl_program{&dispatch, {}, {}};
  ++live;
  p->binary = true;
  p->source.assign(reinterpret_cast<const char *>(binaries[0]), lengths[0]);
  for (cl_uint i = 0; status && i < n; ++i)
    status[i] = CL_SUCCESS;
  if (err)
    *err = CL_SUCCESS;
  return p;
}

cl_int CL_API_CALL get_program_info(cl_program p, cl_program_info name, size_t size,
                                    void *value, size_t *size_ret) {
  if (name == CL_PROGRAM_REFERENCE_COUNT)
    return reply_value<cl_uint>(p->refs, size, value, size_ret);
  if (name != CL_PROGRAM_SOURCE || p->binary)
    return CL_INVALID_VALUE;
  return reply_string(p->source.c_str(), size, value, size_ret);
}

cl_int CL_API_CALL build_program(cl_program p, cl_uint, const cl_device_id *, const char *,
                                 void(CL_CALLBACK *)(cl_program, void *), void *) {
  if (p->binary) {
    p->log.clear();
    return p->source.find(".entry ") == std::string::npos ? CL_BUILD_PROGRAM_FAILURE
                                                          : CL_SUCCESS;
  }
  const std::size_t at = p->source.find("xasync_undeclared");
  if (at == std::string::npos) {
    p->log.clear();
    return CL_SUCCESS;
  }
  std::size_t line = 1, col = 1;
  for (std::size_t i = 0; i < at; ++i, ++col)
    if (p->source[i] == '\n')
      ++line, col = 0;
  std::size_t end = at;
  while (end < p->source.size() && (std::isalnum((unsigned char)p->source[end]) ||
                                    p->source[end] == '_'))
    ++end;
  p->log = "<kernel>:" + std::to_string(line) + ":" + std::to_string(col) +
           ": error: use of undeclared identifier '" + p->source.substr(at, end - at) + "'\n";
  return CL_BUILD_PROGRAM_FAILURE;
}

cl_int CL_API_CALL get_program_build_info(cl_program p, cl_device_id, cl_program_build_info name,
                                          size_t size, void *value, size_t *size_ret) {
  if (name != CL_PROGRAM_BUILD_LOG)
    return CL_INVALID_VALUE;
  return reply_string(p->log.c_str(), size, value, size_ret);
}

cl_int CL_API_CALL retain_program(cl_program p) {
  ++p->refs;
  return CL_SUCCESS;
}

cl_int CL_API_CALL release_program(cl_program p) {
  if (--p->refs == 0) {
    delete p;
    --live;
  }
  return CL_SUCCESS;
}

// The kernels of a program: its PTX's .entry names, or for source the
// names after "kernel void ".
std::vector<std::string> kernel_names(const _cl_program &p) {
  std::vector<std::string> names;
  const std::string mark = p.binary ? ".entry " : "kernel void ";
  for (std::size_t at = p.source.find(mark); at != std::string::npos;
       at = p.source.find(mark, at + 1)) {
    std::size_t b = at + mark.size(), e = b;
    while (e < p.source.size() && (std::isalnum((unsigned char)p.source[e]) || p.source[e] == '_'))
      ++e;
    names.push_back(p.source.substr(b, e - b));
  }
  return names;
}

cl_kernel make_kernel(cl_program p, const std::string &name) {
  ++p->refs;
  ++live;
  return new _cl_kernel{&dispatch, p, name};
}

cl_kernel CL_API_CALL create_kernel(cl_program p, const char *name, cl_int *err) {
  const std::vector<std::string> names = kernel_names(*p);
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    if (err)
      *err = CL_INVALID_KERNEL_NAME;
    return nullptr;
  }
  if (err)
    *err = CL_SUCCESS;
  return make_kernel(p, name);
}

cl_int CL_API_CALL create_kernels_in_program(cl_program p, cl_uint n, cl_kernel *out,
                                             cl_uint *n_out) {
  const std::vector<std::string> names = kernel_names(*p);
  if (out && n < names.size())
    return CL_INVALID_VALUE;
  for (std::size_t i = 0; out && i < names.size(); ++i)
    out[i] = make_kernel(p, names[i]);
  if (n_out)
    *n_out = (cl_uint)names.size();
  return CL_SUCCESS;
}

cl_int CL_API_CALL get_kernel_info(cl_kernel k, cl_kernel_info name, size_t size, void *value,
                                   size_t *size_ret) {
  switch (name) {
  case CL_KERNEL_PROGRAM: return reply_value<cl_program>(k->program, size, value, size_ret);
  case CL_KERNEL_FUNCTION_NAME: return reply_string(k->name.c_str(), size, value, size_ret);
  case CL_KERNEL_ATTRIBUTES:
    return reply_string(k->program->binary ? "xasync-fake:binary" : "xasync-fake:source", size,
                        value, size_ret);
  default: return CL_INVALID_VALUE;
  }
}

// Programs from binary keep no argument information; from source the
// answer names the kernel.
cl_int CL_API_CALL get_kernel_arg_info(cl_kernel k, cl_uint, cl_kernel_arg_info name,
                                       size_t size, void *value, size_t *size_ret) {
  if (k->program->binary)
    return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
  if (name != CL_KERNEL_ARG_NAME)
    return CL_INVALID_VALUE;
  return reply_string(("arg-of-" + k->name).c_str(), size, value, size_ret);
}

cl_int CL_API_CALL release_kernel(cl_kernel k) {
  release_program(k->program);
  delete k;
  --live;
  return CL_SUCCESS;
}

} // namespace

EXPORT cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id *out,
                                                 cl_uint *num_out) {
  if ((!out && !num_out) || (out && num_entries == 0))
    return CL_INVALID_VALUE;
  dispatch.clGetPlatformInfo = get_platform_info;
  dispatch.clGetDeviceIDs = get_device_ids;
  dispatch.clGetDeviceInfo = get_device_info;
  dispatch.clCreateContext = create_context;
  dispatch.clGetContextInfo = get_context_info;
  dispatch.clReleaseContext = release_context;
  dispatch.clCreateProgramWithSource = create_program_with_source;
  dispatch.clGetProgramInfo = get_program_info;
  dispatch.clBuildProgram = build_program;
  dispatch.clGetProgramBuildInfo = get_program_build_info;
  dispatch.clReleaseProgram = release_program;
  dispatch.clRetainProgram = retain_program;
  dispatch.clCreateProgramWithBinary = create_program_with_binary;
  dispatch.clCreateKernel = create_kernel;
  dispatch.clCreateKernelsInProgram = create_kernels_in_program;
  dispatch.clGetKernelInfo = get_kernel_info;
  dispatch.clGetKernelArgInfo = get_kernel_arg_info;
  dispatch.clReleaseKernel = release_kernel;
  if (out)
    out[0] = &platform;
  if (num_out)
    *num_out = 1;
  return CL_SUCCESS;
}

EXPORT cl_int CL_API_CALL clGetPlatformInfo(cl_platform_id p, cl_platform_info name, size_t size,
                                            void *value, size_t *size_ret) {
  return get_platform_info(p, name, size, value, size_ret);
}

EXPORT void *CL_API_CALL clGetExtensionFunctionAddress(const char *name) {
  if (std::strcmp(name, "clIcdGetPlatformIDsKHR") == 0)
    return reinterpret_cast<void *>(&clIcdGetPlatformIDsKHR);
  return nullptr;
}

// Programs and kernels alive (tests/layer/ptx_route.cpp: the layer releases
// what it made).
EXPORT int xasync_fake_live() { return live; }
