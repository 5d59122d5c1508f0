#!/usr/bin/env bash
# Device run 80 (issue 46): the bench's strided tiles (one strided copy per
# column) and per-line tiles, in one call: NVIDIA's own (no layer,
# --baseline), PTX mode (sm_90), from source (the final layer and a792b7c's),
# 3 rotated rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run80; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run80' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
C="2d f32 1024x4,2d f32 4096x1 contiguous,2d f32 64x64,2d f32x4 32x32"
vs=(native ptx source prev)
for r in 1 2 3; do for i in 0 1 2 3; do v=${vs[$(( (i + r) % 4 ))]}
  [ $SECONDS -gt 200 ] && break
  case $v in
    native) L=; A=(--baseline);;
    ptx) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl);;
    source) L=$D/lib/libxasync-layer.so; A=();;
    prev) L=$D/lib/libxasync-layer-prev.so; A=();;
  esac
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only "$C" --skip hand-wide,direct,per-element "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2 3; do for v in ptx source prev; do
  python3 scripts/bench_compare.py $OUT/t-$v-$r.csv $OUT/t-native-$r.csv --names $v,native > $OUT/cmp-$v-$r.txt 2>&1
  grep -E 'strided|per-line' $OUT/cmp-$v-$r.txt | sed "s/^/$v $r: /"
done; done
