#!/bin/sh
# Compiles an OpenCL kernel against xasync-<cpu>-amdgcn-amd-amdhsa.bc the way
# an implementation would (-mlink-builtin-bitcode) and prints its ISA.
# usage: isa.sh <clang> <include dir> <lib dir> <cpu> <kernel.cl> [flags...]
#
# Inputs/workitem.cl stands in for the work-item functions of a real
# builtin library.  The library inlines into the kernel.
set -e
clang=$1 inc=$2 lib=$3 cpu=$4 src=$5
shift 5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc="$clang -target amdgcn-amd-amdhsa -mcpu=$cpu -nogpulib -cl-std=CL1.2 -O2"
$cc -c -emit-llvm "$(dirname "$0")/workitem.cl" -o "$tmp/wi.bc"
$cc -include "$inc/xasync.h" \
  -Xclang -mlink-builtin-bitcode -Xclang "$lib/xasync-$cpu-amdgcn-amd-amdhsa.bc" \
  -Xclang -mlink-builtin-bitcode -Xclang "$tmp/wi.bc" "$@" -S "$src" -o -
