#!/usr/bin/env bash
# Runs the bench's real-kernel corpus so that a driver dying on one kernel
# costs only that case: the system pocl 3.1's compiler aborts on UnitCL's
# double-buffered vector add at work-groups of 1, Intel's CPU compiler on
# others, and either takes the whole process with it.  When the bench dies
# on a signal, the case it was on (the first case of --list-real with no
# progress line) is left out with --not and the rest run again, until a run
# ends.  The last run's tables go to stdout, its progress to stderr.
#   scripts/bench-real.sh CSV [bench options...]
# CSV is the bench's --csv (the corpus lands in CSV's -real.csv); without
# an --only among the options, --only real.  Writes CSV-real-aborted.txt
# (one aborted case a line, with the signal).  Exit status: the last run's
# (1 when an output was wrong), or 3 when a case was aborted and none wrong.
# $XASYNC_BENCH is the bench (default ${XASYNC_BUILD_DIR:-build}/tests/bench).
#   scripts/bench-real.sh --aborted-cases FILE
# prints the cases of such a FILE, comma-separated, as --not and --pair-not
# take them (nothing for a missing or empty FILE).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = --aborted-cases ]; then
  [ -f "${2:?usage: bench-real.sh --aborted-cases FILE}" ] || exit 0
  sed -n 's/^ABORTED \(.*\): the process died.*/\1/p' "$2" | paste -sd,
  exit 0
fi
bench=${XASYNC_BENCH:-${XASYNC_BUILD_DIR:-$root/build}/tests/bench}
csv=${1:?usage: bench-real.sh CSV [bench options...]}
shift
args=("$@")
has_only=
for a in "${args[@]}"; do [ "$a" = --only ] && has_only=1; done
[ -n "$has_only" ] || args=(--only real "${args[@]}")
# The bench runs in a scratch folder: pocl leaves a broken.dot there when
# its compiler dies.
case "$csv" in /*) ;; *) csv=$PWD/$csv ;; esac
base=${csv%.csv}
aborted=$base-real-aborted.txt
: > "$aborted"
case "$bench" in /*) ;; *) bench=$PWD/$bench ;; esac
mapfile -t cases < <("$bench" --list-real "${args[@]}" | cut -f1)
not=()
err=$(mktemp)
scratch=$(mktemp -d)
trap 'rm -f "$err"; rm -rf "$scratch"' EXIT
while :; do
  list=$(IFS=,; echo "${not[*]-}")
  (cd "$scratch" && "$bench" "${args[@]}" ${list:+--not "$list"} --csv "$csv") 2>"$err"
  rc=$?
  if [ $rc -lt 128 ]; then
    cat "$err" >&2
    break
  fi
  # The case it died on: the first selected one that printed nothing.
  dead=
  for c in "${cases[@]}"; do
    case ",$list," in *",$c\$,"*) continue ;; esac
    grep -qF "] $c " "$err" || { dead=$c; break; }
  done
  if [ -z "$dead" ]; then
    cat "$err" >&2
    echo "bench-real: the bench died (status $rc) after every case; giving up" >&2
    break
  fi
  echo "ABORTED $dead: the process died with status $rc (signal $((rc - 128))): $(grep -v '^\[' "$err" | tail -1)" |
    tee -a "$aborted" >&2
  not+=("$dead\$")
done
if [ -s "$aborted" ]; then
  echo
  echo "real kernels aborted (the driver killed the process; each left out and the rest run again):"
  cat "$aborted"
  [ $rc -eq 0 ] && rc=3
fi
exit $rc
