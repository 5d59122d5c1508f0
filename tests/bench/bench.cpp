#include "bench.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <utility>

namespace xasync::bench {

namespace {

// Median and minimum of run times.
Timing summarise(std::vector<double> t) {
  std::sort(t.begin(), t.end());
  Timing r;
  r.runs = int(t.size());
  if (!t.empty()) {
    const size_t n = t.size();
    r.median = n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
    r.min = t.front();
    const size_t lo = n / 4, hi = n - n / 4; // at least one run
    double sum = 0;
    for (size_t i = lo; i < hi; ++i)
      sum += t[i];
    r.iqm = sum / double(hi - lo);
  }
  return r;
}

// The progress line of a timed variant: "<variant>: <GB/s> median, ...";
// wg 0 for what is not a kernel (copy-buffer).
std::string summary(const Result &r, size_t wg) {
  char s[192];
  std::snprintf(s, sizeof s, ": %.2f GB/s median, %.2f best of %d runs%s",
                r.gbps(), r.bytes / r.t.min * 1e-9, r.t.runs,
                wg ? ", verified, work-group " : "");
  return r.variant + s + (wg ? std::to_string(wg) : "");
}

} // namespace

Timing measure(const std::function<double()> &run, int warmup, int runs) {
  for (int i = 0; i < warmup; ++i)
    run();
  std::vector<double> t;
  for (int i = 0; i < runs; ++i)
    t.push_back(run());
  return summarise(std::move(t));
}

double copy_buffer(const Context &ctx, const Buffer &src, const Buffer &dst,
                   size_t bytes) {
  cl_event ev = nullptr;
  check(clEnqueueCopyBuffer(ctx.queue(), src.get(), dst.get(), 0, 0, bytes, 0,
                            nullptr, &ev),
        "clEnqueueCopyBuffer");
  return event_seconds(ev);
}

Result time_variant(const std::string &variant, double bytes,
                    const std::function<double()> &run, const Options &o,
                    size_t index, size_t count, const std::string &name,
                    size_t wg) {
  Result r{variant, bytes, measure(run, o.warmup, o.runs)};
  progress(index, count, name, summary(r, wg));
  return r;
}

Pending copy_buffer_pending(const Context &ctx, const Buffer &src,
                            const Buffer &dst, size_t bytes) {
  return {"copy-buffer", 2.0 * bytes,
          [&ctx, &src, &dst, bytes] { return copy_buffer(ctx, src, dst, bytes); },
          0};
}

std::vector<Result> time_side_by_side(const std::vector<Pending> &variants,
                                      const Options &o, size_t index,
                                      size_t count, const std::string &name) {
  const size_t n = variants.size();
  for (int i = 0; i < o.warmup; ++i)
    for (const Pending &v : variants)
      v.run();
  std::vector<std::vector<double>> t(n);
  for (int i = 0; i < o.runs; ++i)
    for (size_t j = 0; j < n; ++j) {
      const size_t v = (j + size_t(i)) % n;
      t[v].push_back(variants[v].run());
    }
  std::vector<Result> out;
  for (size_t v = 0; v < n; ++v) {
    Result r{variants[v].variant, variants[v].bytes, summarise(t[v])};
    progress(index, count, name, summary(r, variants[v].wg));
    out.push_back(r);
  }
  return out;
}

bool has_kernel(const Program &program, const std::string &name) {
  size_t n = 0;
  check(clGetProgramInfo(program.get(), CL_PROGRAM_KERNEL_NAMES, 0, nullptr, &n),
        "clGetProgramInfo");
  std::string names(n, '\0');
  check(clGetProgramInfo(program.get(), CL_PROGRAM_KERNEL_NAMES, n, names.data(),
                         nullptr),
        "clGetProgramInfo");
  names.resize(std::strlen(names.c_str()));
  std::istringstream in(names);
  for (std::string k; std::getline(in, k, ';');)
    if (k == name)
      return true;
  return false;
}

const Result *Row::find(const std::string &variant) const {
  for (const Result &r : results)
    if (r.variant == variant)
      return &r;
  return nullptr;
}

double Row::ratio(const std::string &a, const std::string &b) const {
  const Result *x = find(a), *y = find(b);
  return x && y && y->gbps() > 0 ? x->gbps() / y->gbps() : 0;
}

size_t count_wrong(const std::vector<unsigned char> &got,
                   const std::vector<unsigned char> &want, size_t *first) {
  if (got == want)
    return 0;
  size_t wrong = 0;
  for (size_t i = 0; i < want.size(); ++i)
    if (got[i] != want[i] && !wrong++)
      *first = i;
  return wrong;
}

void fill_random(std::vector<unsigned char> &v, unsigned long long seed) {
  size_t i = 0;
  for (; i + 8 <= v.size(); i += 8) {
    unsigned long long z = (seed += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    for (int b = 0; b < 8; ++b)
      v[i + b] = (unsigned char)(z >> (8 * b));
  }
  for (; i < v.size(); ++i)
    v[i] = (unsigned char)(i * 131 + seed);
}

void progress(size_t i, size_t n, const std::string &name,
              const std::string &text) {
  std::fprintf(stderr, "[%zu/%zu] %-24s %s\n", i, n, name.c_str(),
               text.c_str());
  std::fflush(stderr);
}

size_t work_group_size(const Context &ctx, const Kernel &k, size_t wanted) {
  size_t max = 0;
  check(clGetKernelWorkGroupInfo(k.get(), ctx.info().device,
                                 CL_KERNEL_WORK_GROUP_SIZE, sizeof max, &max,
                                 nullptr),
        "clGetKernelWorkGroupInfo");
  return std::max<size_t>(1, std::min(wanted, max));
}

} // namespace xasync::bench
