// Build logs of programs the layer prefixed, for drivers whose diagnostics
// ignore the prelude's closing `#line 1` (NVIDIA's: docs/source-mode.md,
// "User line numbers"): their lines count the prelude's as well.
#pragma once
#include <string>

namespace xasync_layer {

// `log` with every "<kernel>:N:" whose N is past the prelude's `lines` lines
// renumbered N - lines (the user's own line); other text unchanged.
std::string shift_kernel_lines(const std::string &log, unsigned long lines);

// The number of lines of a prelude text (its newlines).
unsigned long prelude_lines(const char *prelude);

} // namespace xasync_layer
