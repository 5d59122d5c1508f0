#!/bin/bash
# E1 (second try; the first ran from the wrong folder): ncu present?  the sweep of 1c841e9's sm_90
# library beside its full-wait build (sm_90-fullwait, XASYNC_EXPERIMENT_LIBRARIES).  The sm_90 sweep
# named the library "sm_90" and found no PTX (not run); the CUDA harness did not load OpenCL PTX yet.
R=/tmp/res; rm -rf $R; mkdir -p $R
( ls /usr/local/cuda/bin; which ncu nsys; cat /proc/driver/nvidia/params 2>/dev/null | grep -i profil ) > $R/ncu-check.txt 2>&1
for L in sm_90 fw; do bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-wide,per-element,hand-parts > $R/sweep-$L.log 2>&1; mkdir -p $R/sw-$L; cp $OUT/*.csv $OUT/*.txt $R/sw-$L/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png; done
tar czf $OUT/res.tgz -C $R .
