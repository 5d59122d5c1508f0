cd /work/main
for i in 1 2; do
XASYNC_COMPARE_PAIR=1 XASYNC_COMPARE_ROUNDS=5 scripts/bench-real-compare.sh pocl .perf/s3/line-$i --real-dir .real-kernels --runs 100 --only ock-regression-104,ock-dma,vc4c-cts-global-to-local,own-ring6,own-rgba-planes,cts-copy-g2l-uchar > .perf/s3/line-$i.log 2>&1
XASYNC_COMPARE_ROUNDS=3 scripts/bench-pocl-compare.sh .perf/s3/corpus-line-$i --only corpus > .perf/s3/corpus-line-$i.log 2>&1
echo "$i $(date +%T)"
done
mkdir -p .perf/s3/pool2
for i in 1 2 3 4 5 6; do
  XASYNC_COMPARE_PAIR=1 XASYNC_COMPARE_ROUNDS=5 scripts/bench-real-compare.sh pocl .perf/s3/pool2/run$i --real-dir .real-kernels --runs 100 > .perf/s3/pool2/run$i.log 2>&1
  echo "run $i done rc=$? $(date +%T)"
done
