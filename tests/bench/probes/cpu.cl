// The CPU probes in one program, for one --probe option
// (scripts/bench-pocl-compare.sh): cpu_rows.cl's row copies and ceiling,
// cpu_stencil.cl's and cpu_stream.cl's hand-written double buffering.
#include "cpu_rows.cl"
#include "cpu_stencil.cl"
#include "cpu_stream.cl"
