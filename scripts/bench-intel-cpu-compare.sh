#!/usr/bin/env bash
# Intel's CPU OpenCL runtime (PyPI, scripts/install-intel-cpu-rt.sh) with
# and without xasync, in ROUNDS alternating rounds (default 3;
# XASYNC_COMPARE_ROUNDS): each round runs the bench through the loader
# layer with its default source form for this runtime (rows: each line one
# call of the runtime's own copy) and without the layer (--baseline: the
# runtime's own async_work_group_copy); then once with the generic form
# (xasync's own engine and classic copies).  Tables: rows over native and
# rows over generic (scripts/bench_compare.py, each case/variant from its
# fastest round), and the corpus's goals, layer over no layer
# (scripts/corpus_goals.py: medians of the rounds' ratios, control band).
# The counterpart of the pocl comparison (bench-pocl-compare.sh).
#   scripts/bench-intel-cpu-compare.sh [OUTDIR] [bench options...]
# Writes OUTDIR/bench-intel-cpu{,-generic,-native}.{txt,csv} (the last
# round; a plot of the first), rounds/, compare-intel-cpu.{txt,csv},
# compare-intel-cpu-forms.{txt,csv} and goals-corpus.txt (default OUTDIR:
# docs/results/intel-cpu).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
out=${1:-$root/docs/results/intel-cpu}
shift || true
bench=$build/tests/bench layer=$build/lib/libxasync-layer.so
vendors=$root/.venv-intel-cpu/vendors
for f in "$bench" "$layer" "$vendors/intel-cpu.icd"; do
  [ -e "$f" ] || { echo "bench-intel-cpu-compare: missing $f (scripts/build.sh, scripts/install-intel-cpu-rt.sh)" >&2; exit 1; }
done
mkdir -p "$out"
out=$(cd "$out" && pwd)
export OCL_ICD_VENDORS=$vendors
# The real-kernel corpus has its own comparison (bench-real-compare.sh
# intel-cpu), which survives a compiler abort.
set -- --not real "$@"
dev="Intel(R) OpenCL"
rounds=${XASYNC_COMPARE_ROUNDS:-3}
mkdir -p "$out/rounds"
rm -f "$out"/rounds/*.csv "$out"/bench-intel-cpu*.csv
cnew=() cold=()
join() { local IFS=,; echo "$*"; }
for r in $(seq "$rounds"); do
  echo "bench-intel-cpu-compare: round $r of $rounds" >&2
  (cd "$out" && OPENCL_LAYERS=$layer "$bench" --device "$dev" --csv bench-intel-cpu.csv "$@" \
     2>bench-intel-cpu.err >bench-intel-cpu.txt)
  (cd "$out" && OPENCL_LAYERS= "$bench" --device "$dev" --baseline --no-plot \
     --csv bench-intel-cpu-native.csv "$@" 2>bench-intel-cpu-native.err >bench-intel-cpu-native.txt)
  if [ -f "$out/bench-intel-cpu-corpus.csv" ]; then
    cp "$out/bench-intel-cpu-corpus.csv" "$out/rounds/layer-corpus-$r.csv"
    cp "$out/bench-intel-cpu-native-corpus.csv" "$out/rounds/native-corpus-$r.csv"
    cnew+=("$out/rounds/layer-corpus-$r.csv") cold+=("$out/rounds/native-corpus-$r.csv")
  fi
done
cat "$out/bench-intel-cpu.txt"
(cd "$out" && OPENCL_LAYERS=$layer XASYNC_LAYER_DEVICES='icd=*/libintelocl.so*,source=generic' \
   "$bench" --device "$dev" --no-plot --csv bench-intel-cpu-generic.csv "$@" \
   2>bench-intel-cpu-generic.err >bench-intel-cpu-generic.txt)
if [ -f "$out/bench-intel-cpu.csv" ]; then
  python3 "$root/scripts/bench_compare.py" "$out/bench-intel-cpu.csv" "$out/bench-intel-cpu-native.csv" \
    --names rows,native --csv "$out/compare-intel-cpu.csv" | tee "$out/compare-intel-cpu.txt"
  python3 "$root/scripts/bench_compare.py" "$out/bench-intel-cpu.csv" "$out/bench-intel-cpu-generic.csv" \
    --names rows,generic --csv "$out/compare-intel-cpu-forms.csv" | tee "$out/compare-intel-cpu-forms.txt"
fi
if [ ${#cnew[@]} -gt 0 ]; then
  echo
  python3 "$root/scripts/corpus_goals.py" "$(join "${cnew[@]}")" "$(join "${cold[@]}")" \
    --names layer,native | tee "$out/goals-corpus.txt"
fi
