#!/usr/bin/env bash
# A second driver for the same SPIR-V: Intel's CPU OpenCL runtime (PyPI
# intel-opencl-rt), which takes SPIR-V through clCreateProgramWithIL but has
# no 2D2D/3D3D builtins.  xasync's generic library goes into the module:
#
#   SPIR-V with the instructions -> xasync-spirv lower -> llvm-spirv -r
#   -> the builtin calls and the wait renamed (IR text) -> llvm-link with the
#   generic library built under those names -> llvm-spirv -> the
#   conformance program (--spirv) on Intel's runtime
#
# The renaming keeps llvm-spirv from taking the library's copies for the
# classic one (docs/spirv.md), and gives the kernel xasync's wait, a
# work-group barrier, instead of the runtime's, which does not order the
# generic engine's copies.  Exits 77 (skipped) without the runtime:
# XASYNC_INTEL_OCL_DIR names the directory holding libintelocl.so.
set -euo pipefail
usage() {
  echo "usage: $0 --xasync-spirv T --spirv-as T --spirv-val T --llvm-spirv T --clang T" \
       "--llvm-dis T --llvm-as T --llvm-link T --root DIR --work DIR --asm F -- CONFORMANCE ARGS" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --xasync-spirv) tool=$2 ;; --spirv-as) spvas=$2 ;; --spirv-val) spvval=$2 ;;
    --llvm-spirv) llvmspirv=$2 ;; --clang) clang=$2 ;; --llvm-dis) llvmdis=$2 ;;
    --llvm-as) llvmas=$2 ;; --llvm-link) llvmlink=$2 ;; --root) root=$2 ;;
    --work) work=$2 ;; --asm) asm=$2 ;;
    --) shift; break ;;
    *) usage ;;
  esac
  shift 2
done
[ -n "${work:-}" ] && [ -n "${asm:-}" ] && [ -n "${root:-}" ] || usage
lib=${XASYNC_INTEL_OCL_DIR:-}/libintelocl.so
if [ -z "${XASYNC_INTEL_OCL_DIR:-}" ] || [ ! -e "$lib" ]; then
  echo "intel-route: skipped: set XASYNC_INTEL_OCL_DIR to the directory of Intel's libintelocl.so"
  exit 77
fi
rm -rf "$work" && mkdir -p "$work/vendors"
step() { echo "intel-route: $*"; "$@"; }

step "$spvas" --target-env spv1.0 "$asm" -o "$work/kernel.spv"
step "$tool" lower "$work/kernel.spv" -o "$work/kernel.lowered.spv"
step "$spvval" "$work/kernel.lowered.spv"
step "$llvmspirv" -r "$work/kernel.lowered.spv" -o "$work/kernel.bc"
"$llvmdis" "$work/kernel.bc" -o - |
  sed -e 's/_Z26async_work_group_copy_\([23]D[23]D\)/_Z24__xasync_spirv_copy_\1/g' \
      -e 's/_Z17wait_group_eventsiP9ocl_event/_Z19__xasync_spirv_waitiP9ocl_event/g' |
  "$llvmas" -o "$work/kernel.renamed.bc"
# The generic library under the same names.  No vectorizing: llvm-spirv 15
# writes a vector OpSelect with a scalar condition, invalid before SPIR-V 1.4.
objs=()
for src in async_copy_2d3d copy_engine wait_group_events; do
  step "$clang" -target spir64 -cl-std=CL1.2 -Xclang -finclude-default-header -O2 \
    -fno-vectorize -fno-slp-vectorize -ffp-contract=off -I "$root/include" \
    -include xasync/spirv.h -Dwait_group_events=__xasync_spirv_wait \
    -c -emit-llvm "$root/generic/$src.cl" -o "$work/$src.bc"
  objs+=("$work/$src.bc")
done
step "$llvmlink" "$work/kernel.renamed.bc" "${objs[@]}" -o "$work/linked.bc"
step "$llvmspirv" --spirv-max-version=1.0 "$work/linked.bc" -o "$work/linked.spv"
step "$spvval" "$work/linked.spv"
echo "$lib" > "$work/vendors/intel-cpu.icd"
export OCL_ICD_VENDORS=$work/vendors
export LD_LIBRARY_PATH=$XASYNC_INTEL_OCL_DIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
unset OPENCL_LAYERS
step "$@" --spirv "$work/linked.spv"
