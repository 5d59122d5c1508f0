cd /work/main
for i in 1 2 3 4 5 6; do
  XASYNC_COMPARE_PAIR=1 XASYNC_COMPARE_ROUNDS=5 scripts/bench-real-compare.sh pocl .perf/s3/pool/run$i --real-dir .real-kernels --runs 100 > .perf/s3/pool/run$i.log 2>&1
  echo "run $i done rc=$? $(date +%T)"
done
