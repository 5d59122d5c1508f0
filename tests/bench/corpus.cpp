#include "corpus.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

namespace xasync::bench {

std::vector<CorpusCase> corpus_cases() {
  const size_t f32_tile = 64 * 64 * 4;
  // One 64x64 float tile per work-group in every way a user writes it.
  const std::vector<CorpusVariant> f32_all = {
      {"chain", "f32_chain"},
      {"chain-rt", "f32_chain_rt"},
      {"chain-len", "f32_chain_len"},
      {"chain-larg", "f32_chain_larg", f32_tile},
      {"chain-helper", "f32_chain_helper", 0, false, true},
      {"wait-each", "f32_wait_each"},
      {"strided", "f32_strided"},
      {"float4", "f32x4_chain"},
      {"uchar", "u8_chain"},
      {"prefetch", "f32_prefetch"},
      {"hand", "f32_hand"},
      {"x2d", "f32_x2d", 0, true}};
  // Smaller work-groups: the chained loops as they come, and the 2D2D.
  const std::vector<CorpusVariant> f32_few = {
      {"chain", "f32_chain"},
      {"chain-rt", "f32_chain_rt"},
      {"chain-len", "f32_chain_len"},
      {"uchar", "u8_chain"},
      {"wait-each", "f32_wait_each"},
      {"hand", "f32_hand"},
      {"x2d", "f32_x2d", 0, true}};
  std::vector<CorpusCase> cases;
  for (size_t wg : {256, 64, 1}) {
    CorpusCase c;
    c.name = "corpus f32 64x64 wg" + std::to_string(wg);
    c.wg = wg;
    c.variants = wg == 256 ? f32_all : f32_few;
    cases.push_back(c);
  }
  for (size_t wg : {256, 64}) {
    CorpusCase c;
    c.name = "corpus compute 64x64x4 wg" + std::to_string(wg);
    c.wg = wg;
    c.tiles_per_group = 4;
    c.plus1 = true;
    c.variants = {{"chain", "f32_compute"}, {"x2d", "f32_compute_x2d", 0, true}};
    cases.push_back(c);
  }
  for (size_t wg : {256, 1}) {
    CorpusCase c;
    c.name = "corpus f32 8x64 wg" + std::to_string(wg);
    c.tw = 8;
    c.wg = wg;
    c.variants = {{"chain", "f32n_chain"}, {"x2d", "f32n_x2d", 0, true}};
    cases.push_back(c);
  }
  for (size_t wg : {256, 1}) {
    CorpusCase c;
    c.name = "corpus rgb 60x64 wg" + std::to_string(wg);
    c.elem = 3;
    c.tw = 60;
    c.wg = wg;
    c.variants = {{"chain", "rgb_chain"}, {"x2d", "rgb_x2d", 0, true}};
    cases.push_back(c);
  }
  for (size_t wg : {256, 64}) {
    CorpusCase c;
    c.name = "corpus 3d f32 16^3 wg" + std::to_string(wg);
    c.dims = 3;
    c.tw = c.th = c.td = 16;
    c.wg = wg;
    c.variants = {{"chain", "f32_3d_chain"}, {"x3d", "f32_3d_x3d", 0, true}};
    cases.push_back(c);
  }
  return cases;
}

namespace {

// The matrix (volume) around the tiles: lines of about 16 KiB (2 KiB in
// 3D) plus 16 padding elements that no kernel may write.
struct Layout {
  size_t tiles_x, tiles_y, tiles_z, pitch, lines, plane, planes;
  size_t bytes(size_t elem) const { return planes * plane * elem; }
  size_t tiles() const { return tiles_x * tiles_y * tiles_z; }
};

constexpr size_t kPad = 16;

Layout layout(const CorpusCase &c, size_t bytes) {
  Layout g;
  g.tiles_x = std::max<size_t>(1, (c.dims == 2 ? 16384 : 2048) / (c.tw * c.elem));
  g.tiles_x -= g.tiles_x % c.tiles_per_group;
  g.pitch = g.tiles_x * c.tw + kPad;
  if (c.dims == 2) {
    g.tiles_y = std::max<size_t>(1, bytes / (g.pitch * c.elem * c.th));
    g.tiles_z = 1;
    g.lines = g.tiles_y * c.th;
    g.plane = g.pitch * g.lines;
  } else {
    const size_t slab = g.pitch * c.elem * c.th * c.td;
    g.tiles_y = std::clamp<size_t>(bytes / slab, 1, 256 / c.th);
    g.lines = g.tiles_y * c.th;
    g.plane = g.pitch * g.lines + kPad;
    g.tiles_z = std::max<size_t>(1, bytes / (g.plane * c.elem * c.td));
  }
  g.planes = g.tiles_z * c.td;
  return g;
}

// dst after a correct run: every tile's rows from src (each 32-bit word
// plus one for the compute kernels), padding left as it was.
std::vector<unsigned char> expected(const CorpusCase &c, const Layout &g,
                                    const std::vector<unsigned char> &src,
                                    std::vector<unsigned char> dst) {
  const size_t row = g.tiles_x * c.tw * c.elem;
  for (size_t p = 0; p < g.planes; ++p)
    for (size_t l = 0; l < g.lines; ++l) {
      const size_t at = (p * g.plane + l * g.pitch) * c.elem;
      std::memcpy(&dst[at], &src[at], row);
      if (c.plus1)
        for (size_t b = at; b < at + row; b += 4) {
          uint32_t w;
          std::memcpy(&w, &dst[b], 4);
          ++w;
          std::memcpy(&dst[b], &w, 4);
        }
    }
  return dst;
}

} // namespace

Row run_corpus_case(const Context &ctx, const Program &program,
                    const CorpusCase &c, const Options &o, size_t index,
                    size_t count) {
  const Layout g = layout(c, o.size);
  const size_t tile_bytes = c.tw * c.th * c.td * c.elem;
  const size_t region = g.tiles() * tile_bytes;
  Row row;
  row.group = "corpus";
  row.name = c.name;
  row.elem_bytes = c.elem;
  row.tile = std::to_string(c.tw) + "x" + std::to_string(c.th) +
             (c.dims == 3 ? "x" + std::to_string(c.td) : "");
  row.lead = c.dims == 2 ? "x2d" : "x3d";
  row.baseline = "chain";
  row.verified = true;

  const size_t bytes = g.bytes(c.elem);
  std::vector<unsigned char> src(bytes), dst_init(bytes), got(bytes);
  fill_random(src, 0xc0de + index);
  fill_random(dst_init, 0xd0d0 + index);
  const auto want = expected(c, g, src, dst_init);
  Buffer src_buf(ctx, bytes, src.data()), dst_buf(ctx, bytes);

  const bool pocl =
      ctx.info().platform_name.find("Portable Computing Language") != std::string::npos;
  std::vector<std::unique_ptr<Kernel>> kernels;
  std::vector<Pending> pending;
  for (const CorpusVariant &v : c.variants) {
    if (pocl && v.pocl_miscompiles) {
      progress(index, count, c.name,
               v.label + ": skipped on pocl (pocl 3.1 miscompiles it, its own "
                         "copies included)");
      continue;
    }
    if ((o.baseline && v.ext) ||
        o.skip.find("," + v.label + ",") != std::string::npos ||
        !has_kernel(program, v.kernel))
      continue;
    kernels.push_back(std::make_unique<Kernel>(program.get(), v.kernel.c_str()));
    Kernel &k = *kernels.back();
    // --inject-error: a pitch one element short puts every tile line but
    // the first in the wrong place.
    const cl_uint pitch = cl_uint(g.pitch - (o.inject_error ? 1 : 0));
    if (v.local)
      k.args(src_buf, dst_buf, LocalBytes{v.local}, pitch, cl_uint(g.plane),
             cl_uint(g.tiles_x), cl_uint(g.tiles_y), cl_uint(c.th));
    else
      k.args(src_buf, dst_buf, pitch, cl_uint(g.plane), cl_uint(g.tiles_x),
             cl_uint(g.tiles_y), cl_uint(c.th));
    const size_t wg = work_group_size(ctx, k, c.wg);
    if (wg != c.wg) {
      progress(index, count, c.name,
               v.label + ": skipped, the kernel allows work-groups of " +
                   std::to_string(wg));
      continue;
    }
    const size_t groups = g.tiles() / c.tiles_per_group;
    auto run = [&ctx, &k, groups, wg] {
      return k.run(ctx, {groups * wg}, {wg}, true);
    };
    dst_buf.write(dst_init.data(), bytes);
    run();
    dst_buf.read(got.data(), bytes);
    size_t first = 0;
    if (const size_t wrong = count_wrong(got, want, &first)) {
      const size_t e = first / c.elem;
      std::fprintf(stderr,
                   "FAIL %s / %s: %zu wrong bytes; first at byte %zu (plane "
                   "%zu, line %zu, element %zu): got 0x%02x want 0x%02x\n",
                   c.name.c_str(), v.label.c_str(), wrong, first, e / g.plane,
                   e % g.plane / g.pitch, e % g.pitch, got[first], want[first]);
      row.verified = false;
      progress(index, count, c.name, v.label + ": WRONG OUTPUT");
      continue;
    }
    pending.push_back({v.label, 2.0 * region, run, wg});
  }
  pending.push_back(copy_buffer_pending(ctx, src_buf, dst_buf, region));
  row.results = time_side_by_side(pending, o, index, count, c.name);
  return row;
}

void print_corpus(const std::vector<Row> &rows) {
  std::printf("\nCorpus: kernels as users write them (tests/kernels/"
              "bench_corpus.cl); GB/s = (bytes read + written) / median "
              "time;\n/copy = over clEnqueueCopyBuffer of the same bytes; "
              "/classic = over the case's best classic-copy variant\n");
  std::printf("%-30s %-13s | %9s %9s %9s\n", "case", "variant", "GB/s",
              "/copy", "/classic");
  for (const Row &r : rows) {
    double best = 0;
    for (const Result &x : r.results)
      if (x.variant != "copy-buffer" && x.variant != r.lead &&
          x.variant != "prefetch" && x.variant != "hand")
        best = std::max(best, x.gbps());
    for (const Result &x : r.results) {
      if (x.variant == "copy-buffer")
        continue;
      const double copy = r.ratio(x.variant, "copy-buffer");
      std::printf("%-30s %-13s | %9.2f %9.3f %9.3f%s\n", r.name.c_str(),
                  x.variant.c_str(), x.gbps(), copy,
                  best > 0 ? x.gbps() / best : 0.0,
                  r.verified ? "" : "  WRONG OUTPUT");
    }
  }
  std::fflush(stdout);
}

} // namespace xasync::bench
