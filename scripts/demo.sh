#!/usr/bin/env bash
# The main job, from a fresh machine: install dependencies, build every
# library and the pocl overlay, run the 2D2D/3D3D demo kernel on pocl.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
source "$build/pocl-overlay/env.sh"
"$build/examples/demo"
