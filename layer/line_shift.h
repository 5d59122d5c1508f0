// Build logs of programs the layer prefixed, for drivers whose diagnostics
// ignore the prelude's closing `#line 1` (NVIDIA's, "<kernel>:N:", and
// Oclgrind's, "input.cl:N:": docs/source-mode.md, "User line numbers"):
// their lines count the prelude's as well.
#pragma once
#include <string>

namespace xasync_layer {

// `log` with every "<file>N:" (`file` is the driver's name for the program
// with its colon, "<kernel>:") whose N is past the prelude's `lines` lines
// renumbered N - lines (the user's own line); other text unchanged.
std::string shift_kernel_lines(const std::string &log, unsigned long lines,
                               const std::string &file = "<kernel>:");

// The number of lines of a prelude text (its newlines).
unsigned long prelude_lines(const char *prelude);

} // namespace xasync_layer
