#!/usr/bin/env bash
# The SPIR-V route to pocl, step by step as docs/spirv.md gives it:
#
#   SPIR-V using NonSemantic.Codeplay.GroupAsyncCopies
#     -> xasync-spirv lower -> spirv-val
#     -> llvm-spirv -r (pocl's LLVM): SPIR bitcode calling the builtins
#     -> the conformance program (--spir) on the xasync pocl overlay
#
# The SPIR-V is assembled (--asm FILE.spvasm) or made from OpenCL C by the
# producing route (--opencl FILE.cl [--cflags "..."]: clang with
# xasync/spirv.h, llvm-spirv, xasync-spirv raise).  Arguments after `--`
# go to the conformance program.
set -euo pipefail
usage() {
  echo "usage: $0 --xasync-spirv T --spirv-as T --spirv-val T --spirv-dis T --llvm-spirv T" \
       "[--clang T --include DIR] --work DIR (--asm F | --opencl F [--cflags S])" \
       "-- CONFORMANCE ARGS..." >&2
  exit 2
}
asm= cl= cflags= work= tool= spvas= spvval= spvdis= llvmspirv= clang= inc=
while [ $# -gt 0 ]; do
  case "$1" in
    --xasync-spirv) tool=$2; shift 2 ;;
    --spirv-as) spvas=$2; shift 2 ;;
    --spirv-val) spvval=$2; shift 2 ;;
    --spirv-dis) spvdis=$2; shift 2 ;;
    --llvm-spirv) llvmspirv=$2; shift 2 ;;
    --clang) clang=$2; shift 2 ;;
    --include) inc=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --asm) asm=$2; shift 2 ;;
    --opencl) cl=$2; shift 2 ;;
    --cflags) cflags=$2; shift 2 ;;
    --) shift; break ;;
    *) usage ;;
  esac
done
[ -n "$work" ] && [ -n "$tool" ] && { [ -n "$asm" ] || [ -n "$cl" ]; } || usage
rm -rf "$work" && mkdir -p "$work"
step() { echo "spirv-route: $*"; "$@"; }

if [ -n "$asm" ]; then
  step "$spvas" --target-env spv1.0 "$asm" -o "$work/kernel.spv"
else
  # shellcheck disable=SC2086 # cflags is a list of flags
  step "$clang" -target spir64 -cl-std=CL1.2 -Xclang -finclude-default-header -O2 \
    -I "$inc" -include xasync/spirv.h $cflags -c -emit-llvm "$cl" -o "$work/kernel.bc"
  step "$llvmspirv" "$work/kernel.bc" -o "$work/kernel.calls.spv"
  step "$tool" raise "$work/kernel.calls.spv" -o "$work/kernel.spv"
fi
# The module must really use the set, or the run below proves nothing.
"$spvdis" --raw-id "$work/kernel.spv" -o "$work/kernel.spvasm"
set=$(sed -n 's/^ *\(%[0-9]*\) = OpExtInstImport "NonSemantic.Codeplay.GroupAsyncCopies".*/\1/p' \
        "$work/kernel.spvasm")
[ -n "$set" ] || { echo "spirv-route: $work/kernel.spv does not import the set" >&2; exit 1; }
copies=$(grep -cE "= OpExtInst %[0-9]+ $set [12] " "$work/kernel.spvasm" || true)
[ "$copies" -gt 0 ] || { echo "spirv-route: no GroupAsyncCopy instruction" >&2; exit 1; }
echo "spirv-route: $copies GroupAsyncCopy2D2D/3D3D instructions"
step "$tool" lower "$work/kernel.spv" -o "$work/kernel.lowered.spv"
step "$spvval" "$work/kernel.lowered.spv"
step "$llvmspirv" -r "$work/kernel.lowered.spv" -o "$work/kernel.spir.bc"
step "$@" --spir "$work/kernel.spir.bc"
