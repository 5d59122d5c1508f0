#!/usr/bin/env bash
# Device run 83 (issue 46): idle-first for whole idle warps, elements of 4 bytes or more
# (-DXASYNC_NV_IDLE_FIRST -DXASYNC_NV_IDLE_WARP): (B) the corpus in pairs
# 6 x 100 (source, ptx, sm_90-idleW90, layer idleW); (T) tiles, NVIDIA's
# own, PTX shipped/idleW90, from source shipped/idleW, 2 rotated rounds;
# (A) conformance idleW90, idleW80, layer idleW in both source forms.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run83; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run83' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-idleW90" XASYNC_REAL_LAYERS="idleW=$D/lib/libxasync-layer-idleW.so"; mkdir -p $OUT
  timeout 230 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-idleW90 idleW; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
C="2d f32 1024x4,2d f32 4096x1 contiguous,2d f32 64x64,2d f32x4 32x32"
vs=(native ptxidle sourceidle)
for r in 1 2; do for i in 0 1 2; do v=${vs[$(( (i + r) % 3 ))]}
  [ $SECONDS -gt 380 ] && break
  case $v in
    native) L=; A=(--baseline);;
    ptx) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl);;
    ptxidle) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-idleW90);;
    source) L=$D/lib/libxasync-layer.so; A=();;
    sourceidle) L=$D/lib/libxasync-layer-idleW.so; A=();;
  esac
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only "$C" --skip hand-wide,direct,per-element "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do for v in ptxidle sourceidle; do
  python3 scripts/bench_compare.py $OUT/t-$v-$r.csv $OUT/t-native-$r.csv --names $v,native > $OUT/cmp-$v-$r.txt 2>&1
  grep -E 'strided|per-line' $OUT/cmp-$v-$r.txt | sed "s/^/$v $r: /" | awk -F'|' '{print $1 $NF}'
done; done
for l in sm_90-idleW90 sm_80-idleW80; do
  [ $SECONDS -gt 480 ] && break
  timeout 45 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.$l.ptx > $OUT/conf-$l.txt 2>&1; echo "A $l rc $? ${SECONDS}s"; tail -1 $OUT/conf-$l.txt
done
for f in nvptx nvptx-partial; do
  [ $SECONDS -gt 540 ] && break
  XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f" OPENCL_LAYERS=$D/lib/libxasync-layer-idleW.so XASYNC_LAYER_DEBUG=1 \
    timeout 30 bash $S exec $D/bin/conformance --device nvidia > $OUT/conf-src-$f.txt 2>&1; echo "A src $f rc $? ${SECONDS}s"; tail -1 $OUT/conf-src-$f.txt
done
vs=(sm_90-nvptx64--nvidiacl sm_90-idleW90)
for r in 1; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  [ $SECONDS -gt 470 ] && break
  timeout 55 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $? ${SECONDS}s"
done; done
python3 scripts/bench_compare.py $OUT/b-sm_90-idleW90-1.csv $OUT/b-sm_90-nvptx64--nvidiacl-1.csv --names idleW,ship > $OUT/b-cmp-1.txt 2>&1; tail -25 $OUT/b-cmp-1.txt
