#!/usr/bin/env bash
# Shipped build (at-once with 128-byte limit): real corpus in pairs, 20 rounds, source + ptx + twins.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runao5; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runao5' EXIT
S=scripts/gpu-run.sh
( export OUT=$OUT/B XASYNC_REAL_TWINS=1; mkdir -p $OUT
  timeout 330 bash $S real-pair sm_90-nvptx64--nvidiacl 20 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx twin-cp twin-plain; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
