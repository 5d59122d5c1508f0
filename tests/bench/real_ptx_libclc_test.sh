#!/usr/bin/env bash
# scripts/real-kernels-ptx.sh's clang's-own library (SM-libclc): our real
# kernels compiled without xasync carry libclc's copies and none of
# xasync's (no __xasync symbol, no cp.async), while the same file with the
# sm_90 library carries xasync's; a real-kernel folder without files gives
# no PTX and no error.
#   real_ptx_libclc_test.sh ROOT BUILD
set -euo pipefail
root=$1 build=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/real" "$tmp/own"
OWN_PTX_DIR=$tmp/own XASYNC_BUILD_DIR=$build "$root/scripts/real-kernels-ptx.sh" \
  "$tmp/real" sm_90-libclc >"$tmp/out.txt" 2>&1 ||
  { cat "$tmp/out.txt"; echo "real-ptx-libclc: FAILED (status)"; exit 1; }
ptx=$tmp/own/real_own.sm_90-libclc.ptx
fail() { echo "real-ptx-libclc: FAILED: $*"; exit 1; }
[ -s "$ptx" ] || fail "no $ptx"
for k in own_ring6 own_rgba_planes own_halo_blur own_one_each; do
  grep -q "^\.entry $k(" "$ptx" || fail "$k missing"
done
grep -q "__xasync" "$ptx" && fail "xasync symbols in clang's own PTX"
grep -q "cp\.async" "$ptx" && fail "cp.async in clang's own PTX"
grep -q "bar\.sync" "$ptx" || fail "no barrier (libclc's wait) in clang's own PTX"
ls "$tmp/real/ptx"/*.ptx >/dev/null 2>&1 && fail "PTX made for a folder without kernels"
# The sm_90 library's build of the same file, for contrast.
grep -q "cp\.async" "$build/ptx/real_own.sm_90-nvptx64--nvidiacl.ptx" ||
  fail "the sm_90 library's real_own PTX has no cp.async"
echo "real-ptx-libclc: OK"
