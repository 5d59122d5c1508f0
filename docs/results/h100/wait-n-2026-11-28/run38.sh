#!/usr/bin/env bash
# Device run 38 (issue 46): the interpreter's build (wn): the real corpus again,
# 10 alternating rounds (run 37's 5 ran with a skewed control).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run38; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run38' EXIT
S=scripts/gpu-run.sh
timeout 280 bash $S real sm_90-nvptx64--nvidiacl 10 > $OUT/real.txt 2> $OUT/real.err; echo "real rc $? ${SECONDS}s"
tail -3 $OUT/compare-real-ptx.txt; tail -3 $OUT/compare-real-source.txt
