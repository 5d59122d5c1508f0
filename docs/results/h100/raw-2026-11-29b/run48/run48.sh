#!/usr/bin/env bash
# Device run 48 (issue 46), head 0ab9d46:
# 1. own-rgba-planes against hand-edited PTX of itself (only that kernel's
#    function edited): h1 no cp.async commit/wait (it issues no cp.async),
#    h2 the copy-out always the byte loop (no alignment paths), h3 both;
#    10 rounds, nine sides.
# 2. conformance of the three libraries (sm_90's prefetch branch is new) and
#    of the source form;
# 3. the real corpus, 8 rounds of six sides (again = the same PTX).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run48; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run48' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
( export OUT=$OUT/rgba; mkdir -p $OUT
  XASYNC_REAL_LIBS="again h1 h2 h3" timeout 150 bash $S real sm_90-nvptx64--nvidiacl 10 --only own-rgba-planes > $OUT/real.txt 2> $OUT/real.err; echo "rgba rc $? ${SECONDS}s"
  for c in ptx clang ptx-clang again h1 h2 h3; do echo "== $c"; grep -E "own-rgba" $OUT/compare-real-$c.txt | awk -F'|' '{print $1 $3 $4}'; done )
timeout 100 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 60 bash $S conformance-source > $OUT/conf-source.txt 2>&1; echo "conformance-source rc $? ${SECONDS}s"; grep -E "passed,|rror" $OUT/conf-source.txt | head -3
left=$((585 - SECONDS)); r=8; [ $left -lt 250 ] && r=5
XASYNC_REAL_LIBS=again timeout $left bash $S real sm_90-nvptx64--nvidiacl $r > $OUT/real.txt 2> $OUT/real.err; echo "real rc $? ${SECONDS}s rounds $r"
python3 scripts/real_compare.py $(ls $OUT/real/ptx-*-real.csv | paste -sd,) $(ls $OUT/real/again-*-real.csv | paste -sd,) --names ptx,again --csv $OUT/compare-real-ptx-again.csv > $OUT/compare-real-ptx-again.txt
for c in source ptx clang ptx-clang again ptx-again; do echo "== $c"; tail -2 $OUT/compare-real-$c.txt; done
grep -hE "^(own-one-each|own-rgba|cts-prefetch)" $OUT/compare-real-ptx.txt $OUT/compare-real-source.txt
