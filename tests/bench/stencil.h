// Double-buffered tiled 5-point stencil: async (copy of tile k+1 in flight
// while tile k is computed) against its synchronous twin and, in PTX for
// sm_80+, both against their raw cp.async twins (cpasync, sync-cpasync:
// the mechanism's limit), all verified against a host reference once.  Two launches: many groups of 8 tiles
// (occupancy hides latency), and a persistent one (a few groups per compute
// unit, long runs of tiles: latency is the async copy's to hide).
#pragma once
#include "bench.h"

namespace xasync::bench {

// tiles_per_group 0: persistent launch, about Options::groups_per_cu
// work-groups per compute unit, each walking a long run of tiles.
struct StencilCase {
  std::string name;
  size_t th;              // output lines per tile (64 columns)
  size_t tiles_per_group; // 0: persistent
};
std::vector<StencilCase> stencil_cases();

// With `probe` (not null): also the --probe variants V of which it has a
// kernel stencil_V (the stencil kernels' arguments, two local tiles).
Row run_stencil(const Context &ctx, const Program &program,
                const Program *probe, const StencilCase &c, const Options &o,
                size_t index, size_t count);

} // namespace xasync::bench
