#!/usr/bin/env bash
# Device run 54: each source form's NVIDIA build (PTX) of the cases below
# the band, and nvptx-partial's own-rgba-planes alone (run 53: wg7 faults).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run54; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run54' EXIT
S=scripts/gpu-run.sh
save() { # save NAME [VAR=VALUE] -- bench args
  local name=$1; shift; local vars=()
  while [ "$1" != -- ]; do vars+=("$1"); shift; done; shift
  mkdir -p $OUT/$name/bin
  timeout 100 bash $S exec env "${vars[@]}" XASYNC_SAVE_BINARIES=$OUT/$name/bin \
      $PWD/.device/bin/bench --device nvidia --no-plot --csv $OUT/$name/save.csv \
      --real-dir .device/real-kernels --runs 3 "$@" > $OUT/$name/save.txt 2>&1; echo "$name rc $?"
}
L=OPENCL_LAYERS=$PWD/.device/lib/libxasync-layer.so
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
only=own-one-each,cts-copy-g2l-uchar,own-halo-blur,vc4c-async-copy-general
save full $L -- --only $only
save partial $L "$P" -- --only $only
save native OPENCL_LAYERS= -- --only $only,own-rgba-planes
save full-rgba $L -- --only own-rgba-planes
save partial-rgba $L "$P" -- --only own-rgba-planes
save partial-rgba-dbg $L "$P" XASYNC_LAYER_DEBUG=1 -- --only own-rgba-planes --runs 1
grep -h "rgba" $OUT/*rgba*/save.txt | grep -v "^\[" | head -30
