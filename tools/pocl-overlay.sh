#!/usr/bin/env bash
# Builds a private overlay of the system's pocl in which xasync's builtins
# are available to unmodified OpenCL programs (clBuildProgram from source):
#
#   <out>/lib/pocl/libpocl.so.2     copy of the system libpocl; pocl finds its
#                                   data directory relative to this file
#   <out>/share/pocl/kernel-*.bc    pocl's kernel library linked with xasync's,
#                                   xasync's definitions overriding pocl's
#   <out>/share/pocl/include/       pocl's headers; _kernel.h also includes
#                                   xasync.h, so kernels see the declarations
#   <out>/share/pocl/xasync-overlay marker, written last: the loader layer
#                                   covers the devices of a libpocl whose
#                                   data directory holds it
#   <out>/etc/OpenCL/vendors/xasync-pocl.icd
#   <out>/env.sh                    `source` it to select the overlay (and,
#                                   with --layer, the loader layer that lists
#                                   cl_khr_extended_async_copies)
#
# The system pocl is left untouched; only programs run with the overlay's
# OCL_ICD_VENDORS see it.
set -euo pipefail

usage() {
  echo "usage: $0 --bc xasync-x86_64-pc-linux-gnu-pocl.bc --include <xasync include dir>" \
       "--out <dir> [--llvm-link llvm-link-15] [--libpocl /path/libpocl.so.2]" \
       "[--layer /path/libxasync-layer.so]" >&2
  exit 2
}

bc= inc= out= link=llvm-link-15 libpocl= layer=
while [ $# -gt 0 ]; do
  case "$1" in
    --bc) bc=$2; shift 2 ;;
    --include) inc=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --llvm-link) link=$2; shift 2 ;;
    --libpocl) libpocl=$2; shift 2 ;;
    --layer) layer=$2; shift 2 ;;
    *) usage ;;
  esac
done
[ -n "$bc" ] && [ -n "$inc" ] && [ -n "$out" ] || usage
die() { echo "pocl-overlay: $*" >&2; exit 1; }

# The system pocl, as its ICD file names it.
if [ -z "$libpocl" ]; then
  icd=/etc/OpenCL/vendors/pocl.icd
  [ -r "$icd" ] || die "no $icd: install pocl-opencl-icd"
  name=$(head -n1 "$icd")
  case "$name" in
    /*) libpocl=$name ;;
    *) # As the ICD loader would dlopen it: the linker cache, then the
       # usual library directories.
       libpocl=$(ldconfig -p | awk -v n="$name" '$1 == n { print $NF; exit }')
       [ -n "$libpocl" ] || libpocl=$(ls /usr/local/lib/"$name" /usr/lib/*/"$name" \
                                        /lib/*/"$name" /usr/lib/"$name" 2>/dev/null | head -n1 || true) ;;
  esac
fi
[ -n "$libpocl" ] && [ -e "$libpocl" ] || die "cannot locate libpocl ($libpocl)"
libpocl=$(readlink -f "$libpocl")
libdir=$(dirname "$libpocl")
datadir=$(readlink -f "$libdir/../../share/pocl")
[ -d "$datadir/include" ] || die "pocl data directory $datadir has no include/"
ls "$datadir"/kernel-*.bc >/dev/null 2>&1 || die "no kernel-*.bc in $datadir"
command -v "$link" >/dev/null || die "$link not found (pocl's LLVM llvm-link)"
if [ -n "$layer" ]; then
  [ -f "$layer" ] || die "no loader layer at $layer (build the xasync-layer target)"
  layer=$(readlink -f "$layer")
fi

out=$(mkdir -p "$out" && cd "$out" && pwd)
rm -rf "$out/lib" "$out/share" "$out/etc" "$out/cache"
mkdir -p "$out/lib/pocl" "$out/share/pocl" "$out/etc/OpenCL/vendors" "$out/cache"

cp "$libpocl" "$out/lib/pocl/libpocl.so.2"
# Device drivers are loaded from <libdir>/pocl next to libpocl.
[ -d "$libdir/pocl" ] && ln -s "$libdir/pocl" "$out/lib/pocl/pocl"

cp -r "$datadir/include" "$out/share/pocl/include"
cp "$inc/xasync.h" "$out/share/pocl/include/"
mkdir -p "$out/share/pocl/include/xasync"
cp "$inc/xasync/gentypes.h" "$out/share/pocl/include/xasync/"
printf '\n/* xasync: cl_khr_extended_async_copies and its event model */\n#include "xasync.h"\n' \
  >> "$out/share/pocl/include/_kernel.h"

for k in "$datadir"/kernel-*.bc; do
  "$link" "$k" --override="$bc" -o "$out/share/pocl/$(basename "$k")"
done

echo "$out/lib/pocl/libpocl.so.2" > "$out/etc/OpenCL/vendors/xasync-pocl.icd"
cat > "$out/env.sh" <<ENV
# Selects the xasync pocl overlay for OpenCL programs started from this shell.
export OCL_ICD_VENDORS="$out/etc/OpenCL/vendors"
# A cache of its own: kernels cached by the system pocl lack xasync.
export POCL_CACHE_DIR="$out/cache"
ENV
if [ -n "$layer" ]; then
  cat >> "$out/env.sh" <<ENV
# The loader layer: lists cl_khr_extended_async_copies on this overlay's
# device (docs/layer.md); added once to any layers already set.
case ":\${OPENCL_LAYERS:-}:" in
  *":$layer:"*) ;;
  *) export OPENCL_LAYERS="\${OPENCL_LAYERS:+\$OPENCL_LAYERS:}$layer" ;;
esac
ENV
fi
# Last: the overlay is complete (the layer covers devices whose pocl data
# directory holds this marker).
printf 'xasync pocl overlay\nlibrary: %s\npocl: %s\n' "$(readlink -f "$bc")" "$libpocl" \
  > "$out/share/pocl/xasync-overlay"
echo "pocl-overlay: $out (from $libpocl, data $datadir)"
