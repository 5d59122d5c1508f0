#!/usr/bin/env bash
# Installs the PyPI packages the Python example and its test use
# (scripts/requirements-python.txt: pyopencl, NumPy) into a virtual
# environment, ${XASYNC_VENV:-<repository>/.venv}.  Debian's Python is
# "externally managed" (PEP 668): pip installs into a venv, never into the
# system.  Needs python3-venv (scripts/packages-python.txt) and access to PyPI.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${XASYNC_VENV:-$root/.venv}
req=$root/scripts/requirements-python.txt
base=${XASYNC_PYTHON_BASE:-/usr/bin/python3}
die() { echo "install-python-deps: $*" >&2; exit 1; }

stamp=$venv/.xasync-requirements
if [ -x "$venv/bin/python3" ] && cmp -s "$req" "$stamp" &&
   "$venv/bin/python3" -c 'import pyopencl, numpy' 2>/dev/null; then
  echo "install-python-deps: $venv up to date"
  exit 0
fi
[ -x "$base" ] || die "no Python at $base (install python3, or set XASYNC_PYTHON_BASE)"
"$base" -m venv "$venv" ||
  die "cannot create a virtual environment with $base (Debian: apt-get install python3-venv)"
"$venv/bin/python3" -m pip install --disable-pip-version-check -q -r "$req" ||
  die "pip could not install $(grep -v '^#' "$req" | xargs) from PyPI into $venv"
"$venv/bin/python3" -c 'import pyopencl, numpy' ||
  die "pyopencl was installed into $venv but does not import"
cp "$req" "$stamp"
echo "install-python-deps: $venv ($("$venv/bin/python3" -c 'import pyopencl; print("pyopencl", pyopencl.VERSION_TEXT)'))"
