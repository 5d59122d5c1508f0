#!/usr/bin/env bash
# xasync-run (the wheel's console script, and the build's launcher) on a
# C++ program (examples/extension_check: finds a device listing the
# extension, runs a 2D2D kernel, compares with the host): on the system
# pocl through ocl-icd, and through Khronos's loader that Intel's CPU
# runtime ships (its lib/ on LD_LIBRARY_PATH); a malformed rule stops it
# before the program starts; a missing program is named.
# usage: run_c.sh <out dir of wheel.sh> <extension_check> [<intel venv lib dir>]
set -uo pipefail
out=$1 prog=$2 intel=${3:-}
run=$out/venv/bin/xasync-run
fail() { echo "xasync-run: FAIL: $*"; printf '%s\n' "$got"; exit 1; }
unset OPENCL_LAYERS XASYNC_LAYER_DEVICES
got=$("$prog" 2>&1)
grep -q '^no device lists cl_khr_extended_async_copies' <<<"$got" || fail "listed without the layer"
got=$("$run" "$prog" 2>&1) || fail "exit $?"
grep -q '^2D2D: OK (matches the host)' <<<"$got" || fail "on pocl"
echo "xasync-run: ocl-icd, system pocl: $got"
if [ -n "$intel" ]; then
  [ -e "$intel/libOpenCL.so.1" ] || fail "no $intel/libOpenCL.so.1"
  got=$(LD_LIBRARY_PATH=$intel "$prog" 2>&1)
  grep -q '^no device lists' <<<"$got" || fail "Intel's loader listed it without the layer"
  got=$(LD_LIBRARY_PATH=$intel "$run" "$prog" 2>&1) || fail "exit $?"
  grep -q '^2D2D: OK (matches the host)' <<<"$got" || fail "through Khronos's loader"
  echo "xasync-run: Khronos's loader ($intel): $got"
fi
got=$(XASYNC_LAYER_DEVICES='all,source=fast' "$run" sh -c 'echo STARTED' 2>&1)
rc=$?
[ $rc -eq 2 ] && ! grep -q STARTED <<<"$got" &&
  grep -q "^xasync-run: XASYNC_LAYER_DEVICES: unknown source form 'fast'.*; sh not started" <<<"$got" ||
  fail "bad rule: exit $rc"
got=$("$run" /nonexistent/program 2>&1)
rc=$?
[ $rc -eq 127 ] && grep -q '^xasync-run: cannot run /nonexistent/program: No such file' <<<"$got" ||
  fail "missing program: exit $rc"
got=$("$run" sh -c 'echo "$OPENCL_LAYERS"' 2>&1)
grep -q '/venv/.*/xasync/lib/libxasync-layer.so$' <<<"$got" || fail "OPENCL_LAYERS=$got"
echo "xasync-run: OK"
