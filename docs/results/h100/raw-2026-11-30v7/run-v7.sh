#!/usr/bin/env bash
# Focused variants of one real kernel: LIBS sides beside source, ptx; ONLY cases; R rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runv7; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runv7' EXIT
S=scripts/gpu-run.sh
( export OUT=$OUT/R XASYNC_REAL_LIBS="${LIBS:-sm_90-libclc sm_90-vG sm_90-vO sm_90-vW}"; mkdir -p $OUT
  timeout ${T:-300} bash $S real-pair sm_90-nvptx64--nvidiacl ${R:-40} --runs 100 --only "${ONLY:-own-rgba-planes}" > $OUT/pair.txt 2> $OUT/pair.err; echo "R rc $? ${SECONDS}s" )
for c in ptx source ${LIBS:-sm_90-libclc sm_90-vG sm_90-vO sm_90-vW}; do echo "== $c"; grep "|" $OUT/R/compare-pair-$c.txt | grep -v '^case'; done
