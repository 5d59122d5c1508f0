#!/usr/bin/env bash
# Device run 78 (issue 46): the tile bench from source, shipped layer and
# raremin, beside NVIDIA's own copies (no layer, --baseline: per-line,
# per-element, strided, direct, hand-wide), 2 rotated rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run78; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run78' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
vs=(ship raremin native)
for r in 1 2; do for i in 0 1 2; do l=${vs[$(( (i + r) % 3 ))]}
  [ $SECONDS -gt 200 ] && break
  case $l in ship) L=$D/lib/libxasync-layer.so; B=;; raremin) L=$D/lib/libxasync-layer-raremin.so; B=;; native) L=; B=--baseline;; esac
  OPENCL_LAYERS=$L timeout 40 bash $S exec $D/bin/bench --device nvidia --only tile $B --no-plot --csv $OUT/s-$l-$r.csv > $OUT/s-$l-$r.txt 2>&1; echo "tiles $l $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do
  python3 scripts/bench_compare.py $OUT/s-raremin-$r.csv $OUT/s-ship-$r.csv --names raremin,ship > $OUT/cmp-rs-$r.txt 2>&1
  python3 scripts/bench_compare.py $OUT/s-raremin-$r.csv $OUT/s-native-$r.csv --names raremin,native > $OUT/cmp-rn-$r.txt 2>&1
  python3 scripts/bench_compare.py $OUT/s-ship-$r.csv $OUT/s-native-$r.csv --names ship,native > $OUT/cmp-sn-$r.txt 2>&1
  grep per-line $OUT/cmp-rn-$r.txt $OUT/cmp-sn-$r.txt | head -40
done
