// Tile round-trip cases (global -> local -> global through one tile per
// work-group): xasync 2D2D/3D3D, one async_work_group_copy per line, a
// hand-written per-element loop, and clEnqueueCopyBuffer of the same bytes.
#pragma once
#include "bench.h"

namespace xasync::bench {

struct TileCase {
  std::string name;
  int dims;                 // 2: 2D2D tiles of a matrix, 3: 3D3D bricks
  size_t elem;              // bytes per element
  size_t tw, th, td;        // tile in elements (td = 1 for 2D)
  size_t offset = 0;        // elements before the matrix (misaligned start)
  size_t pad = 0;           // extra elements per line (and per plane)
};

std::vector<TileCase> tile_cases();

// Runs and verifies every variant of `c` on buffers of about `bytes` bytes,
// side by side with o.probe_variants from `probe` (when not null).
// Row::verified is false when any variant copied wrongly.
Row run_tile_case(const Context &ctx, const Program &program,
                  const Program *probe, const TileCase &c, const Options &o,
                  size_t index, size_t count);

} // namespace xasync::bench
