#!/usr/bin/env bash
# SGEMM/conv9x9 double-buffered: events in an array (the bench's) against in variables (evscalar), with lim-checked; 3 rotated rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runarr; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runarr' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
SK=hand,hand-db,hand-cpasync,sync-cpasync,lim-evented,sync-lim-checked,sync-lim-evented
vs=(sm_90-nvptx64--nvidiacl evscalar)
for r in 1 2 3 4 5; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  [ $SECONDS -gt ${TMAX:-300} ] && break
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute --skip $SK \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
  echo "  ${SECONDS}s"
done; done
