#!/usr/bin/env bash
# Device call 2: PTX mode only, the misaligned tile cases: the old walk
# (old), the carry-free 4-byte loops in both directions (new), in
# global->local only (L), in local->global only (G); then reversed.
set -u
r=scripts/gpu-run.sh; top=$OUT/results
B="--only +1,+3,60x64 --runs 20 --skip per-line,strided,per-element"
mkdir -p $top
order="old90 sm_90-nvptx64--nvidiacl L90 G90"
rev=$(echo $order | tr ' ' '\n' | tac | tr '\n' ' ')
round=1
for L in $order $rev; do
  n=$L; [ $L = sm_90-nvptx64--nvidiacl ] && n=new90
  OUT=$top/ptx-$n-$round timeout 90 bash $r bench $L $B >/dev/null 2>&1
  echo "$n-$round done $(date +%T)"
  [ $L = G90 ] && round=2
done
cd $top && for c in "2d 3B 60x64" "2d f32 64x64 +1" "2d u8 128x64 +3 odd" "3d f32 16x16x16 +1"; do
  printf '%-22s' "$c"; for d in ptx-old90-1 ptx-new90-1 ptx-L90-1 ptx-G90-1 ptx-G90-2 ptx-L90-2 ptx-new90-2 ptx-old90-2; do
    awk -F, -v c="$c" -v d=$d '$3==c && $7=="xasync" {printf " %s %5.0f", d, $12}' $d/bench-*.csv; done; echo; done | tee $top/table.txt
tar czf $OUT/results.tgz -C $OUT results
