#!/bin/bash
# E5: HEAD (base90) vs F15 (sm_90 lib) vs F1: stencils A B C C B A, corpus, compute
R=/tmp/res; rm -rf $R; mkdir -p $R
save() { mkdir -p $R/$1; cp $OUT/*.csv $OUT/*.txt $R/$1/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err; }
N=sm_90-nvptx64--nvidiacl
i=0; for L in base90 $N F1 F1 $N base90; do i=$((i+1)); bash scripts/gpu-run.sh bench $L --only stencil > $R/bench-$i-$L.log 2>&1; save b$i-$L; done
tar czf $OUT/res1.tgz -C $R .
for L in base90 $N F1; do bash scripts/gpu-run.sh compute $L > $R/compute-$L.log 2>&1; save k-$L; done
for L in $N F1; do bash scripts/gpu-run.sh bench $L --only corpus > $R/corpus-$L.log 2>&1; save c-$L; done
tar czf $OUT/res.tgz -C $R .
