#!/usr/bin/env bash
# The nvptx source forms compile with clang for NVIDIA's OpenCL target
# together with a kernel that uses every builtin (the conformance kernel),
# at sm_80 and sm_90, OpenCL C 1.2 and 3.0, without a warning, and call no
# NVVM intrinsic by name (NVIDIA's own compiler takes none:
# docs/source-mode.md).  Their PTX issues cp.async and commits, and votes
# over the warp (a strided copy's idle warps leave first):
#   - nvptx (full waits): waits only with wait_group 0, no shared state;
#   - nvptx-partial: partial waits (wait_group 1..7) on the per-work-item
#     state array; compiled with -D__XASYNC_LINKED_UNIT (the layer's
#     clCompileProgram units) the full-wait half, again without state;
#     both halves keep the 3D3D builtins out of line (a .func each), where
#     nvptx inlines them (source/preludes.cmake).
#   nvptx-prelude.sh CLANG NVPTX.cl NVPTX_PARTIAL.cl KERNEL.cl WORKDIR
set -euo pipefail
clang=$1 full=$2 partial=$3 kernel=$4 work=$5
mkdir -p "$work"
fail() { echo "nvptx-prelude: FAIL: $*"; exit 1; }
for prelude in "$full" "$partial"; do
  grep -q 'llvm\.nvvm' "$prelude" && fail "$prelude names an NVVM intrinsic"
done
# check NAME PRELUDE DEFINE STATE OUTLINE: STATE 1 = the partial-wait
# design, OUTLINE 1 = 3D3D builtins out of line.
check() {
  local name=$1 prelude=$2 define=$3 state=$4 outline=$5
  cat "$prelude" "$kernel" > "$work/$name.cl"
  for sm in 80 90; do
    for std in CL1.2 CL3.0; do
      ptx=$work/$name.sm_$sm.$std.ptx
      "$clang" -target nvptx64-nvidia-nvcl -march=sm_$sm -O3 -cl-std=$std $define \
        -Xclang -finclude-default-header -Wall -Werror -S "$work/$name.cl" -o "$ptx" ||
        fail "$name sm_$sm $std does not compile"
      # vote.sync.all: strided copies' idle warps leave first (copy_engine.cl).
      for insn in 'cp.async.ca.shared.global' 'cp.async.commit_group' 'cp.async.wait_group 0' \
                  'vote.sync.all.pred'; do
        grep -q "$insn" "$ptx" || fail "$name sm_$sm $std: no '$insn' in the PTX"
      done
      if [ "$state" = 1 ]; then
        grep -q '\.shared \.align 4 \.b8 __xasync_nv_wi_state\[4096\]' "$ptx" ||
          fail "$name sm_$sm $std: no per-work-item state array"
        grep -q 'cp.async.wait_group 7' "$ptx" || fail "$name sm_$sm $std: no partial wait"
      else
        grep -q '__xasync_nv_wi_state' "$ptx" && fail "$name sm_$sm $std: a state array"
        grep -q 'cp.async.wait_group [1-7]' "$ptx" && fail "$name sm_$sm $std: a partial wait"
      fi
      if [ "$outline" = 1 ]; then
        grep -q '^\.func.*async_work_group_copy_3D3D' "$ptx" ||
          fail "$name sm_$sm $std: the 3D3D builtins inlined"
      else
        grep -q '^\.func.*async_work_group_copy_3D3D' "$ptx" &&
          fail "$name sm_$sm $std: a 3D3D builtin out of line"
      fi
      echo "ok $name sm_$sm $std: $(grep -c 'cp\.async\.ca\.shared\.global' "$ptx") cp.async"
    done
  done
}
check nvptx "$full" "" 0 0
check nvptx-partial "$partial" "" 1 1
# nvptx-partial declares its state array by module-scope PTX and names it
# by a plain mov: no .func to call (a call per loop step cost SGEMM from
# source, docs/source-mode.md, "Events"), and the mov is not a side effect,
# so a compiler may hoist it out of a kernel's loop.
"$clang" -target nvptx64-nvidia-nvcl -march=sm_90 -O3 -cl-std=CL3.0 \
  -Xclang -finclude-default-header -S -emit-llvm "$work/nvptx-partial.cl" \
  -o "$work/nvptx-partial.ll" || fail "nvptx-partial does not compile to LLVM IR"
grep -q '^module asm ".shared .align 4 .b8 __xasync_nv_wi_state\[4096\];"' "$work/nvptx-partial.ll" ||
  fail "nvptx-partial: the state array is not declared by module-scope PTX"
grep -q '__xasync_nv_state_base' "$work/nvptx-partial.ll" &&
  fail "nvptx-partial: __xasync_nv_state_base is not inlined"
movs=$(grep -c 'asm "mov.u32 $0, __xasync_nv_wi_state;"' "$work/nvptx-partial.ll" || true)
[ "$movs" -gt 0 ] || fail "nvptx-partial: no mov of the state array's address"
grep -q 'asm sideeffect "mov.u32 $0, __xasync_nv_wi_state;"' "$work/nvptx-partial.ll" &&
  fail "nvptx-partial: the state address is read by a volatile asm (not hoistable)"
echo "ok nvptx-partial: module-scope state array, $movs plain movs of its address, no call"
check nvptx-partial-linked-unit "$partial" -D__XASYNC_LINKED_UNIT 0 1
# The forms say that a work-group has at least one work-item
# (__XASYNC_TEAM_NONZERO, include/xasync/internal/work_group.h), which a
# compiler that cannot see get_local_size does not know (NVIDIA's; here
# clang without libclc): a loop of one-float copies then keeps only the
# one-element path, one cp.async and no co-alignment test of the longer
# copies' path.  The same kernel with the hint taken out of the form keeps
# both, so the check can fail.
cat > "$work/one-each.cl" <<'CL'
kernel void one_each(global const float *x, local float *xs, global float *out) {
  event_t e = 0;
  for (size_t j = 0; j < get_local_size(0); ++j)
    e = async_work_group_copy(xs + j, x + j, 1, e);
  wait_group_events(1, &e);
  out[get_local_id(0)] = xs[get_local_id(0)];
}
CL
one_each() { # one_each NAME PRELUDE: "CP.ASYNC XOR" counts in the kernel's PTX
  cat "$2" "$work/one-each.cl" > "$work/$1.cl"
  "$clang" -target nvptx64-nvidia-nvcl -march=sm_80 -O3 -cl-std=CL1.2 \
    -Xclang -finclude-default-header -Wall -Werror -S "$work/$1.cl" -o "$work/$1.ptx" ||
    fail "$1 does not compile"
  echo "$(grep -c 'cp\.async\.ca\.shared\.global' "$work/$1.ptx") $(grep -c 'xor\.b64' "$work/$1.ptx")"
}
hint='return t ? t : 1;'
for prelude in "$full" "$partial"; do
  grep -qF "$hint" "$prelude" || fail "$prelude: no team-size hint"
  name=one-each-$(basename "$prelude" .cpp.cl)
  got=$(one_each "$name" "$prelude")
  [ "$got" = "1 0" ] || fail "$name: $got (cp.async, xor), expected 1 0"
  sed "s/$hint/return t;/" "$prelude" > "$work/no-hint.cl"
  without=$(one_each "$name-no-hint" "$work/no-hint.cl")
  [ "$without" != "1 0" ] || fail "$name: the same without the hint ($without): the check cannot fail"
  echo "ok $name: one-element copies $got (cp.async, xor) with the team hint, $without without"
done
# The forms keep the chunk and byte paths of classic copies out of line
# (XASYNC_NV_RARE_OUT_OF_LINE, source/preludes.cmake): a loop of byte copies
# out of local memory (own-rgba-planes' copy out) calls them, one call per
# copy, and inlines only the one-unit loop.
cat > "$work/rare.cl" <<'CL'
kernel void planes_out(global uchar *planes, local uchar *tmp, uint ppg,
                       uint pitch) {
  event_t out[4];
  for (uint c = 0; c < 4; ++c)
    out[c] = async_work_group_copy(planes + c * pitch + get_group_id(0) * ppg,
                                   tmp + c * ppg, ppg, 0);
  wait_group_events(4, out);
}
CL
for prelude in "$full" "$partial"; do
  name=rare-$(basename "$prelude" .cpp.cl)
  cat "$prelude" "$work/rare.cl" > "$work/$name.cl"
  "$clang" -target nvptx64-nvidia-nvcl -march=sm_90 -O3 -cl-std=CL1.2 \
    -Xclang -finclude-default-header -Wall -Werror -S "$work/$name.cl" -o "$work/$name.ptx" ||
    fail "$name does not compile"
  grep -q '^\.func __xasync_nv_rare_XASYNC_NV_TO_GLOBAL(' "$work/$name.ptx" ||
    fail "$name: the rare paths to global memory are not a function"
  calls=$(awk '/^\.func __clang_ocl_kern_imp_planes_out\(/,/^}/' "$work/$name.ptx" | grep -c 'call.uni.*__xasync_nv_rare_XASYNC_NV_TO_GLOBAL' || true)
  [ "$calls" -ge 1 ] || fail "$name: the kernel does not call the rare paths"
  awk '/^\.func __clang_ocl_kern_imp_planes_out\(/,/^}/' "$work/$name.ptx" | grep -q 'ld\.shared\.v4' &&
    fail "$name: a 16-byte chunk loop inline in the kernel"
  echo "ok $name: the chunk and byte paths out of line ($calls calls in the kernel)"
done
# nvptx-partial reads the bits of every event it is given through a
# shuffle from the lane to itself (nvptx_state_source.h): an event never
# initialised is one defined value.  The full-wait forms read no bits.
grep -q 'shfl\.sync\.idx\.b32' "$work/nvptx-partial.sm_90.CL3.0.ptx" ||
  fail "nvptx-partial: events are not frozen through a shuffle"
grep -q 'shfl\.sync' "$work/nvptx.sm_90.CL3.0.ptx" && fail "nvptx: a shuffle in the full-wait form"
echo "ok nvptx-partial: events frozen through shfl.sync"
echo "nvptx-prelude: OK"
