#include "runner.h"
#include "reference.h"

#include <algorithm>
#include <cstdio>
#include <random>

namespace xasync::conformance {

namespace {

std::vector<uint8_t> random_bytes(size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> v(n);
  for (auto &b : v)
    b = uint8_t(rng());
  return v;
}

constexpr int kMaxReports = 8;

// Compares one slice; returns false and reports when anything differs.
bool check_slice(const char *buffer, const Config *cfg, const uint8_t *actual,
                 const std::vector<uint8_t> &expected,
                 const std::vector<bool> &written, Tally &t, int &reports) {
  size_t wrong = 0, stray = 0, first = expected.size();
  for (size_t i = 0; i < expected.size(); ++i)
    if (actual[i] != expected[i]) {
      (written[i] ? wrong : stray)++;
      first = std::min(first, i);
    }
  t.wrong_bytes += wrong;
  t.guard_violations += stray;
  if ((wrong || stray) && reports++ < kMaxReports)
    std::printf("  FAIL %s slice: %zu wrong bytes, %zu bytes written outside "
                "the destination (first at byte %zu: got %u want %u)\n    %s\n",
                buffer, wrong, stray, first, actual[first], expected[first],
                cfg ? cfg->describe().c_str() : "(guard slice)");
  return !(wrong || stray);
}

} // namespace

Runner::Runner(const Context &ctx, const Program &program, Layout layout)
    : ctx_(ctx), kernel_(program.get(), "conformance"), layout_(layout) {
  check(clGetKernelWorkGroupInfo(kernel_.get(), ctx.info().device,
                                 CL_KERNEL_WORK_GROUP_SIZE, sizeof max_wg_,
                                 &max_wg_, nullptr),
        "clGetKernelWorkGroupInfo");
}

Tally Runner::run(const std::vector<Config> &batch,
                  const std::vector<size_t> &local) {
  const size_t n = batch.size(), slice = layout_.slice;
  const size_t bytes = (n + 2) * slice; // + a guard slice at each end
  const uint64_t seed = 0x5eed0000 + batch_no_++;
  const auto src = random_bytes(bytes, seed);
  const auto dst_init = random_bytes(bytes, seed ^ 0x1);
  const auto out_init = random_bytes(bytes, seed ^ 0x2);
  const auto local_init = random_bytes(bytes, seed ^ 0x3);

  std::vector<uint64_t> words;
  for (const Config &c : batch) {
    auto w = c.words();
    words.insert(words.end(), w.begin(), w.end());
  }
  Buffer cfg_buf(ctx_, words.size() * 8, words.data());
  Buffer src_buf(ctx_, bytes, src.data()), dst_buf(ctx_, bytes, dst_init.data());
  Buffer out_buf(ctx_, bytes, out_init.data());
  Buffer init_buf(ctx_, bytes, local_init.data());
  kernel_.args(cfg_buf, src_buf, dst_buf, out_buf, init_buf, LocalBytes{slice},
               cl_ulong(slice));
  std::vector<size_t> global = local;
  global[0] *= n;
  kernel_.run(ctx_, global, local);
  const auto dst = dst_buf.read_all<uint8_t>();
  const auto out = out_buf.read_all<uint8_t>();

  Tally t;
  t.configs = n;
  int reports = 0;
  const std::vector<bool> none(slice, false);
  for (size_t k : {size_t(0), n + 1}) { // guard slices stay as they were
    auto at = [&](const std::vector<uint8_t> &v) {
      return std::vector<uint8_t>(v.begin() + k * slice, v.begin() + (k + 1) * slice);
    };
    bool ok = check_slice("dst guard", nullptr, dst.data() + k * slice, at(dst_init), none, t, reports);
    ok &= check_slice("local-dump guard", nullptr, out.data() + k * slice, at(out_init), none, t, reports);
    t.guard_slices += !ok; // a stray write of the batch, not a configuration
  }
  for (size_t i = 0; i < n; ++i) {
    const Config &c = batch[i];
    const size_t off = (i + 1) * slice;
    auto part = [&](const std::vector<uint8_t> &v) {
      return std::vector<uint8_t>(v.begin() + off, v.begin() + off + slice);
    };
    const bool to_local = c.dir == Dir::ToLocal;
    // The destination is the local buffer (seen through its dump) or dst.
    std::vector<uint8_t> exp_dst = part(dst_init), exp_out = part(out_init);
    std::vector<bool> written(slice, false);
    if (to_local) {
      exp_out = part(local_init);
      apply_reference(c, part(src), exp_out, written);
    } else {
      apply_reference(c, part(src), exp_dst, written);
    }
    bool ok = check_slice("dst", &c, dst.data() + off, exp_dst,
                          to_local ? none : written, t, reports);
    ok &= check_slice(to_local ? "local" : "local-dump", &c, out.data() + off,
                      exp_out, to_local ? written : none, t, reports);
    t.failed += !ok;
  }
  return t;
}

Tally run_shapes(Runner &runner, const std::vector<std::vector<size_t>> &shapes,
                 const std::vector<Config> &systematic,
                 const std::vector<Config> &sweep) {
  const size_t kBatch = 256;
  Tally total;
  for (size_t s = 0; s < shapes.size(); ++s) {
    const auto &shape = shapes[s];
    if (shape[0] * shape[1] * shape[2] > runner.max_work_group()) {
      std::printf("  shape %zux%zux%zu exceeds the kernel's limit %zu: skipped\n",
                  shape[0], shape[1], shape[2], runner.max_work_group());
      continue;
    }
    std::vector<Config> mine = systematic;
    for (size_t i = s; i < sweep.size(); i += shapes.size())
      mine.push_back(sweep[i]);
    Tally t;
    for (size_t b = 0; b < mine.size(); b += kBatch) {
      std::vector<Config> batch(mine.begin() + b,
                                mine.begin() + std::min(mine.size(), b + kBatch));
      t += runner.run(batch, shape);
    }
    std::printf("  shape %zux%zux%zu: %zu configurations, %zu failed, %zu wrong bytes, "
                "%zu guard-band violations\n",
                shape[0], shape[1], shape[2], t.configs, t.failed, t.wrong_bytes,
                t.guard_violations);
    std::fflush(stdout);
    total += t;
  }
  return total;
}

} // namespace xasync::conformance
