// ncu_sweep PTX CSV CASE KERNEL...: runs sweep kernels of one case through the CUDA driver
// (the OpenCL PTX's .shared pointer argument gets a fixed shared address), verifies, times.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include <map>
#include <algorithm>
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *m; cuGetErrorString(r_, &m); fprintf(stderr, "%s: %s\n", #x, m); exit(1);} } while (0)
static std::vector<std::string> split(const std::string &s) { std::vector<std::string> v; std::stringstream ss(s); std::string x; while (std::getline(ss, x, ',')) v.push_back(x); return v; }
int main(int argc, char **argv) {
  if (argc < 5) { fprintf(stderr, "usage\n"); return 2; }
  std::ifstream f(argv[2]); std::string line; std::getline(f, line); auto hdr = split(line);
  std::map<std::string, std::string> c; bool found = false;
  while (std::getline(f, line)) { auto v = split(line); std::map<std::string, std::string> m; for (size_t i = 0; i < hdr.size() && i < v.size(); ++i) m[hdr[i]] = v[i]; if (m["case"] == argv[3]) { c = m; found = true; break; } }
  if (!found) { fprintf(stderr, "no case %s\n", argv[3]); return 2; }
  auto U = [&](const char *k) { return (unsigned long long)std::stoull(c[k]); };
  CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0)); CUcontext ctx; CK(cuCtxCreate(&ctx, nullptr, 0, dev));
  std::ifstream pf(argv[1]); std::string ptx((std::istreambuf_iterator<char>(pf)), {});
  { size_t q = ptx.find(", texmode_independent"); if (q != std::string::npos) ptx.erase(q, 21); }
  static char elog[8192]; CUjit_option jo[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES}; void *jv[] = {elog, (void *)(size_t)sizeof elog};
  CUmodule mod; CUresult lr = cuModuleLoadDataEx(&mod, ptx.data(), 2, jo, jv); if (lr != CUDA_SUCCESS) { const char *m = ""; cuGetErrorName(lr, &m); fprintf(stderr, "load %s: %s JIT: %s\n", argv[1], m, elog); return 1; }
  unsigned dims = U("dims"), elem = U("elem_bytes"), tw = U("tw"), th = U("th"), td = U("td");
  unsigned tx = U("tiles_x"), ty = U("tiles_y"), tz = U("tiles_z"), tsx = U("step_x"), tsy = U("step_y"), tsz = U("step_z");
  unsigned long long so = U("src_off"), sp = U("src_pitch"), spl = U("src_plane"), dO = U("dst_off"), dp = U("dst_pitch"), dpl = U("dst_plane");
  unsigned lo = U("local_off"), lp = U("local_pitch"), lpl = U("local_plane"), lb = U("local_bytes");
  unsigned axis = c["cut_axis"] == "outer", ic1 = U("in_c1"), ic2 = U("in_c2"), oc1 = U("out_c1"), oc2 = U("out_c2");
  unsigned wx = U("wg_x"), wy = U("wg_y"), wz = U("wg_z"), groups = U("groups");
  auto extent = [&](unsigned long long off, unsigned long long pitch, unsigned long long plane) {
    return (off + (dims == 3 ? (unsigned long long)tz * tsz * plane : 0) + (unsigned long long)ty * tsy * pitch + (unsigned long long)tx * tsx + 64) * elem; };
  size_t sbytes = extent(so, sp, spl), dbytes = extent(dO, dp, dpl);
  std::vector<unsigned char> hs(sbytes); for (size_t i = 0; i < sbytes; ++i) hs[i] = (unsigned char)(i * 2654435761u >> 13);
  CUdeviceptr ds, dd; CK(cuMemAlloc(&ds, sbytes)); CK(cuMemAlloc(&dd, dbytes)); CK(cuMemcpyHtoD(ds, hs.data(), sbytes));
  unsigned long long tile = 0x1000; unsigned dyn = 0x1000 + lb + 64;
  printf("case %s dims %u elem %u tile %ux%ux%u groups %u wg %u src %zu\n", argv[3], dims, elem, tw, th, td, groups, wx*wy*wz, sbytes);
  for (int k = 4; k < argc; ++k) {
    CUfunction fn; CK(cuModuleGetFunction(&fn, mod, argv[k]));
    if (dyn > 48 * 1024) CK(cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, dyn));
    int regs, ssz; cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn); cuFuncGetAttribute(&ssz, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn);
    void *args[] = {&ds, &dd, &tile, &elem, &tw, &th, &td, &tx, &ty, &tsx, &tsy, &tsz, &so, &sp, &spl, &dO, &dp, &dpl, &lo, &lp, &lpl, &axis, &ic1, &ic2, &oc1, &oc2};
    CK(cuMemsetD8(dd, 0, dbytes));
    std::vector<float> ms; CUevent a, b; cuEventCreate(&a, 0); cuEventCreate(&b, 0);
    int reps = getenv("REPS") ? atoi(getenv("REPS")) : 1;
    for (int r = 0; r < reps; ++r) { cuEventRecord(a, 0); CK(cuLaunchKernel(fn, groups, 1, 1, wx, wy, wz, dyn, 0, args, nullptr)); cuEventRecord(b, 0); CK(cuCtxSynchronize()); float t; cuEventElapsedTime(&t, a, b); ms.push_back(t); }
    std::vector<unsigned char> hd(dbytes); CK(cuMemcpyDtoH(hd.data(), dd, dbytes));
    size_t bad = 0, n = 0;
    for (unsigned g = 0; g < groups; ++g) {
      unsigned long long per = (unsigned long long)tx * ty, gxy = g % per; unsigned long long x = (gxy % tx) * tsx, y = (gxy / tx) * tsy, z = (g / per) * tsz;
      for (unsigned pz = 0; pz < td; ++pz) for (unsigned py = 0; py < th; ++py) for (unsigned long long px = 0; px < (unsigned long long)tw * elem; ++px) {
        unsigned long long sidx = (so + (z + pz) * spl + (y + py) * sp + x) * elem + px, didx = (dO + (z + pz) * dpl + (y + py) * dp + x) * elem + px;
        if (dims == 2 && pz) continue;
        ++n; if (hd[didx] != hs[sidx]) ++bad; }
    }
    std::sort(ms.begin(), ms.end());
    printf("%-20s regs %d static_smem %d  median %.1f us  verify %zu/%zu bad\n", argv[k], regs, ssz, 1000 * ms[ms.size() / 2], bad, n);
  }
  return 0;
}
