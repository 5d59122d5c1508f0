#!/usr/bin/env bash
# Device run 49 (issue 46): the real corpus in pairs (gpu-run.sh real-pair:
# NVIDIA's own saved builds timed launch by launch beside the source form
# and PTX mode in one process, each side twice), 10 rounds, 20 runs per
# side; then own-rgba-planes in pairs with the hand-edited PTX h1-h3.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run49; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run49' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 330 bash $S real-pair sm_90-nvptx64--nvidiacl 10 --runs 20 > $OUT/pair.txt 2> $OUT/pair.err; echo "pair rc $? ${SECONDS}s"
for c in source ptx source-again ptx-again; do echo "== $c"; tail -8 $OUT/compare-pair-$c.txt; done
( export OUT=$OUT/rgba; mkdir -p $OUT
  XASYNC_REAL_LIBS="h1 h2 h3" timeout $((560 - SECONDS)) bash $S real-pair sm_90-nvptx64--nvidiacl 10 --runs 20 --only own-rgba-planes > $OUT/pair.txt 2> $OUT/pair.err; echo "rgba rc $? ${SECONDS}s"
  for c in ptx h1 h2 h3 ptx-again; do echo "== $c"; grep -E "^own-rgba" $OUT/compare-pair-$c.txt; done )
