#!/usr/bin/env bash
# The bench's in-process pairs on pocl (--pair, --pair-again): a run on the
# system pocl saves its builds (XASYNC_SAVE_BINARIES), and a run on the
# overlay through the layer loads them beside its own and times both.
# Checks, on two of the corpus's kernels:
#  - the saved builds are the system pocl's: they carry none of xasync's
#    functions, where the overlay's build of the same file does;
#  - every case has its four sides (kernel, own, kernel-again, own-again)
#    in the CSV, each verified;
#  - a saved binary that is not one leaves its cases without the reference
#    side, with a note, and the run still passes;
#  - --pair-not leaves the named case without it;
#  - a wrong copy still fails the run (--inject-error on both sides).
#   real_pair_test.sh BENCH LAYER OVERLAY_VENDORS_DIR OVERLAY_CACHE REAL_DIR
set -uo pipefail
bench=$1 layer=$2 vendors=$3 cache=$4 real=$5
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
only="own-rgba-planes,oclgrind-async-copy-loop"
fails=()
fail() { fails+=("$1"); echo "FAIL: $1"; }
system() { # the system pocl, a kernel cache of its own
  (unset OCL_ICD_VENDORS OPENCL_LAYERS; export POCL_CACHE_DIR=$d/system-cache
   "$bench" --quick --device pocl --no-plot --real-dir "$real" --only "$only" "$@")
}
overlay() {
  (export OCL_ICD_VENDORS=$vendors POCL_CACHE_DIR=$cache OPENCL_LAYERS=$layer XASYNC_LAYER_DEVICES=
   "$bench" --quick --device pocl --no-plot --real-dir "$real" --only "$only" "$@")
}
# variants CSV CASE: the verified sides of CASE, sorted, comma-separated.
variants() {
  awk -F, -v c="$2" '$3 == c && $16 == 1 { print $7 }' "$1" | sort | paste -sd,
}
mkdir -p "$d/own" "$d/overlay"
XASYNC_SAVE_BINARIES=$d/own system --csv "$d/own.csv" >"$d/own.txt" 2>&1 ||
  fail "the system pocl's run ($(tail -1 "$d/own.txt"))"
for f in real_own oclgrind-async_copy_loop; do
  [ -s "$d/own/$f.bin" ] || fail "no saved build $f.bin"
done
XASYNC_SAVE_BINARIES=$d/overlay overlay --csv "$d/x.csv" >"$d/x.txt" 2>&1 ||
  fail "the overlay's run"
# What each side's build holds (pocl binaries carry the linked bitcode).
grep -q "__xasync" "$d/overlay/real_own.bin" || fail "the overlay's build has no xasync function: the check below proves nothing"
grep -q "__xasync" "$d/own/real_own.bin" && fail "the saved system build has xasync's functions"

overlay --pair "$d/own" --pair-again --csv "$d/pair.csv" >"$d/pair.txt" 2>&1 ||
  fail "the paired run ($(grep -m1 "FAIL\|bench:" "$d/pair.txt"))"
n=0
for c in "own-rgba-planes wg7" "own-rgba-planes wg1024" "oclgrind-async-copy-loop wg64"; do
  v=$(variants "$d/pair-real.csv" "$c")
  [ "$v" = "kernel,kernel-again,own,own-again" ] || fail "$c: sides '$v'"
  n=$((n + 1))
done

# A saved binary that is not one: the cases of that file lose their
# reference side (a note) and keep theirs.
mkdir -p "$d/bad" && cp "$d/own/"*.bin "$d/bad/" && echo "not a binary" >"$d/bad/real_own.bin"
overlay --pair "$d/bad" --csv "$d/bad.csv" >"$d/bad.txt" 2>&1 || fail "the run with a broken saved build"
[ "$(variants "$d/bad-real.csv" "own-rgba-planes wg7")" = kernel ] ||
  fail "a broken saved build: sides '$(variants "$d/bad-real.csv" "own-rgba-planes wg7")'"
grep -q "note own-rgba-planes wg7: no reference side" "$d/bad.txt" || fail "no note for the broken saved build"
[ "$(variants "$d/bad-real.csv" "oclgrind-async-copy-loop wg64")" = kernel,own ] ||
  fail "another file's cases lost their reference side"

overlay --pair "$d/own" --pair-not "own-rgba-planes wg7" --csv "$d/not.csv" >"$d/not.txt" 2>&1 ||
  fail "the run with --pair-not"
[ "$(variants "$d/not-real.csv" "own-rgba-planes wg7")" = kernel ] || fail "--pair-not: the case kept its reference side"
[ "$(variants "$d/not-real.csv" "own-rgba-planes wg64")" = kernel,own ] || fail "--pair-not: another case lost it"

if overlay --pair "$d/own" --inject-error --csv "$d/inj.csv" >"$d/inj.txt" 2>&1; then
  fail "--inject-error with --pair passed"
fi
grep -q "^FAIL own-rgba-planes wg7: buffer" "$d/inj.txt" || fail "--inject-error: no FAIL for this run's build"

if [ ${#fails[@]} -eq 0 ] && [ $n -eq 3 ]; then
  echo "real-pair: OK"
else
  echo "real-pair: ${#fails[@]} failed"
  exit 1
fi
