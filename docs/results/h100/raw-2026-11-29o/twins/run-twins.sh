#!/usr/bin/env bash
# pocl-binary and the CTS prefetch kernel: xasync (PTX mode, source form)
# and hand twins (cp: the same mechanism by hand; plain: 16-byte plain
# moves / no prefetch), each in pairs against NVIDIA's own build of the
# original kernel (saved first), 6 rotated rounds of 200 launches a side.
set -uo pipefail
cd "$(dirname "$0")/.."
D=$PWD/.device; S=scripts/gpu-run.sh; L=$D/lib/libxasync-layer.so
R=(--real-dir $D/real-kernels --real-dir $PWD/.real-kernels)
Q="pocl-binary,cts-prefetch"
mkdir -p $OUT/own-bin $OUT/p
env XASYNC_BENCH=$D/bin/bench OPENCL_LAYERS= XASYNC_SAVE_BINARIES=$OUT/own-bin bash $S exec scripts/bench-real.sh /tmp/own.csv --device nvidia --no-plot --runs 3 "${R[@]}" --only "$Q" > $OUT/own.txt 2>&1; echo "own rc $?"
sides=(ptx source twin-cp twin-plain)
for r in 1 2 3 4 5 6; do for i in 0 1 2 3; do s=${sides[$(( (i + r) % 4 ))]}
  case $s in
    ptx) E=(OPENCL_LAYERS=$L); X=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl "${R[@]}");;
    source) E=(OPENCL_LAYERS=$L); X=("${R[@]}");;
    twin-cp) E=(OPENCL_LAYERS=); X=(--real-dir $PWD/.perf/twins-cp "${R[@]}");;
    twin-plain) E=(OPENCL_LAYERS=); X=(--real-dir $PWD/.perf/twins-plain "${R[@]}");;
  esac
  env XASYNC_BENCH=$D/bin/bench "${E[@]}" bash $S exec scripts/bench-real.sh $OUT/p/$s-$r.csv --device nvidia --no-plot --runs 200 --only "$Q" --pair $OUT/own-bin --pair-again "${X[@]}" > $OUT/p/$s-$r.txt 2>$OUT/p/$s-$r.err
  echo "$s $r rc $? ${SECONDS}s"
done; done
