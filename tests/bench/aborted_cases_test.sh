#!/usr/bin/env bash
# scripts/bench-real.sh --aborted-cases: the cases of a CSV-real-aborted.txt
# as --not and --pair-not take them (gpu-run.sh real-pair and
# bench-real-compare.sh read them so).  A file with two aborted cases (a
# message with colons of its own) and a line that is not one; a missing
# file; an empty one.
set -uo pipefail
script=${1:?usage: aborted_cases_test.sh BENCH-REAL.SH}
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
fail() { echo "aborted-cases: FAIL: $*"; exit 1; }
cat > "$d/aborted.txt" <<'TXT'
ABORTED ock-dma-05-async-double-buffer wg1: the process died with status 134 (signal 6): pocl: llvm: Assertion `x' failed: abort
ABORTED own-ring6 wg1: the process died with status 139 (signal 11): Segmentation fault
real kernels aborted (not a case)
TXT
got=$("$script" --aborted-cases "$d/aborted.txt") || fail "status $?"
[ "$got" = "ock-dma-05-async-double-buffer wg1,own-ring6 wg1" ] || fail "got '$got'"
got=$("$script" --aborted-cases "$d/missing.txt") || fail "missing file: status $?"
[ -z "$got" ] || fail "missing file: got '$got'"
: > "$d/empty.txt"
got=$("$script" --aborted-cases "$d/empty.txt") || fail "empty file: status $?"
[ -z "$got" ] || fail "empty file: got '$got'"
echo "aborted-cases: OK"
