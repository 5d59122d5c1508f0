#!/usr/bin/env bash
# Device run 81 (issue 46): the idle-first trial (-DXASYNC_NV_IDLE_FIRST):
# (T) strided and per-line tiles, NVIDIA's own (--baseline), PTX mode
# shipped and idle90, from source shipped and idle layer, 3 rotated rounds;
# (A) conformance sm_90-idle90, sm_80-idle80, the idle layer in both source forms.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run81; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run81' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
C="2d f32 1024x4,2d f32 4096x1 contiguous,2d f32 64x64,2d f32x4 32x32"
vs=(native ptx ptxidle source sourceidle)
for r in 1 2 3; do for i in 0 1 2 3 4; do v=${vs[$(( (i + r) % 5 ))]}
  [ $SECONDS -gt 300 ] && break
  case $v in
    native) L=; A=(--baseline);;
    ptx) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl);;
    ptxidle) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-idle90);;
    source) L=$D/lib/libxasync-layer.so; A=();;
    sourceidle) L=$D/lib/libxasync-layer-idle.so; A=();;
  esac
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only "$C" --skip hand-wide,direct,per-element "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2 3; do for v in ptx ptxidle source sourceidle; do
  python3 scripts/bench_compare.py $OUT/t-$v-$r.csv $OUT/t-native-$r.csv --names $v,native > $OUT/cmp-$v-$r.txt 2>&1
  grep -E 'strided|per-line' $OUT/cmp-$v-$r.txt | sed "s/^/$v $r: /"
done; done
for l in sm_90-idle90 sm_80-idle80; do
  [ $SECONDS -gt 480 ] && break
  timeout 45 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.$l.ptx > $OUT/conf-$l.txt 2>&1; echo "A $l rc $? ${SECONDS}s"; tail -1 $OUT/conf-$l.txt
done
for f in nvptx nvptx-partial; do
  [ $SECONDS -gt 530 ] && break
  XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f" OPENCL_LAYERS=$D/lib/libxasync-layer-idle.so XASYNC_LAYER_DEBUG=1 \
    timeout 45 bash $S exec $D/bin/conformance --device nvidia > $OUT/conf-src-$f.txt 2>&1; echo "A src $f rc $? ${SECONDS}s"; tail -1 $OUT/conf-src-$f.txt
done
