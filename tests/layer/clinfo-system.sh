#!/usr/bin/env bash
# The system pocl (the ICD files in /etc/OpenCL/vendors, no overlay):
# without the layer it does not list cl_khr_extended_async_copies, and with
# the layer loaded but the device not covered (XASYNC_LAYER_DEVICES=overlay:
# the default rules cover the system pocl through a source form)
# clinfo's whole output is byte-identical.
# usage: clinfo-system.sh <libxasync-layer.so> <scratch dir>
set -euo pipefail
fail() { echo "clinfo-system: FAIL: $*"; exit 1; }
layer=$1 scratch=$2
mkdir -p "$scratch"
clean=(env -u OCL_ICD_VENDORS -u OPENCL_VENDOR_PATH -u OPENCL_LAYERS -u XASYNC_LAYER_DEVICES
       -u XASYNC_LAYER_DEBUG)
"${clean[@]}" clinfo --raw >"$scratch/without.txt"
grep -q 'CL_PLATFORM_NAME .*Portable Computing Language' "$scratch/without.txt" ||
  fail "no system pocl platform"
! grep -q 'cl_khr_extended_async_copies' "$scratch/without.txt" ||
  fail "the system pocl lists the extension without the layer"
"${clean[@]}" OPENCL_LAYERS="$layer" XASYNC_LAYER_DEVICES=overlay XASYNC_LAYER_DEBUG=1 clinfo --raw \
  >"$scratch/with.txt" 2>"$scratch/with.err"
# The layer was there and looked at the platform: not an overlay.
grep -q 'xasync-layer: platform "Portable Computing Language".*xasync overlay: no' \
  "$scratch/with.err" || fail "the layer did not see the system pocl: $(cat "$scratch/with.err")"
cmp "$scratch/without.txt" "$scratch/with.txt" ||
  { diff "$scratch/without.txt" "$scratch/with.txt" | head -20; fail "output differs with the layer"; }
echo "clinfo-system: OK ($(wc -c <"$scratch/with.txt") bytes identical)"
