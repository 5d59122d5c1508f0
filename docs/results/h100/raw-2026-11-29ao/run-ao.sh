#!/usr/bin/env bash
# At-once trial: real corpus in pairs (source, ptx = new lib, sm_90-old = shipped lib), 6 rounds; conformance sm_90 (+classic), sm_80 classic.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runao; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runao' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-old" XASYNC_REAL_TWINS=1; mkdir -p $OUT
  timeout 480 bash $S real-pair sm_90-nvptx64--nvidiacl 20 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-old twin-cp twin-plain; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
for p in conformance-classic.nvptx64--nvidiacl; do continue
  extra=(); case $p in *classic*) extra=(--pipelines 0 --apis copy,strided,copy-v3,strided-v3);; esac
  timeout 60 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/$p.ptx "${extra[@]}" > $OUT/conf-$p.txt 2>&1; echo "A $p rc $? ${SECONDS}s"; grep -E "^  shape|passed" $OUT/conf-$p.txt | tail -9
done
