#!/usr/bin/env bash
# The real-kernel corpus with xasync against the platform's own copies, in
# ROUNDS alternating rounds (default 5; XASYNC_COMPARE_ROUNDS), the side
# that goes first swapping each round:
#   pocl       the overlay through the layer (xasync's copies; the layer
#              lists the extension, so the 2D2D/3D3D kernels run) against
#              the system pocl (pocl's own copies; a kernel cache of its own)
#   intel-cpu  Intel's CPU runtime (scripts/install-intel-cpu-rt.sh)
#              through the layer (its default rows source form) against the
#              same runtime without the layer
# Each run goes through scripts/bench-real.sh, so a compiler abort costs
# only that case (reported in rounds/*-aborted.txt).  Then
# scripts/real_compare.py: per case the median over rounds of the speed
# ratio, with the spread.
#   scripts/bench-real-compare.sh pocl|intel-cpu [OUTDIR] [bench options...]
# XASYNC_COMPARE_CONTROL=1 adds a third side, the platform's own copies again
# (control-N: an A/A run), and real_compare.py's control band.
# XASYNC_COMPARE_PAIR=1 times the platform's own copies in the xasync run's
# process instead: one run without xasync saves its builds (rounds/own-bin,
# the binaries with the platform's copies compiled in), then each round is
# one xasync run that also loads those and times both, launch by launch in
# alternation, each twice (the bench's --pair, --pair-again); the control
# is the own build over itself in the same process, and
# compare-real-again.{txt,csv} xasync's build over itself.
# XASYNC_COMPARE_IDENTITY=1 (with XASYNC_COMPARE_PAIR=1) adds, each round,
# the identity side: a run without xasync that times its own build against
# the saved one in the same way (identity-N: the platform's copies in
# xasync's place), real_compare.py's identity band for every case, and
# compare-identity.{txt,csv}: the identity side over the saved builds.
# compare-real-iqm.{txt,csv}: the same comparison with each side's time the
# mean of its runs' middle half (real_compare.py --stat iqm).
# Writes OUTDIR/rounds/{xasync,own}-N-real.csv, real-<mode>.txt (the last
# xasync round's table), compare-real.{txt,csv,png} (default OUTDIR:
# docs/results/<pocl|intel-cpu>/real).  The kernels come from
# build/real-kernels (scripts/fetch-real-kernels.sh) and any --real-dir.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
mode=${1:?usage: bench-real-compare.sh pocl|intel-cpu [OUTDIR] [bench options...]}
shift
out=${1:-$root/docs/results/$mode/real}
shift || true
rounds=${XASYNC_COMPARE_ROUNDS:-5}
export XASYNC_BENCH=$build/tests/bench
layer=$build/lib/libxasync-layer.so
for f in "$XASYNC_BENCH" "$layer"; do
  [ -e "$f" ] || { echo "bench-real-compare: missing $f (scripts/build.sh)" >&2; exit 1; }
done
mkdir -p "$out/rounds"
out=$(cd "$out" && pwd)
rm -rf "$out"/rounds/*
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
case "$mode" in
  pocl) dev=pocl ;;
  intel-cpu)
    dev="Intel(R) OpenCL"
    vendors=${XASYNC_INTEL_CPU_VENV:-$root/.venv-intel-cpu}/vendors
    [ -f "$vendors/intel-cpu.icd" ] ||
      { echo "bench-real-compare: no $vendors/intel-cpu.icd (scripts/install-intel-cpu-rt.sh)" >&2; exit 1; } ;;
  *) echo "bench-real-compare: mode pocl or intel-cpu, not $mode" >&2; exit 2 ;;
esac
# side xasync|own ROUND: one run of the corpus; status 1 (a wrong output)
# stops the comparison, an aborted case (3) does not.
side() {
  local who=$1 round=$2 rc=0
  shift 2
  if [ "$mode" = pocl ] && [ "$who" = xasync ]; then
    (source "$build/pocl-overlay/env.sh"
     OPENCL_LAYERS=$layer XASYNC_LAYER_DEVICES= "$root/scripts/bench-real.sh" \
       "$out/rounds/$who-$round.csv" --device "$dev" --no-plot "$@") || rc=$?
  elif [ "$mode" = pocl ]; then
    # own, or control with a kernel cache of its own: the A/A pair compiles
    # as the own side does.
    local kcache=$cache
    [ "$who" = control ] || [ "$who" = identity ] && kcache=$cache/$who
    (unset OCL_ICD_VENDORS OPENCL_LAYERS; export POCL_CACHE_DIR=$kcache
     "$root/scripts/bench-real.sh" "$out/rounds/$who-$round.csv" --device "$dev" --no-plot "$@") || rc=$?
  else
    (export OCL_ICD_VENDORS=$vendors XASYNC_LAYER_DEVICES=
     if [ "$who" = xasync ]; then export OPENCL_LAYERS=$layer; else export OPENCL_LAYERS=; fi
     "$root/scripts/bench-real.sh" "$out/rounds/$who-$round.csv" --device "$dev" --no-plot "$@") || rc=$?
  fi
  return $rc
}
new=() old=() ctl=() again=() ident=()
sides=(xasync own)
[ "${XASYNC_COMPARE_CONTROL:-0}" = 1 ] && sides+=(control)
pair=()
if [ "${XASYNC_COMPARE_PAIR:-0}" = 1 ]; then
  rm -rf "$out/rounds/own-bin"; mkdir -p "$out/rounds/own-bin"
  rc=0
  XASYNC_SAVE_BINARIES=$out/rounds/own-bin side own 0 "$@" >"$out/rounds/own-0.txt" \
    2>"$out/rounds/own-0.err" || rc=$?
  if [ $rc -ne 0 ] && [ $rc -ne 3 ]; then
    echo "bench-real-compare: the run saving the own builds failed ($rc): $out/rounds/own-0.{txt,err}" >&2
    exit 1
  fi
  echo "bench-real-compare ($mode): $(ls "$out/rounds/own-bin" | grep -c '\.bin$') own builds saved" >&2
  sides=(xasync)
  [ "${XASYNC_COMPARE_IDENTITY:-0}" = 1 ] && sides+=(identity)
  pair=(--pair "$out/rounds/own-bin" --pair-again)
  # A case whose own build aborted the compiler runs without it.
  aborted=$("$root/scripts/bench-real.sh" --aborted-cases "$out/rounds/own-0-real-aborted.txt")
  [ -n "$aborted" ] && pair+=(--pair-not "$aborted")
fi
for r in $(seq "$rounds"); do
  echo "bench-real-compare ($mode): round $r of $rounds" >&2
  order=()
  for i in "${!sides[@]}"; do order+=("${sides[$(( (i + r - 1) % ${#sides[@]} ))]}"); done
  for s in "${order[@]}"; do
    rc=0
    side "$s" "$r" ${pair[@]+"${pair[@]}"} "$@" >"$out/rounds/$s-$r.txt" 2>"$out/rounds/$s-$r.err" || rc=$?
    if [ $rc -ne 0 ] && [ $rc -ne 3 ]; then
      echo "bench-real-compare: the $s run of round $r failed ($rc): $out/rounds/$s-$r.{txt,err}" >&2
      tail -5 "$out/rounds/$s-$r.err" >&2
      exit 1
    fi
  done
  new+=("$out/rounds/xasync-$r-real.csv")
  if [ ${#pair[@]} -gt 0 ]; then
    old+=("$out/rounds/xasync-$r-real.csv@own") ctl+=("$out/rounds/xasync-$r-real.csv@own-again")
    again+=("$out/rounds/xasync-$r-real.csv@kernel-again")
    [ "${sides[*]}" = "xasync identity" ] && ident+=("$out/rounds/identity-$r-real.csv")
  else
    old+=("$out/rounds/own-$r-real.csv")
    [ ${#sides[@]} -eq 3 ] && ctl+=("$out/rounds/control-$r-real.csv")
  fi
done
cp "$out/rounds/xasync-$rounds.txt" "$out/real-$mode.txt"
join() { local IFS=,; echo "$*"; }
# The plot needs matplotlib: the first python that has it.
py=python3
for p in ${XASYNC_PYTHON:-} python3 /usr/bin/python3; do
  "$p" -c 'import matplotlib' 2>/dev/null && { py=$p; break; }
done
# The comparison, the same by the interquartile mean, and in pairs the
# overlay's build over itself (scripts/real_compare_sides.sh).
source "$root/scripts/real_compare_sides.sh"
real_compare_sides "$py" "$out/compare-real" xasync,own "$(join "${new[@]}")" \
  "$(join "${old[@]}")" "$(join ${ctl[@]+"${ctl[@]}"})" "$(join ${again[@]+"${again[@]}"})" \
  "$(join ${ident[@]+"${ident[@]}"})"
if [ ${#ident[@]} -gt 0 ]; then
  at() { local f o=(); for f in "${ident[@]}"; do o+=("$f@$1"); done; join "${o[@]}"; }
  real_compare_sides "$py" "$out/compare-identity" identity,own "$(join "${ident[@]}")" \
    "$(at own)" "$(at own-again)" >/dev/null
fi
for f in "$out"/rounds/*-aborted.txt; do
  if [ -s "$f" ]; then echo "aborted in $(basename "$f" -real-aborted.txt):"; cat "$f"; fi
done | tee -a "$out/compare-real.txt"
