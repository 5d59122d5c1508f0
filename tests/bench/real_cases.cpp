// The kernels of the real-kernel corpus with the arguments their projects'
// host code passes (sizes from the upstream tests named in
// tests/real/manifest.tsv, then more work-group sizes where the kernel
// allows), and a reference for every output computed here from the
// inputs, independently of the kernels.
#include "real.h"

#include <cstdint>

namespace xasync::bench {

namespace {

template <class T> std::vector<unsigned char> raw(const std::vector<T> &v) {
  std::vector<unsigned char> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

// n values in [lo, lo + span), deterministic (splitmix64).
template <class T>
std::vector<T> values(size_t n, uint64_t seed, uint64_t lo, uint64_t span) {
  std::vector<T> v(n);
  for (T &x : v) {
    uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    x = T(lo + (z ^ (z >> 31)) % span);
  }
  return v;
}

std::vector<int32_t> ints(size_t n, uint64_t seed) {
  return values<int32_t>(n, seed, 0, 1u << 24);
}

// Oclgrind's tests: one work-group reverses `data` through local memory
// (data[L-1-i] = the i-th int copied in); the kernels copy `copied` ints
// (the group size, or 4 for the two that copy a fixed 4); the .sim files
// run 4 work-items and a 16-byte scratch.  One group: every group would
// read and write the same ints.  No group of one: reversing one int leaves
// it as it was, so a kernel that did nothing would pass.
RealSetup reverse_setup(size_t wg, size_t copied, size_t scratch) {
  RealSetup s;
  const auto in = ints(std::max(wg, copied), 0x0c1 + wg);
  auto want = in;
  for (size_t i = 0; i < wg; ++i)
    want[wg - 1 - i] = in[i];
  s.buffer(raw(in), raw(want));
  s.local_bytes(scratch);
  s.global = s.local = wg;
  return s;
}

// UnitCL's vector add (dma.04, ext_async.01/02): three `local int *`
// buffers of one int per work-item, C = A + B.
RealSetup vadd_setup(size_t wg, bool quick) {
  RealSetup s;
  const size_t n = quick ? 4096 : 65536;
  for (int i = 0; i < 3; ++i)
    s.local_bytes(wg * 4);
  const auto a = ints(n, 1), b = ints(n, 2);
  std::vector<int32_t> c(n);
  for (size_t i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
  s.buffer(raw(a));
  s.buffer(raw(b));
  s.buffer(raw(ints(n, 3)), raw(c));
  s.buffers.back().read = false;
  s.global = n;
  s.local = wg;
  return s;
}

// Positive half values (bit patterns 0x3c00..0x5bff: 1 to about 255); for
// them a larger bit pattern is the larger number, so fmax is a max of bits.
std::vector<uint16_t> halves(size_t n, uint64_t seed) {
  return values<uint16_t>(n, seed, 0x3c00, 0x2000);
}

// The vector sizes of UnitCL's tests: work-groups of 16 (its local_wg_size),
// then 1 and up to 1024.
const std::vector<size_t> kUnitclWgs = {16, 1, 64, 256, 1024};

std::vector<RealKernel> make() {
  std::vector<RealKernel> k;
  auto add = [&k](std::string id, std::string file, std::string kernel,
                  std::string options, std::string needs, std::vector<size_t> wgs,
                  size_t upstream,
                  std::function<RealSetup(size_t, bool)> setup) {
    k.push_back({std::move(id), std::move(file), std::move(kernel),
                 std::move(options), std::move(needs), std::move(wgs), upstream,
                 "", std::move(setup)});
  };

  // ---- Oclgrind 21.10, tests/kernels (Debian source package oclgrind) ----
  add("oclgrind-async-copy", "oclgrind-async_copy.cl", "async_copy", "-", "",
      {4, 2, 64, 256, 1024}, 4,
      [](size_t wg, bool) { return reverse_setup(wg, wg, wg * 4); });
  // One one-int copy per work-item, chained on one event.
  add("oclgrind-async-copy-loop", "oclgrind-async_copy_loop.cl",
      "async_copy_loop", "-", "", {4, 2, 64, 256, 1024}, 4,
      [](size_t wg, bool) { return reverse_setup(wg, wg, wg * 4); });
  // These copy 4 ints whatever the group: groups of up to 4.
  add("oclgrind-wait-event-chained", "oclgrind-wait_event_chained.cl",
      "wait_event_chained", "-", "", {4, 2, 3}, 4,
      [](size_t wg, bool) { return reverse_setup(wg, 4, 16); });
  add("oclgrind-wait-event-duplicates", "oclgrind-wait_event_duplicates.cl",
      "wait_event_duplicates", "-", "", {4, 2, 3}, 4,
      [](size_t wg, bool) { return reverse_setup(wg, 4, 16); });

  // ---- pocl 6.0, tests/regression/test_program_from_binary_with_local_1_1_1.c
  // Work-groups of one (the copy's source depends on the global id), vec_size
  // 32 unsigned per group, each incremented in local memory; an event
  // never initialised is passed to the copy out.  Upstream runs 32 groups.
  add("pocl-binary-local-1-1-1", "pocl-test_program_from_binary_with_local_1_1_1.cl",
      "test", "-", "", {1}, 1, [](size_t, bool quick) {
        RealSetup s;
        const size_t groups = quick ? 32 : 4096, vec = 32;
        const auto in = values<uint32_t>(groups * vec, 7, 0, 1u << 31);
        auto want = in;
        for (uint32_t &x : want)
          ++x;
        s.buffer(raw(in), raw(want));
        s.local_bytes(vec * 4);
        s.scalar<uint32_t>(vec);
        s.global = groups;
        s.local = 1;
        return s;
      });

  // ---- oneAPI Construction Kit, source/cl/test/UnitCL/kernels ----
  add("ock-dma-04-async-copy", "ock-dma.04_async_copy.cl", "async_copy", "-",
      "", kUnitclWgs, 16, vadd_setup);
  // Six `local int *` buffers, event_t events[6] indexed by the step,
  // waits on one and on two events; 16 iterations of N ints (ktst_dma.cpp).
  add("ock-dma-05-double-buffer", "ock-dma.05_async_double_buffer.cl",
      "async_double_buffer", "-", "", kUnitclWgs, 16, [](size_t wg, bool quick) {
        RealSetup s;
        const int iterations = 16;
        const size_t n = quick ? 2048 : 16384, all = n * iterations;
        for (int i = 0; i < 6; ++i)
          s.local_bytes(wg * 4);
        const auto a = ints(all, 11), b = ints(all, 12);
        std::vector<int32_t> c(all);
        for (size_t i = 0; i < all; ++i)
          c[i] = a[i] + b[i];
        s.buffer(raw(a));
        s.buffer(raw(b));
        s.buffer(raw(ints(all, 13)), raw(c));
        s.buffers.back().read = false;
        s.scalar<int32_t>(iterations);
        s.global = n;
        s.local = wg;
        return s;
      });
  // Half kernels: C = fmax(A, B), -DTYPE=half as UnitCL builds them.
  auto half_setup = [](bool strided, bool locals) {
    return [strided, locals](size_t wg, bool quick) {
      RealSetup s;
      const size_t n = quick ? 4096 : 65536, in_n = strided ? 2 * n : n;
      if (locals)
        for (int i = 0; i < 3; ++i)
          s.local_bytes(wg * 2);
      const auto a = halves(in_n, 21), b = halves(in_n, 22);
      std::vector<uint16_t> c(n);
      for (size_t i = 0; i < n; ++i) {
        const size_t j = strided ? 2 * i : i; // a stride of 2 in, 1 out
        c[i] = std::max(a[j], b[j]);
      }
      s.buffer(raw(a));
      s.buffer(raw(b));
      s.buffer(raw(halves(n, 23)), raw(c));
      s.buffers.back().read = false;
      s.global = n;
      s.local = wg;
      return s;
    };
  };
  add("ock-dma-10-half-copy", "ock-dma.10_half_async_copy.cl", "half_async_copy",
      "-DTYPE=half", "fp16", kUnitclWgs, 16, half_setup(false, true));
  add("ock-dma-11-half-strided", "ock-dma.11_half_async_strided_copy.cl",
      "half_async_strided_copy", "-DTYPE=half", "fp16", kUnitclWgs, 16,
      half_setup(true, true));
  add("ock-dma-12-half-prefetch", "ock-dma.12_half_prefetch.cl", "half_prefetch",
      "-DTYPE=half", "fp16", kUnitclWgs, 16, half_setup(false, false));
  // C = B rotated by one inside each group, through a copy into a local
  // buffer overwritten by a second copy with no barrier between.
  auto rotate = [](const std::vector<int32_t> &v, size_t wg) {
    std::vector<int32_t> r(v.size());
    for (size_t i = 0; i < v.size(); ++i)
      r[i] = v[i / wg * wg + (i % wg + 1) % wg];
    return r;
  };
  add("ock-dma-13-wait-is-barrier", "ock-dma.13_wait_event_is_barrier.cl",
      "wait_event_is_barrier", "-", "", kUnitclWgs, 16,
      [rotate](size_t wg, bool quick) {
        RealSetup s;
        const size_t n = quick ? 4096 : 65536;
        s.local_bytes(wg * 4);
        s.local_bytes(wg * 4);
        const auto a = ints(n, 31), b = ints(n, 32);
        s.buffer(raw(a));
        s.buffer(raw(b));
        s.buffer(raw(ints(n, 33)), raw(rotate(b, wg)));
        s.buffers.back().read = false;
        s.global = n;
        s.local = wg;
        return s;
      });
  // out = in + 1: copied in, incremented in local memory, copied out
  // (dma.14), or scattered out by a strided copy and incremented in global
  // memory (dma.16).
  auto plus_one = [](size_t wg, bool quick) {
    RealSetup s;
    const size_t n = quick ? 4096 : 65536;
    s.local_bytes(wg * 4);
    const auto in = ints(n, 41);
    auto want = in;
    for (int32_t &x : want)
      ++x;
    s.buffer(raw(in));
    s.buffer(raw(ints(n, 42)), raw(want));
    s.buffers.back().read = false;
    s.global = n;
    s.local = wg;
    return s;
  };
  add("ock-dma-14-wait-overwrite", "ock-dma.14_wait_event_is_barrier_overwrite.cl",
      "wait_event_is_barrier_overwrite", "-", "", kUnitclWgs, 16, plus_one);
  // Relies on wait_group_events being an execution barrier (UnitCL has it
  // DISABLED for its own implementation): C = A rotated, D = B rotated.
  add("ock-dma-15-execution-barrier", "ock-dma.15_wait_event_is_execution_barrier.cl",
      "wait_event_is_execution_barrier", "-", "", kUnitclWgs, 16,
      [rotate](size_t wg, bool quick) {
        RealSetup s;
        const size_t n = quick ? 4096 : 65536;
        for (int i = 0; i < 4; ++i)
          s.local_bytes(wg * 4);
        const auto a = ints(n, 51), b = ints(n, 52);
        s.buffer(raw(a));
        s.buffer(raw(b));
        s.buffer(raw(ints(n, 53)), raw(rotate(a, wg)));
        s.buffers.back().read = false;
        s.buffer(raw(ints(n, 54)), raw(rotate(b, wg)));
        s.buffers.back().read = false;
        s.global = n;
        s.local = wg;
        return s;
      });
  k.back().beyond_spec =
      "work-items read each other's plain local writes after "
      "wait_group_events with no barrier, which the spec does not order "
      "(UnitCL has the test disabled; pocl 3.1's and Intel's CPU runtime's "
      "own copies fail it at 16 and 64 work-items and up)";
  add("ock-dma-16-strided-scatter", "ock-dma.16_wait_event_is_barrier_strided.cl",
      "wait_event_is_barrier_strided", "-", "", kUnitclWgs, 16, plus_one);
  // The same vector add with 2D2D and 3D3D copies of one line.
  add("ock-ext-async-2d", "ock-ext_async.01_simple_2d.cl", "simple_2d", "-",
      "ext", kUnitclWgs, 16, vadd_setup);
  add("ock-ext-async-3d", "ock-ext_async.02_simple_3d.cl", "simple_3d", "-",
      "ext", kUnitclWgs, 16, vadd_setup);
  // int3 (16 bytes each) in and straight back out; arguments (in, out, tmp).
  add("ock-regression-104-int3", "ock-regression.104_async_work_group_copy_int3.cl",
      "async_work_group_copy_int3", "-", "", kUnitclWgs, 16,
      [](size_t wg, bool quick) {
        RealSetup s;
        const size_t n = quick ? 4096 : 65536;
        auto in = ints(4 * n, 61);
        s.buffer(raw(in));
        s.buffer(raw(ints(4 * n, 62)), raw(in));
        s.buffers.back().read = false;
        s.local_bytes(wg * 16);
        s.global = n;
        s.local = wg;
        return s;
      });
  // Strided copies of stride 1 in and out; arguments (in, local, out).
  add("ock-spirv-02-strided", "ock-spirv.02_async_copy.cl", "async_copy", "-",
      "", kUnitclWgs, 16, [](size_t wg, bool quick) {
        RealSetup s;
        const size_t n = quick ? 4096 : 65536;
        const auto in = ints(n, 71);
        s.buffer(raw(in));
        s.local_bytes(wg * 4);
        s.buffer(raw(ints(n, 72)), raw(in));
        s.buffers.back().read = false;
        s.global = n;
        s.local = wg;
        return s;
      });

  // ---- VC4C, testing/test_async_copy.cl: int16 (64-byte) elements, an
  // event never initialised passed in; one group, all reading `input` from
  // its start (test/TestData.cpp) ----
  auto vc4c = [](size_t entries) {
    return [entries](size_t wg, bool) {
      RealSetup s;
      const size_t n = entries ? entries : wg;
      const auto in = ints(16 * wg, 81 + wg);
      const auto init = ints(16 * wg, 82 + wg);
      auto want = init; // lanes past numEntries stay as they were
      std::copy(in.begin(), in.begin() + 16 * n, want.begin());
      s.buffer(raw(in));
      s.local_bytes(wg * 64);
      s.buffer(raw(init), raw(want));
      s.buffers.back().read = false;
      if (entries)
        s.scalar<uint32_t>(uint32_t(entries));
      s.global = s.local = wg;
      return s;
    };
  };
  add("vc4c-async-copy", "vc4c-test_async_copy.cl", "test_async_copy", "-", "",
      {12}, 12, vc4c(0));
  add("vc4c-async-copy-general", "vc4c-test_async_copy.cl",
      "test_async_copy_general", "-", "", {7, 1, 64, 256}, 7, vc4c(0));
  add("vc4c-async-copy-partial", "vc4c-test_async_copy.cl",
      "test_async_copy_partial", "-", "", {12}, 12, vc4c(7));
  // VC4C's copy of OpenCL-CTS's async_copy_global_to_local (char8):
  // copiesPerWorkItem 3, local 4 and 2 groups there; more groups here.
  add("vc4c-cts-global-to-local", "vc4c-cts-async_copy_global_to_local.cl",
      "test_async_copy_global_to_local", "-", "", {4, 1, 64, 256, 1024}, 4,
      [](size_t wg, bool quick) {
        RealSetup s;
        const size_t per_item = 3, per_group = wg * per_item;
        const size_t groups = std::max<size_t>(2, (quick ? 8192 : 65536) / per_group);
        const auto src = values<uint8_t>(groups * per_group * 8, 91, 0, 256);
        s.buffer(raw(src));
        s.buffer(raw(values<uint8_t>(src.size(), 92, 0, 256)), raw(src));
        s.buffers.back().read = false;
        s.local_bytes(per_group * 8);
        s.scalar<int32_t>(int32_t(per_group));
        s.scalar<int32_t>(int32_t(per_item));
        s.global = groups * wg;
        s.local = wg;
        return s;
      });

  // ---- OpenCL-CTS, test_conformance/basic/test_async_copy{2D,3D}.cpp: the
  // extension's own conformance kernels (a packed struct of STRUCT_SIZE
  // bytes, sprintf'd in by the CTS; the manifest's files are formatted
  // so).  Lines of 10 elements; 2D: 13 lines per work-item, 3D: 2 planes of
  // 13 lines; margins between lines (and planes) that must stay as they
  // were.  The CTS sizes the group from local memory; here several sizes,
  // 1024 work-items in all (64 with --quick).
  auto cts2d = [](size_t elem, int src_margin, int dst_margin, bool local_is_dst) {
    return [=](size_t wg, bool quick) {
      RealSetup s;
      const size_t per_item = 13, n = 10;
      const int src_stride = int(n) + src_margin, dst_stride = int(n) + dst_margin;
      const size_t groups = std::max<size_t>(2, (quick ? 64 : 1024) / wg);
      const size_t lines = groups * wg * per_item;
      const size_t in_elems = lines * n + (lines - 1) * src_margin;
      const size_t out_elems = lines * n + (lines - 1) * dst_margin;
      const auto in = values<uint8_t>(in_elems * elem, 131 + elem, 0, 256);
      const auto init = values<uint8_t>(out_elems * elem, 132 + elem, 0, 256);
      auto want = init; // the margins stay as they were
      for (size_t l = 0; l < lines; ++l)
        std::memcpy(&want[l * dst_stride * elem], &in[l * src_stride * elem], n * elem);
      s.buffer(raw(in));
      s.buffer(raw(init), raw(want));
      s.buffers.back().read = false;
      const size_t per_wi = per_item * elem * size_t(local_is_dst ? dst_stride : src_stride);
      s.local_bytes(wg * per_wi - size_t(local_is_dst ? dst_margin : src_margin));
      s.scalar<int32_t>(int32_t(n));
      s.scalar<int32_t>(int32_t(per_item * wg));
      s.scalar<int32_t>(int32_t(per_item));
      s.scalar<int32_t>(src_stride);
      s.scalar<int32_t>(dst_stride);
      s.global = groups * wg;
      s.local = wg;
      return s;
    };
  };
  auto cts3d = [](size_t elem, int src_lm, int dst_lm, int src_pm, int dst_pm,
                  bool local_is_dst) {
    return [=](size_t wg, bool quick) {
      RealSetup s;
      const size_t n = 10, lines = 13, per_item = 2;
      const int src_ls = int(n) + src_lm, dst_ls = int(n) + dst_lm;
      const int src_ps = int(lines) * src_ls + src_pm, dst_ps = int(lines) * dst_ls + dst_pm;
      const size_t groups = std::max<size_t>(2, (quick ? 64 : 1024) / wg);
      const size_t planes = groups * wg * per_item;
      const size_t in_elems = planes * lines * src_ls + (planes - 1) * src_pm;
      const size_t out_elems = planes * lines * dst_ls + (planes - 1) * dst_pm;
      const auto in = values<uint8_t>(in_elems * elem, 141 + elem, 0, 256);
      const auto init = values<uint8_t>(out_elems * elem, 142 + elem, 0, 256);
      auto want = init;
      for (size_t p = 0; p < planes; ++p)
        for (size_t l = 0; l < lines; ++l)
          std::memcpy(&want[(p * dst_ps + l * dst_ls) * elem],
                      &in[(p * src_ps + l * src_ls) * elem], n * elem);
      s.buffer(raw(in));
      s.buffer(raw(init), raw(want));
      s.buffers.back().read = false;
      const size_t per_wi = elem * per_item * size_t(local_is_dst ? dst_ps : src_ps);
      s.local_bytes(wg * per_wi - size_t(local_is_dst ? dst_pm : src_pm));
      s.scalar<int32_t>(int32_t(n));
      s.scalar<int32_t>(int32_t(lines));
      s.scalar<int32_t>(int32_t(per_item * wg));
      s.scalar<int32_t>(int32_t(per_item));
      s.scalar<int32_t>(src_ls);
      s.scalar<int32_t>(dst_ls);
      s.scalar<int32_t>(src_ps);
      s.scalar<int32_t>(dst_ps);
      s.global = groups * wg;
      s.local = wg;
      return s;
    };
  };
  // test_async_copy.cpp: classic copies of 13 elements per work-item
  // through local memory, and prefetch; dst must equal src.  The CTS runs
  // 1111 groups of the largest size its local memory allows.
  auto cts_classic = [](size_t elem, bool local) {
    return [=](size_t wg, bool quick) {
      RealSetup s;
      const size_t per_item = 13;
      const size_t groups = std::min<size_t>(
          1111, std::max<size_t>(2, (quick ? 16384 : 262144) / (wg * per_item)));
      const auto in = values<uint8_t>(groups * wg * per_item * elem, 151 + elem, 0, 256);
      s.buffer(raw(in));
      s.buffer(raw(values<uint8_t>(in.size(), 152 + elem, 0, 256)), raw(in));
      s.buffers.back().read = false;
      (void)local; // the prefetch kernel takes the same (unused) local buffer
      s.local_bytes(wg * elem * per_item);
      s.scalar<int32_t>(int32_t(per_item * wg));
      s.scalar<int32_t>(int32_t(per_item));
      s.global = groups * wg;
      s.local = wg;
      return s;
    };
  };
  add("cts-copy-g2l-uchar", "cts-async_copy-global_to_local-uchar.cl", "test_fn",
      "-", "", kUnitclWgs, 0, cts_classic(1, true));
  add("cts-copy-l2g-ushort2", "cts-async_copy-local_to_global-ushort2.cl",
      "test_fn", "-", "", kUnitclWgs, 0, cts_classic(4, true));
  add("cts-prefetch-int4", "cts-prefetch-int4.cl", "test_fn", "-", "",
      kUnitclWgs, 0, cts_classic(16, false));
  const std::vector<size_t> cts_wgs = {1, 4, 16, 64};
  // Margins as the CTS draws them: 0, 10 or 100 elements times the size.
  add("cts-copy2d-g2l-e3", "cts-async_copy2D-global_to_local-e3.cl", "test_fn",
      "-", "ext", cts_wgs, 0, cts2d(3, 30, 0, true));
  add("cts-copy2d-l2g-e16", "cts-async_copy2D-local_to_global-e16.cl",
      "test_fn", "-", "ext", cts_wgs, 0, cts2d(16, 0, 160, false));
  add("cts-copy3d-g2l-e4", "cts-async_copy3D-global_to_local-e4.cl", "test_fn",
      "-", "ext", cts_wgs, 0, cts3d(4, 0, 40, 40, 0, true));
  add("cts-copy3d-l2g-e5", "cts-async_copy3D-local_to_global-e5.cl", "test_fn",
      "-", "ext", cts_wgs, 0, cts3d(5, 50, 0, 0, 50, false));

  // ---- ours: tests/kernels/real_own.cl ----
  const std::vector<size_t> own_wgs = {1, 7, 64, 256, 1024};
  add("own-ring6", "", "own_ring6", "-", "", own_wgs, 0, [](size_t wg, bool quick) {
    RealSetup s;
    const int steps = 8, scale = 3;
    const size_t groups = std::max<size_t>(1, (quick ? 16384 : 262144) / (wg * steps));
    const size_t n = groups * wg * steps;
    const auto in = values<int32_t>(n, 101, 0, 1u << 20);
    std::vector<int32_t> want(n);
    for (size_t i = 0; i < n; ++i)
      want[i] = in[i] * scale + int32_t(i % wg);
    s.buffer(raw(in));
    s.buffer(raw(ints(n, 102)), raw(want));
    s.buffers.back().read = false;
    s.local_bytes(3 * wg * 4);
    s.scalar<int32_t>(steps);
    s.scalar<int32_t>(scale);
    s.global = groups * wg;
    s.local = wg;
    return s;
  });
  add("own-rgba-planes", "", "own_rgba_planes", "-", "", own_wgs, 0,
      [](size_t wg, bool quick) {
        RealSetup s;
        const size_t ppg = 3 * wg; // three pixels per work-item
        const size_t groups = std::max<size_t>(1, (quick ? 16384 : 262144) / ppg);
        const size_t pixels = groups * ppg, pitch = pixels + 13; // gaps between planes
        const auto rgba = values<uint8_t>(pixels * 4, 111, 0, 256);
        const auto init = values<uint8_t>(4 * pitch, 112, 0, 256);
        auto want = init;
        for (size_t p = 0; p < pixels; ++p)
          for (size_t c = 0; c < 4; ++c)
            want[c * pitch + p] = uint8_t(255 - rgba[p * 4 + c]);
        s.buffer(raw(rgba));
        s.buffer(raw(init), raw(want));
        s.buffers.back().read = false;
        s.local_bytes(4 * ppg);
        s.scalar<uint32_t>(uint32_t(ppg));
        s.scalar<uint32_t>(uint32_t(pitch));
        s.global = groups * wg;
        s.local = wg;
        return s;
      });
  add("own-one-each", "", "own_one_each", "-", "", own_wgs, 0,
      [](size_t wg, bool quick) {
        RealSetup s;
        const size_t groups = std::max<size_t>(1, (quick ? 16384 : 262144) / (wg * 16));
        const size_t n = groups * wg;
        // Small integers: every product is exact in float.
        std::vector<float> x(n);
        const auto xi = values<int32_t>(n, 131, 0, 1 << 12);
        for (size_t i = 0; i < n; ++i)
          x[i] = float(xi[i]) - 2048.0f;
        const auto w = values<int16_t>(n, 132, 0, 256);
        const auto init = values<float>(n, 133, 0, 1000);
        std::vector<float> want(n);
        for (size_t g = 0; g < groups; ++g)
          for (size_t i = 0; i < wg; ++i)
            want[g * wg + i] = x[g * wg + wg - 1 - i] * float(w[g * wg + i]);
        s.buffer(raw(x));
        s.buffer(raw(w));
        s.buffer(raw(init), raw(want));
        s.buffers.back().read = false;
        s.local_bytes(wg * 4);
        s.local_bytes(wg * 2);
        s.global = n;
        s.local = wg;
        return s;
      });
  add("own-halo-blur", "", "own_halo_blur", "-", "", own_wgs, 0,
      [](size_t wg, bool quick) {
        RealSetup s;
        const uint32_t rows = 8, blocks = quick ? 2 : 8;
        const size_t groups = std::max<size_t>(1, (quick ? 512 : 4096) / wg);
        const size_t width = groups * wg;
        const size_t pitch = width + (width % 2 ? 2 : 1); // odd
        const size_t h = size_t(blocks) * rows;
        const auto img = values<uint16_t>((h + 2) * pitch, 121, 0, 65536);
        const auto init = values<uint32_t>(h * pitch, 122, 0, 1u << 31);
        auto want = init; // the columns past the bands stay as they were
        for (size_t y = 0; y < h; ++y)
          for (size_t x = 0; x < width; ++x)
            want[y * pitch + x] = uint32_t(img[y * pitch + x]) +
                                  2u * img[(y + 1) * pitch + x] +
                                  img[(y + 2) * pitch + x];
        s.buffer(raw(img));
        s.buffer(raw(init), raw(want));
        s.buffers.back().read = false;
        s.local_bytes(2 * (rows + 2) * wg * 2);
        s.scalar<uint32_t>(uint32_t(pitch));
        s.scalar<uint32_t>(blocks);
        s.scalar<uint32_t>(rows);
        s.global = width;
        s.local = wg;
        return s;
      });
  return k;
}

} // namespace

std::vector<RealKernel> real_kernels() { return make(); }

} // namespace xasync::bench
