#!/usr/bin/env bash
# variants.sh: tests/bench/probes/call_cycles.cl linked against each nvptx
# library as built (sm_90, sm_80, generic) and against the sm_90 library
# rebuilt with -DXASYNC_NV_FULL_WAITS (no event state, no bulk copies),
# into .device/cc/call_cycles.NAME.ptx (the repository's build must exist).
set -e
R=$(cd "$(dirname "$0")/../../../.." && pwd); out=$R/.device/cc; mkdir -p $out
link() { # link NAME ARCH LIBRARY.bc
  clang-22 -target nvptx64-nvidia-nvcl -march=$2 -O3 -cl-std=CL1.2 -include $R/include/xasync.h \
    -Xclang -mlink-builtin-bitcode -Xclang $3 -Xclang -mlink-builtin-bitcode -Xclang /usr/lib/clc/nvptx64--nvidiacl.bc \
    -Wno-linker-warnings -S $R/tests/bench/probes/call_cycles.cl -o $out/call_cycles.$1.ptx
}
for l in sm_90 sm_80; do link $l $l $R/build/lib/xasync-$l-nvptx64--nvidiacl.bc; done
# The generic engine at sm_80: the probe's raw cp.async kernel needs it.
link generic sm_80 $R/build/lib/xasync-nvptx64--nvidiacl.bc
# sm_90 with full waits, as docs/results/h100/source-occupancy/library-variant.sh builds it.
o=$(mktemp -d); C="clang-22 -target nvptx64-nvidia-nvcl -O3 -ffp-contract=off -emit-llvm -I$R/include -march=sm_90 -cl-std=CL1.2"
bcs=()
for f in nvptx/copy_engine.cl nvptx/prefetch.cl nvptx/wait_group_events.cl generic/async_copy_2d3d.cl generic/async_copy_classic.cl; do
  b=$o/$(basename $f).bc; $C -DXASYNC_NVPTX_SM=90 -DXASYNC_NV_FULL_WAITS -c $R/$f -o $b; bcs+=($b)
done
llvm-link-22 ${bcs[@]} $R/build/obj/sm_90-nvptx64--nvidiacl/nvptx_state.ll.bc -o $o/linked.bc
opt-22 -O3 $o/linked.bc -o $o/lib.bc
link sm_90-fullwait sm_90 $o/lib.bc
rm -rf $o
for f in $out/*.ptx; do
  printf '%-44s ' $(basename $f)
  /usr/local/cuda/bin/ptxas -arch=sm_90 -v $f -o /dev/null 2>&1 | grep -A3 "entry function 'calls_xasync'" | grep -o "Used [0-9]* registers" || echo "(ptxas failed)"
done
