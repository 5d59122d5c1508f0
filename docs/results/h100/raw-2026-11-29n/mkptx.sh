#!/usr/bin/env bash
# mkptx.sh SRC.cl LIBNAME SM OUT.ptx [flags]: a kernel linked as users link it
set -e
src=$1 lib=$2 sm=$3 out=$4; shift 4
cd "$(dirname "$0")/../../../.."
bc=.perf/lib/$lib.bc; [ -f "$bc" ] || bc=$lib
clang-22 -target nvptx64-nvidia-nvcl -march=sm_$sm -O3 -cl-std=CL1.2 -include include/xasync.h \
  -Xclang -mlink-builtin-bitcode -Xclang $bc -Xclang -mlink-builtin-bitcode -Xclang /usr/lib/clc/nvptx64--nvidiacl.bc \
  -Wno-linker-warnings -Itests/kernels "$@" -S $src -o $out
