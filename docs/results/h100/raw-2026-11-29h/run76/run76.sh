#!/usr/bin/env bash
# Device run 76 (issue 46): element copies' rare paths out of line and
# chunks only for copies of a chunk or more (raremin) against the shipped
# build: (B) the corpus in pairs 6 x 100 (source, ptx, sm_90-raremin90,
# layer raremin); (C) compute (2 rotated rounds) and corpus,tile bench
# (2 rotated rounds), shipped sm_90 vs raremin90; (A) conformance raremin90.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run76; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run76' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-raremin90" XASYNC_REAL_LAYERS="raremin=$D/lib/libxasync-layer-raremin.so"; mkdir -p $OUT
  timeout 200 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-raremin90 raremin; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
SK=hand,hand-db,hand-cpasync,sync-cpasync,lim-evented,sync-lim-evented
vs=(sm_90-nvptx64--nvidiacl sm_90-raremin90)
for r in 1 2; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  [ $SECONDS -gt 330 ] && break
  timeout 45 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute --skip $SK \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
echo "compute done ${SECONDS}s"
for r in 1 2; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  [ $SECONDS -gt 470 ] && break
  timeout 55 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-raremin90-$r.csv $OUT/b-sm_90-nvptx64--nvidiacl-$r.csv --names raremin,ship > $OUT/b-cmp-$r.txt 2>&1; tail -2 $OUT/b-cmp-$r.txt
done
[ $SECONDS -lt 530 ] && { timeout 60 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.sm_90-raremin90.ptx > $OUT/conf.txt 2>&1; echo "A rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt; }
