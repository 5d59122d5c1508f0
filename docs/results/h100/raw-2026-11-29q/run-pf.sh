#!/usr/bin/env bash
# Prefetch of up to four lines without a loop (sm_90-pf) vs shipped: CTS prefetch kernel in pairs (6 rounds),
# the bench corpus's f32 64x64 cases (prefetch variant) 3 rotated rounds, conformance of sm_90-pf.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runpf; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runpf' EXIT
S=scripts/gpu-run.sh; D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-pf"; mkdir -p $OUT
  timeout 200 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 200 --only "cts-prefetch" > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in ptx sm_90-pf; do echo "== B $c"; sed -n 3,7p $OUT/B/compare-pair-$c.txt; done
vs=(native ptx pf)
for r in 1 2 3; do for i in 0 1 2; do v=${vs[$(( (i + r) % 3 ))]}
  case $v in
    native) L=; A=(--baseline);;
    ptx) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl);;
    pf) L=$D/lib/libxasync-layer.so; A=(--ptx-dir $D/ptx --library sm_90-pf);;
  esac
  OPENCL_LAYERS=$L timeout 60 bash $S exec $D/bin/bench --device nvidia --only "corpus f32 64x64" "${A[@]}" --no-plot --csv $OUT/t-$v-$r.csv > $OUT/t-$v-$r.txt 2>&1; echo "$v $r rc $? ${SECONDS}s"
done; done
for r in 1 2 3; do python3 scripts/bench_compare.py $OUT/t-pf-$r-corpus.csv $OUT/t-ptx-$r-corpus.csv --names pf,ptx > $OUT/c-$r.txt 2>&1; grep -E "prefetch|hand" $OUT/c-$r.txt; tail -1 $OUT/c-$r.txt; done
timeout 60 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.sm_90-pf.ptx > $OUT/conf.txt 2>&1; echo "A rc $?"; tail -1 $OUT/conf.txt
