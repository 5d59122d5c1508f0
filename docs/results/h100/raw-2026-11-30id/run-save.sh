#!/usr/bin/env bash
# Saves the source form's, PTX mode's and NVIDIA's own builds (PTX) of a few real kernels.
set -uo pipefail
cd "$(dirname "$0")/.."
S=scripts/gpu-run.sh
dev=$PWD/.device
C="cts-copy-g2l-uchar,own-rgba-planes,ock-dma-13-wait-is-barrier,oclgrind-async-copy,cts-copy-l2g-ushort2"
for side in native source ptx; do
  mkdir -p $OUT/$side
  case $side in
    native) env="OPENCL_LAYERS=" extra=() ;;
    source) env="OPENCL_LAYERS=$dev/lib/libxasync-layer.so" extra=() ;;
    ptx) env="OPENCL_LAYERS=$dev/lib/libxasync-layer.so" extra=(--ptx-dir $dev/ptx --library sm_90-nvptx64--nvidiacl) ;;
  esac
  env $env XASYNC_SAVE_BINARIES=$OUT/$side bash $S exec $dev/bin/bench --device nvidia --no-plot --real-dir $dev/real-kernels --real-dir .real-kernels --only "$C" --runs 20 "${extra[@]}" > $OUT/$side.txt 2>&1
  echo "$side rc $?"
done
ls $OUT/*
