cd /work/main
mkdir -p .perf/s3/pool3
for i in 1 2 3 4 5 6; do
  XASYNC_COMPARE_PAIR=1 XASYNC_COMPARE_ROUNDS=5 scripts/bench-real-compare.sh pocl .perf/s3/pool3/run$i --real-dir .real-kernels --runs 100 > .perf/s3/pool3/run$i.log 2>&1
  echo "run $i done rc=$? $(date +%T)"
done
for i in 1 2; do
XASYNC_COMPARE_ROUNDS=3 scripts/bench-pocl-compare.sh .perf/s3/corpus-final-$i --only corpus > .perf/s3/corpus-final-$i.log 2>&1
echo "corpus $i $(date +%T)"
done
XASYNC_COMPARE_PAIR=1 XASYNC_COMPARE_ROUNDS=6 scripts/bench-real-compare.sh intel-cpu .perf/s3/intel/run2 --real-dir .real-kernels --runs 100 > .perf/s3/intel/run2.log 2>&1
echo "intel $(date +%T)"
