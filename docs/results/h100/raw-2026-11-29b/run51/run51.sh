#!/usr/bin/env bash
# Device run 51 (issue 46): chunks out of local memory only where every
# work-item moves a whole one (new = sm_90-nvptx64--nvidiacl, the source
# form) against 0ab9d46 (head) and new + strided small copies into local
# memory with no cp.async group (sm_90-sd3): the real corpus in pairs, 10
# rounds, 20 runs a side; conformance; the bench's corpus and tiles.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run51; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run51' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
XASYNC_REAL_LIBS="head sm_90-sd3" timeout 200 bash $S real-pair sm_90-nvptx64--nvidiacl 10 --runs 20 > $OUT/pair.txt 2> $OUT/pair.err; echo "pair rc $? ${SECONDS}s"
for c in source ptx head sm_90-sd3; do echo "== $c"; tail -3 $OUT/compare-pair-$c.txt; grep -E "^own-rgba|^vc4c-async-copy wg" $OUT/compare-pair-$c.txt; done
timeout 100 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 60 bash $S conformance-source > $OUT/conf-source.txt 2>&1; echo "conformance-source rc $? ${SECONDS}s"; grep -E "passed,|rror" $OUT/conf-source.txt | head -3
for v in sm_90-nvptx64--nvidiacl head sm_90-sd3 sm_90-nvptx64--nvidiacl head; do
  [ $SECONDS -gt 545 ] && break
  timeout 45 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v-$SECONDS.csv > $OUT/b-$v-$SECONDS.txt 2>&1; echo "bench $v rc $? ${SECONDS}s"
done
