#!/usr/bin/env bash
# prep32.sh: variant PTX of the bench kernels for device run 32
#   base  = HEAD's library (.perf/lib/wf0.bc) with the plugin
#   basen = HEAD's library without the plugin
#   hkn   = this tree's library without the plugin
#   hk2   = this tree's library with the bra.uni wait (.perf/lib/hk2.bc), plugin
set -e
cd "$(dirname "$0")/.."
P=build/lib/libxasync-nvptx-state.so
L=build/lib/xasync-sm_90-nvptx64--nvidiacl.bc
for k in tests/kernels/bench_*.cl; do
  s=$(basename $k .cl)
  bash .perf/mkptx.sh $k wf0 90 .device/ptx/$s.base.ptx -fpass-plugin=$P -Wno-uninitialized 2>/dev/null || echo "fail $k base"
  bash .perf/mkptx.sh $k wf0 90 .device/ptx/$s.basen.ptx -Wno-uninitialized 2>/dev/null || echo "fail $k basen"
  bash .perf/mkptx.sh $k $L 90 .device/ptx/$s.hkn.ptx -Wno-uninitialized 2>/dev/null || echo "fail $k hkn"
  bash .perf/mkptx.sh $k hk2 90 .device/ptx/$s.hk2.ptx -fpass-plugin=$P -Wno-uninitialized 2>/dev/null || echo "fail $k hk2"
done
ls .device/ptx | wc -l; du -sh .device
