// The corpus: tile kernels written the way users write them
// (tests/kernels/bench_corpus.cl): chained classic copies in the kernel
// body with constant and run-time trip counts, tiles declared in the
// kernel or passed as `local` arguments, float, float4, uchar and a 3-byte
// struct, copies issued from a non-inlined helper, a wait after each copy,
// strided copies, prefetch, a compute loop around the copies, work-groups
// of 1, 64 and 256, and beside them the same tiles with one 2D2D/3D3D call.
// Each case is one tile geometry at one work-group size; its variants are
// timed side by side with clEnqueueCopyBuffer and verified byte for byte.
#pragma once
#include "bench.h"

namespace xasync::bench {

struct CorpusVariant {
  std::string label;  // the variant's name in tables and CSVs
  std::string kernel; // kernel in bench_corpus.cl
  size_t local = 0;   // bytes of its `local` tile argument; 0: none
  bool ext = false;   // needs cl_khr_extended_async_copies
  // pocl 3.1 computes this kernel wrongly with or without xasync (the
  // system pocl's own copies fail it too): skipped on pocl, with a note.
  bool pocl_miscompiles = false;
};

struct CorpusCase {
  std::string name;
  int dims = 2;
  size_t elem = 4, tw = 64, th = 64, td = 1; // the tile, as the kernels fix it
  size_t wg = 256;
  size_t tiles_per_group = 1;
  bool plus1 = false; // output: every 32-bit word + 1 (the compute kernels)
  std::vector<CorpusVariant> variants;
};

std::vector<CorpusCase> corpus_cases();

// Runs, verifies and times every variant of `c` (without the extension's
// variants under --baseline).
Row run_corpus_case(const Context &ctx, const Program &program,
                    const CorpusCase &c, const Options &o, size_t index,
                    size_t count);

// The corpus table: per case and variant, GB/s, over clEnqueueCopyBuffer,
// and over the case's best classic-copy variant.
void print_corpus(const std::vector<Row> &rows);

} // namespace xasync::bench
