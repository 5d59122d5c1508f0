#!/usr/bin/env bash
# Device run 36 (issue 46): the wait's N folded by the plugin's interpreter
# (sm_90-nvptx64--nvidiacl = wn) against 54b0708's build (hk): conformance
# of the three libraries; compute 3 rotated rounds; tiles/corpus/stencils.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run36; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run36' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
timeout 200 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
vs=(sm_90-nvptx64--nvidiacl hk)
for v in ${vs[@]}; do for f in $D/ptx/*.sm_90-nvptx64--nvidiacl.ptx; do
  k=$(basename $f .sm_90-nvptx64--nvidiacl.ptx); [ -f $D/ptx/$k.$v.ptx ] || cp $f $D/ptx/$k.$v.ptx; done; done
for r in 1 2 3; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync|lim-checked|sync-lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
echo "compute done ${SECONDS}s"
for r in 1 2; do for v in ${vs[@]}; do
  [ $SECONDS -gt 520 ] && break
  timeout 100 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile,stencil \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $? ${SECONDS}s"
done; done
for x in "" -corpus; do for r in 1 2; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-$r$x.csv $OUT/b-hk-$r$x.csv --names wn,hk > $OUT/b-cmp$x-$r.txt 2>&1; tail -1 $OUT/b-cmp$x-$r.txt
done; done
