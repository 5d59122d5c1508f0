#!/bin/bash
# E3: HEAD (07013ff) vs PW (variants/PW.patch: word per warp, no warp barrier) vs FW (the
# experiment library sm_90-fullwait of the same tree: not comparable, see README)
R=/tmp/res; rm -rf $R; mkdir -p $R
save() { mkdir -p $R/$1; cp $OUT/*.csv $OUT/*.txt $R/$1/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err; }
N=sm_90-nvptx64--nvidiacl
for L in $N PW FW; do bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-wide,per-element,hand-parts > $R/sweep-$L.log 2>&1; save sw-$L; done
for L in $N PW; do bash scripts/gpu-run.sh compute $L > $R/compute-$L.log 2>&1; save k-$L; done
i=0; for L in $N PW PW $N; do i=$((i+1)); bash scripts/gpu-run.sh bench $L --only stencil,tile2d,tile3d > $R/bench-$i-$L.log 2>&1; save b$i-$L; done
tar czf $OUT/res.tgz -C $R .
