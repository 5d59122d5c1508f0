// The compute kernels' output: table on stdout, CSV.
#include "compute.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace xasync::bench {

namespace {

std::string registers(const Registers &regs, const std::string &kernel) {
  auto it = regs.find(kernel);
  return it == regs.end() ? "" : std::to_string(it->second);
}

std::string cell(const std::string &s) { return s.empty() ? "-" : s; }

std::string ratio_cell(double v) {
  if (v <= 0)
    return "-";
  char s[32];
  std::snprintf(s, sizeof s, "%.3f", v);
  return s;
}

} // namespace

void print_compute(const std::vector<ComputeRow> &rows,
                   const RegisterSource &regs) {
  if (rows.empty())
    return;
  std::printf("\nCompute kernels; GFLOP/s = flops / median time; x/hand = "
              "speed over the hand-written cooperative load;\nx/twin = async "
              "over hand-cpasync, sync over sync-cpasync (its raw cp.async "
              "twin, sm_80+ PTX); lim-* = the twin plus the\ncontract's "
              "run-time work by hand (bench_gemm.cl, bench_conv.cl), over its "
              "twin;\n"
              "registers per "
              "work-item: ptxas = %s, jit = the OpenCL driver's build log\n",
              regs.file_name.empty()
                  ? "none given (--registers FILE, scripts/ptxas-registers.sh)"
                  : regs.file_name.c_str());
  std::printf("%-16s %-12s %-22s %10s %10s %8s %8s %6s %6s\n", "case",
              "variant", "kernel", "median ms", "GFLOP/s", "x/hand", "x/twin",
              "ptxas", "jit");
  for (const ComputeRow &r : rows) {
    for (const ComputeResult &x : r.results)
      std::printf("%-16s %-12s %-22s %10.3f %10.1f %8.3f %8s %6s %6s\n",
                  r.name.c_str(), x.variant.c_str(), x.kernel.c_str(),
                  x.t.median * 1e3, x.gflops(), r.ratio_hand(x),
                  ratio_cell(r.ratio_twin(x)).c_str(),
                  cell(registers(regs.file, x.kernel)).c_str(),
                  cell(registers(regs.jit, x.kernel)).c_str());
    if (!r.verified)
      std::printf("%-16s WRONG OUTPUT\n", r.name.c_str());
    std::printf("%-16s (%s)\n", "", r.detail.c_str());
  }
  std::fflush(stdout);
}

void write_compute_csv(const std::string &path, const std::string &device,
                       const std::vector<ComputeRow> &rows,
                       const RegisterSource &regs) {
  std::ofstream f(path);
  if (!f)
    throw std::runtime_error("cannot write " + path);
  f << "device,case,n,variant,kernel,flops,runs,median_s,min_s,gflops,"
       "ratio_hand,registers_ptxas,registers_jit,verified,ratio_twin\n";
  std::string dev = device;
  for (char &c : dev)
    if (c == ',' || c == '"')
      c = ' ';
  for (const ComputeRow &r : rows)
    for (const ComputeResult &x : r.results) {
      char line[512];
      std::snprintf(line, sizeof line,
                    "%s,%s,%zu,%s,%s,%.0f,%d,%.9g,%.9g,%.2f,%.4f,%s,%s,%d,"
                    "%.4f\n",
                    dev.c_str(), r.name.c_str(), r.n, x.variant.c_str(),
                    x.kernel.c_str(), x.flops, x.t.runs, x.t.median, x.t.min,
                    x.gflops(), r.ratio_hand(x),
                    registers(regs.file, x.kernel).c_str(),
                    registers(regs.jit, x.kernel).c_str(), r.verified ? 1 : 0,
                    r.ratio_twin(x));
      f << line;
    }
  if (!f)
    throw std::runtime_error("error writing " + path);
}

} // namespace xasync::bench
