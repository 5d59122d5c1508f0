#!/bin/bash
# E2: lim-evented trial builds on 14 cases, two rounds (LP: out-chain plain as raw-waited's;
# LW: both waits wait_group 0); built from bench_sweep.cl with -DLIM_OUT_PLAIN / -DLIM_WAIT0
# (temporary #ifdefs around OUT_CHAIN and the wait, not kept)
R=/tmp/res; rm -rf $R; mkdir -p $R
save() { mkdir -p $R/$1; cp $OUT/*.csv $OUT/*.txt $R/$1/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err; }
N=sm_90-nvptx64--nvidiacl
C="sweep 0266,sweep 0071,sweep 0008,sweep 0121,sweep 0176,sweep 0074,sweep 0280,sweep 0166,sweep 0095,sweep 0136,sweep 0220,sweep 0249,sweep 0178,sweep 0110"
for r in 1 2; do for L in $N LP LW; do bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-wide,per-element,hand-parts --only "$C" > $R/sweep-$L-$r.log 2>&1; save sw-$L-$r; done; done
tar czf $OUT/res.tgz -C $R .
