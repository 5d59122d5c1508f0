#!/bin/bash
# E2: CUDA-driver harness (head, fullwait) on sweep cases; ncu source counters for two cases
# (head.cubin / fw.cubin: the bench_sweep sm_90 PTX of 1c841e9 and of its
# full-wait library, with sed -E 's/, texmode_independent//; s/^\.entry/.visible .entry/;
# s/\.ptr \.(global|shared|const|local) \.align [0-9]+ //' applied, then ptxas -arch=sm_90)
R=/tmp/res; rm -rf $R; mkdir -p $R
g++ -O2 -I/usr/local/cuda/include .device/cu/ncu_sweep.cpp -L/usr/local/cuda/lib64/stubs -lcuda -o /tmp/ncu_sweep > $R/build.txt 2>&1
H=/tmp/ncu_sweep
dimsof() { grep "^new.*,$1," .device/cu/cases.csv | head -1 | cut -d, -f5; }
for c in "sweep 0178" "sweep 0221" "sweep 0110" "sweep 0117" "sweep 0244"; do
  d=$(dimsof "$c")
  for p in head fw; do echo "== $p"; REPS=21 $H .device/cu/$p.cubin .device/cu/cases.csv "$c" sweep${d}d_xasync sweep${d}d_rawparts sweep${d}d_rawwaited; done
done > $R/harness.txt 2>&1
NCU=/usr/local/cuda/bin/ncu
for c in 0178 0110; do d=$(dimsof "sweep $c")
  timeout 150 $NCU --set full --import-source no -o $R/rep$c $H .device/cu/head.cubin .device/cu/cases.csv "sweep $c" sweep${d}d_xasync sweep${d}d_rawparts > $R/ncu-run$c.txt 2>&1
  $NCU -i $R/rep$c.ncu-rep --page details --csv > $R/details$c.csv 2>&1
  $NCU -i $R/rep$c.ncu-rep --page source --csv --print-source sass > $R/source$c.csv 2>&1
done
tar czf $OUT/res.tgz -C $R .
