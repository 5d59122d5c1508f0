// Runs batches of configurations on a device, one work-group per
// configuration, and checks every slice of every buffer against the
// reference model: copied bytes must match, every other byte (guard bands,
// gaps between lines and planes, the other buffer, the guard slices at both
// ends) must be untouched.
#pragma once
#include "cases.h"
#include "cl_harness.h"

#include <cstddef>
#include <vector>

namespace xasync::conformance {

struct Tally {
  size_t configs = 0;
  size_t failed = 0;          // configurations with any wrong byte
  size_t wrong_bytes = 0;     // destination bytes with the wrong value
  size_t guard_violations = 0; // bytes written outside the destination
  size_t guard_slices = 0;     // changed guard slices (around a batch)
  void operator+=(const Tally &o) {
    configs += o.configs;
    failed += o.failed;
    guard_slices += o.guard_slices;
    wrong_bytes += o.wrong_bytes;
    guard_violations += o.guard_violations;
  }
};

class Runner {
public:
  Runner(const Context &ctx, const Program &program, Layout layout);
  Tally run(const std::vector<Config> &batch, const std::vector<size_t> &local);
  // Largest work-group the conformance kernel can run with on this device.
  size_t max_work_group() const { return max_wg_; }

private:
  const Context &ctx_;
  Kernel kernel_;
  Layout layout_;
  size_t max_wg_;
  uint64_t batch_no_ = 0;
};

// Every work-group shape runs the systematic cases and its share of the
// random sweep (sweep case i goes to shape i mod shapes), in batches, and
// prints one line per shape; shapes over the kernel's limit are skipped.
Tally run_shapes(Runner &runner, const std::vector<std::vector<size_t>> &shapes,
                 const std::vector<Config> &systematic,
                 const std::vector<Config> &sweep);

} // namespace xasync::conformance
