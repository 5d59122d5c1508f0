// xasync benchmark: tile round trips (global -> local -> global) with the
// xasync 2D2D/3D3D builtins, one async_work_group_copy per line, two
// hand-written loops (whole elements; whole lines in the widest unit), and
// clEnqueueCopyBuffer as the limit; plus
// a double-buffered tiled stencil, async against sync.  Every kernel's
// output is verified once; a wrong copy makes the exit status non-zero.
// Prints tables, writes a CSV and a PNG plot (scripts/plot_bench.py).
#include "bench.h"
#include "report.h"
#include "stencil.h"
#include "stream.h"
#include "tiles.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>

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
    "  --only TEXT        run only the cases whose name contains TEXT\n"
    "  --build-options S  clBuildProgram options for all kernels (e.g.\n"
    "                     -cl-nv-maxrregcount=32 on NVIDIA)\n"
    "  --skip LIST        tile variants not to run, comma-separated\n"
    "  --baseline         device without the extension (e.g. the system pocl):\n"
    "                     only the kernels that need none (per-line, strided,\n"
    "                     per-element, hand-wide); scripts/bench-pocl-compare.sh\n"
    "                     (xasync, per-line, per-element, hand-wide)\n"
    "  --quick            2 MiB, 3 runs, 1 warm-up: a correctness smoke run\n"
    "  --csv PATH         CSV output (default bench_results.csv)\n"
    "  --plot PATH        PNG output (default: the CSV path with .png)\n"
    "  --no-plot          do not run the plot script\n"
    "  --inject-error     self-test: tile kernels copy one line too few, so\n"
    "                     verification must fail (exit status 1)\n";

static Options parse(int argc, char **argv) {
  Options o;
  long size_mib = -1;
  bool runs_set = false, warmup_set = false;
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
    else if (!std::strcmp(a, "--only")) o.only = next();
    else if (!std::strcmp(a, "--skip")) o.skip = "," + std::string(next()) + ",";
    else if (!std::strcmp(a, "--quick")) o.quick = true;
    else if (!std::strcmp(a, "--csv")) o.csv = next();
    else if (!std::strcmp(a, "--plot")) o.plot = next();
    else if (!std::strcmp(a, "--no-plot")) o.no_plot = true;
    else if (!std::strcmp(a, "--inject-error")) o.inject_error = true;
    else if (!std::strcmp(a, "--baseline")) o.baseline = true;
    else {
      std::fprintf(stderr, "unknown option %s\n%s", a, kUsage);
      std::exit(2);
    }
  }
  if (o.quick) {
    if (size_mib < 0) size_mib = 2;
    if (!runs_set) o.runs = 3;
    if (!warmup_set) o.warmup = 1;
  }
  if (size_mib == 0 || o.runs < 1 || o.warmup < 0 || o.wg == 0) {
    std::fprintf(stderr, "invalid --size/--runs/--warmup/--wg\n%s", kUsage);
    std::exit(2);
  }
  o.size = size_mib > 0 ? size_t(size_mib) << 20 : 0;
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

static bool selected(const Options &o, const std::string &name) {
  return o.only.empty() || name.find(o.only) != std::string::npos;
}

int main(int argc, char **argv) {
  Options o = parse(argc, argv);
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
    if (o.size == 0)
      o.size = size_t(type & CL_DEVICE_TYPE_GPU ? 256 : 8) << 20;
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
    std::fflush(stdout);

    const auto t0 = std::chrono::steady_clock::now();
    Program tiles = load_program(ctx, "bench_tiles", ptx("bench_tiles"), o.build_options);
    // The stencil and stream programs need the extension throughout.
    std::optional<Program> stencil, stream;
    if (!o.baseline) {
      stencil.emplace(load_program(ctx, "bench_stencil", ptx("bench_stencil"), o.build_options));
      stream.emplace(load_program(ctx, "bench_stream", ptx("bench_stream"), o.build_options));
    }

    std::vector<TileCase> cases;
    for (const TileCase &c : tile_cases())
      if (selected(o, c.name))
        cases.push_back(c);
    std::vector<StencilCase> stencils;
    for (const StencilCase &c : stencil_cases())
      if (stencil && selected(o, c.name))
        stencils.push_back(c);
    const bool with_stream = stream && selected(o, "stream f32 64x64 x8");
    const size_t count = cases.size() + stencils.size() + with_stream;
    std::vector<Row> rows;
    for (size_t i = 0; i < cases.size(); ++i)
      rows.push_back(run_tile_case(ctx, tiles, cases[i], o, i + 1, count));
    for (size_t i = 0; i < stencils.size(); ++i)
      rows.push_back(run_stencil(ctx, *stencil, stencils[i], o,
                                 cases.size() + i + 1, count));
    if (with_stream)
      rows.push_back(run_stream(ctx, *stream, o, count, count));
    const double secs = std::chrono::duration<double>(
                            std::chrono::steady_clock::now() - t0)
                            .count();

    print_tables(rows);
    write_csv(o.csv, info.label(), rows);
    std::printf("\ncsv: %s (%zu cases in %.1f s)\n", o.csv.c_str(), rows.size(),
                secs);
    bool ok = true;
    for (const Row &r : rows)
      ok &= r.verified;
    if (!o.no_plot && !plot(XASYNC_PLOT_SCRIPT, o.csv, o.plot))
      ok = false;
    if (!ok)
      std::fprintf(stderr, "bench: FAILED (wrong output or plot error)\n");
    return ok ? 0 : 1;
  } catch (const std::exception &e) {
    std::fprintf(stderr, "bench: %s\n", e.what());
    return 1;
  }
}
