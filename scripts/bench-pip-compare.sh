#!/usr/bin/env bash
# The pip path against the overlay on pocl (docs/install.md): the bench's
# CPU tiles and corpus on the pocl overlay (xasync's library in pocl's
# kernel library) and on the system pocl through the installed wheel's
# xasync-run (the layer's rows source form, no overlay), in ROUNDS
# alternating rounds (default 3; XASYNC_COMPARE_ROUNDS), then one table
# per part, pip over overlay, each case/variant from its fastest round on
# each side (this 2-core machine's bandwidth moves between processes).
#   scripts/bench-pip-compare.sh VENV OUTDIR [bench options...]
# VENV: a virtual environment with the xasync wheel installed (the tests
# make one in build/tests/package/venv).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
venv=$(cd "$1" && pwd) out=$2
shift 2
rounds=${XASYNC_COMPARE_ROUNDS:-3}
bench=$build/tests/bench
[ -x "$bench" ] || { echo "bench-pip-compare: build first (no $bench)" >&2; exit 1; }
[ -x "$venv/bin/xasync-run" ] || { echo "bench-pip-compare: no xasync-run in $venv" >&2; exit 1; }
mkdir -p "$out/rounds"
out=$(cd "$out" && pwd)
rm -f "$out"/rounds/*.csv
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
set -- --only tile2d,tile3d,corpus --no-plot "$@"
new=() old=() cnew=() cold=()
for r in $(seq "$rounds"); do
  echo "bench-pip-compare: round $r of $rounds" >&2
  (
    source "$build/pocl-overlay/env.sh"
    cd "$out" && "$bench" --device pocl --csv overlay.csv "$@" >overlay.txt 2>overlay.err
  ) || { tail -5 "$out/overlay.err" >&2; exit 1; }
  (
    unset OCL_ICD_VENDORS OPENCL_LAYERS XASYNC_LAYER_DEVICES
    export POCL_CACHE_DIR=$cache
    cd "$out" && "$venv/bin/xasync-run" "$bench" --device pocl --csv pip.csv "$@" \
      >pip.txt 2>pip.err
  ) || { tail -5 "$out/pip.err" >&2; exit 1; }
  for part in "" -corpus; do
    cp "$out/overlay$part.csv" "$out/rounds/overlay$part-$r.csv"
    cp "$out/pip$part.csv" "$out/rounds/pip$part-$r.csv"
  done
  new+=("$out/rounds/pip-$r.csv") old+=("$out/rounds/overlay-$r.csv")
  cnew+=("$out/rounds/pip-corpus-$r.csv") cold+=("$out/rounds/overlay-corpus-$r.csv")
done
join() { local IFS=,; echo "$*"; }
echo "pip path (system pocl, rows form) over the overlay, tiles, $rounds alternating rounds:"
python3 "$root/scripts/bench_compare.py" "$(join "${new[@]}")" "$(join "${old[@]}")" \
  --names pip,overlay --csv "$out/compare-pip-tiles.csv" | tee "$out/compare-pip-tiles.txt"
echo
echo "pip path over the overlay, corpus:"
python3 "$root/scripts/bench_compare.py" "$(join "${cnew[@]}")" "$(join "${cold[@]}")" \
  --names pip,overlay --csv "$out/compare-pip-corpus.csv" | tee "$out/compare-pip-corpus.txt"
