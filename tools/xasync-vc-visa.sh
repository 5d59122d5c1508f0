#!/bin/bash
# OpenCL C kernels + an xasync intel-vc library -> IGC's VC path -> vISA.
#
#   xasync-vc-visa.sh --lib xasync-spir64-intel-vc.bc --include <dir>
#                     --device tgllp --out <dir> [--32] [--slm-size <bytes>]
#                     kernels.cl
#                     [--clang clang-14 --llvm-dis llvm-dis-14
#                      --llvm-as llvm-as-14 --llvm-spirv llvm-spirv-14
#                      --ocloc ocloc] [-- <extra clang flags>]
#
# Steps (each is Intel's or LLVM's own tool; nothing is emulated):
#  1. clang 14 compiles the kernels for spir64 (spir with --32), linking the
#     library with -mlink-builtin-bitcode.
#  2. Every spir_kernel gets the "VCFunction" attribute (and freeze, which
#     llvm-spirv cannot translate, is rewritten): IGC's VC path only
#     compiles functions decorated VectorComputeFunctionINTEL, and OpenCL C
#     has no way to say so.  In a VC kernel each work-item is one hardware
#     thread running explicit SIMD code.  IGC 1.0.12504's VC path does not
#     size shared local memory from the kernel's local variables: the
#     kernel states it ("VCSLMSize", --slm-size).
#  3. llvm-spirv 14 writes SPIR-V with SPV_INTEL_vector_compute, keeping the
#     llvm.genx.* calls.
#  4. ocloc -options -vc-codegen compiles it for the named device through
#     IGC's VC backend, which dumps vISA (IGC_ShaderDumpEnable).
# Output: <out>/<kernel>.visaasm (vISA text) and <out>/<kernel>.asm (Gen ISA).
set -euo pipefail

clang=clang-14 llvm_dis=llvm-dis-14 llvm_as=llvm-as-14
llvm_spirv=llvm-spirv-14 ocloc=ocloc
lib= include= device=tgllp out= src= bits=64 slm=0
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
  --clang) clang=$2; shift 2 ;;
  --llvm-dis) llvm_dis=$2; shift 2 ;;
  --llvm-as) llvm_as=$2; shift 2 ;;
  --llvm-spirv) llvm_spirv=$2; shift 2 ;;
  --ocloc) ocloc=$2; shift 2 ;;
  --lib) lib=$2; shift 2 ;;
  --include) include=$2; shift 2 ;;
  --device) device=$2; shift 2 ;;
  --out) out=$2; shift 2 ;;
  --32) bits=32; shift ;;
  --slm-size) slm=$2; shift 2 ;;
  --) shift; extra=("$@"); break ;;
  -*) echo "xasync-vc-visa: unknown option $1" >&2; exit 2 ;;
  *) src=$1; shift ;;
  esac
done
if [ -z "$lib" ] || [ -z "$include" ] || [ -z "$out" ] || [ -z "$src" ]; then
  echo "usage: xasync-vc-visa.sh --lib <bc> --include <dir> --out <dir>" \
       "[--device <dev>] [--32] <kernels.cl>" >&2
  exit 2
fi

if [ $bits = 32 ]; then triple=spir-unknown-unknown; else triple=spir64-unknown-unknown; fi
rm -rf "$out"
mkdir -p "$out/dump" "$out/bin"

"$clang" -target $triple -cl-std=CL1.2 -Xclang -finclude-default-header \
  -include "$include/xasync.h" -O2 -emit-llvm -c "$src" -o "$out/kernels.bc" \
  -Xclang -mlink-builtin-bitcode -Xclang "$lib" "${extra[@]}"

# The copy builtins must have been inlined: llvm-spirv would turn a call
# left to async_work_group_copy* or wait_group_events into its own SPIR-V
# instruction and the library would not be used.
"$llvm_dis" "$out/kernels.bc" -o "$out/kernels.ll"
if grep -E 'call .*@_Z[0-9]+(async_work_group_|wait_group_events)' \
     "$out/kernels.ll" >&2; then
  echo "xasync-vc-visa: a copy builtin was not inlined (compile with -O2)" >&2
  exit 1
fi

# Attribute groups come before metadata on a define line, so the string
# attribute goes right after the kernel's first #N.  llvm-spirv 14 (and 15)
# cannot translate LLVM's freeze, which LLVM 14's optimiser adds (division
# and remainder pairs, loop unswitching); "select true, x, x" stands in for
# it, which is what freeze is for every value that is not undef or poison.
sed -E -e "/^define .*spir_kernel/ s/ #([0-9]+)/ #\\1 \"VCFunction\" \"VCSLMSize\"=\"$slm\"/" \
  -e 's/= freeze ([^%]+) (%[^ ,]+)/= select i1 true, \1 \2, \1 \2/' \
  "$out/kernels.ll" | "$llvm_as" -o "$out/kernels.vc.bc"

"$llvm_spirv" "$out/kernels.vc.bc" -o "$out/kernels.spv" \
  --spirv-ext=+SPV_INTEL_vector_compute --spirv-allow-unknown-intrinsics=llvm.genx

IGC_ShaderDumpEnable=1 IGC_DumpToCustomDir="$out/dump" \
  "$ocloc" compile -q -file "$out/kernels.spv" -spirv_input -device "$device" \
  -$bits -options -vc-codegen -out_dir "$out/bin"

found=0
for f in "$out"/dump/VC_asm*.visaasm "$out"/dump/VC_asm*.asm; do
  [ -e "$f" ] || continue
  name=$(basename "$f")
  cp "$f" "$out/${name#VC_asm*_}"
  found=1
done
if [ $found = 0 ]; then
  echo "xasync-vc-visa: IGC dumped no vISA (no VC kernel compiled)" >&2
  exit 1
fi
