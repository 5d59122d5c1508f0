#!/bin/bash
# E6: form C (barrier before each store, the word through an asm; README) under the sm_90 name vs A90 (the shipped form, E4's PTX) vs base90 (07013ff PTX); ran past the 600 s limit in the corpus (res4, res lost)
R=/tmp/res; rm -rf $R; mkdir -p $R
save() { mkdir -p $R/$1; cp $OUT/*.csv $OUT/*.txt $OUT/*.log $R/$1/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err $OUT/*.log; }
N=sm_90-nvptx64--nvidiacl
nvidia-smi --query-gpu=name --format=csv,noheader > $R/gpu.txt
for L in base90 A90 $N; do bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-wide,per-element,hand-parts > $R/sweep-$L.log 2>&1; save sw-$L; done
tar czf $OUT/res1.tgz -C $R .
i=0; for L in $N A90 base90 base90 A90 $N; do i=$((i+1)); bash scripts/gpu-run.sh compute $L > $R/compute-$i-$L.log 2>&1; save k$i-$L; done
tar czf $OUT/res2.tgz -C $R .
bash scripts/gpu-run.sh conformance > $R/conformance.txt 2>&1; echo "rc=$?" >> $R/conformance.txt; save conf
tar czf $OUT/res3.tgz -C $R .
i=0; for L in A90 $N base90; do i=$((i+1)); bash scripts/gpu-run.sh bench $L --only stencil,tile2d,tile3d > $R/bench-$i-$L.log 2>&1; save b$i-$L; done
tar czf $OUT/res4.tgz -C $R .
for L in base90 A90 $N; do bash scripts/gpu-run.sh bench $L --only corpus > $R/corpus-$L.log 2>&1; save c-$L; done
tar czf $OUT/res.tgz -C $R .
