#!/usr/bin/env bash
# pocl with and without xasync, side by side: the benchmark on the overlay
# (xasync's library in pocl's kernel library) and, with --baseline, on the
# system pocl (pocl's own classic copies), in ROUNDS alternating rounds
# (default 3; XASYNC_COMPARE_ROUNDS), then one table of the kernels both can
# run (per-line, strided, per-element, hand-wide, direct), overlay over
# system, each case/variant from its fastest round on each side (this
# 2-core machine's bandwidth moves by 2x between processes; docs/pocl.md).
# Two processes per round: the two pocl builds cannot share one.
#   scripts/bench-pocl-compare.sh [OUTDIR] [bench options...]
# Both sides run 64 MiB buffers (larger than this machine's 32 MiB L3, so
# copies come from memory, as a real tiled kernel's do; a later --size
# overrides) and the CPU probes (tests/bench/probes/cpu.cl: the one-pass
# ceiling direct_rows, the hand-written stencil and stream twins).
# Writes OUTDIR/bench-pocl.{txt,csv,png} (the last overlay round),
# bench-pocl-system.{txt,csv} (the last system round), the rounds'
# CSVs under OUTDIR/rounds/, compare-pocl.{txt,csv}, and goals-pocl.txt
# (scripts/pocl_goals.py: issue 11's goals, every round and the median)
# (default OUTDIR: docs/results/pocl).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
out=${1:-$root/docs/results/pocl}
shift || true
rounds=${XASYNC_COMPARE_ROUNDS:-3}
bench=$build/tests/bench
[ -x "$bench" ] || { echo "bench-pocl-compare: build first (no $bench)" >&2; exit 1; }
mkdir -p "$out/rounds"
out=$(cd "$out" && pwd)
rm -f "$out"/rounds/*.csv
# The system pocl: the default ICD list, a cache of its own (kernels cached
# by the overlay carry xasync's library).
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
# The system side has no extension, hence no stencils: its probe is the
# ceiling only.
probe=$root/tests/bench/probes/cpu.cl
# The real-kernel corpus has its own comparison (bench-real-compare.sh),
# which survives the system pocl's compiler aborting on two of its kernels.
set -- --size 64 --not real "$@"
# A failed bench run stops the comparison with its last words.
failed() {
  echo "bench-pocl-compare: the $1 run failed ($out/$2):" >&2
  tail -5 "$out/$2" >&2
  exit 1
}
new=() old=() cnew=() cold=()
rm -f "$out"/bench-pocl.csv "$out"/bench-pocl-system.csv "$out"/bench-pocl-corpus.csv "$out"/bench-pocl-system-corpus.csv
for r in $(seq "$rounds"); do
  echo "bench-pocl-compare: round $r of $rounds" >&2
  (
    source "$build/pocl-overlay/env.sh"
    cd "$out" && "$bench" --device pocl --csv bench-pocl.csv \
      --probe "$probe:direct_rows,hand_async,hand_sync" "$@" 2>bench-pocl.err >bench-pocl.txt
  ) || failed overlay bench-pocl.err
  (
    unset OCL_ICD_VENDORS OPENCL_LAYERS
    export POCL_CACHE_DIR=$cache
    cd "$out" && "$bench" --device pocl --baseline --no-plot --csv bench-pocl-system.csv \
      --probe "$probe:direct_rows" "$@" \
      2>bench-pocl-system.err >bench-pocl-system.txt
  ) || failed "system pocl" bench-pocl-system.err
  # Either part may be absent (--only): the fixed cases, the corpus.
  if [ -f "$out/bench-pocl.csv" ]; then
    cp "$out/bench-pocl.csv" "$out/rounds/overlay-$r.csv"
    cp "$out/bench-pocl-system.csv" "$out/rounds/system-$r.csv"
    new+=("$out/rounds/overlay-$r.csv") old+=("$out/rounds/system-$r.csv")
  fi
  if [ -f "$out/bench-pocl-corpus.csv" ]; then
    cp "$out/bench-pocl-corpus.csv" "$out/rounds/overlay-corpus-$r.csv"
    cp "$out/bench-pocl-system-corpus.csv" "$out/rounds/system-corpus-$r.csv"
    cnew+=("$out/rounds/overlay-corpus-$r.csv") cold+=("$out/rounds/system-corpus-$r.csv")
  fi
done
cat "$out/bench-pocl.txt"
join() { local IFS=,; echo "$*"; }
if [ ${#new[@]} -gt 0 ]; then
  echo
  echo "overlay over system pocl, $rounds alternating rounds, each case/variant from its fastest round:"
  python3 "$root/scripts/bench_compare.py" "$(join "${new[@]}")" "$(join "${old[@]}")" \
    --csv "$out/compare-pocl.csv" | tee "$out/compare-pocl.txt"
  echo
  python3 "$root/scripts/pocl_goals.py" "$(join "${new[@]}")" "$(join "${old[@]}")" \
    | tee "$out/goals-pocl.txt"
fi
# The corpus (kernels as users write them): issue 33's goals.
if [ ${#cnew[@]} -gt 0 ]; then
  echo
  python3 "$root/scripts/corpus_goals.py" "$(join "${cnew[@]}")" "$(join "${cold[@]}")" \
    | tee "$out/goals-corpus.txt"
fi
