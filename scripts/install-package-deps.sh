#!/usr/bin/env bash
# Installs what the packaging tests (tests/package, docs/install.md) need
# from PyPI, so that ctest itself runs offline:
#   ${XASYNC_PKG_BUILD_VENV:-<repository>/.venv-pkg-build}: scikit-build-core,
#     the wheel's build backend (the tests run `pip wheel --no-build-isolation`);
#   ${XASYNC_WHEELHOUSE:-<repository>/.wheels}: the wheels of
#     scripts/requirements-package.txt, which the tests install, with the
#     built xasync wheel, into a fresh virtual environment (--no-index).
# Needs python3-venv and access to PyPI.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${XASYNC_PKG_BUILD_VENV:-$root/.venv-pkg-build}
wheels=${XASYNC_WHEELHOUSE:-$root/.wheels}
req=$root/scripts/requirements-package.txt
base=${XASYNC_PYTHON_BASE:-/usr/bin/python3}
die() { echo "install-package-deps: $*" >&2; exit 1; }

stamp=$venv/.xasync-requirements
if [ -x "$venv/bin/python3" ] && cmp -s "$req" "$stamp" && cmp -s "$req" "$wheels/.xasync-requirements" &&
   "$venv/bin/python3" -c 'import scikit_build_core' 2>/dev/null; then
  echo "install-package-deps: $venv and $wheels up to date"
  exit 0
fi
[ -x "$base" ] || die "no Python at $base (install python3, or set XASYNC_PYTHON_BASE)"
"$base" -m venv "$venv" ||
  die "cannot create a virtual environment with $base (Debian: apt-get install python3-venv)"
backend=$(grep '^scikit-build-core' "$req")
"$venv/bin/python3" -m pip install --disable-pip-version-check -q "$backend" ||
  die "pip could not install $backend from PyPI into $venv"
mkdir -p "$wheels"
"$venv/bin/python3" -m pip download --disable-pip-version-check -q --only-binary=:all: \
  -d "$wheels" -r "$req" || die "pip could not download $(grep -v '^#' "$req" | xargs) into $wheels"
cp "$req" "$stamp"
cp "$req" "$wheels/.xasync-requirements"
echo "install-package-deps: $venv (scikit-build-core), $wheels ($(ls "$wheels" | grep -c '\.whl$') wheels)"
