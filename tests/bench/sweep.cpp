#include "sweep.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <random>

namespace xasync::bench {

namespace {

// Bytes after the last tile line of each buffer: a guard band, and room
// for --inject-error's one-element shift of the destination.
constexpr size_t kGuard = 256;

unsigned long long splitmix(unsigned long long z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

class Rng {
public:
  explicit Rng(unsigned long long seed) : g_(seed) {}
  size_t uni(size_t lo, size_t hi) { // inclusive; lo when hi < lo
    return hi <= lo ? lo : std::uniform_int_distribution<size_t>(lo, hi)(g_);
  }
  // Log-uniform integer in [lo, hi], lo >= 1: small and large sizes alike.
  size_t loguni(size_t lo, size_t hi) {
    if (hi <= lo)
      return lo;
    const double a = std::log(double(lo)), b = std::log(double(hi) + 1);
    const double x = std::exp(std::uniform_real_distribution<>(a, b)(g_));
    return std::clamp<size_t>(size_t(x), lo, hi);
  }
  bool chance(double p) { return std::uniform_real_distribution<>()(g_) < p; }

private:
  std::mt19937_64 g_;
};

// c1 <= c2 <= extent cutting [0, extent) into 1-3 non-empty parts.
void cuts(Rng &r, size_t extent, size_t &c1, size_t &c2) {
  const size_t parts = r.uni(1, std::min<size_t>(3, extent));
  c1 = c2 = extent;
  if (parts >= 2)
    c1 = r.uni(1, extent - parts + 1);
  if (parts == 3)
    c2 = r.uni(c1 + 1, extent - 1);
}

// Element index in `l` of tile element (x, y, z) of tile `g`.
size_t at(const SweepCase &c, const Layout &l, size_t g, size_t y, size_t z) {
  const size_t gx = g % c.tiles_x, gy = g / c.tiles_x % c.tiles_y,
               gz = g / (c.tiles_x * c.tiles_y);
  return l.off + (gz * c.tsz + z) * l.plane + (gy * c.tsy + y) * l.pitch +
         gx * c.tsx;
}

// dst after a correct round trip: dst_init with every tile line from src.
void expected(const SweepCase &c, const unsigned char *src,
              std::vector<unsigned char> &dst) {
  const size_t line = c.tw * c.elem;
  for (size_t g = 0; g < c.groups(); ++g)
    for (size_t z = 0; z < c.td; ++z)
      for (size_t y = 0; y < c.th; ++y)
        std::memcpy(&dst[at(c, c.dst, g, y, z) * c.elem],
                    &src[at(c, c.src, g, y, z) * c.elem], line);
}

// The kernels' shared argument list (bench_sweep.cl, SWEEP_ARGS).
void set_args(Kernel &k, const SweepCase &c, const Buffer &src,
              const Buffer &dst, bool inject_error) {
  // --inject-error: every variant writes one element late.
  const cl_ulong d_off = c.dst.off + (inject_error ? 1 : 0);
  k.args(src, dst, LocalBytes{c.local_bytes()}, cl_uint(c.elem),
         cl_uint(c.tw), cl_uint(c.th), cl_uint(c.td), cl_uint(c.tiles_x),
         cl_uint(c.tiles_y), cl_uint(c.tsx), cl_uint(c.tsy), cl_uint(c.tsz),
         cl_ulong(c.src.off), cl_ulong(c.src.pitch), cl_ulong(c.src.plane),
         d_off, cl_ulong(c.dst.pitch), cl_ulong(c.dst.plane),
         cl_uint(c.local.off), cl_uint(c.local.pitch), cl_uint(c.local.plane),
         cl_uint(c.axis), cl_uint(c.in_c1), cl_uint(c.in_c2),
         cl_uint(c.out_c1), cl_uint(c.out_c2));
}

size_t kernel_info(const Context &ctx, const Kernel &k,
                   cl_kernel_work_group_info what) {
  cl_ulong v64 = 0;
  size_t v = 0;
  if (what == CL_KERNEL_LOCAL_MEM_SIZE) {
    check(clGetKernelWorkGroupInfo(k.get(), ctx.info().device, what,
                                   sizeof v64, &v64, nullptr),
          "clGetKernelWorkGroupInfo");
    return size_t(v64);
  }
  check(clGetKernelWorkGroupInfo(k.get(), ctx.info().device, what, sizeof v,
                                 &v, nullptr),
        "clGetKernelWorkGroupInfo");
  return v;
}

// Where a wrong byte lies: (plane, line, element) of the dst layout.
std::string place(const SweepCase &c, size_t byte) {
  const size_t e = byte / c.elem;
  if (e < c.dst.off)
    return "before the first tile";
  const size_t r = e - c.dst.off;
  char s[96];
  std::snprintf(s, sizeof s, "plane %zu, line %zu, element %zu",
                c.dims == 3 ? r / c.dst.plane : 0,
                (c.dims == 3 ? r % c.dst.plane : r) / c.dst.pitch,
                r % c.dst.pitch);
  return s;
}

} // namespace

std::string SweepCase::name() const {
  char s[32];
  std::snprintf(s, sizeof s, "sweep %04zu", index);
  return s;
}

size_t SweepCase::local_bytes() const {
  const size_t end = local.off + (td - 1) * local.plane +
                     (th - 1) * local.pitch + tw;
  return (end * elem + 15) / 16 * 16;
}

size_t SweepCase::buffer_bytes(const Layout &l) const {
  const size_t elems = dims == 2 ? l.off + tiles_y * tsy * l.pitch
                                 : l.off + tiles_z * tsz * l.plane;
  return elems * elem + kGuard;
}

std::string SweepCase::describe() const {
  // Parts as their bounds along the cut axis: 0/c1[/c2]/extent.
  auto bounds = [this](size_t c1, size_t c2) {
    std::string b = "0/" + std::to_string(c1);
    if (c2 > c1)
      b += "/" + std::to_string(c2);
    if (extent() > c2)
      b += "/" + std::to_string(extent());
    return b;
  };
  auto layout = [this](const Layout &l) {
    return "off " + std::to_string(l.off) + " pitch " + std::to_string(l.pitch) +
           (dims == 3 ? " plane " + std::to_string(l.plane) : "");
  };
  char s[640];
  std::snprintf(
      s, sizeof s,
      "%dD elem %zu B, tile %zux%zu%s (%zu B), local %s (%zu B), %zu groups "
      "(%zux%zu%s, steps %zu/%zu%s), src %s, dst %s, copies cut along %s: "
      "in %s, out %s, work-group %zux%zux%zu",
      dims, elem, tw, th, dims == 3 ? ("x" + std::to_string(td)).c_str() : "",
      tile_bytes(), layout(local).c_str(), local_bytes(), groups(), tiles_x,
      tiles_y, dims == 3 ? ("x" + std::to_string(tiles_z)).c_str() : "", tsx,
      tsy, dims == 3 ? ("/" + std::to_string(tsz)).c_str() : "",
      layout(src).c_str(), layout(dst).c_str(),
      axis ? (dims == 2 ? "lines" : "planes") : "x",
      bounds(in_c1, in_c2).c_str(), bounds(out_c1, out_c2).c_str(), wg[0],
      wg[1], wg[2]);
  return s;
}

SweepCase make_sweep_case(unsigned long long seed, size_t index,
                          const SweepLimits &lim) {
  SweepCase c;
  c.index = index;
  c.seed = seed;
  Rng r(splitmix(seed ^ splitmix(index)));
  c.dims = r.chance(0.5) ? 2 : 3;
  static const size_t kPow2[] = {1, 2, 4, 8, 16, 32, 64};
  c.elem = r.chance(0.4) ? kPow2[r.uni(0, 6)] : r.uni(1, 64);

  // The local tile: offset, paddings, then sizes that fit the budget
  // (16 bytes kept for the rounding of local_bytes).
  const size_t cap = std::max<size_t>(16, lim.local_bytes - 16) / c.elem;
  c.local.off = r.chance(0.5) ? 0 : r.uni(1, 8);
  if (c.local.off >= cap)
    c.local.off = 0;
  const size_t pad = r.chance(0.5) ? 0 : r.uni(1, 8);
  const size_t plane_pad = r.chance(0.5) ? 0 : r.uni(1, 8);
  c.tw = r.loguni(1, std::min<size_t>(512, cap - c.local.off));
  c.local.pitch = c.tw + pad;
  // Lines that fit: off + (th - 1) * pitch + tw <= cap.
  const size_t max_th = (cap - c.local.off - c.tw) / c.local.pitch + 1;
  if (c.dims == 2) {
    c.th = r.loguni(1, std::min<size_t>(1024, max_th));
    c.local.plane = c.local.pitch * c.th;
  } else {
    c.th = r.loguni(1, std::min<size_t>(64, max_th));
    const size_t used = c.local.off + (c.th - 1) * c.local.pitch + c.tw;
    c.local.plane = c.local.pitch * c.th + plane_pad;
    const size_t max_td = (cap - used) / c.local.plane + 1;
    c.td = r.loguni(1, std::min<size_t>(64, max_td));
  }

  // The tile grid: gaps between tiles are guard bands.
  c.tsx = c.tw + (r.chance(0.5) ? 0 : r.uni(1, 4));
  c.tsy = c.th + (r.chance(0.5) ? 0 : r.uni(1, 2));
  c.tsz = c.dims == 3 ? c.td + (r.chance(0.5) ? 0 : 1) : 1;
  const size_t per_tile = c.tsx * c.tsy * c.tsz * c.elem;
  const size_t tiles =
      std::clamp<size_t>(lim.footprint / per_tile, 1, lim.max_groups);
  const size_t line_target = c.dims == 2 ? 16384 : 4096;
  c.tiles_x = std::clamp<size_t>(line_target / (c.tsx * c.elem), 1, tiles);
  if (c.dims == 2) {
    c.tiles_y = std::max<size_t>(1, tiles / c.tiles_x);
  } else {
    c.tiles_y = std::clamp<size_t>(tiles / c.tiles_x, 1,
                                   std::max<size_t>(1, 256 / c.tsy));
    c.tiles_z = std::max<size_t>(1, tiles / (c.tiles_x * c.tiles_y));
  }
  for (Layout *l : {&c.src, &c.dst}) {
    l->off = r.chance(0.3) ? 0 : r.uni(1, 63);
    l->pitch = c.tiles_x * c.tsx + (r.chance(0.5) ? 0 : r.uni(1, 64));
    l->plane = l->pitch * c.tiles_y * c.tsy +
               (c.dims == 3 && r.chance(0.5) ? r.uni(1, 64) : 0);
  }

  // 1-3 chained copies each way, cut along x or the outermost dimension.
  const size_t outer = c.dims == 2 ? c.th : c.td;
  c.axis = outer >= 2 && (c.tw < 2 || r.chance(0.5)) ? 1 : 0;
  cuts(r, c.extent(), c.in_c1, c.in_c2);
  cuts(r, c.extent(), c.out_c1, c.out_c2);

  // Work-group: 32-1024 work-items (as the device allows), 1D/2D/3D.
  const size_t lo = std::min<size_t>(32, lim.max_wg);
  const size_t n = r.loguni(lo, lim.max_wg);
  c.wg_dims = int(r.uni(1, 3));
  size_t ly = 1, lz = 1;
  if (c.wg_dims == 3)
    lz = r.loguni(1, std::min({size_t(8), lim.max_item[2], n}));
  if (c.wg_dims >= 2)
    ly = r.loguni(1, std::min({size_t(32), lim.max_item[1], n / lz}));
  const size_t lx = std::max<size_t>(
      1, std::min({(n + ly * lz - 1) / (ly * lz), lim.max_item[0],
                   lim.max_wg / (ly * lz)}));
  c.wg = {lx, ly, lz};
  return c;
}

bool is_best_hand_candidate(const std::string &variant) {
  return variant == "hand-wide" || variant == "per-element";
}

double SweepResult::best_hand_s() const {
  double best = 0;
  for (const Result &x : results)
    if (is_best_hand_candidate(x.variant) && x.t.median > 0 &&
        (best == 0 || x.t.median < best))
      best = x.t.median;
  return best;
}

std::string SweepResult::best_hand() const {
  const double best = best_hand_s();
  for (const Result &x : results)
    if (is_best_hand_candidate(x.variant) && x.t.median == best)
      return x.variant;
  return "";
}

double SweepResult::ratio() const {
  const double hand = best_hand_s();
  for (const Result &x : results)
    if (x.variant == "xasync" && x.t.median > 0 && hand > 0)
      return hand / x.t.median;
  return 0;
}

std::vector<SweepResult> run_sweep(const Context &ctx, const Program &program,
                                   const Options &o,
                                   const std::vector<size_t> &indices) {
  std::vector<std::pair<const char *, const char *>> variants = {
      {"xasync", "xasync"}, {"hand-wide", "wide"}, {"per-element", "elems"},
      {"hand-parts", "parts"}};
  // raw-parts (hand-parts with raw cp.async in) where the program has it:
  // sm_80+ PTX only.
  if (has_kernel(program, "sweep2d_rawparts"))
    variants.push_back({"raw-parts", "rawparts"});
  // raw-waited (raw-parts with the out-chain's wait, a barrier): the floor
  // of a spec-conforming round trip, where the program has it.
  if (has_kernel(program, "sweep2d_rawwaited"))
    variants.push_back({"raw-waited", "rawwaited"});
  // lim-evented (raw-waited plus the events, the library's arithmetic and
  // storage): the floor of a call whose events allow partial waits.
  if (has_kernel(program, "sweep2d_limevented"))
    variants.push_back({"lim-evented", "limevented"});
  const size_t nvariants = variants.size();
  // Kernels by [dims - 2][variant].
  std::vector<std::unique_ptr<Kernel>> kernels[2];
  for (int d = 0; d < 2; ++d)
    for (const auto &v : variants)
      kernels[d].push_back(std::make_unique<Kernel>(
          program.get(),
          (std::string(d ? "sweep3d_" : "sweep2d_") + v.second).c_str()));

  // Device limits, and each kernel's: one shape must suit all variants.
  cl_device_id dev = ctx.info().device;
  SweepLimits lim;
  size_t dev_wg = 0;
  cl_ulong local_mem = 0;
  check(clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof dev_wg,
                        &dev_wg, nullptr),
        "clGetDeviceInfo");
  check(clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_ITEM_SIZES,
                        sizeof lim.max_item, lim.max_item.data(), nullptr),
        "clGetDeviceInfo");
  check(clGetDeviceInfo(dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local_mem,
                        &local_mem, nullptr),
        "clGetDeviceInfo");
  lim.max_wg = std::min<size_t>(1024, dev_wg);
  size_t static_local = 0;
  for (auto &ks : kernels)
    for (const auto &k : ks) {
      lim.max_wg = std::min(lim.max_wg,
                            kernel_info(ctx, *k, CL_KERNEL_WORK_GROUP_SIZE));
      static_local = std::max(static_local,
                              kernel_info(ctx, *k, CL_KERNEL_LOCAL_MEM_SIZE));
    }
  lim.local_bytes = std::min<size_t>(
      48 << 10, size_t(local_mem) - std::min<size_t>(local_mem, static_local));
  lim.footprint = o.sweep_bytes;
  lim.max_groups = o.sweep_max_groups;

  std::vector<SweepCase> cases;
  size_t src_bytes = 0, dst_bytes = 0;
  for (size_t i : indices) {
    cases.push_back(make_sweep_case(o.seed, i, lim));
    src_bytes = std::max(src_bytes, cases.back().buffer_bytes(cases.back().src));
    dst_bytes = std::max(dst_bytes, cases.back().buffer_bytes(cases.back().dst));
  }
  std::printf("sweep: %zu cases, seed %llu; up to %zu work-items per group, "
              "%zu B local tiles, ~%zu KiB per buffer, %d warm-up + %d timed "
              "runs (median)\n",
              cases.size(), o.seed, lim.max_wg, lim.local_bytes,
              o.sweep_bytes >> 10, o.sweep_warmup, o.sweep_runs);
  std::fflush(stdout);
  if (cases.empty())
    return {};

  // One random source and one poison for every case (each case reads a
  // prefix), uploaded once.
  std::vector<unsigned char> src(src_bytes), dst_init(dst_bytes), want, got;
  fill_random(src, 0x5eed5 ^ o.seed);
  fill_random(dst_init, 0xd5e ^ o.seed);
  Buffer src_buf(ctx, src_bytes, src.data()), dst_buf(ctx, dst_bytes);

  Options timing = o;
  timing.runs = o.sweep_runs;
  timing.warmup = o.sweep_warmup;
  std::vector<SweepResult> out;
  for (size_t n = 0; n < cases.size(); ++n) {
    const SweepCase &c = cases[n];
    const std::string name = c.name();
    SweepResult res{c, {}, true};
    const size_t bytes = c.buffer_bytes(c.dst);
    want.assign(dst_init.begin(), dst_init.begin() + bytes);
    expected(c, src.data(), want);
    got.resize(bytes);
    const std::vector<size_t> global{c.groups() * c.wg[0], c.wg[1], c.wg[2]};
    const std::vector<size_t> local(c.wg.begin(), c.wg.end());
    for (size_t v = 0; v < nvariants; ++v) {
      const char *variant = variants[v].first;
      if (o.skip.find("," + std::string(variant) + ",") != std::string::npos)
        continue;
      Kernel &k = *kernels[c.dims - 2][v];
      set_args(k, c, src_buf, dst_buf, o.inject_error);
      auto run = [&] { return k.run(ctx, global, local, true); };
      // Verified once on a poisoned destination (also the first warm-up).
      dst_buf.write(dst_init.data(), bytes);
      run();
      dst_buf.read(got.data(), bytes);
      size_t first = 0;
      if (const size_t wrong = count_wrong(got, want, &first)) {
        std::fprintf(stderr,
                     "FAIL %s / %s: %zu wrong bytes; first at byte %zu (%s): "
                     "got 0x%02x want 0x%02x; case: %s\n",
                     name.c_str(), variant, wrong, first,
                     place(c, first).c_str(), got[first], want[first],
                     c.describe().c_str());
        res.verified = false;
        progress(n + 1, cases.size(), name,
                 std::string(variant) + ": WRONG OUTPUT");
        continue;
      }
      res.results.push_back(time_variant(variant, 2.0 * c.groups() * c.tile_bytes(),
                                         run, timing, n + 1, cases.size(),
                                         name, c.work_group()));
    }
    out.push_back(std::move(res));
  }
  return out;
}

} // namespace xasync::bench
