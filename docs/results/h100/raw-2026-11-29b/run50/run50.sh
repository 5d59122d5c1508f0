#!/usr/bin/env bash
# Device run 50 (issue 46): 1- and 2-byte chunks only where every
# work-item moves a whole one (new = sm_90-nvptx64--nvidiacl and the source
# form) against 0ab9d46's PTX (head) and new + plain strided small copies
# with no cp.async group (sm_90-sd2): the real corpus in pairs, 10 rounds,
# 20 runs a side; conformance of the three libraries and the source form;
# the bench's corpus and tiles, new vs head, alternating.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run50; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run50' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
XASYNC_REAL_LIBS="head sm_90-sd2" timeout 240 bash $S real-pair sm_90-nvptx64--nvidiacl 10 --runs 20 > $OUT/pair.txt 2> $OUT/pair.err; echo "pair rc $? ${SECONDS}s"
for c in source ptx head sm_90-sd2 ptx-again; do echo "== $c"; tail -4 $OUT/compare-pair-$c.txt; done
timeout 100 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 60 bash $S conformance-source > $OUT/conf-source.txt 2>&1; echo "conformance-source rc $? ${SECONDS}s"; grep -E "passed,|rror" $OUT/conf-source.txt | head -3
for r in 1 2; do for v in sm_90-nvptx64--nvidiacl head; do
  [ $SECONDS -gt 520 ] && break 2
  timeout 50 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do [ -f $OUT/b-head-$r-corpus.csv ] || continue
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-$r-corpus.csv $OUT/b-head-$r-corpus.csv --names new,head > $OUT/b-cmp-corpus-$r.txt 2>&1; tail -1 $OUT/b-cmp-corpus-$r.txt
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-$r.csv $OUT/b-head-$r.csv --names new,head > $OUT/b-cmp-$r.txt 2>&1; tail -1 $OUT/b-cmp-$r.txt; done
