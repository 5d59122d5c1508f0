#!/usr/bin/env bash
# mklib.sh NAME SM EXTRA-FLAGS...: a variant of the nvptx library as the
# build makes it (nvptx/targets.cmake flags) plus EXTRA-FLAGS -> .perf/lib/NAME.bc
set -e
name=$1 sm=$2; shift 2
cd "$(dirname "$0")/../../../.."
F="-target nvptx64-nvidia-nvcl -O3 -ffp-contract=off -emit-llvm -Iinclude -Invptx -march=sm_$sm -DXASYNC_NVPTX_SM=$sm -fno-jump-tables -D__XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL=1 -D__XASYNC_ENGINE_TAKES_EMPTY=1 -D__XASYNC_MERGE_SHAPES=0 -D__XASYNC_ENGINE_ELEMS=1 -cl-std=CL1.2"
o=$(mktemp -d)
for f in nvptx/copy_engine.cl nvptx/prefetch.cl nvptx/wait_group_events.cl generic/async_copy_2d3d.cl generic/async_copy_classic.cl; do
  clang-22 $F "$@" -c $f -o $o/$(basename $f).bc
done
clang-22 -target nvptx64-nvidia-nvcl -nogpulib -Wno-override-module -O3 -c -emit-llvm nvptx/nvptx_state.ll -o $o/state.bc
llvm-link-22 $o/*.bc -o $o/linked.bc && opt-22 -O3 $o/linked.bc -o $o/opt.bc
if [ -f nvptx/nvptx_hooks.ll ]; then
  clang-22 -target nvptx64-nvidia-nvcl -nogpulib -Wno-override-module -O3 -c -emit-llvm nvptx/nvptx_hooks.ll -o $o/hooks.bc
  llvm-link-22 $o/opt.bc $o/hooks.bc -o .perf/lib/$name.bc
else cp $o/opt.bc .perf/lib/$name.bc; fi
rm -rf $o
