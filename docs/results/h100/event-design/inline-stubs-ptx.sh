#!/usr/bin/env bash
# inline-stubs-ptx.sh LIB NAME: build/ptx/<kernel>.NAME.ptx for the bench,
# conformance and pipeline kernels against xasync-LIB (built), with clang's
# kernel-body stubs (__clang_ocl_kern_imp_*) inlined into their kernels
# (README.md here).  e.g. inline-stubs-ptx.sh sm_90-nvptx64--nvidiacl sm_90-inl-nvptx64--nvidiacl
set -e
M=$(cd "$(dirname "$0")/../../../.." && pwd); lib=$1; name=$2; sm=sm_90
for k in $M/tests/kernels/bench_*.cl $M/tests/kernels/conformance.cl $M/tests/kernels/pipeline.cl; do
  stem=$(basename $k .cl)
  flags=()
  for n in $(grep -ohE "^\s*(__)?kernel\s+void\s+\w+" $k | awk '{print $NF}'); do
    flags+=(-mllvm -force-remove-attribute=__clang_ocl_kern_imp_$n:noinline -mllvm -force-attribute=__clang_ocl_kern_imp_$n:alwaysinline)
  done
  clang-22 -target nvptx64-nvidia-nvcl -march=$sm -O3 -cl-std=CL1.2 -include $M/include/xasync.h \
    -Xclang -mlink-builtin-bitcode -Xclang $M/build/lib/xasync-$lib.bc \
    -Xclang -mlink-builtin-bitcode -Xclang /usr/lib/clc/nvptx64--nvidiacl.bc \
    -Wno-linker-warnings "${flags[@]}" -S $k -o $M/build/ptx/$stem.$name.ptx &
done
wait
