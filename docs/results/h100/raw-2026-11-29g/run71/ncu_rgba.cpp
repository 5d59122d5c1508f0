// own_rgba_planes (tests/kernels/real_own.cl) from NVIDIA's saved OpenCL
// PTX through the CUDA driver, for ncu: ncu_rgba PTX WG [KERNEL]
// (REPS=n: median of n launches).  Data as the bench's setup.
#include <cuda.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *m_ = ""; cuGetErrorName(r_, &m_); std::fprintf(stderr, "%s: %s\n", #x, m_); std::exit(1);} } while (0)
static void erase_all(std::string &s, const std::string &sub) {
  for (size_t p; (p = s.find(sub)) != std::string::npos;) s.erase(p, sub.size());
}
static std::string cuda_ptx(std::string s) {
  erase_all(s, ", texmode_independent");
  for (size_t p; (p = s.find("%envreg0")) != std::string::npos;) s.replace(p, 8, "0"); /* the global offset: 0 */
  for (const char *space : {".global", ".shared", ".const", ".local"}) {
    const std::string from = std::string(".ptr ") + space + " .align ";
    for (size_t p; (p = s.find(from)) != std::string::npos;) {
      size_t e = p + from.size();
      while (e < s.size() && s[e] >= '0' && s[e] <= '9') ++e;
      s.erase(p, e + 1 - p);
    }
  }
  std::string out; std::istringstream in(s);
  for (std::string line; std::getline(in, line);)
    out += (line.rfind(".entry ", 0) == 0 ? ".visible " : "") + line + "\n";
  return out;
}
int main(int argc, char **argv) {
  if (argc < 3) return 2;
  const unsigned wg = std::atoi(argv[2]);
  const char *kname = argc > 3 ? argv[3] : "own_rgba_planes";
  CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0)); CUcontext ctx; CK(cuCtxCreate(&ctx, nullptr, 0, dev));
  std::ifstream pf(argv[1]);
  const std::string ptx = cuda_ptx(std::string(std::istreambuf_iterator<char>(pf), {}));
  static char log[8192];
  CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *val[] = {log, (void *)(size_t)sizeof log};
  CUmodule mod;
  if (cuModuleLoadDataEx(&mod, ptx.c_str(), 2, opt, val) != CUDA_SUCCESS) { std::fprintf(stderr, "load: %s\n", log); return 1; }
  CUfunction fn; CK(cuModuleGetFunction(&fn, mod, kname));
  const unsigned ppg = 3 * wg;
  const unsigned groups = std::max(1u, 262144u / ppg);
  const unsigned pixels = groups * ppg, pitch = pixels + 13;
  std::vector<unsigned char> rgba(pixels * 4ull), init(4ull * pitch);
  for (size_t i = 0; i < rgba.size(); ++i) rgba[i] = (unsigned char)(i * 2654435761u >> 13);
  for (size_t i = 0; i < init.size(); ++i) init[i] = (unsigned char)(i * 40503u >> 7);
  CUdeviceptr ds, dd; CK(cuMemAlloc(&ds, rgba.size())); CK(cuMemAlloc(&dd, init.size()));
  CK(cuMemcpyHtoD(ds, rgba.data(), rgba.size()));
  unsigned long long tile = 0x1000; const unsigned dyn = 0x1000 + 4 * ppg + 64;
  int regs = 0; cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
  int lmem = 0; cuFuncGetAttribute(&lmem, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn);
  int smem = 0; cuFuncGetAttribute(&smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn);
  void *args[] = {&ds, &dd, &tile, (void *)&ppg, (void *)&pitch};
  CK(cuMemcpyHtoD(dd, init.data(), init.size()));
  const int reps = std::getenv("REPS") ? std::atoi(std::getenv("REPS")) : 1;
  CUevent a, b; CK(cuEventCreate(&a, 0)); CK(cuEventCreate(&b, 0));
  std::vector<float> ms;
  for (int r = 0; r < reps; ++r) {
    CK(cuEventRecord(a, 0));
    CK(cuLaunchKernel(fn, groups, 1, 1, wg, 1, 1, dyn, 0, args, nullptr));
    CK(cuEventRecord(b, 0)); CK(cuCtxSynchronize());
    float t = 0; CK(cuEventElapsedTime(&t, a, b)); ms.push_back(t);
  }
  std::vector<unsigned char> out(init.size()); CK(cuMemcpyDtoH(out.data(), dd, out.size()));
  size_t bad = 0;
  for (size_t p = 0; p < pixels; ++p) for (int c = 0; c < 4; ++c) bad += out[c * (size_t)pitch + p] != (unsigned char)(255 - rgba[p * 4 + c]);
  std::sort(ms.begin(), ms.end());
  std::printf("%s wg%u: %d regs, %d B local, %d B static smem, median %.2f us of %d, %zu wrong\n", argv[1], wg, regs, lmem, smem, 1000 * ms[ms.size() / 2], reps, bad);
  return bad != 0;
}
