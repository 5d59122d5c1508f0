#!/usr/bin/env bash
# Device call 3 (2026-11-26, fourth session): the probe again (its link
# test now before the __builtin_astype test that aborts), then tiles,
# pipelines and compute kernels in the order ptx F G nvptx G F ptx:
# F = nvptx-partial with module-scope state and events through private
# storage (the tree), G = F with a plain (non-volatile) state store,
# nvptx = the default form.  Tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d,tile3d,stencil,compute --runs 10"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
lib=.device/lib
( mkdir -p /tmp/xasync-icd/vendors
  for f in .device/debs/*.deb; do dpkg -x "$f" /tmp/xasync-icd/root; done
  icd=/usr/lib/libnvidia-opencl.so.1
  ls /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 >/dev/null 2>&1 && icd=/usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1
  echo $icd > /tmp/xasync-icd/vendors/nvidia.icd
  OCL_ICD_VENDORS=/tmp/xasync-icd/vendors LD_LIBRARY_PATH=/tmp/xasync-icd/root/usr/lib/x86_64-linux-gnu \
    timeout 60 .device/bin/state-probe ) > $top/state-by-module-asm.txt 2>&1
grep -E "^test|kernel" $top/state-by-module-asm.txt
for v in ptx-1 F-1 G-1 nvptx-1 G-2 F-2 ptx-2; do
  n=${v%-*}
  case $n in
    ptx) OUT=$top/$v timeout 90 bash $r bench $L $B >/dev/null ;;
    nvptx) cp $lib/layer-F.so $lib/libxasync-layer.so
       OUT=$top/$v timeout 90 bash $r bench-source $B >/dev/null ;;
    *) cp $lib/layer-$n.so $lib/libxasync-layer.so
       XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 90 bash $r bench-source $B >/dev/null ;;
  esac
  echo "$v: $(grep -hE '^(sgemm|conv9x9) 4096 +(hand|sync|async) ' $top/$v/bench-*.txt | awk '{printf "%s/%s %s %s  ", $1,$3,$5,$7}')"
done
for v in F G nvptx; do for i in 1 2; do
  [ -d $top/$v-$i ] || continue
  python3 scripts/bench_compare.py $top/$v-$i/bench-source.csv $top/ptx-$i/bench-$L.csv --names $v,ptx > $top/compare-$v-$i.txt
done; done
grep -h "xasync" $top/compare-*-1.txt | head -0
tar czf $OUT/results.tgz -C $OUT results
