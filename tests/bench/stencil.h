// Double-buffered tiled 5-point stencil: async (copy of tile k+1 in flight
// while tile k is computed) against its synchronous twin, both verified
// against a host reference once.
#pragma once
#include "bench.h"

namespace xasync::bench {

Row run_stencil(const Context &ctx, const Program &program, const Options &o,
                size_t index, size_t count);

} // namespace xasync::bench
