#!/usr/bin/env bash
# Collects what the GPU machine needs into .device/ (ignored by git; name it
# in the device tool's `carry`): the host programs built here, the PTX of
# the test kernels for every nvptx library, the layer, the probes, and Debian's OpenCL
# ICD loader and clinfo, which that machine lacks.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
out=$root/.device
rm -rf "$out" && mkdir -p "$out/bin" "$out/lib" "$out/ptx" "$out/debs"
for p in tests/conformance examples/demo tests/bench tests/layer/build_time tests/layer/source_programs; do
  [ -x "$build/$p" ] && cp "$build/$p" "$out/bin/"
done
cp "$build"/ptx/*.ptx "$out/ptx/"
# The layer, for the source path (gpu-run.sh conformance-source, bench-source).
cp "$build"/lib/libxasync-layer.so "$out/lib/"
# The probes (tests/bench/probes), where this build has them.
[ -d "$build/probes" ] && cp -r "$build/probes" "$out/"
cp "$root"/scripts/plot_bench.py "$out/bin/" 2>/dev/null || true
(cd "$out/debs" && apt-get download ocl-icd-libopencl1 clinfo >/dev/null)
du -sh "$out"
