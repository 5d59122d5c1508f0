#!/usr/bin/env bash
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run86; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run86' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-inl"; mkdir -p $OUT
  timeout 200 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-inl; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
L=$D/lib/libxasync-layer.so
for r in 1 2; do for v in ref inl; do
  [ $r = 2 ] && v=$([ $v = ref ] && echo inl || echo ref)
  OPENCL_LAYERS=$L timeout 100 bash $S exec $D/bin/bench --device nvidia --only compute --ptx-dir $D/ptx --library sm_90-$v --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1; echo "C $v $r rc $? ${SECONDS}s"
done; done
grep -hE "sgemm|conv" $OUT/c-*-1.txt | head -30
timeout 60 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.sm_90-inl.ptx > $OUT/conf-inl.txt 2>&1; echo "A inl rc $? ${SECONDS}s"; tail -1 $OUT/conf-inl.txt
