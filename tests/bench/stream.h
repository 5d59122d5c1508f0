// Streaming tile round trip: each work-group moves 8 tiles through two
// local buffers, async (next tile's copy in flight while the current one is
// written out) against sync (every copy waited at once), both verified.
#pragma once
#include "bench.h"

namespace xasync::bench {

// probe: the --probe program, whose stream_V kernels (V from --probe's
// list) run beside async and sync; may be null.
Row run_stream(const Context &ctx, const Program &program,
               const Program *probe, const Options &o, size_t index,
               size_t count);

} // namespace xasync::bench
