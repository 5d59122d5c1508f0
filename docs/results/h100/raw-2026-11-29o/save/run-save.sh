#!/usr/bin/env bash
# (1) Save NVIDIA's builds of the real corpus: its own copies (own-bin), the
# layer's source forms (src-bin: nvptx, srcp-bin: nvptx-partial).
# (2) The residual cases in pairs against own-bin, source and PTX, 4 rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
D=$PWD/.device; S=scripts/gpu-run.sh
R=(--real-dir $D/real-kernels --real-dir $PWD/.real-kernels)
L=$D/lib/libxasync-layer.so
run() { local name=$1; shift; mkdir -p $OUT/$name
  env XASYNC_BENCH=$D/bin/bench XASYNC_SAVE_BINARIES=$OUT/$name "$@" bash $S exec scripts/bench-real.sh /tmp/$name.csv --device nvidia --no-plot --runs 5 "${R[@]}" > $OUT/$name.txt 2>$OUT/$name.err
  echo "$name rc $? ${SECONDS}s $(ls $OUT/$name | wc -l) files"; }
run own-bin OPENCL_LAYERS=
run src-bin OPENCL_LAYERS=$L
run srcp-bin OPENCL_LAYERS=$L XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial"
Q="pocl-binary,cts-prefetch,own-rgba-planes,cts-copy-g2l-uchar,ock-dma-13,vc4c-async-copy"
mkdir -p $OUT/pairs
for r in 1 2 3 4; do
  [ $(( r % 2 )) = 1 ] && order="source ptx" || order="ptx source"
  for s in $order; do
  [ $s = ptx ] && X=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) || X=()
  env XASYNC_BENCH=$D/bin/bench OPENCL_LAYERS=$L bash $S exec scripts/bench-real.sh $OUT/pairs/$s-$r.csv --device nvidia --no-plot --runs 100 "${R[@]}" --only "$Q" --pair $OUT/own-bin --pair-again "${X[@]}" > $OUT/pairs/$s-$r.txt 2>$OUT/pairs/$s-$r.err
  echo "pair $s $r rc $? ${SECONDS}s"
done; done
