# hash.sh OV OUT: every real-corpus build with overlay OV into OUT/cache; md5 of each .so by path
cd /work/main
ov=$1; out=$2; rm -rf $out; mkdir -p $out
OCL_ICD_VENDORS=$ov/etc/OpenCL/vendors OPENCL_LAYERS=/work/main/build/lib/libxasync-layer.so XASYNC_LAYER_DEVICES= POCL_CACHE_DIR=$out/cache \
  scripts/bench-real.sh $out/r.csv --device pocl --real-dir .real-kernels --runs 1 --warmup 0 --no-plot > $out/log.txt 2>&1
(cd $out/cache && find . -name '*.so' | sort | xargs md5sum) > $out/md5.txt
wc -l < $out/md5.txt
