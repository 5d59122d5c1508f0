#!/usr/bin/env bash
# Device run 35 (issue 46): where SGEMM's double-buffered wait spends its
# time, by hand-edited PTX of gemm_async (54b0708's build, plugin): early =
# the state after the step's copies and the wait's N computed at the top of
# the fetch path (and on the path without a fetch), the tree unchanged;
# idealn = N a constant per path (2 / 0), the tree kept; ideal = no tree
# (wait_group 2 / 0 on each path).  3 rotated rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run35; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run35' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
vs=(sm_90-nvptx64--nvidiacl early idealn ideal)
for v in ${vs[@]}; do for f in $D/ptx/*.sm_90-nvptx64--nvidiacl.ptx; do
  k=$(basename $f .sm_90-nvptx64--nvidiacl.ptx); [ -f $D/ptx/$k.$v.ptx ] || cp $f $D/ptx/$k.$v.ptx; done; done
C=/usr/local/cuda/bin
for v in ${vs[@]}; do $C/ptxas -arch=sm_90 -v $D/ptx/bench_gemm.$v.ptx -o /tmp/g.$v.cubin > $OUT/ptxas-$v.txt 2>&1; $C/cuobjdump -sass /tmp/g.$v.cubin | awk '/Function : gemm_async/,/Function : gemm_sync/' > $OUT/gemm_async.$v.sass; done
for r in 1 2 3; do for i in 0 1 2 3; do v=${vs[$(( (i + r) % 4 ))]}
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm) 4096 +(async|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
