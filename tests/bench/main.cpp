// xasync benchmark: tile round trips (global -> local -> global) with the
// xasync 2D2D/3D3D builtins, one async_work_group_copy per line, two
// hand-written loops (whole elements; whole lines in the widest unit), and
// clEnqueueCopyBuffer as the limit; a double-buffered tiled stencil, async
// against sync; compute kernels (SGEMM, 9x9 convolution) with hand-written
// and xasync tile loads; and a randomized sweep of tile geometries and
// work-group shapes (--sweep).  Every kernel's output is verified once; a
// wrong output makes the exit status non-zero.  Prints tables, writes CSVs
// and PNG plots (scripts/plot_bench.py).  docs/bench.md.
#include "bench.h"
#include "compute.h"
#include "corpus.h"
#include "real.h"
#include "report.h"
#include "stencil.h"
#include "stream.h"
#include "sweep.h"
#include "tiles.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>

using namespace xasync;
using namespace xasync::bench;

#ifndef XASYNC_PLOT_SCRIPT
#define XASYNC_PLOT_SCRIPT "scripts/plot_bench.py"
#endif

static const char kUsage[] =
    "usage: bench [options]\n"
    "  --device FILTER    device whose platform, name or version contains\n"
    "                     FILTER, e.g. pocl or nvidia\n"
    "                     (default: $XASYNC_DEVICE, else the first device)\n"
    "  --list             list the OpenCL devices and exit\n"
    "  --ptx-dir DIR      load kernels from DIR/<kernel>.<library>.ptx\n"
    "                     (NVIDIA OpenCL; e.g. build/ptx), not from source\n"
    "  --library NAME     xasync library of the PTX (default nvptx64--nvidiacl)\n"
    "  --size MIB         bytes per buffer in MiB (default: 256 on GPUs,\n"
    "                     8 on other devices)\n"
    "  --runs N           timed runs per variant, median reported (default 10)\n"
    "  --warmup N         untimed runs before them (default 2)\n"
    "  --wg N             work-group size (default 256)\n"
    "  --groups-per-cu N  persistent stencil: work-groups per compute unit (1)\n"
    "  --only LIST        run only the cases whose name or group (tile2d,\n"
    "                     tile3d, stencil, compute, sweep) contains one of\n"
    "                     the comma-separated texts\n"
    "  --not LIST         not the cases named so (as --only; a text ending\n"
    "                     in '$' names exactly one case, in both)\n"
    "  --build-options S  clBuildProgram options for all kernels (e.g.\n"
    "                     -cl-nv-maxrregcount=32 on NVIDIA)\n"
    "  --local-pad BYTES  tiles: a local buffer BYTES larger than the tile\n"
    "                     (occupancy and L1/shared split probe; default 0)\n"
    "  --skip LIST        variants not to run, comma-separated (tiles and\n"
    "                     sweep: xasync, per-line, per-element, hand-wide,\n"
    "                     strided; sweep also hand-parts, raw-parts,\n"
    "                     raw-waited, lim-evented;\n"
    "                     compute: hand, hand-db, sync, async,\n"
    "                     hand-cpasync, sync-cpasync, lim-checked,\n"
    "                     lim-evented, sync-lim-checked, sync-lim-evented)\n"
    "  --baseline         device without the extension (e.g. the system pocl):\n"
    "                     only the tile kernels that need none (per-line,\n"
    "                     strided, per-element, hand-wide); used by\n"
    "                     scripts/bench-pocl-compare.sh\n"
    "  --sweep N          N random tile cases (default 0; --quick: 10)\n"
    "  --seed S           the sweep's seed (default: from the clock; printed)\n"
    "  --sweep-size MIB   bytes per sweep buffer (default 64 on GPUs, 1 on\n"
    "                     other devices, 0.25 with --quick)\n"
    "  --sweep-groups N   most work-groups per sweep case (default 65536)\n"
    "  --sweep-runs N     sweep: timed runs per variant (default 5), after\n"
    "                     one warm-up\n"
    "  --compute-n N      SGEMM matrix side and convolution image side, a\n"
    "                     multiple of 64 (default 4096 on GPUs, 512 on other\n"
    "                     devices, 128 with --quick)\n"
    "  --registers FILE   registers per kernel for the compute and stencil\n"
    "                     tables: the output of scripts/ptxas-registers.sh\n"
    "                     or ptxas -v\n"
    "  --quick            2 MiB, 3 runs, 1 warm-up, a 10-case sweep, small\n"
    "                     compute kernels: a correctness smoke run\n"
    "  --csv PATH         CSV output (default bench_results.csv); the sweep\n"
    "                     and compute kernels write PATH-sweep.csv and\n"
    "                     PATH-compute.csv (PATH without .csv)\n"
    "  --plot PATH        PNG output (default: the CSV path with .png; the\n"
    "                     others likewise)\n"
    "  --no-plot          do not run the plot script\n"
    "  --probe FILE:V,... also the variants V from an OpenCL C file (built\n"
    "                     with -I its folder) of kernels tile2d_V / tile3d_V\n"
    "                     and stencil_V (those kernels' arguments), verified\n"
    "                     and timed beside the bench's own (e.g.\n"
    "                     tests/bench/probes/cpu_rows.cl on pocl)\n"
    "  --real-dir DIR     a folder of the real-kernel corpus's files (several\n"
    "                     allowed; then $XASYNC_REAL_KERNELS_DIR, then\n"
    "                     build/real-kernels: scripts/fetch-real-kernels.sh)\n"
    "  --list-real        list the real-kernel corpus's cases and exit\n"
    "  --pair DIR         real kernels: each also from the binary in DIR that\n"
    "                     another run saved (XASYNC_SAVE_BINARIES=DIR, e.g.\n"
    "                     the driver without the layer), verified, and timed\n"
    "                     run for run in alternation with this run's build\n"
    "                     (CSV variants kernel and own)\n"
    "  --pair-again       with --pair: each side twice (kernel-again,\n"
    "                     own-again: an A/A control in the same process)\n"
    "  --pair-not CASES   with --pair: these cases (comma-separated names)\n"
    "                     without the saved side (it aborted its compiler)\n"
    "  --inject-error     self-test: every kernel gets a wrong argument (tiles:\n"
    "                     one line too few; sweep: destination one element\n"
    "                     late; SGEMM: one K step too few; convolution: input\n"
    "                     pitch 4 floats short; real kernels: written\n"
    "                     buffers bound one alignment unit late), so\n"
    "                     verification must fail\n"
    "                     (exit status 1)\n";

static std::vector<std::string> split(const std::string &list) {
  std::vector<std::string> out;
  size_t at = 0;
  for (size_t comma; (comma = list.find(',', at)) != std::string::npos;
       at = comma + 1)
    out.push_back(list.substr(at, comma - at));
  out.push_back(list.substr(at));
  return out;
}

// A whole non-negative decimal number, else a usage error.
static unsigned long long number(const char *option, const char *text) {
  char *end = nullptr;
  const unsigned long long v = std::strtoull(text, &end, 10);
  if (!*text || *end || *text == '-') {
    std::fprintf(stderr, "%s needs a whole number, not '%s'\n%s", option,
                 text, kUsage);
    std::exit(2);
  }
  return v;
}

// CSV/PNG path of a part of the bench: PATH.csv -> PATH-part.csv.
static std::string with_part(const std::string &path, const std::string &part) {
  const size_t dot = path.rfind('.'), slash = path.rfind('/');
  if (dot != std::string::npos && (slash == std::string::npos || dot > slash))
    return path.substr(0, dot) + "-" + part + path.substr(dot);
  return path + "-" + part;
}

static Options parse(int argc, char **argv) {
  Options o;
  long size_mib = -1;
  double sweep_mib = -1;
  bool runs_set = false, warmup_set = false, sweep_set = false,
       seed_set = false, compute_set = false;
  for (int i = 1; i < argc; ++i) {
    auto next = [&]() -> const char * {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n%s", argv[i], kUsage);
        std::exit(2);
      }
      return argv[++i];
    };
    const char *a = argv[i];
    if (!std::strcmp(a, "--help") || !std::strcmp(a, "-h")) {
      std::printf("%s", kUsage);
      std::exit(0);
    }
    else if (!std::strcmp(a, "--device")) o.device = next();
    else if (!std::strcmp(a, "--list")) o.list = true;
    else if (!std::strcmp(a, "--ptx-dir")) o.ptx_dir = next();
    else if (!std::strcmp(a, "--build-options")) o.build_options = next();
    else if (!std::strcmp(a, "--library")) o.library = next();
    else if (!std::strcmp(a, "--size")) size_mib = std::strtol(next(), nullptr, 0);
    else if (!std::strcmp(a, "--runs")) o.runs = std::atoi(next()), runs_set = true;
    else if (!std::strcmp(a, "--warmup")) o.warmup = std::atoi(next()), warmup_set = true;
    else if (!std::strcmp(a, "--wg")) o.wg = std::strtoul(next(), nullptr, 0);
    else if (!std::strcmp(a, "--groups-per-cu")) o.groups_per_cu = std::max<size_t>(1, std::strtoul(next(), nullptr, 0));
    else if (!std::strcmp(a, "--only")) o.only = split(next());
    else if (!std::strcmp(a, "--not")) o.not_cases = split(next());
    else if (!std::strcmp(a, "--local-pad")) o.local_pad = number(a, next());
    else if (!std::strcmp(a, "--skip")) o.skip = "," + std::string(next()) + ",";
    else if (!std::strcmp(a, "--sweep")) o.sweep = number(a, next()), sweep_set = true;
    else if (!std::strcmp(a, "--seed")) o.seed = number(a, next()), seed_set = true;
    else if (!std::strcmp(a, "--sweep-size")) sweep_mib = std::strtod(next(), nullptr);
    else if (!std::strcmp(a, "--sweep-groups")) o.sweep_max_groups = number(a, next());
    else if (!std::strcmp(a, "--sweep-runs")) o.sweep_runs = int(number(a, next()));
    else if (!std::strcmp(a, "--compute-n")) o.compute_n = number(a, next()), compute_set = true;
    else if (!std::strcmp(a, "--registers")) o.registers = next();
    else if (!std::strcmp(a, "--quick")) o.quick = true;
    else if (!std::strcmp(a, "--csv")) o.csv = next();
    else if (!std::strcmp(a, "--plot")) o.plot = next();
    else if (!std::strcmp(a, "--no-plot")) o.no_plot = true;
    else if (!std::strcmp(a, "--inject-error")) o.inject_error = true;
    else if (!std::strcmp(a, "--baseline")) o.baseline = true;
    else if (!std::strcmp(a, "--real-dir")) o.real_dirs.push_back(next());
    else if (!std::strcmp(a, "--list-real")) o.list_real = true;
    else if (!std::strcmp(a, "--pair")) o.pair_dir = next();
    else if (!std::strcmp(a, "--pair-again")) o.pair_again = true;
    else if (!std::strcmp(a, "--pair-not")) o.pair_not = split(next());
    else if (!std::strcmp(a, "--probe")) {
      const std::string v = next();
      const size_t colon = v.rfind(':');
      if (colon == std::string::npos || colon == 0 || colon + 1 == v.size()) {
        std::fprintf(stderr, "--probe needs FILE:VARIANT[,VARIANT...], not "
                     "'%s'\n%s", v.c_str(), kUsage);
        std::exit(2);
      }
      o.probe_file = v.substr(0, colon);
      o.probe_variants = split(v.substr(colon + 1));
    }
    else {
      std::fprintf(stderr, "unknown option %s\n%s", a, kUsage);
      std::exit(2);
    }
  }
  if (o.quick) {
    if (size_mib < 0) size_mib = 2;
    if (!runs_set) o.runs = 3;
    if (!warmup_set) o.warmup = 1;
    if (!sweep_set) o.sweep = 10;
    if (sweep_mib < 0) sweep_mib = 0.25;
    if (!compute_set) o.compute_n = 128;
    o.sweep_runs = std::min(o.sweep_runs, 3);
  }
  if (size_mib == 0 || o.runs < 1 || o.warmup < 0 || o.wg == 0 ||
      sweep_mib == 0 || o.sweep_runs < 1 || o.sweep_max_groups < 1 ||
      o.sweep > 9999 || (compute_set && (o.compute_n < 64 || o.compute_n % 64))) {
    std::fprintf(stderr, "invalid --size/--runs/--warmup/--wg/--sweep/"
                 "--sweep-size/--sweep-runs/--sweep-groups/--compute-n (the "
                 "sweep has at most 9999 cases; --compute-n is a multiple of "
                 "64)\n%s", kUsage);
    std::exit(2);
  }
  o.size = size_mib > 0 ? size_t(size_mib) << 20 : 0;
  o.sweep_bytes = sweep_mib > 0 ? size_t(sweep_mib * (1 << 20)) : 0;
  if (!seed_set)
    o.seed = (unsigned long long)std::chrono::system_clock::now()
                 .time_since_epoch()
                 .count() %
             1000000007ULL;
  if (o.plot.empty()) {
    const size_t dot = o.csv.rfind('.'), slash = o.csv.rfind('/');
    o.plot = (dot != std::string::npos &&
                      (slash == std::string::npos || dot > slash)
                  ? o.csv.substr(0, dot)
                  : o.csv) +
             ".png";
  }
  return o;
}

// A text of --only or --not names a case when the case's name or group
// contains it; a text ending in '$' only the case of exactly that name
// ("ock-dma-05-double-buffer wg1$" without wg16 and wg1024).
static bool names(const std::string &t, const std::string &name,
                  const std::string &group) {
  if (!t.empty() && t.back() == '$')
    return name == t.substr(0, t.size() - 1);
  return name.find(t) != std::string::npos ||
         group.find(t) != std::string::npos;
}

static bool selected(const Options &o, const std::string &name,
                     const std::string &group) {
  for (const std::string &t : o.not_cases)
    if (names(t, name, group))
      return false;
  if (o.only.empty())
    return true;
  for (const std::string &t : o.only)
    if (names(t, name, group))
      return true;
  return false;
}

// Writes a CSV with `write`, then its plot (none for an empty `png`: a
// part plot_bench.py has no plot for); false when the plot failed.
static bool output(const Options &o, const std::string &csv,
                   const std::string &png, size_t cases, double secs,
                   const std::function<void()> &write) {
  write();
  std::printf("\ncsv: %s (%zu cases in %.1f s)\n", csv.c_str(), cases, secs);
  return o.no_plot || png.empty() || plot(XASYNC_PLOT_SCRIPT, csv, png);
}

int main(int argc, char **argv) {
  Options o = parse(argc, argv);
  // The real-kernel corpus's kernels; its cases point into this list.
  const std::vector<RealKernel> real_list = real_kernels();
  if (o.list_real) {
    for (const RealCase &c : real_cases(real_list))
      if (selected(o, c.name(), "real"))
        std::printf("%s\t%s\t%s\n", c.name().c_str(),
                    c.k->file.empty() ? "tests/kernels/real_own.cl" : c.k->file.c_str(),
                    c.k->kernel.c_str());
    return 0;
  }
  try {
    std::printf("OpenCL devices:\n");
    print_devices(list_devices());
    if (o.list)
      return 0;
    const DeviceInfo info = choose_device(o.device);
    cl_device_type type = 0;
    check(clGetDeviceInfo(info.device, CL_DEVICE_TYPE, sizeof type, &type,
                          nullptr),
          "clGetDeviceInfo");
    const bool gpu = type & CL_DEVICE_TYPE_GPU;
    if (o.size == 0)
      o.size = size_t(gpu ? 256 : 8) << 20;
    if (o.sweep_bytes == 0)
      o.sweep_bytes = size_t(gpu ? 64 : 1) << 20;
    if (o.compute_n == 0)
      o.compute_n = gpu ? 4096 : 512;
    Context ctx(info);
    auto ptx = [&](const char *stem) {
      return o.ptx_dir.empty()
                 ? std::string()
                 : o.ptx_dir + "/" + stem + "." + o.library + ".ptx";
    };
    std::printf("\nbench: device %s (%s)\n", info.label().c_str(),
                info.version.c_str());
    std::printf("bench: kernels %s; %zu MiB buffers, %d warm-up + %d timed "
                "runs (median), work-group %zu\n",
                o.ptx_dir.empty() ? "built from source by the device"
                                  : ("from " + ptx("<kernel>")).c_str(),
                o.size >> 20, o.warmup, o.runs, o.wg);
    if (o.local_pad)
      std::printf("bench: tile kernels' local buffers %zu bytes larger than "
                  "the tile (--local-pad)\n", o.local_pad);
    std::fflush(stdout);

    // What runs: the fixed cases, the compute kernels, the sweep.
    std::vector<TileCase> cases;
    for (const TileCase &c : tile_cases())
      if (selected(o, c.name, c.dims == 2 ? "tile2d" : "tile3d"))
        cases.push_back(c);
    // --baseline: only the tile kernels that need no extension (the
    // stencil, stream, compute and sweep programs use it throughout).
    const bool ext = !o.baseline;
    std::vector<StencilCase> stencils;
    for (const StencilCase &c : stencil_cases())
      if (ext && selected(o, c.name, "stencil"))
        stencils.push_back(c);
    const bool with_stream = ext && selected(o, "stream f32 64x64 x8", "stencil");
    const std::string gemm_name = "sgemm " + std::to_string(o.compute_n),
                      conv_name = "conv9x9 " + std::to_string(o.compute_n);
    const bool with_gemm = ext && selected(o, gemm_name, "compute"),
               with_conv = ext && selected(o, conv_name, "compute");
    std::vector<size_t> sweep;
    for (size_t i = 1; ext && i <= o.sweep; ++i) {
      SweepCase named;
      named.index = i;
      if (selected(o, named.name(), "sweep"))
        sweep.push_back(i);
    }
    if (o.sweep)
      std::printf("bench: sweep seed %llu (repeat with --sweep %zu --seed "
                  "%llu)\n",
                  o.seed, o.sweep, o.seed);
    // The corpus (corpus.h): kernels as users write them; its classic-copy
    // kernels run on a device without the extension too.
    std::vector<CorpusCase> corpus;
    for (const CorpusCase &c : corpus_cases())
      if (selected(o, c.name, "corpus"))
        corpus.push_back(c);
    // The real-kernel corpus (real.h): kernels of public projects, run
    // unmodified, and ours written like them.
    std::vector<RealCase> real;
    for (const RealCase &c : real_cases(real_list))
      if (selected(o, c.name(), "real"))
        real.push_back(c);
    const size_t fixed = cases.size() + stencils.size() + with_stream;
    const size_t count = fixed + with_gemm + with_conv;
    if (count == 0 && sweep.empty() && corpus.empty() && real.empty())
      throw std::runtime_error("no case selected (--only)");

    bool ok = true;
    const auto t0 = std::chrono::steady_clock::now();
    auto seconds = [&t0] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                           t0)
          .count();
    };
    // Registers per kernel for the stencil and compute tables: --registers
    // and the JIT's log (load_logged).
    RegisterSource regs;
    if (!o.registers.empty()) {
      regs.file = parse_registers(read_file(o.registers));
      regs.file_name = o.registers;
    }
    std::vector<Row> rows;
    if (fixed) {
      Program tiles = load_program(ctx, "bench_tiles", ptx("bench_tiles"), o.build_options);
      // The probe file, built with its own folder on the include path (it
      // may include the bench's kernels, tests/kernels).
      std::unique_ptr<Program> probe;
      if (!o.probe_file.empty()) {
        const size_t slash = o.probe_file.rfind('/');
        const std::string dir =
            slash == std::string::npos ? "." : o.probe_file.substr(0, slash);
        probe = std::make_unique<Program>(Program::from_source(
            ctx, read_file(o.probe_file), o.build_options + " -I " + dir));
        for (const std::string &v : o.probe_variants)
          if (!has_kernel(*probe, "tile2d_" + v) &&
              !has_kernel(*probe, "tile3d_" + v) &&
              !has_kernel(*probe, "stencil_" + v) &&
              !has_kernel(*probe, "stream_" + v))
            throw std::runtime_error("--probe: " + o.probe_file +
                                     " has no kernel tile2d_" + v +
                                     ", tile3d_" + v + ", stencil_" + v +
                                     " or stream_" + v);
      }
      for (size_t i = 0; i < cases.size(); ++i)
        rows.push_back(run_tile_case(ctx, tiles, probe.get(), cases[i], o,
                                     i + 1, count));
      if (!stencils.empty()) {
        Program stencil = load_logged(ctx, "bench_stencil", ptx("bench_stencil"),
                                      o.build_options, &regs.jit);
        for (size_t i = 0; i < stencils.size(); ++i)
          rows.push_back(run_stencil(ctx, stencil, probe.get(), stencils[i],
                                     o, cases.size() + i + 1, count));
      }
      if (with_stream) {
        Program stream = load_program(ctx, "bench_stream", ptx("bench_stream"), o.build_options);
        rows.push_back(run_stream(ctx, stream, probe.get(), o, fixed, count));
      }
      print_tables(rows, regs);
      for (const Row &r : rows)
        ok &= r.verified;
      ok &= output(o, o.csv, o.plot, rows.size(), seconds(),
                   [&] { write_csv(o.csv, info.label(), rows); });
    }

    if (!corpus.empty()) {
      Program p = load_program(ctx, "bench_corpus", ptx("bench_corpus"),
                               o.build_options);
      std::vector<Row> crows;
      for (size_t i = 0; i < corpus.size(); ++i)
        crows.push_back(run_corpus_case(ctx, p, corpus[i], o, i + 1,
                                        corpus.size()));
      print_corpus(crows);
      for (const Row &r : crows)
        ok &= r.verified;
      const std::string csv = with_part(o.csv, "corpus");
      ok &= output(o, csv, "", crows.size(), seconds(),
                   [&] { write_csv(csv, info.label(), crows); });
    }

    if (!real.empty()) {
      const std::vector<Row> rrows = run_real(ctx, o, real);
      for (const Row &r : rrows)
        ok &= r.verified;
      const std::string csv = with_part(o.csv, "real");
      ok &= output(o, csv, rrows.empty() ? "" : with_part(o.plot, "real"), rrows.size(), seconds(),
                   [&] { write_csv(csv, info.label(), rrows); });
    }

    std::vector<ComputeRow> compute;
    if (with_gemm || with_conv) {
      if (with_gemm) {
        Program p = load_logged(ctx, "bench_gemm", ptx("bench_gemm"),
                                o.build_options, &regs.jit);
        compute.push_back(run_gemm(ctx, p, o, fixed + 1, count));
      }
      if (with_conv) {
        Program p = load_logged(ctx, "bench_conv", ptx("bench_conv"),
                                o.build_options, &regs.jit);
        compute.push_back(run_conv(ctx, p, o, count, count));
      }
      print_compute(compute, regs);
      for (const ComputeRow &r : compute)
        ok &= r.verified;
      const std::string csv = with_part(o.csv, "compute");
      ok &= output(o, csv, with_part(o.plot, "compute"), compute.size(),
                   seconds(), [&] {
                     write_compute_csv(csv, info.label(), compute, regs);
                   });
    }

    if (!sweep.empty()) {
      Program p = load_program(ctx, "bench_sweep", ptx("bench_sweep"), o.build_options);
      const auto results = run_sweep(ctx, p, o, sweep);
      cl_uint cus = 0;
      check(clGetDeviceInfo(ctx.info().device, CL_DEVICE_MAX_COMPUTE_UNITS,
                            sizeof cus, &cus, nullptr),
            "clGetDeviceInfo");
      print_sweep(results, o.seed, o.sweep, cus);
      for (const SweepResult &r : results)
        ok &= r.verified;
      const std::string csv = with_part(o.csv, "sweep");
      ok &= output(o, csv, with_part(o.plot, "sweep"), results.size(),
                   seconds(),
                   [&] { write_sweep_csv(csv, info.label(), results); });
    }

    if (!ok)
      std::fprintf(stderr, "bench: FAILED (wrong output or plot error)\n");
    return ok ? 0 : 1;
  } catch (const std::exception &e) {
    std::fprintf(stderr, "bench: %s\n", e.what());
    return 1;
  }
}
