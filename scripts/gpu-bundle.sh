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
# The real-kernel corpus (gpu-run.sh real): the files fetched into the
# build (scripts/fetch-real-kernels.sh; the GitHub-only ones from
# $XASYNC_REAL_KERNELS_DIR, else .real-kernels/ when there is one), then
# their PTX for every nvptx library (scripts/real-kernels-ptx.sh).
real=${XASYNC_REAL_KERNELS_DIR:-}
[ -z "$real" ] && [ -d "$root/.real-kernels" ] && real=$root/.real-kernels
XASYNC_REAL_KERNELS_DIR=$real "$root/scripts/fetch-real-kernels.sh" "$build/real-kernels" >/dev/null ||
  echo "gpu-bundle: some real kernels could not be fetched ($build/real-kernels/status.tsv)" >&2
mkdir -p "$out/real-kernels"
cp "$build"/real-kernels/*.cl "$out/real-kernels/" 2>/dev/null || true
XASYNC_BUILD_DIR=$build "$root/scripts/real-kernels-ptx.sh" "$out/real-kernels" ||
  echo "gpu-bundle: some real kernels have no PTX (above); their cases are skipped in PTX mode" >&2
# The same kernels built by clang with libclc alone (no xasync): the
# reference side of gpu-run.sh real that tells the compiler's share of a
# PTX-mode ratio from the copies'.
OWN_PTX_DIR=$out/ptx XASYNC_BUILD_DIR=$build "$root/scripts/real-kernels-ptx.sh" \
  "$out/real-kernels" sm_90-libclc >/dev/null ||
  echo "gpu-bundle: clang's own PTX of some real kernels failed (above)" >&2
echo "gpu-bundle: $(ls "$out"/real-kernels/*.cl 2>/dev/null | wc -l) real kernel files in $out/real-kernels"
(cd "$out/debs" && apt-get download ocl-icd-libopencl1 clinfo >/dev/null)
du -sh "$out"
