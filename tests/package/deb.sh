#!/usr/bin/env bash
# The Debian packages: `cpack -G DEB` in the build folder, their contents
# checked, both installed with `apt-get install ./file.deb`, then a project
# outside the tree (tests/package/consumer, copied to a scratch folder)
# built against them with find_package(xasync) and with pkg-config, and
# its host program run with /usr/bin/xasync-run on the system pocl.  The
# packages are removed at the end.  Needs root (CI); otherwise skipped.
# usage: deb.sh <build dir> <clang> <scratch> <source dir>
set -euo pipefail
build=$1 clang=$2 scratch=$3 src=$4
fail() { echo "deb: FAIL: $*"; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "deb: SKIP (installing packages needs root)"; exit 77; }
rm -rf "$scratch" && mkdir -p "$scratch/debs"
(cd "$build" && cpack -G DEB -B "$scratch/debs" >/dev/null) || fail "cpack"
rt=$(ls "$scratch"/debs/xasync_*.deb) dev=$(ls "$scratch"/debs/xasync-dev_*.deb)
rt_files=$(dpkg-deb -c "$rt" | awk '{print $6}')
dev_files=$(dpkg-deb -c "$dev" | awk '{print $6}')
for f in ./usr/lib/libxasync-layer.so ./usr/bin/xasync-run; do
  grep -qx "$f" <<<"$rt_files" || fail "$f not in $(basename "$rt")"
done
for f in ./usr/include/xasync.h ./usr/include/xasync.hpp ./usr/lib/xasync/xasync-nvptx64--nvidiacl.bc \
         ./usr/lib/xasync/xasync-x86_64-pc-linux-gnu-pocl.bc ./usr/lib/cmake/xasync/xasyncConfig.cmake \
         ./usr/lib/pkgconfig/xasync.pc; do
  grep -qx "$f" <<<"$dev_files" || fail "$f not in $(basename "$dev")"
done
! grep -q 'libxasync-layer' <<<"$dev_files" || fail "the layer is in the development package"
# The nvptx pass plugin, where this build has one (nvptx/pass/plugin.cmake).
plugin=$(sed -n 's/^XASYNC_NVPTX_PLUGIN_FILE:[A-Z]*=//p' "$build/CMakeCache.txt")
if [ -n "$plugin" ]; then
  grep -qx ./usr/lib/xasync/libxasync-nvptx-state.so <<<"$dev_files" ||
    fail "the nvptx pass plugin is not in $(basename "$dev")"
fi
dpkg-deb -f "$dev" Depends | grep -q '^xasync (= ' || fail "xasync-dev does not depend on xasync"
cleanup() {
  DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq -o DPkg::Lock::Timeout=300 \
    xasync-dev xasync >/dev/null 2>&1 || true
}
trap cleanup EXIT
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  -o DPkg::Lock::Timeout=300 "$rt" "$dev" >/dev/null || fail "apt-get install"
echo "deb: installed $(basename "$rt") $(basename "$dev")"

# find_package(xasync), from the system prefix (no CMAKE_PREFIX_PATH).
cp -r "$src/tests/package/consumer" "$scratch/consumer"
cp "$src/examples/extension_check.cpp" "$scratch/consumer/"
cmake -S "$scratch/consumer" -B "$scratch/cmake" -DCLANG="$clang" >"$scratch/cmake.log" ||
  { cat "$scratch/cmake.log"; fail "configure"; }
grep -q 'xasync: /usr/include, /usr/lib/xasync/xasync-nvptx64--nvidiacl.bc, layer /usr/lib/libxasync-layer.so' \
  "$scratch/cmake.log" || { cat "$scratch/cmake.log"; fail "find_package did not find /usr"; }
cmake --build "$scratch/cmake" >/dev/null || fail "build"
if [ -n "$plugin" ]; then
  grep -q "xasync: nvptx pass plugin /usr/lib/xasync/libxasync-nvptx-state.so" "$scratch/cmake.log" ||
    fail "find_package gave no xasync_NVPTX_PLUGIN"
  # With the plugin the sm_90 kernel keeps no shared copy state.
  grep -q 'cp.async.wait_group' "$scratch/cmake/kernel.ptx" &&
    ! grep -q '__xasync_nv_wi_state' "$scratch/cmake/kernel.ptx" ||
    fail "find_package: the plugin did not keep the state in registers"
  echo "deb: find_package consumer: sm_90 PTX with the nvptx pass plugin"
fi
ir=$("$(dirname "$clang")/llvm-dis-${clang##*-}" "$scratch/cmake/kernel.bc" -o -)
grep -q 'define.*@k(' <<<"$ir" && ! grep -q 'declare.*async_work_group_copy_2D2D' <<<"$ir" ||
  fail "find_package: the library's 2D2D was not linked into the kernel"
out=$(env -u OPENCL_LAYERS -u OCL_ICD_VENDORS xasync-run "$scratch/cmake/extension_check")
[ "$out" = "2D2D: OK (matches the host)" ] || fail "find_package consumer under xasync-run: $out"
echo "deb: find_package consumer: kernel linked, host: $out"

# pkg-config.
[ "$(pkg-config --modversion xasync)" = 0.1.0 ] || fail "pkg-config --modversion"
# The .pc is relocatable (${pcfiledir}): -I names /usr/include through it.
cflags=$(pkg-config --cflags xasync)
[[ $cflags =~ ^-I([^ ]+) ]] && [ "$(realpath "${BASH_REMATCH[1]}")" = /usr/include ] ||
  fail "pkg-config --cflags: $cflags"
bcdir=$(pkg-config --variable=bitcodedir xasync)
[ "$(realpath "$bcdir")" = /usr/lib/xasync ] || fail "bitcodedir $bcdir"
[ "$(realpath "$(pkg-config --variable=layer xasync)")" = /usr/lib/libxasync-layer.so ] || fail "layer"
grep -qw nvptx64--nvidiacl <<<"$(pkg-config --variable=targets xasync)" || fail "targets"
mkdir -p "$scratch/pc"
"$clang" -target nvptx64-nvidia-nvcl -O2 -cl-std=CL1.2 $(pkg-config --cflags xasync) -include xasync.h \
  -Xclang -mlink-builtin-bitcode -Xclang "$bcdir/xasync-nvptx64--nvidiacl.bc" \
  -emit-llvm -c "$scratch/consumer/kernel.cl" -o "$scratch/pc/kernel.bc" || fail "pkg-config kernel"
ir=$("$(dirname "$clang")/llvm-dis-${clang##*-}" "$scratch/pc/kernel.bc" -o -)
grep -q 'define.*@k(' <<<"$ir" && ! grep -q 'declare.*async_work_group_copy_2D2D' <<<"$ir" ||
  fail "pkg-config: the library's 2D2D was not linked into the kernel"
g++ -O1 -o "$scratch/pc/extension_check" "$scratch/consumer/extension_check.cpp" \
  $(pkg-config --cflags --libs OpenCL) || fail "pkg-config host"
out=$(env -u OPENCL_LAYERS -u OCL_ICD_VENDORS xasync-run "$scratch/pc/extension_check")
[ "$out" = "2D2D: OK (matches the host)" ] || fail "pkg-config consumer under xasync-run: $out"
echo "deb: pkg-config consumer: kernel linked, host: $out"
echo "deb: OK"
