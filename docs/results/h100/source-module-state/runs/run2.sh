#!/usr/bin/env bash
# Device call 2 (2026-11-26, fourth session): the probe
# state-by-module-asm, then the compute kernels (SGEMM, conv9x9) from
# source with five layers: nvptx-partial's variants A (module-scope state,
# asm event conversions), E (A + events by __builtin_astype), G (E + a
# plain, non-volatile state store), F (A + events by a private-memory pun),
# and the default nvptx form; PTX mode at both ends; rounds reversed.
# NVIDIA's PTX of round 1 saved.  Tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only compute --runs 10"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
lib=.device/lib
( # the ICD set-up of gpu-run.sh
  mkdir -p /tmp/xasync-icd/vendors
  for f in .device/debs/*.deb; do dpkg -x "$f" /tmp/xasync-icd/root; done
  icd=/usr/lib/libnvidia-opencl.so.1
  ls /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 >/dev/null 2>&1 && icd=/usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1
  echo $icd > /tmp/xasync-icd/vendors/nvidia.icd
  OCL_ICD_VENDORS=/tmp/xasync-icd/vendors LD_LIBRARY_PATH=/tmp/xasync-icd/root/usr/lib/x86_64-linux-gnu \
    timeout 60 .device/bin/state-probe ) > $top/state-by-module-asm.txt 2>&1
grep -E "^test|kernel" $top/state-by-module-asm.txt
for v in ptx-1 A-1 E-1 G-1 F-1 nvptx-1 nvptx-2 F-2 G-2 E-2 A-2 ptx-2; do
  n=${v%-*}; save=; [ ${v#*-} = 1 ] && save=$top/bin-$n
  [ -n "$save" ] && mkdir -p $save
  case $n in
    ptx) OUT=$top/$v timeout 60 bash $r bench $L $B >/dev/null ;;
    nvptx) cp $lib/layer-A.so $lib/libxasync-layer.so
       XASYNC_SAVE_BINARIES=$save OUT=$top/$v timeout 60 bash $r bench-source $B >/dev/null ;;
    *) cp $lib/layer-$n.so $lib/libxasync-layer.so
       XASYNC_SAVE_BINARIES=$save XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 60 bash $r bench-source $B >/dev/null ;;
  esac
  echo "$v: $(grep -hE '^(sgemm|conv9x9) 4096 +(hand|sync|async) ' $top/$v/bench-*.txt | awk '{printf "%s/%s %s %s  ", $1,$3,$5,$7}')"
done
tar czf $OUT/results.tgz -C $OUT results
