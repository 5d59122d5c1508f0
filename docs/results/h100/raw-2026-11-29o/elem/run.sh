#!/usr/bin/env bash
# Device run for the idle-by-element trial: (T) the bench's tiles and
# user-style corpus over NVIDIA's own (--baseline), PTX shipped / elem90,
# source shipped / elem, 2 rotated rounds; (A) conformance of
# sm_90-elem90, sm_80-elem80 and the elem layer's two source forms.  The
# real corpus's PTX does not change (classic and stride-1 copies fold the
# test away), so it is not run.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/rune; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp rune' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
C="2d f32 1024x4,2d f32 4096x1 contiguous,2d f32 64x64,corpus f32 64x64"
vs=(native ptx elem source sourceelem)
for r in 1 2; do for i in 0 1 2 3 4; do v=${vs[$(( (i + r) % 5 ))]}
  case $v in
    native) L=; A=(--baseline);;
    ptx) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl);;
    elem) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-elem90);;
    source) L=$D/lib/libxasync-layer.so; A=();;
    sourceelem) L=$D/lib/libxasync-layer-elem.so; A=();;
  esac
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only "$C" --skip hand-wide,direct,per-element "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do for v in ptx elem source sourceelem; do
  python3 scripts/bench_compare.py $OUT/t-$v-$r.csv $OUT/t-native-$r.csv --names $v,native > $OUT/cmp-$v-$r.txt 2>&1
  grep -E 'strided|per-line' $OUT/cmp-$v-$r.txt | sed "s/^/$v $r: /" | awk -F'|' '{print $1 $NF}'
done; done
for r in 1 2; do
  python3 scripts/bench_compare.py $OUT/t-elem-$r-corpus.csv $OUT/t-ptx-$r-corpus.csv --names elem,ptx > $OUT/c-ptx-$r.txt 2>&1; tail -1 $OUT/c-ptx-$r.txt
  python3 scripts/bench_compare.py $OUT/t-sourceelem-$r-corpus.csv $OUT/t-source-$r-corpus.csv --names elem,source > $OUT/c-source-$r.txt 2>&1; tail -1 $OUT/c-source-$r.txt
done
for l in sm_90-elem90 sm_80-elem80; do
  timeout 60 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.$l.ptx > $OUT/conf-$l.txt 2>&1; echo "A $l rc $? ${SECONDS}s"; tail -1 $OUT/conf-$l.txt
done
# (scripts/gpu-run.sh conformance-source takes the bundle's layer: exec.)
for f in nvptx nvptx-partial; do
  OPENCL_LAYERS=$D/lib/libxasync-layer-elem.so XASYNC_LAYER_DEBUG=1 XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f" \
    timeout 40 bash $S exec $D/bin/conformance --device nvidia > $OUT/conf-source-$f.txt 2>&1
  echo "A $f rc $? ${SECONDS}s"; tail -1 $OUT/conf-source-$f.txt
done
