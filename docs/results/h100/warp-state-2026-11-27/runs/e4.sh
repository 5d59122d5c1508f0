#!/bin/bash
# E4: the shipped form (60b676c's PTX, under the sm_90/sm_80 names) vs base90/base80 (07013ff PTX)
R=/tmp/res; rm -rf $R; mkdir -p $R
save() { mkdir -p $R/$1; cp $OUT/*.csv $OUT/*.txt $OUT/*.log $R/$1/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err $OUT/*.log; }
N=sm_90-nvptx64--nvidiacl
nvidia-smi --query-gpu=name --format=csv,noheader > $R/gpu.txt
bash scripts/gpu-run.sh conformance > $R/conformance.txt 2>&1; echo "rc=$?" >> $R/conformance.txt; save conf
for L in base90 $N; do bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-wide,per-element,hand-parts > $R/sweep-$L.log 2>&1; save sw-$L; done
for L in $N base90; do bash scripts/gpu-run.sh compute $L > $R/compute-$L.log 2>&1; save k-$L; done
i=0; for L in base90 $N $N base90; do i=$((i+1)); bash scripts/gpu-run.sh bench $L --only stencil,tile2d,tile3d > $R/bench-$i-$L.log 2>&1; save b$i-$L; done
for L in $N base90; do bash scripts/gpu-run.sh bench $L --only corpus > $R/corpus-$L.log 2>&1; save c-$L; done
tar czf $OUT/res.tgz -C $R .
