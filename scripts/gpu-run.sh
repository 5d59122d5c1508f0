#!/usr/bin/env bash
# Runs on the GPU machine (NVIDIA OpenCL driver, no ICD loader) from the
# repository root with .device/ carried: selects NVIDIA's OpenCL, lists the
# devices, then runs what is asked:
#   scripts/gpu-run.sh conformance   conformance suite for every nvptx PTX
#   scripts/gpu-run.sh demo          the demo on the sm_90 library
#   scripts/gpu-run.sh bench LIB ARGS  the benchmark on xasync-LIB's PTX
# Output files go to $OUT (the device tool's folder) or ./gpu-out.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dev=$root/.device
out=${OUT:-$root/gpu-out}
mkdir -p "$out" /tmp/xasync-icd/vendors
for f in "$dev"/debs/*.deb; do dpkg -x "$f" /tmp/xasync-icd/root; done
echo /usr/lib/libnvidia-opencl.so.1 > /tmp/xasync-icd/vendors/nvidia.icd
ls /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 >/dev/null 2>&1 &&
  echo /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 > /tmp/xasync-icd/vendors/nvidia.icd
export OCL_ICD_VENDORS=/tmp/xasync-icd/vendors
export LD_LIBRARY_PATH=/tmp/xasync-icd/root/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
/tmp/xasync-icd/root/usr/bin/clinfo -l
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv 2>/dev/null
status=0
what=${1:-conformance}; shift || true
case "$what" in
  conformance)
    for ptx in "$dev"/ptx/conformance.*.ptx; do
      lib=${ptx#*conformance.}; lib=${lib%.ptx}
      echo "=== conformance on NVIDIA with xasync-$lib"
      "$dev/bin/conformance" --device nvidia --ptx "$ptx" "$@" 2>&1 | tee "$out/conformance-$lib.log" | grep -v '^  shape' 
      [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    done ;;
  demo)
    "$dev/bin/demo" --device nvidia --ptx "$dev/ptx/demo.sm_90-nvptx64--nvidiacl.ptx" || status=1 ;;
  bench) # bench LIBRARY [ARGS]: CSV and logs named after the library
    lib=$1; shift
    (cd "$out" && "$dev/bin/bench" --device nvidia --ptx-dir "$dev/ptx" --library "$lib" \
       --csv "bench-$lib.csv" --no-plot "$@" 2>"bench-$lib.err" | tee "bench-$lib.txt") || status=1 ;;
esac
exit $status
