#!/usr/bin/env bash
# PTX of the real-kernel corpus for NVIDIA's PTX mode (bench --ptx-dir ...
# --real-dir DIR): every fetched file of tests/real/manifest.tsv in DIR
# (default ${XASYNC_BUILD_DIR:-build}/real-kernels) compiled the way the
# build compiles the bench's kernels (tests/CMakeLists.txt, xasync_add_ptx:
# clang for nvptx64-nvidia-nvcl, xasync's nvptx library linked before
# libclc, with the nvptx pass plugin where built) with the build options
# its project uses, into
# DIR/ptx/<stem>.<library>.ptx, for each nvptx library of the build (or the
# libraries named).  A library named SM-libclc (e.g. sm_90-libclc) is the
# same compiler without xasync: clang with libclc's own copies alone (a
# synchronous loop per copy, prefetch a no-op), no xasync header, library or
# plugin: the PTX-mode reference that tells clang's code for the user's
# kernel from xasync's copies (the 2D2D/3D3D kernels then have no PTX).
# OWN_PTX_DIR set: our own kernels (tests/kernels/real_own.cl) too, into
# OWN_PTX_DIR/real_own.<library>.ptx (the bench's --ptx-dir), for the
# SM-libclc libraries only (the build makes the others').
# A file clang cannot compile is reported and left out;
# the bench then reports its cases as skipped.  Kernels needing cl_khr_fp16
# are compiled with it on.
#   scripts/real-kernels-ptx.sh [DIR [LIBRARY...]]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
dir=${1:-$build/real-kernels}
shift || true
cache() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
clang=$(cache XASYNC_CLANG) libclc=$(cache XASYNC_LIBCLC_DIR)
# The nvptx pass plugin where the build has one (docs/nvptx.md, "The state
# in registers"), as the build compiles its own kernels.
plugin=$(cache XASYNC_NVPTX_PLUGIN_FILE)
plugin_flag=()
[ -n "$plugin" ] && [ -f "$plugin" ] && plugin_flag=("-fpass-plugin=$plugin")
[ -x "$clang" ] && [ -f "$libclc/nvptx64--nvidiacl.bc" ] ||
  { echo "real-kernels-ptx: no clang or libclc in $build/CMakeCache.txt" >&2; exit 1; }
libs=("$@")
if [ ${#libs[@]} -eq 0 ]; then
  for bc in "$build"/lib/xasync-*nvptx64*.bc; do
    l=${bc##*/xasync-}; libs+=("${l%.bc}")
  done
fi
# compile LIB SRC OUT [options]: SRC as the build compiles a kernel for
# LIB (for sm_NN-... with -march=sm_NN, else sm_70), or for an SM-libclc
# library with libclc alone.
compile() {
  local lib=$1 src=$2 out=$3 sm=sm_70 with=()
  shift 3
  [[ $lib =~ ^(sm_[0-9]+)- ]] && sm=${BASH_REMATCH[1]}
  [[ $lib == *-libclc ]] ||
    with=(-include "$root/include/xasync.h"
          -Xclang -mlink-builtin-bitcode -Xclang "$build/lib/xasync-$lib.bc"
          "${plugin_flag[@]}")
  "$clang" -target nvptx64-nvidia-nvcl -march="$sm" -O3 -cl-std=CL1.2 "${with[@]}" \
    -Xclang -mlink-builtin-bitcode -Xclang "$libclc/nvptx64--nvidiacl.bc" \
    -Wno-linker-warnings "$@" -S "$src" -o "$out" 2>"$out.log"
}
mkdir -p "$dir/ptx"
status=0 made=0
if [ -n "${OWN_PTX_DIR:-}" ]; then
  for lib in "${libs[@]}"; do
    [[ $lib == *-libclc ]] || continue
    if compile "$lib" "$root/tests/kernels/real_own.cl" "$OWN_PTX_DIR/real_own.$lib.ptx"; then
      made=$((made + 1)); rm -f "$OWN_PTX_DIR/real_own.$lib.ptx.log"
    else
      echo "real-kernels-ptx: real_own.cl with $lib: $(grep -m1 error "$OWN_PTX_DIR/real_own.$lib.ptx.log")" >&2
      status=1
    fi
  done
fi
while IFS=$'\t' read -r id file kernels source repo path version license sha extract opts sizes needs; do
  case "$id" in ''|'#'*|id) continue ;; esac
  [ -f "$dir/$file" ] || continue
  [ "$opts" = - ] && opts=
  # clang's nvptx target leaves cl_khr_fp16 off, so the kernel's pragma
  # alone finds no half builtins; the bench runs these only where the
  # device lists the extension.
  [ "$needs" = fp16 ] && opts="$opts -Xclang -cl-ext=+cl_khr_fp16"
  for lib in "${libs[@]}"; do
    ptx=$dir/ptx/${file%.cl}.$lib.ptx
    # shellcheck disable=SC2086  # the manifest's options are words
    if compile "$lib" "$dir/$file" "$ptx" $opts; then
      made=$((made + 1)); rm -f "$ptx.log"
    elif [[ $lib == *-libclc ]] && grep -q "_[23]D[23]D" "$ptx.log"; then
      rm -f "$ptx" "$ptx.log" # needs the extension: xasync's PTX only
    else
      echo "real-kernels-ptx: $id ($file) with xasync-$lib: $(grep -m1 error "$ptx.log")" >&2
      rm -f "$ptx"; status=1
    fi
  done
done < "$root/tests/real/manifest.tsv"
echo "real-kernels-ptx: $made PTX files in $dir/ptx"
exit $status
