#!/usr/bin/env bash
# Debian's clinfo through the pocl overlay, as a user runs it after
# `source env.sh`: the overlay's device lists cl_khr_extended_async_copies
# once in CL_DEVICE_EXTENSIONS and once, version 1.0.0, in
# CL_DEVICE_EXTENSIONS_WITH_VERSION, in both of clinfo's output formats,
# and SPIR-V in CL_DEVICE_IL_VERSION.
# usage: clinfo-overlay.sh <overlay>/env.sh
set -euo pipefail
fail() { echo "clinfo-overlay: FAIL: $*"; exit 1; }
unset OPENCL_LAYERS XASYNC_LAYER_DEVICES
# shellcheck disable=SC1090
source "$1"
[ -n "${OPENCL_LAYERS:-}" ] && [ -f "$OPENCL_LAYERS" ] || fail "env.sh sets no OPENCL_LAYERS"
layers=$OPENCL_LAYERS
source "$1"
[ "$OPENCL_LAYERS" = "$layers" ] || fail "sourcing env.sh twice gives OPENCL_LAYERS=$OPENCL_LAYERS"

# --raw: one line per property, "name:version" pairs for the versioned list.
raw=$(clinfo --raw)
ext=$(grep -E '^\[[^]]+\] +CL_DEVICE_EXTENSIONS +' <<<"$raw") || fail "no CL_DEVICE_EXTENSIONS line"
ver=$(grep -E '^\[[^]]+\] +CL_DEVICE_EXTENSIONS_WITH_VERSION +' <<<"$raw") ||
  fail "no CL_DEVICE_EXTENSIONS_WITH_VERSION line"
[ "$(wc -l <<<"$ext")" -eq 1 ] || fail "expected one device, got: $ext"
n=$(tr -s ' ' '\n' <<<"$ext" | grep -cx 'cl_khr_extended_async_copies' || true)
[ "$n" -eq 1 ] || fail "CL_DEVICE_EXTENSIONS lists the extension $n times: $ext"
n=$(tr -s ' ' '\n' <<<"$ver" | grep -c '^cl_khr_extended_async_copies:' || true)
[ "$n" -eq 1 ] || fail "CL_DEVICE_EXTENSIONS_WITH_VERSION lists it $n times: $ver"
tr -s ' ' '\n' <<<"$ver" | grep -qx 'cl_khr_extended_async_copies:0x400000' ||
  fail "CL_DEVICE_EXTENSIONS_WITH_VERSION: not version 0x400000 (1.0.0): $ver"

# The default, human format: the extension string, then one line per entry.
human=$(clinfo)
grep -E '^ +Device Extensions +' <<<"$human" | tr -s ' ' '\n' |
  grep -qx 'cl_khr_extended_async_copies' || fail "'Device Extensions' lacks the extension"
n=$(grep -cE '^ +(Device Extensions with Version +)?cl_khr_extended_async_copies +0x400000 \(1\.0\.0\)$' <<<"$human" || true)
[ "$n" -eq 1 ] || fail "'Device Extensions with Version' has $n entries 'cl_khr_extended_async_copies 0x400000 (1.0.0)'"
# SPIR-V programs go through the layer (clCreateProgramWithIL): it lists
# the versions llvm-spirv 15 reads.
il=$(grep -E '^\[[^]]+\] +CL_DEVICE_IL_VERSION +' <<<"$raw") || fail "no CL_DEVICE_IL_VERSION line"
grep -q 'SPIR-V_1.0 SPIR-V_1.1 SPIR-V_1.2 SPIR-V_1.3 SPIR-V_1.4$' <<<"$il" ||
  fail "CL_DEVICE_IL_VERSION: not SPIR-V 1.0-1.4: $il"
echo "$ext"
echo "$ver"
echo "$il"
echo "clinfo-overlay: OK"
