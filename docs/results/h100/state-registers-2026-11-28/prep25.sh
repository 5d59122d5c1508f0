#!/usr/bin/env bash
# prep25.sh PLUGIN.so: bundle + variant sm_90-ps = HEAD's sm_90 library with the pass plugin
set -e
cd "$(dirname "$0")/.."
P=$1
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
L=build/lib/xasync-sm_90-nvptx64--nvidiacl.bc
for k in tests/kernels/*.cl; do
  s=$(basename $k .cl)
  bash .perf/mkptx.sh $k $L 90 .device/ptx/$s.sm_90-ps.ptx -fpass-plugin=$P -Wno-uninitialized 2>/dev/null || echo "fail $k"
done
mkdir -p .perf/wrap; cat > .perf/wrap/clang <<W
#!/bin/sh
exec clang-22 -fpass-plugin=$P "\$@"
W
chmod +x .perf/wrap/clang
cp $L build/lib/xasync-sm_90-ps.bc
sed "s|^XASYNC_CLANG:[A-Z]*=.*|XASYNC_CLANG:FILEPATH=$PWD/.perf/wrap/clang|" build/CMakeCache.txt > /tmp/cc.txt
mkdir -p /tmp/fakebuild/lib && cp /tmp/cc.txt /tmp/fakebuild/CMakeCache.txt && cp build/lib/xasync-sm_90-ps.bc /tmp/fakebuild/lib/
XASYNC_BUILD_DIR=/tmp/fakebuild bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-ps 2>&1 | tail -1
rm build/lib/xasync-sm_90-ps.bc
ls .device/ptx/*sm_90-ps* | wc -l
