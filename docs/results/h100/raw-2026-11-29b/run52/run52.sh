#!/usr/bin/env bash
# Device run 52 (issue 46): 0ab9d46's build (the final engine) in pairs,
# 100 runs a side: the source form, PTX mode, and PTX with strided small
# copies into local memory with no cp.async group (sm_90-sd3), 8 rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run52; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run52' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
XASYNC_REAL_LIBS="sm_90-sd3" timeout 330 bash $S real-pair sm_90-nvptx64--nvidiacl 8 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "pair rc $? ${SECONDS}s"
for c in source ptx sm_90-sd3; do echo "== $c"; tail -9 $OUT/compare-pair-$c.txt; grep -E "^own-rgba" $OUT/compare-pair-$c.txt; done
