#!/bin/sh
# Builds the amdgcn library's asyncmark variant (what LLVM 23+ compiles) as
# LLVM IR with clang 22, which lacks the asyncmark builtins:
# XASYNC_AMDGCN_FORCE_ASYNCMARK declares the intrinsics by name.  IR only:
# clang 22 cannot lower these intrinsics.
# usage: asyncmark-lib.sh <clang> <llvm-link> <include dir> <cpu> <out.bc>
set -e
clang=$1 link=$2 inc=$3 cpu=$4 out=$5
root=$inc/..
cc="$clang -target amdgcn-amd-amdhsa -mcpu=$cpu -nogpulib -cl-std=CL1.2 -O2
    -I$inc -DXASYNC_AMDGCN_FORCE_ASYNCMARK"
$cc -c -emit-llvm "$root/amdgcn/copy_engine.cl" -o "$out.engine.bc"
$cc -c -emit-llvm "$root/amdgcn/wait_group_events.cl" -o "$out.wait.bc"
$cc -c -emit-llvm "$root/generic/async_copy_2d3d.cl" -o "$out.2d3d.bc"
$clang -target amdgcn-amd-amdhsa -nogpulib -Wno-override-module -O3 -c \
    -emit-llvm "$root/amdgcn/amdgcn_state.ll" -o "$out.state.bc"
$link "$out.engine.bc" "$out.wait.bc" "$out.2d3d.bc" "$out.state.bc" -o "$out"
