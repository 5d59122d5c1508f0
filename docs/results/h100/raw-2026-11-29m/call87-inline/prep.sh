#!/usr/bin/env bash
# Trial: clang's kernel body inlined into its entry stub (plugin, XASYNC_NVPTX_INLINE_BODY=1).
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=$PWD/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
P=build/lib/libxasync-nvptx-state.so
cp build/lib/xasync-sm_90-nvptx64--nvidiacl.bc build/lib/xasync-sm_90-inl.bc
XASYNC_NVPTX_INLINE_BODY=1 bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-inl 2>&1 | tail -1
rm build/lib/xasync-sm_90-inl.bc
for k in tests/kernels/*.cl; do st=$(basename $k .cl)
  bash .perf/mkptx.sh $k build/lib/xasync-sm_90-nvptx64--nvidiacl.bc 90 .device/ptx/$st.sm_90-ref.ptx -fpass-plugin=$P
  XASYNC_NVPTX_INLINE_BODY=1 bash .perf/mkptx.sh $k build/lib/xasync-sm_90-nvptx64--nvidiacl.bc 90 .device/ptx/$st.sm_90-inl.ptx -fpass-plugin=$P
done
grep -c "call.uni" .device/ptx/bench_gemm.sm_90-ref.ptx .device/ptx/bench_gemm.sm_90-inl.ptx || true
