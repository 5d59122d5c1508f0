#!/usr/bin/env bash
# Device run 7 (issue 46): SGEMM and conv9x9 with their double-buffered
# events in an array (sm_90) and in variables (evscalar: the same library,
# -DBENCH_EVENT_SCALARS), alternating, two rounds each; the real-kernel
# corpus again (3 rounds) for the spread between device calls.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name --format=csv,noheader
for r in 1 2; do for v in sm_90-nvptx64--nvidiacl evscalar; do
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
timeout 200 bash $S real sm_90-nvptx64--nvidiacl 3 > $OUT/real.txt 2> $OUT/real.err
tail -3 $OUT/compare-real-ptx.txt; tail -3 $OUT/compare-real-source.txt
