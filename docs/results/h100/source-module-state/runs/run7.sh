#!/usr/bin/env bash
# Device call 7 (2026-11-26, fourth session): the shipped layer (its
# nvptx-partial form = variant A: module-scope state, asm event moves):
# the conformance suite from source with nvptx-partial, source-programs
# with it, the build time of a small kernel with the layer (default form),
# and the compute kernels from source with their events in variables
# (-DBENCH_EVENT_SCALARS), nvptx-partial then the default form.  Tarred
# into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
XASYNC_LAYER_DEVICES=$partial OUT=$top/conformance-partial timeout 270 bash $r conformance-source | tail -8
XASYNC_LAYER_DEVICES=$partial OUT=$top/programs-partial timeout 60 bash $r source-programs | tail -3
OUT=$top/build-time timeout 60 bash $r build-time 10 | tail -4
XASYNC_LAYER_DEVICES=$partial OUT=$top/build-time-partial timeout 60 bash $r build-time 10 | tail -4
B="--only compute --runs 10 --build-options -DBENCH_EVENT_SCALARS"
XASYNC_LAYER_DEVICES=$partial OUT=$top/evscalar-partial timeout 60 bash $r bench-source $B >/dev/null
OUT=$top/evscalar-nvptx timeout 60 bash $r bench-source $B >/dev/null
for v in partial nvptx; do
  echo "evscalar $v: $(grep -hE '^(sgemm|conv9x9) 4096 +(hand|sync|async) ' $top/evscalar-$v/bench-*.txt | awk '{printf "%s/%s %s %s  ", $1,$3,$5,$7}')"
done
tar czf $OUT/results.tgz -C $OUT results
