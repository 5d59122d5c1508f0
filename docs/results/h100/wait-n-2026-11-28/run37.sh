#!/usr/bin/env bash
# Device run 37 (issue 46): the interpreter's build (wn): the source form's
# conformance and programs; the real corpus, 5 alternating rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run37; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run37' EXIT
S=scripts/gpu-run.sh
timeout 150 bash $S conformance-source > $OUT/conf-source.txt 2>&1; echo "conformance-source rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf-source.txt | head
timeout 60 bash $S source-programs > $OUT/source-programs.txt 2>&1; echo "source-programs rc $? ${SECONDS}s"; tail -1 $OUT/source-programs.txt
timeout 300 bash $S real sm_90-nvptx64--nvidiacl 5 > $OUT/real.txt 2> $OUT/real.err; echo "real rc $? ${SECONDS}s"
tail -3 $OUT/compare-real-ptx.txt; tail -3 $OUT/compare-real-source.txt
