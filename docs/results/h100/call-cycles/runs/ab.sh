#!/usr/bin/env bash
# Device calls 6 and 8: one library variant's PTX (.device/DIR) against the
# library as built, alternating; call cycles of both (.device/cc/
# call_cycles.sm_90-{base,NAME}.ptx).
#   call 6: ab.sh ptxDV div     the power-of-two shift in the chunk loop's divisions
#   call 8: ab.sh ptxES early   the state word read at the call's start
set -u
dir=$1 name=$2
r=scripts/gpu-run.sh; top=$OUT; L=sm_90-nvptx64--nvidiacl
mkdir -p $top/cycles
for v in base $name; do
  echo "=== $v"; timeout 60 .device/probes/call_cycles .device/cc/call_cycles.sm_90-$v.ptx 2>&1
done > $top/cycles/call-cycles.txt
run_ptx() { # run_ptx DIR NAME ARGS
  d=$1; n=$2; shift 2
  mv .device/ptx .device/ptx0 && cp -r .device/ptx0 .device/ptx && cp .device/$d/*.ptx .device/ptx/
  OUT=$top/$n timeout 200 bash $r bench $L "$@"
  rm -rf .device/ptx && mv .device/ptx0 .device/ptx
}
B="--only tile2d,tile3d,stencil,compute --runs 10"
OUT=$top/base-1 timeout 200 bash $r bench $L $B
run_ptx $dir $name-1 $B
OUT=$top/sweep-base timeout 150 bash $r sweep $L 300 16016
run_ptx $dir sweep-$name --only sweep --sweep 300 --seed 16016
run_ptx $dir $name-2 $B
OUT=$top/base-2 timeout 200 bash $r bench $L $B
