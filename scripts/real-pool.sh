#!/usr/bin/env bash
# The real corpus's paired rounds of several runs, pooled: one run's
# verdicts move by a few cases for identical code, and rounds of the same
# code from several runs (device calls, processes) pool as any other
# rounds (docs/bench.md, "Pairs in one process").
#   scripts/real-pool.sh [--ref NAME] OUTDIR DIR [DIR...]
# Each DIR holds paired rounds, SIDE-N-real.csv (gpu-run.sh real-pair's
# real-pair/ folder, bench-real-compare.sh's rounds/ with
# XASYNC_COMPARE_PAIR=1).  Every side with paired rounds in any DIR (a
# CSV with an "own" variant; NVIDIA's saving run and bench-real-compare's
# own-0 have none) gets OUTDIR/compare-pair-SIDE.{txt,csv,png} and its
# -iqm and -again comparisons (scripts/real_compare_sides.sh: the side
# over the saved builds, with the control band), and, where an identity
# side ran (XASYNC_REAL_IDENTITY=1, XASYNC_COMPARE_IDENTITY=1), the
# identity band from all its rounds.  NAME: the reference's name in the
# tables (default own).  Prints each side's summary line and the cases
# below the band.  gpu-run.sh real-pair ends with it on its own rounds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ref=own
if [ "${1:-}" = --ref ]; then ref=${2:?--ref needs a name}; shift 2; fi
[ $# -ge 2 ] || { echo "usage: real-pool.sh [--ref NAME] OUTDIR DIR [DIR...]" >&2; exit 2; }
out=$1
shift
for d in "$@"; do
  [ -d "$d" ] || { echo "real-pool: no folder $d" >&2; exit 2; }
done
declare -A csvs=() rounds=()
sides=()
for d in "$@"; do
  for f in "$d"/*-real.csv; do
    [ -e "$f" ] || continue
    name=$(basename "$f" -real.csv)
    [[ $name =~ ^(.+)-([0-9]+)$ ]] || continue
    s=${BASH_REMATCH[1]}
    # Paired rounds only: the reference timed in the same process.
    awk -F, 'NR == 1 { for (i = 1; i <= NF; ++i) if ($i == "variant") v = i; next }
             v && $v == "own" { found = 1; exit } END { exit !found }' "$f" || continue
    [ -n "${rounds[$s]:-}" ] || sides+=("$s")
    csvs[$s]+="${csvs[$s]:+,}$(cd "$(dirname "$f")" && pwd)/$(basename "$f")"
    rounds[$s]=$(( ${rounds[$s]:-0} + 1 ))
  done
done
[ ${#sides[@]} -gt 0 ] || { echo "real-pool: no paired rounds (SIDE-N-real.csv with an own side) in $*" >&2; exit 1; }
mkdir -p "$out"
py=python3
for p in ${XASYNC_PYTHON:-} python3 /usr/bin/python3; do
  "$p" -c 'import matplotlib' 2>/dev/null && { py=$p; break; }
done
at() { sed "s/,/@$1,/g; s/\$/@$1/" <<<"$2"; } # each CSV's side
source "$root/scripts/real_compare_sides.sh"
status=0
for s in "${sides[@]}"; do
  ident=
  [ "$s" != identity ] && ident=${csvs[identity]:-}
  real_compare_sides "$py" "$out/compare-pair-$s" "$s,$ref" "${csvs[$s]}" \
    "$(at own "${csvs[$s]}")" "$(at own-again "${csvs[$s]}")" \
    "$(at kernel-again "${csvs[$s]}")" "$ident" >/dev/null || status=1
  echo "== $s: ${rounds[$s]} rounds pooled"
  tail -n 1 "$out/compare-pair-$s.txt"
  grep -E "^  (below 0.97 and below the band|below the control band, inside|below the band, the platform)" \
    "$out/compare-pair-$s.txt" || true
done
exit $status
