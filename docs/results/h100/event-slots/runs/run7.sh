#!/usr/bin/env bash
# Device call 7 (2026-11-26): the 2d +1 tile case, which moved between
# runs, alone: the aligned 64x64 case and its +1 twin, three rounds, each
# round base90 (2ab71b4), prev90 (e6f42cc), sm_90 (3902bda), base80
# (2ab71b4's sm_80), sm_80 (3902bda), one process each.
set -u
r=scripts/gpu-run.sh; top=$OUT
for round in 1 2 3; do
  for lib in base90 prev90 sm_90-nvptx64--nvidiacl base80 sm_80-nvptx64--nvidiacl; do
    OUT=$top/$lib-$round timeout 60 bash $r bench $lib --only "2d f32 64x64" >/dev/null 2>&1
    echo "$round $lib $(awk -F, '$7=="xasync" {printf "%s %.0f %s; ", $3, $12, $13}' $top/$lib-$round/bench-$lib.csv)"
  done
done
cd $top && tar czf /tmp/r7.tgz . && mv /tmp/r7.tgz results.tgz
