#!/usr/bin/env bash
# xasync's PTX with every cp.async made a plain load and store (sm_90-plain)
# beside the shipped PTX and the source form: the real corpus in pairs, 6 rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runp; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runp' EXIT
S=scripts/gpu-run.sh
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-plain"; mkdir -p $OUT
  timeout 400 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-plain; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
