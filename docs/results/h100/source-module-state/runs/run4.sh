#!/usr/bin/env bash
# Device call 4 (2026-11-26, fourth session): why 2d f32 64x64 +1 moves
# between nvptx-partial's variants.  The probe (unbuffered now), then the
# 2D tile cases only, 20 timed runs, in the order ptx old A F nvptx nvptx F
# A old ptx, NVIDIA's PTX of each source variant saved in round 1:
# old = f7cfa8a's layer (state function, asm event moves), A = module-scope
# state + asm event moves, F = module-scope state + events through private
# storage (the tree), nvptx = the default form.  Tarred into results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d --runs 20"
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
for v in ptx-1 old-1 A-1 F-1 nvptx-1 nvptx-2 F-2 A-2 old-2 ptx-2; do
  n=${v%-*}; save=; [ ${v#*-} = 1 ] && save=$top/bin-$n && mkdir -p $save
  case $n in
    ptx) OUT=$top/$v timeout 60 bash $r bench $L $B >/dev/null ;;
    nvptx) cp $lib/layer-F.so $lib/libxasync-layer.so
       XASYNC_SAVE_BINARIES=$save OUT=$top/$v timeout 60 bash $r bench-source $B >/dev/null ;;
    *) cp $lib/layer-$n.so $lib/libxasync-layer.so
       XASYNC_SAVE_BINARIES=$save XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 60 bash $r bench-source $B >/dev/null ;;
  esac
  echo "$v: $(grep -hE '^2d ' $top/$v/bench-*.txt | awk -F'|' '{split($2,a," "); printf "%s ", a[1]}')"
done
for v in old A F nvptx; do for i in 1 2; do
  python3 scripts/bench_compare.py $top/$v-$i/bench-source.csv $top/ptx-$i/bench-$L.csv --names $v,ptx > $top/compare-$v-$i.txt
done; done
tar czf $OUT/results.tgz -C $OUT results
