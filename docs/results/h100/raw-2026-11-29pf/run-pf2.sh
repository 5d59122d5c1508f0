#!/usr/bin/env bash
# Prefetches read at once: real corpus in pairs (22 rounds, pooled with call 1; side sm_90-old = the library before; twins).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runpf2; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runpf2' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-old" XASYNC_REAL_TWINS=1; mkdir -p $OUT
  timeout 540 bash $S real-pair sm_90-nvptx64--nvidiacl 22 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-old twin-cp twin-plain; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; grep "cts-prefetch" $OUT/B/compare-pair-$c.txt; done
