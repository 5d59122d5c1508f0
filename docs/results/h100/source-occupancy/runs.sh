#!/usr/bin/env bash
# The device calls behind this folder (README), from the repository root
# with .device/ carried (scripts/gpu-bundle.sh).  Layers: .device/lib/layer-v0.so
# (as shipped), layer-v3.so and layer-v2.so, each built with
#   cmake -DXASYNC_NVPTX_SOURCE_FLAGS="-DXASYNC_OUTLINE_3D3D" build      (v3)
#   cmake -DXASYNC_NVPTX_SOURCE_FLAGS="-DXASYNC_OUTLINE_3D3D;-DXASYNC_OUTLINE_2D2D" build  (v2)
#   cmake --build build --target xasync-layer
# and copied there.  PTX variants: ptx-hybrids.py (here) into .device/.
set -u
r=scripts/gpu-run.sh; top=$OUT; L=sm_90-nvptx64--nvidiacl
# 1. pad/: PTX and source mode, 0, 6 and 16 KiB more local memory per group.
for pad in 0 6144 16384; do
  OUT=$top/p$pad bash $r compare-source $L --only "64x64 +1,64x16x4" --runs 20 --local-pad $pad
done
# 2. variants/: the library, then three source forms, one device call.
OUT=$top/ptx bash $r bench $L --only tile2d,tile3d,stencil --runs 10
for v in v0 v3 v2; do
  cp .device/lib/layer-$v.so .device/lib/libxasync-layer.so
  OUT=$top/$v XASYNC_SAVE_BINARIES=$top/$v/bin bash $r bench-source --only tile2d,tile3d,stencil,compute --runs 10
done
# 3. hybrids/: each PTX variant in turn as .device/ptx (the others' files copied in).
run_ptx() { # run_ptx DIR CASES
  mv .device/ptx .device/ptx0 && cp -r .device/ptx0 .device/ptx && cp .device/$1/*.ptx .device/ptx/
  OUT=$top/$1 bash $r bench $L --only "$2" --runs 10
  rm -rf .device/ptx && mv .device/ptx0 .device/ptx
}
for d in ptx32 ptxA ptxB ptxC ptxD ptxH1 ptxH3 ptxS1 ptxS5 ptxS7 ptxS8 ptxS9 ptxS10; do
  run_ptx $d "64x64 +1"
done
# 4. hybrids/run7-*: library variants (library-variant.sh, here):
#   library-variant.sh L0; library-variant.sh L80 -UXASYNC_NVPTX_SM -DXASYNC_NVPTX_SM=80
#   library-variant.sh LF -DXASYNC_NV_FULL_WAITS
for d in L0 L80 LF; do
  run_ptx ptxL-$d "64x64 +1,16x16x16 +1,64x16x4"
done
