#!/usr/bin/env bash
# Device run 43 (issue 46): strided copies of 1- and 2-byte elements into
# local memory move plainly with no empty cp.async group (sd =
# sm_90-nvptx64--nvidiacl) against f5f6175 (head): conformance of the three
# libraries and of the source form; the real corpus's small-element and
# prefetch kernels, 10 rounds of six sides; corpus and tiles sd vs head.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run43; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run43' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 100 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 170 bash $S conformance-source > $OUT/conf-source.txt 2>&1; echo "conformance-source rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf-source.txt | head -5
XASYNC_REAL_LIBS=head timeout 200 bash $S real sm_90-nvptx64--nvidiacl 10 --only own-rgba,vc4c-async-copy,cts-prefetch,cts-copy-g2l > $OUT/real.txt 2> $OUT/real.err; echo "real rc $? ${SECONDS}s"
for c in source ptx clang ptx-clang head; do echo "== $c"; grep -E "own-rgba|vc4c-async-copy wg|cts-prefetch" $OUT/compare-real-$c.txt | awk -F'|' '{print $1 $3}'; done
vs=(sm_90-nvptx64--nvidiacl head)
for i in 0 1; do v=${vs[$i]}
  [ $SECONDS -gt 470 ] && break
  timeout 45 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $? ${SECONDS}s"
done
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl.csv $OUT/b-head.csv --names sd,head > $OUT/b-cmp.txt 2>&1; tail -1 $OUT/b-cmp.txt
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-corpus.csv $OUT/b-head-corpus.csv --names sd,head > $OUT/b-cmp-corpus.txt 2>&1; grep -E "u8|rgb|uchar" $OUT/b-cmp-corpus.txt; tail -1 $OUT/b-cmp-corpus.txt
