#!/usr/bin/env bash
# At-once final checks: conformance (every nvptx library, + classic), source forms; bench corpus new vs old (alternating).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runao3; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runao3' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/C; mkdir -p $OUT; timeout 300 bash $S conformance > $OUT/conf.txt 2>&1; echo "C rc $? ${SECONDS}s"; grep -E "^===|passed" $OUT/conf.txt )
for f in nvptx nvptx-partial; do
  OPENCL_LAYERS=$D/lib/libxasync-layer.so XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f" \
    timeout 60 bash $S exec $D/bin/conformance --device nvidia > $OUT/conf-source-$f.txt 2>&1
  echo "S $f rc $? ${SECONDS}s"; tail -1 $OUT/conf-source-$f.txt
done
for r in 1 2; do for lib in sm_90-nvptx64--nvidiacl sm_90-old; do
  ( export OUT=$OUT/bench-$lib-$r; mkdir -p $OUT; timeout 60 bash $S bench $lib --only corpus > /dev/null 2>&1; echo "bench $lib $r rc $? ${SECONDS}s" )
done; done
