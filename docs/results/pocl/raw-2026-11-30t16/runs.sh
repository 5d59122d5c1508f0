# runs.sh DIR N: N runs of the pocl real pair compare with the identity side into DIR/runK
cd /work/main
for i in $(seq 1 $2); do
  XASYNC_COMPARE_PAIR=1 XASYNC_COMPARE_IDENTITY=1 XASYNC_COMPARE_ROUNDS=5 scripts/bench-real-compare.sh pocl $1/run$i --real-dir .real-kernels --runs 100 > $1/run$i.log 2>&1
done
echo done > $1/DONE
