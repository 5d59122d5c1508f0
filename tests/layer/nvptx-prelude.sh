#!/usr/bin/env bash
# The nvptx source form compiles with clang for NVIDIA's OpenCL target
# together with a kernel that uses every builtin (the conformance kernel),
# at sm_80 and sm_90, OpenCL C 1.2 and 3.0, without a warning; its PTX
# issues cp.async, commits and waits for its groups, and calls no NVVM
# intrinsic by name (NVIDIA's own compiler takes none: docs/source-mode.md).
#   nvptx-prelude.sh CLANG PRELUDE.cl KERNEL.cl WORKDIR
set -euo pipefail
clang=$1 prelude=$2 kernel=$3 work=$4
mkdir -p "$work"
cat "$prelude" "$kernel" > "$work/program.cl"
fail() { echo "nvptx-prelude: FAIL: $*"; exit 1; }
grep -q 'llvm\.nvvm' "$prelude" && fail "the prelude names an NVVM intrinsic"
for sm in 80 90; do
  for std in CL1.2 CL3.0; do
    ptx=$work/program.sm_$sm.$std.ptx
    "$clang" -target nvptx64-nvidia-nvcl -march=sm_$sm -O3 -cl-std=$std \
      -Xclang -finclude-default-header -Wall -Werror -S "$work/program.cl" -o "$ptx" ||
      fail "sm_$sm $std does not compile"
    for insn in 'cp.async.ca.shared.global' 'cp.async.commit_group' 'cp.async.wait_group 0'; do
      grep -q "$insn" "$ptx" || fail "sm_$sm $std: no '$insn' in the PTX"
    done
    echo "ok sm_$sm $std: $(grep -c 'cp\.async\.ca\.shared\.global' "$ptx") cp.async"
  done
done
echo "nvptx-prelude: OK"
