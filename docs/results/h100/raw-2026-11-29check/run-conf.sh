#!/usr/bin/env bash
# Conformance of HEAD on NVIDIA: the three nvptx libraries (and their classic-only kernels), then the source form.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runconf; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runconf' EXIT
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
timeout 400 bash scripts/gpu-run.sh conformance > $OUT/conf.txt 2>&1; echo "conf rc $? ${SECONDS}s"
grep -E "^=== |passed|failed" $OUT/conf.txt | grep -v "^  " | tail -20
timeout 170 bash scripts/gpu-run.sh conformance-source > $OUT/conf-src.txt 2>&1; echo "src rc $? ${SECONDS}s"
grep -E "^=== |passed|failed" $OUT/conf-src.txt | tail -5
