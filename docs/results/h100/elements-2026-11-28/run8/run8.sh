#!/usr/bin/env bash
# Device run 8 (issue 46): classic copies of 1- and 2-byte gentypes with at
# most one element per work-item are element copies too (plain loads and
# stores, DONE): conformance of the nvptx libraries; the real-kernel corpus
# (3 rounds); the bench corpus (the uchar variants).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name --format=csv,noheader
timeout 150 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt
timeout 150 bash $S real sm_90-nvptx64--nvidiacl 3 > $OUT/real.txt 2> $OUT/real.err; grep -h FAIL $OUT/real/*.err | grep -v int3 | sort | uniq -c
grep -E "own-|cts-copy|vc4c-cts|cases:" $OUT/compare-real-ptx.txt | tail -24; tail -2 $OUT/compare-real-source.txt
timeout 40 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl --only corpus --no-plot --csv $OUT/corpus.csv > $OUT/corpus.txt 2>&1; grep "|" $OUT/corpus.txt | grep -E "uchar|chain " | head
