#!/usr/bin/env bash
# Device run 89 (issue 46): the source forms with the warp-idle exit for strided copies (run 87's library, which could not build from source then) against 0d12028's layer (ship): tiles, conformance, real pairs.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run89; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run89' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
C="2d f32 1024x4,2d f32 4096x1 contiguous,2d f32 64x64,corpus f32 64x64"
vs=(native source sourceold)
for r in 1 2; do for i in 0 1 2; do v=${vs[$(( (i + r) % 3 ))]}
  case $v in
    native) L=; A=(--baseline);;
    source) L=$D/lib/libxasync-layer.so; A=();;
    sourceold) L=$D/lib/libxasync-layer-ship.so; A=();;
  esac
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only "$C" --skip hand-wide,direct,per-element "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do for v in source sourceold; do
  python3 scripts/bench_compare.py $OUT/t-$v-$r.csv $OUT/t-native-$r.csv --names $v,native > $OUT/cmp-$v-$r.txt 2>&1
  grep -E 'strided|per-line' $OUT/cmp-$v-$r.txt | sed "s/^/$v $r: /" | awk -F'|' '{print $1 $NF}'
done; done
for f in nvptx nvptx-partial; do
  ( export OUT=$OUT/A-$f XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f"; mkdir -p $OUT
    timeout 40 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "A $f rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
done
left=$(( 285 - SECONDS ))
( export OUT=$OUT/B XASYNC_REAL_LAYERS="ship=$D/lib/libxasync-layer-ship.so"; mkdir -p $OUT
  timeout $left bash $S real-pair sm_90-nvptx64--nvidiacl 4 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx ship; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
