#!/bin/sh
# Builds the host simulation of the amdgcn copy engine.
# usage: build.sh <clang> <xasync include dir> <output> <feature -D flags...>
# The library sources are the real ones: amdgcn/copy_engine.cl (with the
# generic engine it falls back to), amdgcn/wait_group_events.cl and
# generic/async_copy_2d3d.cl.
set -e
clang=$1 inc=$2 out=$3
shift 3
here=$(dirname "$0")
root=$inc/..
for src in "$root/amdgcn/copy_engine.cl" "$root/amdgcn/wait_group_events.cl" \
           "$root/generic/async_copy_2d3d.cl" \
           "$here/shim.cl"; do
  "$clang" -target x86_64-unknown-linux-gnu -x cl -cl-std=CL1.2 -O1 \
    -Werror -I"$inc" -include "$inc/xasync.h" -include "$here/builtins.h" \
    "$@" -c "$src" -o "$out.$(basename "$src" .cl).o"
done
"$clang" -O1 -Werror -I"$inc" "$here/sim_driver.c" "$out".*.o -o "$out"
