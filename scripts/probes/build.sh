#!/usr/bin/env bash
# Builds the H100 probes behind docs/results/h100/probes.md (not part of the
# product or of CI): the probe host (links tests/harness) and the PTX of
# probe.cl and stencil_hand.cl against build/lib/xasync-sm_90-nvptx64--nvidiacl.bc.
# Output in .device/probes/ (carried with .device to the GPU machine).
# On the GPU machine, with the ICD set up as scripts/gpu-run.sh does:
#   .device/probes/probe .device/probes/probe.ptx KERNELS WGS UNITS [BUILD-OPTIONS]
#     e.g. rt_cg,rt_ca 128,256 256,1024   (units: 16-byte elements per tile)
#   .device/probes/probe .device/probes/probe.ptx addr   (local-argument placement)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/.device/probes
lib=$root/build/lib/xasync-sm_90-nvptx64--nvidiacl.bc
mkdir -p "$out"
g++ -O2 -std=c++17 -I"$root/tests/harness" -static-libstdc++ -static-libgcc \
  -o "$out/probe" "$root/scripts/probes/probe.cpp" "$root/tests/harness/cl_harness.cpp" \
  -l:libOpenCL.so.1
for k in probe stencil_hand; do
  clang-22 -target nvptx64-nvidia-nvcl -march=sm_90 -O3 -cl-std=CL1.2 \
    -include "$root/include/xasync.h" \
    -Xclang -mlink-builtin-bitcode -Xclang "$lib" \
    -Xclang -mlink-builtin-bitcode -Xclang /usr/lib/clc/nvptx64--nvidiacl.bc \
    -Wno-linker-warnings -S "$root/scripts/probes/$k.cl" -o "$out/$k.ptx"
done
echo "probes in $out"
