#!/usr/bin/env bash
# Intel's CPU OpenCL runtime (PyPI, scripts/install-intel-cpu-rt.sh) with
# and without xasync: the bench through the loader layer with its default
# source form for this runtime (rows: each line one call of the runtime's
# own copy), then with the generic form (xasync's own engine and classic
# copies), then without the layer (--baseline: the runtime's own
# async_work_group_copy), and two tables of the kernels both runs of a pair
# ran: rows over native, rows over generic.  The counterpart of the pocl
# comparison (bench-pocl-compare.sh).
#   scripts/bench-intel-cpu-compare.sh [OUTDIR] [bench options...]
# Writes OUTDIR/bench-intel-cpu{,-generic,-native}.{txt,csv} (a plot of the
# first), compare-intel-cpu.{txt,csv} and compare-intel-cpu-forms.{txt,csv}
# (default OUTDIR: docs/results/intel-cpu).
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
dev="Intel(R) OpenCL"
(cd "$out" && OPENCL_LAYERS=$layer "$bench" --device "$dev" --csv bench-intel-cpu.csv "$@" \
   2>bench-intel-cpu.err | tee bench-intel-cpu.txt)
(cd "$out" && OPENCL_LAYERS=$layer XASYNC_LAYER_DEVICES='icd=*/libintelocl.so*,source=generic' \
   "$bench" --device "$dev" --no-plot --csv bench-intel-cpu-generic.csv "$@" \
   2>bench-intel-cpu-generic.err | tee bench-intel-cpu-generic.txt)
(cd "$out" && OPENCL_LAYERS= "$bench" --device "$dev" --baseline --no-plot \
   --csv bench-intel-cpu-native.csv "$@" 2>bench-intel-cpu-native.err | tee bench-intel-cpu-native.txt)
python3 "$root/scripts/bench_compare.py" "$out/bench-intel-cpu.csv" "$out/bench-intel-cpu-native.csv" \
  --names rows,native --csv "$out/compare-intel-cpu.csv" | tee "$out/compare-intel-cpu.txt"
python3 "$root/scripts/bench_compare.py" "$out/bench-intel-cpu.csv" "$out/bench-intel-cpu-generic.csv" \
  --names rows,generic --csv "$out/compare-intel-cpu-forms.csv" | tee "$out/compare-intel-cpu-forms.txt"
