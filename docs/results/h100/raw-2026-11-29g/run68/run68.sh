#!/usr/bin/env bash
# Device run 68 (issue 46): (A) NVIDIA's builds of own-rgba-planes saved,
# without the layer and from source; (B) real corpus subsets in pairs,
# 6 x 100: the shipped layer and PTX libraries base (mklib, no flags),
# pfl1 (prefetch.global.L1 per line), pn (1-2-byte element copies into
# local memory with no chunk path: plain moves, no commit, DONE); then
# the layers pfl1 and pn; (C) the bench's prefetch kernels: PTX base/pfl1
# and from source default/pfl1 layers, 2 rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run68; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run68' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
cp $D/lib/libxasync-layer.so .perf/layer-final.so
for side in native source; do
  mkdir -p $OUT/A-$side; L=; [ $side = source ] && L=$D/lib/libxasync-layer.so
  timeout 40 bash $S exec env OPENCL_LAYERS=$L XASYNC_SAVE_BINARIES=$OUT/A-$side $D/bin/bench --device nvidia --no-plot \
    --only own-rgba-planes --csv /tmp/a.csv --real-dir $D/real-kernels --runs 3 > $OUT/A-$side/out.txt 2>&1; echo "A $side rc $? ${SECONDS}s"
done
only="cts-prefetch-int4,ock-dma-12-half-prefetch,own-rgba-planes,ock-dma-10-half-copy,ock-dma-11-half-strided,cts-copy-g2l-uchar,ock-spirv-02-strided"
for l in final pfl1 pn; do
  cp .perf/layer-$l.so $D/lib/libxasync-layer.so
  libs=; [ $l = final ] && libs="sm_90-base sm_90-pfl1 sm_90-pn"
  ( export OUT=$OUT/B-$l XASYNC_REAL_LIBS="$libs"; mkdir -p $OUT
    timeout 200 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 --only "$only" > $OUT/pair.txt 2> $OUT/pair.err; echo "B $l rc $? ${SECONDS}s" )
  for f in $OUT/B-$l/compare-pair-*.txt; do case $f in *-again.txt|*-iqm.txt) continue;; esac
    echo "== $l $(basename $f)"; grep "|" $f | grep " wg" | awk -F'|' '{print $1 $3 $4}' | sed 's/  */ /g'; done
done
cp .perf/layer-final.so $D/lib/libxasync-layer.so
for r in 1 2; do
  for v in sm_90-base sm_90-pfl1; do
    [ $SECONDS -gt 480 ] && break
    timeout 40 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only prefetch,hand \
      --no-plot --csv $OUT/C-$v-$r.csv > $OUT/C-$v-$r.txt 2>&1; echo "C $v $r rc $? ${SECONDS}s"
    grep -E "prefetch|hand " $OUT/C-$v-$r.txt | sed "s/^/$v $r: /" | cut -c1-150
  done
  for l in final pfl1; do
    [ $SECONDS -gt 520 ] && break
    cp .perf/layer-$l.so $D/lib/libxasync-layer.so
    timeout 40 bash $S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so $D/bin/bench --device nvidia --only prefetch,hand \
      --no-plot --csv $OUT/Cs-$l-$r.csv > $OUT/Cs-$l-$r.txt 2>&1; echo "Cs $l $r rc $? ${SECONDS}s"
    grep -E "prefetch|hand " $OUT/Cs-$l-$r.txt | sed "s/^/src-$l $r: /" | cut -c1-150
  done
done
cp .perf/layer-final.so $D/lib/libxasync-layer.so
