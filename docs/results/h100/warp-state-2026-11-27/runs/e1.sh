#!/bin/bash
# E1 (2026-11-27 late): HEAD 682481a library + bench with lim-evented (sweep) and conv limits
R=/tmp/res; rm -rf $R; mkdir -p $R
save() { mkdir -p $R/$1; cp $OUT/*.csv $OUT/*.txt $R/$1/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err; }
N=sm_90-nvptx64--nvidiacl
nvidia-smi --query-gpu=name --format=csv,noheader > $R/gpu.txt
bash scripts/gpu-run.sh sweep $N 300 35035 --skip hand-wide,per-element,hand-parts > $R/sweep-$N.log 2>&1; save sw-$N
for i in 1 2; do bash scripts/gpu-run.sh compute $N > $R/compute-$i.log 2>&1; save k$i; done
# ncu on two small cases: xasync, raw-parts, lim-evented (tests/bench/probes/ncu_sweep.cpp)
g++ -O2 -I/usr/local/cuda/include .device/cu/ncu_sweep.cpp -L/usr/local/cuda/lib64/stubs -lcuda -o /tmp/ncu_sweep > $R/build.txt 2>&1
CSV=$(ls $R/sw-$N/*sweep*.csv | head -1)
PTX=.device/ptx/bench_sweep.$N.ptx
dimsof() { awk -F, -v c="$1" 'NR==1{for(i=1;i<=NF;i++) if($i=="dims") d=i; for(i=1;i<=NF;i++) if($i=="case") k=i; next} $k==c{print $d; exit}' $CSV; }
NCU=/usr/local/cuda/bin/ncu
for c in 0178 0110; do
  d=$(dimsof "sweep $c")
  REPS=21 /tmp/ncu_sweep $PTX $CSV "sweep $c" sweep${d}d_xasync sweep${d}d_rawparts sweep${d}d_limevented > $R/harness$c.txt 2>&1
  timeout 150 $NCU --set full --import-source no -o $R/rep$c /tmp/ncu_sweep $PTX $CSV "sweep $c" sweep${d}d_xasync sweep${d}d_rawparts sweep${d}d_limevented > $R/ncu-run$c.txt 2>&1
  $NCU -i $R/rep$c.ncu-rep --page source --csv --print-source sass > $R/source$c.csv 2>&1
done
tar czf $OUT/res.tgz -C $R .
