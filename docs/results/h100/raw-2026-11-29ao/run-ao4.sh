#!/usr/bin/env bash
# At-once with the 128-byte limit: real corpus in pairs (12 rounds, old side, twins); bench corpus new/old; conformance classic sm_90.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runao4; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runao4' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
p=conformance-classic.sm_90-nvptx64--nvidiacl
timeout 60 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/$p.ptx --pipelines 0 --apis copy,strided,copy-v3,strided-v3 > $OUT/conf-$p.txt 2>&1; echo "A $p rc $? ${SECONDS}s"; tail -1 $OUT/conf-$p.txt
for lib in sm_90-nvptx64--nvidiacl sm_90-old; do
  ( export OUT=$OUT/bench-$lib; mkdir -p $OUT; timeout 60 bash $S bench $lib --only corpus > /dev/null 2>&1; echo "bench $lib rc $? ${SECONDS}s" )
done
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-old" XASYNC_REAL_TWINS=1; mkdir -p $OUT
  timeout 250 bash $S real-pair sm_90-nvptx64--nvidiacl 12 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-old twin-cp twin-plain; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
