#!/usr/bin/env bash
# Device call 4: PTX mode only, the misaligned tile cases: the old walk
# (old), the carry-free 4-byte loops (new), and the same with a
# `nanosleep.u32 N` in each iteration of those loops (SN: N = 20, 60, 150
# ns); then reversed.  An experiment: does slower issue bring back the old
# walk's speed on the +1 tiles?
set -u
r=scripts/gpu-run.sh; top=$OUT/results
B="--only +1,+3 --runs 20 --skip per-line,strided,per-element"
mkdir -p $top
order="old90 sm_90-nvptx64--nvidiacl S20 S60 S150"
rev=$(echo $order | tr ' ' '\n' | tac | tr '\n' ' ')
round=1
for L in $order $rev; do
  n=$L; [ $L = sm_90-nvptx64--nvidiacl ] && n=new90
  OUT=$top/ptx-$n-$round timeout 90 bash $r bench $L $B >/dev/null 2>&1
  echo "$n-$round done $(date +%T)"
  [ $L = S150 ] && round=2
done
cd $top && for c in "2d f32 64x64 +1" "2d u8 128x64 +3 odd" "3d f32 16x16x16 +1"; do
  printf '%-22s' "$c"; for d in ptx-old90-1 ptx-new90-1 ptx-S20-1 ptx-S60-1 ptx-S150-1 ptx-S150-2 ptx-S60-2 ptx-S20-2 ptx-new90-2 ptx-old90-2; do
    awk -F, -v c="$c" -v d=$d '$3==c && $7=="xasync" {printf " %s %5.0f", d, $12}' $d/bench-*.csv; done; echo; done | tee $top/table.txt
tar czf $OUT/results.tgz -C $OUT results
