#!/usr/bin/env bash
# library-variant.sh NAME FLAGS...: the sm_90 library built with extra FLAGS
# (after -DXASYNC_NVPTX_SM=90) and the bench tile kernels linked against it,
# as .device/ptxL-NAME/bench_tiles.sm_90-nvptx64--nvidiacl.ptx (the build
# of the repository must exist: nvptx_state.ll.bc comes from it).
set -e
name=$1; shift
R=$(cd "$(dirname "$0")/../../../.." && pwd); o=/tmp/lib-$name; mkdir -p $o
C="clang-22 -target nvptx64-nvidia-nvcl -O3 -ffp-contract=off -emit-llvm -I$R/include -march=sm_90 -cl-std=CL1.2"
bcs=()
for f in nvptx/copy_engine.cl nvptx/prefetch.cl nvptx/wait_group_events.cl generic/async_copy_2d3d.cl generic/async_copy_classic.cl; do
  b=$o/$(basename $f).bc; $C -DXASYNC_NVPTX_SM=90 "$@" -c $R/$f -o $b; bcs+=($b)
done
llvm-link-22 ${bcs[@]} $R/build/obj/sm_90-nvptx64--nvidiacl/nvptx_state.ll.bc -o $o/linked.bc
opt-22 -O3 $o/linked.bc -o $o/lib.bc
mkdir -p $R/.device/ptxL-$name
clang-22 -target nvptx64-nvidia-nvcl -march=sm_90 -O3 -cl-std=CL1.2 -include $R/include/xasync.h -Xclang -mlink-builtin-bitcode -Xclang $o/lib.bc -Xclang -mlink-builtin-bitcode -Xclang /usr/lib/clc/nvptx64--nvidiacl.bc -Wno-linker-warnings -S $R/tests/kernels/bench_tiles.cl -o $R/.device/ptxL-$name/bench_tiles.sm_90-nvptx64--nvidiacl.ptx
/usr/local/cuda/bin/ptxas -arch=sm_90 -v $R/.device/ptxL-$name/bench_tiles.sm_90-nvptx64--nvidiacl.ptx -o /dev/null 2>&1 | grep -A3 "entry function 'tile[23]d_xasync'" | grep -o "Used [0-9]* registers" | tr '\n' ' '; echo " $name"
