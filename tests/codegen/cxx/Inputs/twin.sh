#!/bin/sh
# Compiles each kernel of twins.cl (-DK=1..N) as OpenCL C 1.2 with xasync.h
# and as C++ for OpenCL with xasync.hpp (each C++ version given), linked with
# one library as users link it, and fails unless the two outputs are the
# same.  Prints every kernel's output after a "twin: K=<n>" line, for
# FileCheck.
# usage: twin.sh <clang> <include dir> <lib dir> <libclc dir> <sm_90|gfx942>
#                <kernels> <twins.cl> <cxx std>...
# Normalised before comparing: C++ names a kernel's __local array
# _ZZ<kernel>E<name>, OpenCL C <kernel>.<name> (PTX: <kernel>_$_<name>); the
# amdgcn metadata records the language version.
set -e
clang=$1 inc=$2 lib=$3 libclc=$4 arch=$5 n=$6 src=$7
shift 7
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
case "$arch" in
  sm_*)
    cc="$clang -target nvptx64-nvidia-nvcl -march=$arch -O3 -Wno-linker-warnings"
    links="-Xclang -mlink-builtin-bitcode -Xclang $lib/xasync-$arch-nvptx64--nvidiacl.bc
           -Xclang -mlink-builtin-bitcode -Xclang $libclc/nvptx64--nvidiacl.bc" ;;
  gfx*)
    cc="$clang -target amdgcn-amd-amdhsa -mcpu=$arch -nogpulib -O3"
    # The work-item functions a real device library provides (amdgcn tests).
    $cc -cl-std=CL1.2 -c -emit-llvm "$(dirname "$0")/../../amdgcn/Inputs/workitem.cl" -o "$tmp/wi.bc"
    links="-Xclang -mlink-builtin-bitcode -Xclang $lib/xasync-$arch-amdgcn-amd-amdhsa.bc
           -Xclang -mlink-builtin-bitcode -Xclang $tmp/wi.bc" ;;
  *) echo "twin.sh: unknown arch $arch" >&2; exit 2 ;;
esac
norm() {
  sed -E -e 's/_ZZ[0-9]+([A-Za-z0-9_]+)E[0-9]+([A-Za-z_][A-Za-z0-9_]*)/\1.\2/g' \
         -e 's/([A-Za-z0-9_]+)_\$_([A-Za-z0-9_]+)/\1.\2/g' \
         -e '/\.language_version:/,+2d' "$1"
}
canon() {
  sed -E -e 's/%[a-z]+[0-9]+/%R/g' -e '/^\$L__BB[0-9_]+:$/d' \
         -e '/^\s*(@!?%R )?bra(\.uni)?\s/d' -e '/^\s*not\.pred\s/d' \
         -e '/^\s*\.reg\s/d' -e 's/setp\.[a-z]+\./setp./' \
         -e '/setp\./s/-?[0-9]+;$/N;/' "$1" | sort
}
status=0
k=1
while [ "$k" -le "$n" ]; do
  $cc -cl-std=CL1.2 -include "$inc/xasync.h" $links -DK=$k -S "$src" -o "$tmp/c.s" 2>"$tmp/log" ||
    { cat "$tmp/log" >&2; exit 1; }
  norm "$tmp/c.s" > "$tmp/c.n"
  for std in "$@"; do
    $cc -cl-std=$std -include "$inc/xasync.hpp" $links -DK=$k -S "$src" -o "$tmp/cxx.s" 2>"$tmp/log" ||
      { cat "$tmp/log" >&2; exit 1; }
    norm "$tmp/cxx.s" > "$tmp/cxx.n"
    # The same instructions up to their order, register numbers and the
    # blocks' layout (labels, branches, a negated predicate, a compare's
    # direction and so its constant): where the builtins inline into the C++ wrapper's calls,
    # LLVM may order two independent address computations differently or
    # lay out a branch the other way round (nvptx's element copies).  A
    # memory access, copy, wait, barrier or arithmetic instruction more or
    # less, or a different one, still differs.
    if ! cmp -s "$tmp/c.n" "$tmp/cxx.n" &&
       [ "$(canon "$tmp/c.n")" != "$(canon "$tmp/cxx.n")" ]; then
      echo "twin: K=$k $arch: $std differs from OpenCL C:" >&2
      diff "$tmp/c.n" "$tmp/cxx.n" | head -40 >&2
      status=1
    fi
  done
  echo "twin: K=$k"
  cat "$tmp/cxx.n"
  k=$((k + 1))
done
exit $status
