#!/bin/bash
# E3: small path (first build, "new") vs head: harness + ncu on sweep cases, sweep both, stencils+tiles both
R=/tmp/res; rm -rf $R; mkdir -p $R
g++ -O2 -I/usr/local/cuda/include .device/cu/ncu_sweep.cpp -L/usr/local/cuda/lib64/stubs -lcuda -o /tmp/ncu_sweep > $R/build.txt 2>&1
H=/tmp/ncu_sweep; NCU=/usr/local/cuda/bin/ncu
dimsof() { grep "^new.*,$1," .device/cu/cases.csv | head -1 | cut -d, -f5; }
for c in 0178 0221 0110 0117 0244 0002 0131; do d=$(dimsof "sweep $c")
  for p in head new; do echo "== $p"; REPS=21 $H .device/cu/$p.cubin .device/cu/cases.csv "sweep $c" sweep${d}d_xasync sweep${d}d_rawparts; done
done > $R/harness.txt 2>&1
for c in 0178 0110; do d=$(dimsof "sweep $c")
  timeout 120 $NCU --section SourceCounters --section LaunchStats --section Occupancy --section SpeedOfLight --section SchedulerStats -o $R/rep$c $H .device/cu/new.cubin .device/cu/cases.csv "sweep $c" sweep${d}d_xasync > $R/ncu-run$c.txt 2>&1
  $NCU -i $R/rep$c.ncu-rep --page source --csv --print-source sass > $R/source$c.csv 2>&1
  $NCU -i $R/rep$c.ncu-rep --page details --csv > $R/details$c.csv 2>&1
  rm -f $R/rep$c.ncu-rep
done
tar czf $OUT/res1.tgz -C $R .
for L in sm_90-nvptx64--nvidiacl base90; do bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-wide,per-element,hand-parts > $R/sweep-$L.log 2>&1; mkdir -p $R/sw-$L; cp $OUT/*.csv $OUT/*.txt $R/sw-$L/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err; done
for L in sm_90-nvptx64--nvidiacl base90; do bash scripts/gpu-run.sh bench $L --only stencil,tile2d,tile3d > $R/bench-$L.log 2>&1; mkdir -p $R/b-$L; cp $OUT/*.csv $OUT/*.txt $R/b-$L/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err; done
tar czf $OUT/res.tgz -C $R .
