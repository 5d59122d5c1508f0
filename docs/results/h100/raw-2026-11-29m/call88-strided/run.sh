#!/usr/bin/env bash
# Device run 87 (issue 46): warp-idle exit for strided copies (elem >= 4, src_step != dst_step, hoisted vote) vs 0d12028: pairs, tiles, conformance, user-style corpus.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run87; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run87' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-ship90b" XASYNC_REAL_LAYERS="ship=$D/lib/libxasync-layer-ship.so"; mkdir -p $OUT
  timeout 200 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-ship90b ship; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
C="2d f32 1024x4,2d f32 4096x1 contiguous,2d f32 64x64,2d f32x4 32x32,corpus f32 64x64"
vs=(native ptx ptxold source sourceold)
for r in 1 2; do for i in 0 1 2 3 4; do v=${vs[$(( (i + r) % 5 ))]}
  [ $SECONDS -gt 300 ] && break
  case $v in
    native) L=; A=(--baseline);;
    ptx) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl);;
    ptxold) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-ship90b);;
    source) L=$D/lib/libxasync-layer.so; A=();;
    sourceold) L=$D/lib/libxasync-layer-ship.so; A=();;
  esac
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only "$C" --skip hand-wide,direct,per-element "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do for v in ptx ptxold source sourceold; do
  python3 scripts/bench_compare.py $OUT/t-$v-$r.csv $OUT/t-native-$r.csv --names $v,native > $OUT/cmp-$v-$r.txt 2>&1
  grep -E 'strided|per-line' $OUT/cmp-$v-$r.txt | sed "s/^/$v $r: /" | awk -F'|' '{print $1 $NF}'
done; done
( export OUT=$OUT/A; mkdir -p $OUT; timeout 80 bash $S conformance > $OUT/conf.txt 2>&1; echo "A ptx rc $? ${SECONDS}s"; grep -E "^===|passed" $OUT/conf.txt )
for f in nvptx nvptx-partial; do
  [ $SECONDS -gt 470 ] && break
  ( export OUT=$OUT/A-$f XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f"; mkdir -p $OUT
    timeout 40 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "A $f rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
done
for v in sm_90-nvptx64--nvidiacl sm_90-ship90b; do
  [ $SECONDS -gt 520 ] && break
  timeout 30 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus \
    --no-plot --csv $OUT/c-$v.csv > $OUT/c-$v.txt 2>&1; echo "corpus $v rc $? ${SECONDS}s"
done
[ -f $OUT/c-sm_90-ship90b-corpus.csv ] && python3 scripts/bench_compare.py $OUT/c-sm_90-nvptx64--nvidiacl-corpus.csv $OUT/c-sm_90-ship90b-corpus.csv --names new,old > $OUT/c-cmp.txt 2>&1; tail -3 $OUT/c-cmp.txt
