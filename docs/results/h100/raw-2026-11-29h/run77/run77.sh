#!/usr/bin/env bash
# Device run 77 (issue 46): split (co16 chunks inline, co4 chunks and bytes
# out of line, chunk paths only for a chunk or more) beside raremin (every
# rare path out of line) and the shipped build: (B) the corpus in pairs
# 6 x 100; (C) PTX bench corpus,tile ship vs split90, 2 rotated rounds;
# (D) the tiles from source, one run per layer; (A) conformance split90.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run77; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run77' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-split90" XASYNC_REAL_LAYERS="split=$D/lib/libxasync-layer-split.so raremin=$D/lib/libxasync-layer-raremin.so"; mkdir -p $OUT
  timeout 200 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-split90 split raremin; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; grep "^own-rgba" $OUT/B/compare-pair-$c.txt | awk -F'|' '{print $1 $3}' | sed 's/  */ /g'; done
vs=(sm_90-nvptx64--nvidiacl sm_90-split90)
for r in 1 2; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  [ $SECONDS -gt 400 ] && break
  timeout 55 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-split90-$r.csv $OUT/b-sm_90-nvptx64--nvidiacl-$r.csv --names split,ship > $OUT/b-cmp-$r.txt 2>&1; tail -1 $OUT/b-cmp-$r.txt
done
for l in ship split raremin; do
  [ $SECONDS -gt 500 ] && break
  L=$D/lib/libxasync-layer.so; [ $l != ship ] && L=$D/lib/libxasync-layer-$l.so
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only tile --no-plot --csv $OUT/s-$l.csv > $OUT/s-$l.txt 2>&1; echo "source tiles $l rc $? ${SECONDS}s"
done
[ -f $OUT/s-split.csv ] && python3 scripts/bench_compare.py $OUT/s-split.csv $OUT/s-ship.csv --names split,ship > $OUT/s-cmp-split.txt 2>&1; tail -1 $OUT/s-cmp-split.txt
[ -f $OUT/s-raremin.csv ] && python3 scripts/bench_compare.py $OUT/s-raremin.csv $OUT/s-ship.csv --names raremin,ship > $OUT/s-cmp-raremin.txt 2>&1; tail -1 $OUT/s-cmp-raremin.txt
[ $SECONDS -lt 545 ] && { timeout 50 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.sm_90-split90.ptx > $OUT/conf.txt 2>&1; echo "A rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt; }
