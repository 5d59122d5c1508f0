#!/usr/bin/env bash
# Variant PTX for the call-overhead experiment: -inl (kernel bodies inlined), -inl1d (and tid.y/z read as 0).
set -euo pipefail
cd /work/main
B=build; CL=/usr/lib/clc/nvptx64--nvidiacl.bc
comp() { # lib(xasync|libclc) src out extra...
  local kind=$1 src=$2 out=$3; shift 3
  local with=()
  [ $kind = xasync ] && with=(-include include/xasync.h -Xclang -mlink-builtin-bitcode -Xclang $B/lib/xasync-sm_90-nvptx64--nvidiacl.bc -fpass-plugin=$B/lib/libxasync-nvptx-state.so)
  local ks=$(clang-22 -target nvptx64-nvidia-nvcl -march=sm_90 -O0 -cl-std=CL1.2 "${with[@]}" -Xclang -mlink-builtin-bitcode -Xclang $CL -Wno-linker-warnings "$@" -S "$src" -o - | grep -oE "^(\.visible )?\.entry [A-Za-z_0-9]+" | awk '{print $NF}')
  local inl=()
  for k in $ks; do inl+=(-mllvm -force-remove-attribute=__clang_ocl_kern_imp_$k:noinline -mllvm -force-attribute=__clang_ocl_kern_imp_$k:alwaysinline); done
  clang-22 -target nvptx64-nvidia-nvcl -march=sm_90 -O3 -cl-std=CL1.2 "${with[@]}" -Xclang -mlink-builtin-bitcode -Xclang $CL -Wno-linker-warnings "${inl[@]}" "$@" -S "$src" -o "$out"
  sed -E 's/mov\.u32[[:space:]]+(%r[0-9]+), %tid\.[yz];/mov.u32 \1, 0;/' "$out" > "${out%.ptx}1d.ptx.tmp"
}
for f in vc4c-test_async_copy; do
  src=.device/real-kernels/$f.cl
  comp xasync $src .device/real-kernels/ptx/$f.sm_90-inl.ptx
  comp libclc $src .device/real-kernels/ptx/$f.sm_90-clinl.ptx
done
for t in .device/real-kernels/ptx/*1d.ptx.tmp .device/ptx/*1d.ptx.tmp; do
  n=${t%inl1d.ptx.tmp}; mv "$t" "${n}inl1d.ptx"
done
ls .device/real-kernels/ptx/ .device/ptx | grep -E "inl"
