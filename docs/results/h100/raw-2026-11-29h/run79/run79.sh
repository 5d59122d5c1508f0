#!/usr/bin/env bash
# Device run 79 (issue 46): the final layer (nvptx source forms with the
# rare paths out of line): conformance from source in both forms; the
# corpus in pairs 6 x 100 (source, ptx); SGEMM/conv9x9 from source, the
# previous layer (a792b7c) and this one, alternating.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run79; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run79' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
for f in nvptx nvptx-partial; do
  ( export OUT=$OUT/A-$f XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f"; mkdir -p $OUT
    timeout 100 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "A $f rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
done
( export OUT=$OUT/B; mkdir -p $OUT
  timeout 150 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
for r in 1 2; do for l in prev final; do
  [ $SECONDS -gt 400 ] && break
  L=$D/lib/libxasync-layer.so; [ $l = prev ] && L=$D/lib/libxasync-layer-prev.so
  OPENCL_LAYERS=$L timeout 45 bash $S exec $D/bin/bench --device nvidia --only compute --skip hand,hand-db,hand-cpasync,sync-cpasync,lim-evented,sync-lim-evented,lim-checked,sync-lim-checked --no-plot --csv $OUT/c-$l-$r.csv > $OUT/c-$l-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync) " $OUT/c-$l-$r.txt | sed "s/^/$l $r: /"
done; done
