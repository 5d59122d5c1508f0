#!/usr/bin/env bash
# Installs Intel's CPU OpenCL runtime from PyPI (scripts/requirements-intel-cpu.txt)
# into a virtual environment, ${XASYNC_INTEL_CPU_VENV:-<repository>/.venv-intel-cpu},
# and writes an ICD directory for it, <venv>/vendors/intel-cpu.icd, naming its
# libintelocl.so by absolute path (the wheel's own .icd names a build path).
# Its libraries find each other through their RUNPATH ($ORIGIN); the tests
# set OCL_ICD_VENDORS=<venv>/vendors.  Needs python3-venv and access to PyPI.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${XASYNC_INTEL_CPU_VENV:-$root/.venv-intel-cpu}
req=$root/scripts/requirements-intel-cpu.txt
base=${XASYNC_PYTHON_BASE:-/usr/bin/python3}
die() { echo "install-intel-cpu-rt: $*" >&2; exit 1; }

stamp=$venv/.xasync-requirements
icd=$venv/vendors/intel-cpu.icd
if cmp -s "$req" "$stamp" && [ -f "$icd" ] && [ -f "$(cat "$icd")" ]; then
  echo "install-intel-cpu-rt: $venv up to date"
  exit 0
fi
[ -x "$base" ] || die "no Python at $base (install python3, or set XASYNC_PYTHON_BASE)"
"$base" -m venv "$venv" ||
  die "cannot create a virtual environment with $base (Debian: apt-get install python3-venv)"
"$venv/bin/python3" -m pip install --disable-pip-version-check -q -r "$req" ||
  die "pip could not install $(grep -v '^#' "$req" | xargs) from PyPI into $venv"
lib=$(find "$venv" -name libintelocl.so -type f | head -n1)
[ -n "$lib" ] || die "the wheels were installed into $venv but contain no libintelocl.so"
mkdir -p "$venv/vendors"
echo "$lib" > "$icd"
cp "$req" "$stamp"
echo "install-intel-cpu-rt: $lib (OCL_ICD_VENDORS=$venv/vendors)"
