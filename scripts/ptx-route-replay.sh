#!/usr/bin/env bash
# Builds the PTX route's requests in DIR into DIR's cache, here, with the
# build's clang, library and pass plugin (docs/layer.md, "The PTX route":
# a machine without clang leaves a request per program in
# $XASYNC_LAYER_PTX_CACHE; copy the folder here, run this, copy it back).
# The layer does the building, as on the GPU machine, against the test
# driver posing as NVIDIA's (tests/layer/fake_icd.cpp) at the request's sm.
#   scripts/ptx-route-replay.sh DIR
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
dir=$(cd "${1:?usage: ptx-route-replay.sh DIR}" && pwd)
fake=$build/tests/layer/libxasync-fake-icd.so
for f in "$fake" "$build/tests/layer/ptx_route" "$build/lib/libxasync-layer.so"; do
  [ -e "$f" ] || { echo "ptx-route-replay: no $f (build the tests: cmake --build $build)" >&2; exit 1; }
done
OCL_ICD_VENDORS=$fake OPENCL_LAYERS=$build/lib/libxasync-layer.so \
  XASYNC_FAKE_VENDOR="NVIDIA Corporation" XASYNC_LAYER_DEVICES= \
  "$build/tests/layer/ptx_route" "$fake" --replay "$dir"
