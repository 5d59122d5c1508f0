#!/usr/bin/env bash
# Source forms with chunk copies of 256 bytes or more inline (layer-il) vs shipped: real corpus pairs 6 rounds,
# per-line tiles from source 2 rounds, conformance of both il source forms.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runil; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runil' EXIT
S=scripts/gpu-run.sh; D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LAYERS="il=$D/lib/libxasync-layer-il.so"; mkdir -p $OUT
  timeout 300 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source il ptx; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
C="2d f32x4 32x32,2d f32 64x64,2d 3B 64x64,2d u8 128x64 +3 odd"
vs=(native source il)
for r in 1 2; do for i in 0 1 2; do v=${vs[$(( (i + r) % 3 ))]}
  case $v in
    native) L=; A=(--baseline);;
    source) L=$D/lib/libxasync-layer.so; A=();;
    il) L=$D/lib/libxasync-layer-il.so; A=();;
  esac
  OPENCL_LAYERS=$L timeout 60 bash $S exec $D/bin/bench --device nvidia --only "$C" --skip hand-wide,direct,per-element "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do for v in source il; do python3 scripts/bench_compare.py $OUT/t-$v-$r.csv $OUT/t-native-$r.csv --names $v,native > $OUT/cmp-$v-$r.txt 2>&1; grep -E "per-line|strided" $OUT/cmp-$v-$r.txt | sed "s/^/$v $r: /" | awk -F'|' '{print $1 $NF}'; done; done
for f in nvptx nvptx-partial; do
  OPENCL_LAYERS=$D/lib/libxasync-layer-il.so XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f" \
    timeout 40 bash $S exec $D/bin/conformance --device nvidia > $OUT/conf-source-$f.txt 2>&1
  echo "A $f rc $? ${SECONDS}s"; tail -1 $OUT/conf-source-$f.txt
done
