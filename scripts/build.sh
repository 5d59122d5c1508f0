#!/usr/bin/env bash
# Configures and builds xasync (all libraries, the pocl overlay, tests) in
# ${XASYNC_BUILD_DIR:-build}.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
# install-deps.sh installed every target's tools: a missing one must fail.
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DXASYNC_ENABLE_INTEL_VC=ON \
  -DXASYNC_ENABLE_INTEL_CPU=ON "$@" >/dev/null
cmake --build "$build" -j"$(nproc)"
