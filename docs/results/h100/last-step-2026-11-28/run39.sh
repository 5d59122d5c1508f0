#!/usr/bin/env bash
# Device run 39 (issue 46): the interpreter with last steps (a loop's
# "fetch unless last" branch: sm_90-nvptx64--nvidiacl = ls) against d0534b8
# (wn): conformance of the three libraries; compute 3 rotated rounds; one
# run of tiles/stencils/corpus each if time is left.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run39; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run39' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
timeout 100 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
vs=(sm_90-nvptx64--nvidiacl wn)
for v in ${vs[@]}; do for f in $D/ptx/*.sm_90-nvptx64--nvidiacl.ptx; do
  k=$(basename $f .sm_90-nvptx64--nvidiacl.ptx); [ -f $D/ptx/$k.$v.ptx ] || cp $f $D/ptx/$k.$v.ptx; done; done
for r in 1 2 3; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  [ $SECONDS -gt 180 ] && break
  timeout 40 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
echo "compute done ${SECONDS}s"
for v in ${vs[@]}; do
  [ $SECONDS -gt 170 ] && break
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile,stencil \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $? ${SECONDS}s"
done
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl.csv $OUT/b-wn.csv --names ls,wn > $OUT/b-cmp.txt 2>&1; tail -1 $OUT/b-cmp.txt
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-corpus.csv $OUT/b-wn-corpus.csv --names ls,wn > $OUT/b-cmp-corpus.txt 2>&1; tail -1 $OUT/b-cmp-corpus.txt
