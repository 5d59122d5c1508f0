#!/usr/bin/env bash
# Device run 31 (issue 46): the wait's run-time N as predicated waits (wf1),
# a bra.uni tree (wf2), and without the classification and bulk-mark tests
# (wfc, wfc1 = wfc + predicated), against HEAD (wf0); all with the plugin.
# SASS of bench_gemm for each.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT/sass
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
C=/usr/local/cuda/bin
for v in wf0 wf1 wf2 wfc wfc1; do for k in bench_gemm bench_conv; do
  $C/ptxas -arch=sm_90 -v $D/ptx/$k.$v.ptx -o /tmp/$k.$v.cubin > $OUT/sass/$k.$v.ptxas.txt 2>&1
  $C/cuobjdump -sass /tmp/$k.$v.cubin > $OUT/sass/$k.$v.sass 2>&1
done; done
ls -la $OUT/sass | head -3
vs=(wf0 wf1 wf2 wfc wfc1)
for v in ${vs[@]}; do for f in $D/ptx/*.sm_90-nvptx64--nvidiacl.ptx; do
  k=$(basename $f .sm_90-nvptx64--nvidiacl.ptx); [ -f $D/ptx/$k.$v.ptx ] || cp $f $D/ptx/$k.$v.ptx; done; done
for r in 1 2 3; do
  for i in 0 1 2 3 4; do v=${vs[$(( (i + r) % 5 ))]}
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync|lim-checked|lim-evented) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
  echo "$v $r ${SECONDS}s"
done; done
