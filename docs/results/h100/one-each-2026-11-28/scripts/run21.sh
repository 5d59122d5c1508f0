#!/usr/bin/env bash
# Device run 21 (issue 46): the compute kernels with events in arrays
# (9472cff's sm_90 library) and in variables (evscalar), 4 alternating rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name --format=csv,noheader
for r in 1 2 3 4; do
  vs=(sm_90-nvptx64--nvidiacl evscalar); [ $((r % 2)) -eq 0 ] && vs=(evscalar sm_90-nvptx64--nvidiacl)
  for v in "${vs[@]}"; do
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked|lim-evented) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
