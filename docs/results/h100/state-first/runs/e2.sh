#!/bin/bash
# E2: the event state's cost: instructions vs shared memory (sweep 300, seed 35035)
#  base90 = HEAD (evented, 4 KiB), sm_90 = div16 (evented, 4 KiB), st256 = div16 with a 1 KiB state array,
#  fullwait = HEAD with full waits (no state), fwpad = fullwait with the 4 KiB array kept
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
t0=$(date +%s)
for lib in base90 sm_90-nvptx64--nvidiacl st256 fullwait fwpad sm_90-nvptx64--nvidiacl base90; do
  i=$(( ${i:-0} + 1 ))
  OUT=$R/sw$i-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw$i-$lib.log 2>&1
  echo "sweep $i $lib $(( $(date +%s) - t0 ))s"; grep "xasync / raw-parts" $R/sw$i-$lib/sweep-$lib.txt; tar czf $OUT/res.tgz -C $R .
done
