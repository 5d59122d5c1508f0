// The layer's two entry points called directly (no ICD loader): the answers
// clGetLayerInfo and clInitLayer give to good and bad arguments, and the
// table clInitLayer returns (the target's entries, clGetDeviceInfo,
// clCreateProgramWithSource, clCompileProgram, clGetProgramBuildInfo, the
// PTX route's clBuildProgram, clCreateKernel, clCreateKernelsInProgram,
// clGetKernelInfo, clGetKernelArgInfo and clReleaseProgram and, in a layer
// built with the SPIR-V route, clCreateProgramWithIL replaced).
//   layer_entry_points /path/libxasync-layer.so [--with-il]
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl_layer.h>

#include <dlfcn.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

namespace {
int failures = 0;
void expect(bool ok, const std::string &what) {
  if (!ok) {
    std::printf("FAIL %s\n", what.c_str());
    ++failures;
  }
}
constexpr size_t kEntries = sizeof(cl_icd_dispatch) / sizeof(void *);
constexpr size_t kDeviceInfoSlot = offsetof(cl_icd_dispatch, clGetDeviceInfo) / sizeof(void *);
constexpr size_t kSourceSlot =
    offsetof(cl_icd_dispatch, clCreateProgramWithSource) / sizeof(void *);
constexpr size_t kCompileSlot = offsetof(cl_icd_dispatch, clCompileProgram) / sizeof(void *);
constexpr size_t kBuildInfoSlot =
    offsetof(cl_icd_dispatch, clGetProgramBuildInfo) / sizeof(void *);
constexpr size_t kIlSlot = offsetof(cl_icd_dispatch, clCreateProgramWithIL) / sizeof(void *);
#define SLOT(entry) offsetof(cl_icd_dispatch, entry) / sizeof(void *)
constexpr size_t kHookSlots[] = {kDeviceInfoSlot,
                                 kSourceSlot,
                                 kCompileSlot,
                                 kBuildInfoSlot,
                                 SLOT(clBuildProgram),
                                 SLOT(clCreateKernel),
                                 SLOT(clCreateKernelsInProgram),
                                 SLOT(clGetKernelInfo),
                                 SLOT(clGetKernelArgInfo),
                                 SLOT(clReleaseProgram)};
constexpr int kHooks = sizeof kHookSlots / sizeof kHookSlots[0];
bool hooked(size_t i, bool with_il) {
  for (size_t s : kHookSlots)
    if (i == s)
      return true;
  return with_il && i == kIlSlot;
}
} // namespace

int main(int argc, char **argv) {
  const bool with_il = argc == 3 && !std::strcmp(argv[2], "--with-il");
  if (argc != 2 && !with_il) {
    std::fprintf(stderr, "usage: %s libxasync-layer.so [--with-il]\n", argv[0]);
    return 2;
  }
  void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    std::printf("FAIL dlopen: %s\n", dlerror());
    return 1;
  }
  auto info = reinterpret_cast<pfn_clGetLayerInfo>(dlsym(lib, "clGetLayerInfo"));
  auto init = reinterpret_cast<pfn_clInitLayer>(dlsym(lib, "clInitLayer"));
  expect(info && init, "both entry points exported");
  if (!info || !init)
    return 1;

  // clGetLayerInfo: the version, by the usual rules.
  size_t size = 0;
  expect(info(CL_LAYER_API_VERSION, 0, nullptr, &size) == CL_SUCCESS &&
             size == sizeof(cl_layer_api_version), "version: size-only query");
  cl_layer_api_version version = 0;
  expect(info(CL_LAYER_API_VERSION, sizeof version, &version, nullptr) == CL_SUCCESS &&
             version == CL_LAYER_API_VERSION_100, "version is CL_LAYER_API_VERSION_100");
  unsigned char small[3] = {0xA5, 0xA5, 0xA5};
  size = 77;
  expect(info(CL_LAYER_API_VERSION, sizeof small, small, &size) == CL_INVALID_VALUE &&
             small[0] == 0xA5 && small[2] == 0xA5 && size == 77,
         "version: short buffer gives CL_INVALID_VALUE, nothing written");
  char name[128] = {};
  expect(info(CL_LAYER_NAME, sizeof name, name, &size) == CL_SUCCESS &&
             size == std::strlen(name) + 1 && std::strstr(name, "cl_khr_extended_async_copies"),
         "CL_LAYER_NAME names the extension");
  expect(info(0x4242, sizeof name, name, &size) == CL_INVALID_VALUE, "unknown query");

  // clInitLayer: bad arguments first (the layer stays uninitialised).
  cl_icd_dispatch target;
  for (size_t i = 0; i < kEntries; ++i)
    reinterpret_cast<void **>(&target)[i] = reinterpret_cast<void *>(uintptr_t(0x1000 + i));
  cl_uint n = 0;
  const cl_icd_dispatch *table = nullptr;
  expect(init(kEntries, nullptr, &n, &table) == CL_INVALID_VALUE, "NULL target table");
  expect(init(kEntries, &target, nullptr, &table) == CL_INVALID_VALUE, "NULL num_entries_ret");
  expect(init(kEntries, &target, &n, nullptr) == CL_INVALID_VALUE, "NULL layer_dispatch_ret");
  expect(init(kDeviceInfoSlot, &target, &n, &table) == CL_INVALID_VALUE && !table,
         "a table without clGetDeviceInfo");
  expect(init(kSourceSlot, &target, &n, &table) == CL_INVALID_VALUE && !table,
         "a table without clCreateProgramWithSource");
  expect(init(kCompileSlot, &target, &n, &table) == CL_INVALID_VALUE && !table,
         "a table without clCompileProgram");
  if (with_il)
    expect(init(kIlSlot, &target, &n, &table) == CL_INVALID_VALUE && !table,
           "a table without clCreateProgramWithIL");

  // A good call: the target's entries, the hooks replaced.
  expect(init(kEntries, &target, &n, &table) == CL_SUCCESS && table && n == kEntries,
         "clInitLayer succeeds and returns its table size");
  if (table) {
    int replaced = 0;
    for (size_t i = 0; i < kEntries; ++i) {
      void *mine = reinterpret_cast<void *const *>(table)[i];
      if (mine != reinterpret_cast<void *const *>(&target)[i]) {
        ++replaced;
        expect(hooked(i, with_il), "entry " + std::to_string(i) + " replaced");
      }
    }
    expect(replaced == kHooks + (with_il ? 1 : 0),
           "exactly the hooks replaced (the ten of kHookSlots and, with the SPIR-V "
           "route, clCreateProgramWithIL)");
    // A second loader in the process gets the same table.
    cl_icd_dispatch other = target;
    const cl_icd_dispatch *again = nullptr;
    expect(init(kEntries, &other, &n, &again) == CL_SUCCESS && again == table,
           "a second clInitLayer returns the first table");
  }
  dlclose(lib);
  std::printf(failures ? "layer-entry-points: FAILED\n" : "layer-entry-points: OK\n");
  return failures ? 1 : 0;
}
