#!/usr/bin/env bash
# pocl with and without xasync, side by side: the benchmark once on the
# overlay (xasync's library in pocl's kernel library) and once, with
# --baseline, on the system pocl (pocl's own classic copies), then one table
# of the kernels both can run (per-line, strided, per-element, hand-wide),
# overlay over system.  Two processes: the two pocl builds cannot share one.
#   scripts/bench-pocl-compare.sh [OUTDIR] [bench options...]
# Writes OUTDIR/bench-pocl.{txt,csv,png}, bench-pocl-system.{txt,csv} and
# compare-pocl.{txt,csv} (default OUTDIR: docs/results/pocl).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
out=${1:-$root/docs/results/pocl}
shift || true
bench=$build/tests/bench
[ -x "$bench" ] || { echo "bench-pocl-compare: build first (no $bench)" >&2; exit 1; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
(
  source "$build/pocl-overlay/env.sh"
  cd "$out" && "$bench" --device pocl --csv bench-pocl.csv "$@" 2>bench-pocl.err | tee bench-pocl.txt
)
# The system pocl: the default ICD list, a cache of its own (kernels cached
# by the overlay carry xasync's library).
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
(
  unset OCL_ICD_VENDORS OPENCL_LAYERS
  export POCL_CACHE_DIR=$cache
  cd "$out" && "$bench" --device pocl --baseline --no-plot --csv bench-pocl-system.csv "$@" \
    2>bench-pocl-system.err | tee bench-pocl-system.txt
)
python3 "$root/scripts/bench_compare.py" "$out/bench-pocl.csv" "$out/bench-pocl-system.csv" \
  --csv "$out/compare-pocl.csv" | tee "$out/compare-pocl.txt"
