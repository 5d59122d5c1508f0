#!/usr/bin/env bash
# Device call 10 (2026-11-26): after the review mends (db7b631; the bulk
# mark's read no longer volatile): conformance of the three nvptx PTX, then
# the library before the session (base90, 2ab71b4) and after, at
# work-groups of 128 and 64 (tiles and pipelines; the compute kernels keep
# their own 16x16), alternating.
set -u
r=scripts/gpu-run.sh; top=$OUT
OUT=$top/conformance timeout 100 bash $r conformance 2>&1 | grep -E "^===|passed"
for wg in 128 64; do
  for lib in base90 sm_90-nvptx64--nvidiacl; do
    OUT=$top/$lib-wg$wg timeout 90 bash $r bench $lib --wg $wg --only tile2d,tile3d,stencil,stream >/dev/null 2>&1
    csv=$top/$lib-wg$wg/bench-$lib.csv
    echo "wg $wg $lib: $(awk -F, '$7=="xasync" {printf "%s %s; ", $3, $13} $7=="async" {printf "%s a/s %s; ", $3, $15}' $csv)"
  done
done
cd $top && tar czf /tmp/r10.tgz . && mv /tmp/r10.tgz results.tgz
