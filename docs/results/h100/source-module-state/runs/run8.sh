#!/usr/bin/env bash
# Device call 8 (2026-11-26, fourth session): C = A with event_t converted
# byte by byte through a uchar pointer (defined by the aliasing rules, and
# foldable), against A (the shipped form) and PTX mode: the +1 tile cases,
# the pipelines and the compute kernels, ptx A C C A ptx.  Tarred into
# $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only +1,stencil,compute --runs 10"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
lib=.device/lib
for v in ptx-1 A-1 C-1 C-2 A-2 ptx-2; do
  n=${v%-*}
  case $n in
    ptx) OUT=$top/$v timeout 80 bash $r bench $L $B >/dev/null ;;
    *) cp $lib/layer-$n.so $lib/libxasync-layer.so
       XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 80 bash $r bench-source $B >/dev/null ;;
  esac
  echo "$v: +1 $(grep -hE '^[23]d .*\+1 ' $top/$v/bench-*.txt | awk -F'|' '{split($2,a," "); printf "%s ", a[1]}')"
  echo "   pipelines $(grep -hE 'persistent|^stencil 5pt f32|^stream' $top/$v/bench-*.txt | awk '{printf "%s %s: %s; ", $3, $4, $NF}')"
  echo "   $(grep -hE '^(sgemm|conv9x9) 4096 +(hand|sync|async) ' $top/$v/bench-*.txt | awk '{printf "%s/%s %s  ", $1,$3,$7}')"
done
tar czf $OUT/results.tgz -C $OUT results
