#!/usr/bin/env bash
# Device run 32 (issue 46): the plugin's hooks (wait's event classification
# and bulk mark folded where the kernel shows them) = sm_90-nvptx64--nvidiacl
# (hk) against HEAD with the plugin (base); without the plugin (hkn, basen);
# hk2 = hk + bra.uni wait.  Conformance of the three libraries first.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 240 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
for v in base basen hkn hk2; do for f in $D/ptx/*.sm_90-nvptx64--nvidiacl.ptx; do
  k=$(basename $f .sm_90-nvptx64--nvidiacl.ptx); [ -f $D/ptx/$k.$v.ptx ] || cp $f $D/ptx/$k.$v.ptx; done; done
vs=(sm_90-nvptx64--nvidiacl base hkn basen hk2)
for r in 1 2 3; do
  for i in 0 1 2 3 4; do v=${vs[$(( (i + r) % 5 ))]}
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
echo "compute done ${SECONDS}s"
for r in 1 2; do for v in sm_90-nvptx64--nvidiacl base; do
  [ $SECONDS -gt 520 ] && break
  timeout 100 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile,stencil \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $? ${SECONDS}s"
done; done
for x in "" -corpus; do for r in 1 2; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-$r$x.csv $OUT/b-base-$r$x.csv --names hk,base > $OUT/b-cmp$x-$r.txt 2>&1; tail -1 $OUT/b-cmp$x-$r.txt
done; done
