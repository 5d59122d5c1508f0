#!/usr/bin/env bash
# Device run 29 (issue 46): the corpus and tile cases where the plugin's
# PTX (sm_90-nvptx64--nvidiacl) ran 0.87-0.96 of the same library without
# it (sm_90-base), with a third build: the plugin without its 16-byte
# alignment of __local arrays (pna); 4 rounds, sides rotated.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
vs=(sm_90-base sm_90-nvptx64--nvidiacl pna)
for r in 1 2 3 4; do for i in 0 1 2; do v=${vs[$(( (i + r) % 3 ))]}
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only "rgb 60x64 wg1,f32 8x64 wg1,2d f32 1024x4,2d f32 4096x1,rgb 60x64 wg256" \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1
  grep -E "GB/s median" $OUT/b-$v-$r.txt | grep -E "x2d|xasync" | sed "s/^/$v $r: /"
done; done
