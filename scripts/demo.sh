#!/usr/bin/env bash
# The main job, from a fresh machine: install dependencies, build every
# library and the pocl overlay, run the 2D2D/3D3D demo kernel on pocl.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh"
# Only what the demo needs: Intel's CPU runtime (PyPI) is for the tests,
# which scripts/test.sh installs before it configures with it.
"$root/scripts/build.sh" -DXASYNC_ENABLE_INTEL_CPU=OFF
source "$build/pocl-overlay/env.sh"
"$build/examples/demo"
