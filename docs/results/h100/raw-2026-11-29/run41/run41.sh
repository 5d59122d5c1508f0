#!/usr/bin/env bash
# Device run 41 (issue 46): plain copies into local memory four units a
# step, no division (pb2 = sm_90-nvptx64--nvidiacl) against f5f6175 (head):
# conformance; compute arrays (the bench's) vs variables (evscalar), 3
# rotated rounds; corpus and tiles pb2 vs head, 2 rotated rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run41; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run41' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 120 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
SK=hand,hand-db,hand-cpasync,sync-cpasync,lim-evented,sync-lim-checked,sync-lim-evented
vs=(sm_90-nvptx64--nvidiacl evscalar)
for r in 1 2 3; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  [ $SECONDS -gt 250 ] && break
  timeout 40 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute --skip $SK \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
echo "compute done ${SECONDS}s"
vs=(sm_90-nvptx64--nvidiacl head)
for r in 1 2; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  [ $SECONDS -gt 480 ] && break
  timeout 55 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $? ${SECONDS}s"
done; done
for r in 1 2; do
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-$r.csv $OUT/b-head-$r.csv --names pb2,head > $OUT/b-cmp-$r.txt 2>&1; tail -1 $OUT/b-cmp-$r.txt
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-$r-corpus.csv $OUT/b-head-$r-corpus.csv --names pb2,head > $OUT/b-cmp-corpus-$r.txt 2>&1; tail -1 $OUT/b-cmp-corpus-$r.txt
done
