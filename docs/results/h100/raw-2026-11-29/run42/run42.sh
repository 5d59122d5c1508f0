#!/usr/bin/env bash
# Device run 42 (issue 46): 1- and 2-byte elements into local memory four
# units a step (pb3 = sm_90-nvptx64--nvidiacl) against f5f6175 (head):
# conformance; the real corpus, 8 rounds of six sides (NVIDIA's own, the
# layer's source form, PTX pb3, the control, clang's own with libclc, PTX
# head); corpus and tiles pb3 vs head if time is left.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run42; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run42' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 100 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
XASYNC_REAL_LIBS=head timeout 400 bash $S real sm_90-nvptx64--nvidiacl 8 > $OUT/real.txt 2> $OUT/real.err; echo "real rc $? ${SECONDS}s"
for c in source ptx clang ptx-clang head; do echo "== $c"; tail -2 $OUT/compare-real-$c.txt; done
vs=(sm_90-nvptx64--nvidiacl head)
for i in 0 1; do v=${vs[$i]}
  [ $SECONDS -gt 510 ] && break
  timeout 45 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $? ${SECONDS}s"
done
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl.csv $OUT/b-head.csv --names pb3,head > $OUT/b-cmp.txt 2>&1; tail -1 $OUT/b-cmp.txt
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-corpus.csv $OUT/b-head-corpus.csv --names pb3,head > $OUT/b-cmp-corpus.txt 2>&1; tail -1 $OUT/b-cmp-corpus.txt
