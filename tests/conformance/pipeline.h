// Pipeline conformance: double/triple-buffered 2D tile streams
// (tests/kernels/pipeline.cl), checking that waiting for tile k makes it
// visible to the whole group while later copies are still in flight.
#pragma once
#include "cl_harness.h"
#include "runner.h"

#include <cstdint>

namespace xasync::conformance {

// Runs `count` random pipelines (seeded) with the given work-group size
// and returns the tally; failures are reported on stdout.
Tally run_pipelines(const Context &ctx, const Program &program, uint64_t seed,
                    size_t count, size_t work_group);

} // namespace xasync::conformance
