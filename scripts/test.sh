#!/usr/bin/env bash
# All tests, from a fresh machine: install dependencies, build, run ctest
# (codegen and compile-fail suites, conformance through pocl with a random
# sweep, demo, benchmark smoke run).  Extra arguments go to ctest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh"
# PyPI's pyopencl for the Python example's test, in a virtual environment.
"$root/scripts/install-python-deps.sh"
# Intel's CPU OpenCL runtime from PyPI: the layer's source path in CI.
"$root/scripts/install-intel-cpu-rt.sh"
# PyPI wheels and the wheel's build backend for the packaging tests (tests/package).
"$root/scripts/install-package-deps.sh"
# NVIDIA's disassemblers from PyPI, where ptxas exists, for scripts/sass.sh's
# test (tests/codegen/nvptx/sass.cl; unsupported without them).
if command -v ptxas >/dev/null || [ -x /usr/local/cuda/bin/ptxas ]; then
  "$root/scripts/sass.sh" --fetch ||
    echo "test.sh: cuobjdump/nvdisasm not fetched: tests/codegen/nvptx/sass.cl is unsupported" >&2
fi
"$root/scripts/build.sh"
# The real-kernel corpus's files from Debian's source packages (ctest's
# bench-real-fetch reports what could not be had; GitHub-only entries come
# from $XASYNC_REAL_KERNELS_DIR when set).
"$root/scripts/fetch-real-kernels.sh" "$build/real-kernels" || true
cd "$build"
# Side by side on every core: most tests wait on pocl's kernel compiler,
# one process each; the long ones carry a COST so they start first.
ctest --output-on-failure -j"$(nproc)" "$@"
