// Sweep cases through the CUDA driver, for Nsight Compute (probes.md,
// section 15).  ncu profiles CUDA, not OpenCL, and the bench's sweep PTX is
// OpenCL PTX (clang's nvptx64-nvidia-nvcl): this host loads it with
// cuModuleLoadData after three textual changes the CUDA driver needs (the
// `.target` line's texmode_independent, kernel parameters' `.ptr .space
// .align N` attributes, `.visible` on `.entry`: with any of them left, the
// driver answers CUDA_ERROR_INVALID_IMAGE), passes the `local` tile
// argument as a shared-window address inside the launch's dynamic shared
// memory, runs each named kernel on one case of a sweep CSV (the bench's
// --sweep output, docs/bench.md) and checks every tile byte against the
// source.  Not built by CMake (it needs CUDA's cuda.h and libcuda): built
// on the GPU machine, `g++ -O2 -I/usr/local/cuda/include ncu_sweep.cpp
// -L/usr/local/cuda/lib64/stubs -lcuda`; probes.md, section 15, has the
// ncu command lines.
//
// Usage: ncu_sweep PTX CSV CASE KERNEL...   (REPS=n repeats each launch
// and prints the median; ncu wants one launch)
// This file is the harness of the 2026-11-27 runs tidied for the
// repository (the PTX changes made in memory, which were made with sed
// then: the same bytes); the runs' version is kept with their raw data
// (docs/results/h100/README.md#small-copies-2026-11-27).
#include <cuda.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    CUresult r_ = (x);                                                         \
    if (r_ != CUDA_SUCCESS) {                                                  \
      const char *m_ = "";                                                     \
      cuGetErrorName(r_, &m_);                                                 \
      std::fprintf(stderr, "%s: %s\n", #x, m_);                                \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

namespace {

std::vector<std::string> split_csv(const std::string &line) {
  std::vector<std::string> v;
  std::stringstream ss(line);
  std::string x;
  while (std::getline(ss, x, ','))
    v.push_back(x);
  return v;
}

void erase_all(std::string &s, const std::string &sub) {
  for (size_t p; (p = s.find(sub)) != std::string::npos;)
    s.erase(p, sub.size());
}

// OpenCL PTX as the CUDA driver takes it (see the header comment).
std::string cuda_ptx(std::string s) {
  erase_all(s, ", texmode_independent");
  for (const char *space : {".global", ".shared", ".const", ".local"}) {
    // ".ptr .global .align 16 " up to the space after the alignment.
    const std::string from = std::string(".ptr ") + space + " .align ";
    for (size_t p; (p = s.find(from)) != std::string::npos;) {
      size_t e = p + from.size();
      while (e < s.size() && s[e] >= '0' && s[e] <= '9')
        ++e;
      s.erase(p, e + 1 - p);
    }
  }
  std::string out;
  std::istringstream in(s);
  for (std::string line; std::getline(in, line);)
    out += (line.rfind(".entry ", 0) == 0 ? ".visible " : "") + line + "\n";
  return out;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: %s PTX CSV CASE KERNEL...\n", argv[0]);
    return 2;
  }
  std::ifstream csv(argv[2]);
  std::string line;
  std::getline(csv, line);
  const std::vector<std::string> header = split_csv(line);
  std::map<std::string, std::string> c;
  while (std::getline(csv, line)) {
    const std::vector<std::string> v = split_csv(line);
    std::map<std::string, std::string> row;
    for (size_t i = 0; i < header.size() && i < v.size(); ++i)
      row[header[i]] = v[i];
    if (row["case"] == argv[3]) {
      c = row;
      break;
    }
  }
  if (c.empty()) {
    std::fprintf(stderr, "no case '%s' in %s\n", argv[3], argv[2]);
    return 2;
  }
  auto U = [&](const char *k) { return std::stoull(c.at(k)); };

  CK(cuInit(0));
  CUdevice dev;
  CK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CK(cuCtxCreate(&ctx, nullptr, 0, dev));
  std::ifstream pf(argv[1]);
  const std::string ptx =
      cuda_ptx(std::string(std::istreambuf_iterator<char>(pf), {}));
  static char log[8192];
  CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER,
                        CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *val[] = {log, (void *)(size_t)sizeof log};
  CUmodule mod;
  if (cuModuleLoadDataEx(&mod, ptx.c_str(), 2, opt, val) != CUDA_SUCCESS) {
    std::fprintf(stderr, "%s does not load: %s\n", argv[1], log);
    return 1;
  }

  // The sweep kernels' arguments (tests/kernels/bench_sweep.cl, SWEEP_ARGS).
  unsigned dims = U("dims"), elem = U("elem_bytes"), tw = U("tw"),
           th = U("th"), td = U("td"), tx = U("tiles_x"), ty = U("tiles_y"),
           tz = U("tiles_z"), tsx = U("step_x"), tsy = U("step_y"),
           tsz = U("step_z"), lo = U("local_off"), lp = U("local_pitch"),
           lpl = U("local_plane"), lb = U("local_bytes"),
           axis = c.at("cut_axis") == "outer", ic1 = U("in_c1"),
           ic2 = U("in_c2"), oc1 = U("out_c1"), oc2 = U("out_c2"),
           wx = U("wg_x"), wy = U("wg_y"), wz = U("wg_z"),
           groups = U("groups");
  unsigned long long so = U("src_off"), sp = U("src_pitch"),
                     spl = U("src_plane"), dO = U("dst_off"),
                     dp = U("dst_pitch"), dpl = U("dst_plane");
  auto extent = [&](unsigned long long off, unsigned long long pitch,
                    unsigned long long plane) {
    return (off + (dims == 3 ? (unsigned long long)tz * tsz * plane : 0) +
            (unsigned long long)ty * tsy * pitch +
            (unsigned long long)tx * tsx + 64) *
           elem;
  };
  const size_t sbytes = extent(so, sp, spl), dbytes = extent(dO, dp, dpl);
  std::vector<unsigned char> hs(sbytes);
  for (size_t i = 0; i < sbytes; ++i)
    hs[i] = (unsigned char)(i * 2654435761u >> 13);
  CUdeviceptr ds, dd;
  CK(cuMemAlloc(&ds, sbytes));
  CK(cuMemAlloc(&dd, dbytes));
  CK(cuMemcpyHtoD(ds, hs.data(), sbytes));
  // The tile at shared address 0x1000: above the 1 KiB the driver reserves
  // and the library's state array (2 KiB until 2026-11-27, now 64 bytes),
  // inside the dynamic allocation.
  unsigned long long tile = 0x1000;
  const unsigned dyn = 0x1000 + lb + 64;
  std::printf("case %s: %uD, %u-byte elements, tile %ux%ux%u, %u groups of "
              "%u\n",
              argv[3], dims, elem, tw, th, td, groups, wx * wy * wz);
  const int reps = std::getenv("REPS") ? std::atoi(std::getenv("REPS")) : 1;
  int status = 0;
  for (int k = 4; k < argc; ++k) {
    CUfunction fn;
    CK(cuModuleGetFunction(&fn, mod, argv[k]));
    if (dyn > 48 * 1024)
      CK(cuFuncSetAttribute(
          fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)dyn));
    int regs = 0;
    cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
    void *args[] = {&ds,  &dd,  &tile, &elem, &tw,  &th,  &td,
                    &tx,  &ty,  &tsx,  &tsy,  &tsz, &so,  &sp,
                    &spl, &dO,  &dp,   &dpl,  &lo,  &lp,  &lpl,
                    &axis, &ic1, &ic2, &oc1,  &oc2};
    CK(cuMemsetD8(dd, 0, dbytes));
    CUevent a, b;
    CK(cuEventCreate(&a, 0));
    CK(cuEventCreate(&b, 0));
    std::vector<float> ms;
    for (int r = 0; r < reps; ++r) {
      CK(cuEventRecord(a, 0));
      CK(cuLaunchKernel(fn, groups, 1, 1, wx, wy, wz, dyn, 0, args, nullptr));
      CK(cuEventRecord(b, 0));
      CK(cuCtxSynchronize());
      float t = 0;
      CK(cuEventElapsedTime(&t, a, b));
      ms.push_back(t);
    }
    std::vector<unsigned char> hd(dbytes);
    CK(cuMemcpyDtoH(hd.data(), dd, dbytes));
    size_t bad = 0, n = 0;
    const unsigned long long per = (unsigned long long)tx * ty;
    for (unsigned g = 0; g < groups; ++g) {
      const unsigned long long xy = g % per, x = (xy % tx) * tsx,
                               y = (xy / tx) * tsy, z = (g / per) * tsz;
      for (unsigned pz = 0; pz < (dims == 3 ? td : 1); ++pz)
        for (unsigned py = 0; py < th; ++py)
          for (unsigned long long px = 0; px < (unsigned long long)tw * elem;
               ++px, ++n)
            bad += hd[(dO + (z + pz) * dpl + (y + py) * dp + x) * elem + px] !=
                   hs[(so + (z + pz) * spl + (y + py) * sp + x) * elem + px];
    }
    std::sort(ms.begin(), ms.end());
    std::printf("%-22s %3d registers  median %8.1f us of %d  %zu of %zu "
                "bytes wrong\n",
                argv[k], regs, 1000 * ms[ms.size() / 2], reps, bad, n);
    status |= bad != 0;
  }
  return status;
}
