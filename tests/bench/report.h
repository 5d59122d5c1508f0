// Output of the benchmark: tables on stdout, the CSV, and the PNG plot made
// by scripts/plot_bench.py (when python3 with matplotlib is found).
#pragma once
#include "bench.h"
#include "compute.h"

namespace xasync::bench {

// `regs`: registers of the stencil's kernels, printed under its table.
void print_tables(const std::vector<Row> &rows, const RegisterSource &regs);

void write_csv(const std::string &path, const std::string &device,
               const std::vector<Row> &rows);

// Returns false when the plot script was run and failed.
bool plot(const std::string &script, const std::string &csv,
          const std::string &png);

} // namespace xasync::bench
