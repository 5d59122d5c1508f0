#!/usr/bin/env bash
# Device call 4: call_cycles against each library variant (.device/cc).
for f in .device/cc/call_cycles.*.ptx; do
  n=$(basename $f .ptx); n=${n#call_cycles.}
  echo "=== $n"
  timeout 60 .device/probes/call_cycles $f 2>&1
done | tee $OUT/call-cycles-variants.txt
