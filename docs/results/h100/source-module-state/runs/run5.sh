#!/usr/bin/env bash
# Device call 5 (2026-11-26, fourth session): the two +1 tile cases only
# (20 timed runs), ptx old A F H nvptx, then reversed; then the compute
# kernels with F and H.  H = F's events through private storage with the
# old out-of-line state function (f7cfa8a's) instead of module-scope PTX.
# Tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
lib=.device/lib
one() { # one VARIANT-ROUND ARGS...
  local v=$1 n=${1%-*}; shift
  case $n in
    ptx) OUT=$top/$v timeout 60 bash $r bench $L "$@" >/dev/null ;;
    nvptx) cp $lib/layer-F.so $lib/libxasync-layer.so
       OUT=$top/$v timeout 60 bash $r bench-source "$@" >/dev/null ;;
    *) cp $lib/layer-$n.so $lib/libxasync-layer.so
       XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 60 bash $r bench-source "$@" >/dev/null ;;
  esac
}
for v in ptx-1 old-1 A-1 F-1 H-1 nvptx-1 nvptx-2 H-2 F-2 A-2 old-2 ptx-2; do
  one $v --only +1 --runs 20
  echo "$v: $(grep -hE '^[23]d .*\+1 ' $top/$v/bench-*.txt | awk -F'|' '{split($2,a," "); printf "%s ", a[1]}')"
done
for v in F-c H-c; do
  one $v --only compute --runs 10
  echo "$v: $(grep -hE '^(sgemm|conv9x9) 4096 +(hand|sync|async) ' $top/$v/bench-*.txt | awk '{printf "%s/%s %s %s  ", $1,$3,$5,$7}')"
done
tar czf $OUT/results.tgz -C $OUT results
