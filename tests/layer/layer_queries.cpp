// Host tests of the loader layer's query rules, on every device the ICD
// loader offers.  The reference for a device is its driver's own reply,
// read by calling the driver through the device's dispatch table (the
// loader and the layer bypassed):
//   - covered devices (--covered GLOB on "platform/device") must list
//     cl_khr_extended_async_copies exactly once in CL_DEVICE_EXTENSIONS and,
//     version 1.0.0, in CL_DEVICE_EXTENSIONS_WITH_VERSION, the driver's reply
//     otherwise unchanged; size-only queries give the new size; a short
//     buffer gives CL_INVALID_VALUE and nothing is written (guard bytes);
//   - every other device, and every other query, gives byte for byte what
//     the driver gives, error codes and short buffers included.
//
//   layer_queries [--covered GLOB]... [--expect-extensions DEVICE=STRING]...
//                 [--layer loaded|absent] [--check-macro]
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_1_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl_icd.h>

#include <fnmatch.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

const char kExt[] = "cl_khr_extended_async_copies";
const unsigned char kGuard = 0xA5;
const size_t kSizeSentinel = 0x5A5A5A5Au;
int failures = 0;

void fail(const std::string &where, const std::string &what) {
  std::printf("FAIL %s: %s\n", where.c_str(), what.c_str());
  ++failures;
}

using Bytes = std::vector<unsigned char>;

// One clGetDeviceInfo call: its result, what it wrote, and its size_ret.
struct Outcome {
  cl_int err;
  Bytes buffer; // param_value as left after the call (guard-filled before)
  size_t size_ret;
  bool operator==(const Outcome &o) const {
    return err == o.err && buffer == o.buffer && size_ret == o.size_ret;
  }
};

// A call shape: param_value_size, whether param_value / size_ret are given.
struct Shape {
  size_t value_size;
  bool with_value;
  bool with_size_ret;
};

Outcome call(cl_api_clGetDeviceInfo fn, cl_device_id d, cl_device_info p, const Shape &s,
             size_t buffer_size) {
  Outcome o{0, Bytes(buffer_size + 64, kGuard), kSizeSentinel};
  o.err = fn(d, p, s.value_size, s.with_value ? o.buffer.data() : nullptr,
             s.with_size_ret ? &o.size_ret : nullptr);
  return o;
}

cl_api_clGetDeviceInfo driver_of(cl_device_id d) {
  return (*reinterpret_cast<cl_icd_dispatch *const *>(d))->clGetDeviceInfo;
}

// The driver's full reply (or its error).
cl_int driver_reply(cl_device_id d, cl_device_info p, Bytes &out) {
  size_t size = 0;
  cl_int err = driver_of(d)(d, p, 0, nullptr, &size);
  if (err != CL_SUCCESS)
    return err;
  out.assign(size, 0);
  return driver_of(d)(d, p, size, out.data(), nullptr);
}

std::string as_string(const Bytes &b) {
  return std::string(reinterpret_cast<const char *>(b.data()), strnlen((const char *)b.data(), b.size()));
}

std::vector<std::string> words(const std::string &s) {
  std::istringstream in(s);
  std::vector<std::string> w;
  for (std::string t; in >> t;)
    w.push_back(t);
  return w;
}

int count_word(const std::string &list, const char *word) {
  int n = 0;
  for (const auto &w : words(list))
    n += w == word;
  return n;
}

// Reference: what a covered device's lists must be.
Bytes expected_string(const Bytes &raw) {
  std::string s = as_string(raw);
  if (count_word(s, kExt))
    return raw;
  if (!s.empty() && s.back() != ' ')
    s += ' ';
  s += kExt;
  return Bytes(s.c_str(), s.c_str() + s.size() + 1);
}

std::vector<cl_name_version> as_versions(const Bytes &b) {
  std::vector<cl_name_version> v(b.size() / sizeof(cl_name_version));
  std::memcpy(v.data(), b.data(), v.size() * sizeof(cl_name_version));
  return v;
}

Bytes expected_versions(const Bytes &raw) {
  for (const auto &v : as_versions(raw))
    if (std::strcmp(v.name, kExt) == 0)
      return raw;
  cl_name_version add{};
  add.version = CL_MAKE_VERSION(1, 0, 0);
  std::strcpy(add.name, kExt);
  Bytes out = raw;
  out.insert(out.end(), (unsigned char *)&add, (unsigned char *)&add + sizeof add);
  return out;
}

std::string num(size_t v) {
  char b[32];
  std::snprintf(b, sizeof b, "%zu", v);
  return b;
}

// The spec's rules, checked on a query the layer answers.
void check_rules(cl_device_id d, cl_device_info p, const Bytes &want, size_t driver_size,
                 const std::string &where) {
  const size_t n = want.size();
  Outcome o = call(clGetDeviceInfo, d, p, {0, false, true}, 0);
  if (o.err != CL_SUCCESS || o.size_ret != n)
    fail(where, "size-only query: err " + std::to_string(o.err) + ", size " + num(o.size_ret) +
                    ", want " + num(n));
  for (const Shape &s : {Shape{n, true, true}, Shape{n + 64, true, true}, Shape{n, true, false}}) {
    o = call(clGetDeviceInfo, d, p, s, n);
    Bytes head(o.buffer.begin(), o.buffer.begin() + n);
    if (o.err != CL_SUCCESS || head != want)
      fail(where, "query with a " + num(s.value_size) + "-byte buffer: wrong reply (err " +
                      std::to_string(o.err) + ")");
    for (size_t i = n; i < o.buffer.size(); ++i)
      if (o.buffer[i] != kGuard) {
        fail(where, "byte " + num(i) + " past the reply was written");
        break;
      }
    if (s.with_size_ret && o.size_ret != n)
      fail(where, "size_ret " + num(o.size_ret) + ", want " + num(n));
  }
  // Too small: one byte short, the driver's own size, nothing at all.
  for (size_t small : {n - 1, driver_size, size_t(0), size_t(1)}) {
    if (small >= n)
      continue;
    o = call(clGetDeviceInfo, d, p, {small, true, true}, n);
    if (o.err != CL_INVALID_VALUE)
      fail(where, num(small) + "-byte buffer: err " + std::to_string(o.err) +
                      ", want CL_INVALID_VALUE");
    if (o.buffer != Bytes(n + 64, kGuard))
      fail(where, num(small) + "-byte buffer: the buffer was written");
    if (o.size_ret != kSizeSentinel)
      fail(where, num(small) + "-byte buffer: size_ret was written");
  }
}

// Every call shape gives what the driver gives, byte for byte.
void check_unchanged(cl_device_id d, cl_device_info p, const std::string &where) {
  Bytes raw;
  const size_t n = driver_reply(d, p, raw) == CL_SUCCESS ? raw.size() : 16;
  const Shape shapes[] = {{0, false, true}, {n, true, true},      {n + 64, true, true},
                          {n, true, false}, {n ? n - 1 : 0, true, true}, {0, true, true}};
  for (const Shape &s : shapes)
    if (!(call(clGetDeviceInfo, d, p, s, n) == call(driver_of(d), d, p, s, n)))
      fail(where, "differs from the driver's reply with a " + num(s.value_size) +
                      "-byte buffer" + (s.with_value ? "" : " (size-only)"));
}

std::string device_string(cl_device_id d, cl_device_info p) {
  Bytes b;
  return driver_reply(d, p, b) == CL_SUCCESS ? as_string(b) : "";
}

bool layer_mapped() {
  std::ifstream maps("/proc/self/maps");
  for (std::string line; std::getline(maps, line);)
    if (line.find("libxasync-layer") != std::string::npos)
      return true;
  return false;
}

// Builds a kernel whose name says whether the device's OpenCL C compiler
// defines the extension's macro.  Returns "defined", "undefined" or "".
std::string macro_state(cl_device_id d, const std::string &where) {
  static const char *src =
      "#ifdef cl_khr_extended_async_copies\n"
      "kernel void macro_defined(global int *o) { o[0] = 1; }\n"
      "#else\n"
      "kernel void macro_undefined(global int *o) { o[0] = 0; }\n"
      "#endif\n";
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &d, nullptr, nullptr, &err);
  if (err != CL_SUCCESS) {
    fail(where, "clCreateContext: " + std::to_string(err));
    return "";
  }
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
  std::string state;
  if (err == CL_SUCCESS && clBuildProgram(prog, 1, &d, "", nullptr, nullptr) == CL_SUCCESS) {
    char names[256] = {};
    clGetProgramInfo(prog, CL_PROGRAM_KERNEL_NAMES, sizeof names - 1, names, nullptr);
    state = std::strcmp(names, "macro_defined") == 0     ? "defined"
            : std::strcmp(names, "macro_undefined") == 0 ? "undefined"
                                                         : "";
    if (state.empty())
      fail(where, std::string("unexpected kernel names '") + names + "'");
  } else {
    fail(where, "building the macro kernel failed");
  }
  if (prog)
    clReleaseProgram(prog);
  clReleaseContext(ctx);
  return state;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> covered_globs;
  std::map<std::string, std::string> expect_ext;
  std::string layer;
  bool check_macro = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--covered" && i + 1 < argc)
      covered_globs.push_back(argv[++i]);
    else if (a == "--expect-extensions" && i + 1 < argc) {
      const std::string v = argv[++i];
      expect_ext[v.substr(0, v.find('='))] = v.substr(v.find('=') + 1);
    } else if (a == "--layer" && i + 1 < argc)
      layer = argv[++i];
    else if (a == "--check-macro")
      check_macro = true;
    else {
      std::fprintf(stderr, "usage: %s [--covered GLOB]... [--expect-extensions DEVICE=STRING]..."
                           " [--layer loaded|absent] [--check-macro]\n", argv[0]);
      return 2;
    }
  }

  cl_uint np = 0;
  if (clGetPlatformIDs(0, nullptr, &np) != CL_SUCCESS || np == 0) {
    std::printf("FAIL: no OpenCL platform\n");
    return 1;
  }
  std::vector<cl_platform_id> platforms(np);
  clGetPlatformIDs(np, platforms.data(), nullptr);

  if (layer == "loaded" && !layer_mapped())
    fail("process", "libxasync-layer is not loaded");
  if (layer == "absent" && layer_mapped())
    fail("process", "libxasync-layer is loaded");

  // The loader's own answer for a NULL device, whatever the layer does.
  if (clGetDeviceInfo(nullptr, CL_DEVICE_EXTENSIONS, 0, nullptr, nullptr) != CL_INVALID_DEVICE)
    fail("NULL device", "want CL_INVALID_DEVICE");

  std::vector<int> glob_hits(covered_globs.size(), 0);
  int n_devices = 0, n_covered = 0, n_macro = 0;
  for (cl_platform_id p : platforms) {
    char pname[256] = {};
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof pname - 1, pname, nullptr);
    cl_uint nd = 0;
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd) != CL_SUCCESS)
      continue;
    std::vector<cl_device_id> devs(nd);
    clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, nd, devs.data(), nullptr);
    for (cl_device_id d : devs) {
      ++n_devices;
      const std::string dname = device_string(d, CL_DEVICE_NAME);
      const std::string where = std::string(pname) + "/" + dname;
      bool covered = false;
      for (size_t g = 0; g < covered_globs.size(); ++g)
        if (fnmatch(covered_globs[g].c_str(), where.c_str(), 0) == 0)
          covered = true, ++glob_hits[g];
      n_covered += covered;

      Bytes raw_ext, raw_ver;
      driver_reply(d, CL_DEVICE_EXTENSIONS, raw_ext);
      const cl_int ver_err = driver_reply(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, raw_ver);
      if (covered) {
        const Bytes want = expected_string(raw_ext);
        check_rules(d, CL_DEVICE_EXTENSIONS, want, raw_ext.size(), where + " EXTENSIONS");
        Bytes got;
        size_t sz = 0;
        clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, 0, nullptr, &sz);
        got.assign(sz, 0);
        clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sz, got.data(), nullptr);
        if (count_word(as_string(got), kExt) != 1)
          fail(where, "CL_DEVICE_EXTENSIONS lists the extension " +
                          std::to_string(count_word(as_string(got), kExt)) + " times");
        if (ver_err == CL_SUCCESS) {
          check_rules(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, expected_versions(raw_ver),
                      raw_ver.size(), where + " EXTENSIONS_WITH_VERSION");
          clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, 0, nullptr, &sz);
          got.assign(sz, 0);
          clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, sz, got.data(), nullptr);
          int entries = 0;
          for (const auto &v : as_versions(got))
            if (std::strcmp(v.name, kExt) == 0) {
              ++entries;
              if (v.version != CL_MAKE_VERSION(1, 0, 0))
                fail(where, "WITH_VERSION: version " + num(v.version) + ", want 1.0.0");
            }
          if (entries != 1)
            fail(where, "WITH_VERSION lists the extension " + std::to_string(entries) + " times");
        } else {
          check_unchanged(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, where + " EXTENSIONS_WITH_VERSION");
        }
      } else {
        check_unchanged(d, CL_DEVICE_EXTENSIONS, where + " EXTENSIONS");
        check_unchanged(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, where + " EXTENSIONS_WITH_VERSION");
      }
      // Queries the layer does not answer pass through, on every device.
      for (cl_device_info q : {cl_device_info(CL_DEVICE_NAME), cl_device_info(CL_DEVICE_VERSION),
                               cl_device_info(CL_DEVICE_TYPE), cl_device_info(CL_DEVICE_PLATFORM),
                               cl_device_info(0x7fff) /* no such query */})
        check_unchanged(d, q, where + " query " + num(q));

      if (expect_ext.count(dname)) {
        Bytes got(4096, 0);
        clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, got.size(), got.data(), nullptr);
        if (as_string(got) != expect_ext[dname])
          fail(where, "CL_DEVICE_EXTENSIONS is '" + as_string(got) + "', want '" +
                          expect_ext[dname] + "'");
        expect_ext.erase(dname);
      }

      cl_bool compiler = CL_FALSE;
      clGetDeviceInfo(d, CL_DEVICE_COMPILER_AVAILABLE, sizeof compiler, &compiler, nullptr);
      if (check_macro && compiler) {
        // The macro is defined exactly where the extension is listed.
        Bytes listed(8192, 0);
        clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, listed.size(), listed.data(), nullptr);
        const bool has = count_word(as_string(listed), kExt) == 1;
        const std::string state = macro_state(d, where);
        if (!state.empty()) {
          ++n_macro;
          if ((state == "defined") != has)
            fail(where, "the kernel macro is " + state + " but the extension is " +
                            (has ? "listed" : "not listed"));
        }
      }
      std::printf("%s %s\n", covered ? "covered  " : "unchanged", where.c_str());
    }
  }
  for (size_t g = 0; g < covered_globs.size(); ++g)
    if (!glob_hits[g])
      fail("--covered " + covered_globs[g], "no device matches");
  for (const auto &e : expect_ext)
    fail("--expect-extensions " + e.first, "no such device");
  if (check_macro && n_macro == 0)
    fail("--check-macro", "no device with a compiler");

  if (failures) {
    std::printf("layer-queries: FAILED (%d failures)\n", failures);
    return 1;
  }
  std::printf("layer-queries: OK (%d devices, %d covered, macro checked on %d)\n", n_devices,
              n_covered, n_macro);
  return 0;
}
