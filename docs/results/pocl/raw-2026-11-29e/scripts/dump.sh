# dump.sh OVERLAYDIR OUTDIR ONLY : build the real cases with that overlay, keep pocl's .so files
set -e
ov=$1; out=$2; only=$3
rm -rf $out; mkdir -p $out
cd /work/main
export OCL_ICD_VENDORS=$ov/etc/OpenCL/vendors
export OPENCL_LAYERS=/work/main/build/lib/libxasync-layer.so
export OCL_ICD_VENDORS=$ov/etc/OpenCL/vendors
POCL_CACHE_DIR=$out POCL_LEAVE_KERNEL_COMPILER_TEMP_FILES=1 build/tests/bench --device pocl --only "$only" --real-dir .real-kernels --runs 3 --no-plot >$out.log 2>&1 || true
