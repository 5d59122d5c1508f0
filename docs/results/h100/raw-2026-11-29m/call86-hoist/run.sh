#!/usr/bin/env bash
# Device run for the hoisted-vote trial (device tool: command
# "bash .perf/run-hoist.sh", carry [".device", ".perf/run-hoist.sh"]):
# (B) the corpus in pairs 6 x 100, PTX mode shipped and sm_90-hoist90 (and
# the source form, shipped); (T) the strided and per-line tiles, NVIDIA's
# own, PTX shipped and hoist90, 2 rotated rounds; (A) conformance of
# sm_90-hoist90 and sm_80-hoist80.  About 5 minutes.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runh; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runh' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-hoist90"; mkdir -p $OUT
  timeout 200 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-hoist90; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
C="2d f32 1024x4,2d f32 4096x1 contiguous,2d f32 64x64,2d f32x4 32x32"
vs=(native ptx hoist)
for r in 1 2; do for i in 0 1 2; do v=${vs[$(( (i + r) % 3 ))]}
  case $v in
    native) L=; A=(--baseline);;
    ptx) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl);;
    hoist) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-hoist90);;
  esac
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only "$C" --skip hand-wide,direct,per-element "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do for v in ptx hoist; do
  python3 scripts/bench_compare.py $OUT/t-$v-$r.csv $OUT/t-native-$r.csv --names $v,native > $OUT/cmp-$v-$r.txt 2>&1
  grep -E 'strided|per-line' $OUT/cmp-$v-$r.txt | sed "s/^/$v $r: /" | awk -F'|' '{print $1 $NF}'
done; done
for l in sm_90-hoist90 sm_80-hoist80; do
  timeout 60 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.$l.ptx > $OUT/conf-$l.txt 2>&1; echo "A $l rc $? ${SECONDS}s"; tail -1 $OUT/conf-$l.txt
done
