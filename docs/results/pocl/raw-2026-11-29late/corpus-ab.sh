cd /work/main
for i in 1 2; do for b in base ir; do
  bash /tmp/ov/swap.sh $b
  XASYNC_COMPARE_ROUNDS=3 scripts/bench-pocl-compare.sh .perf/s3/corpus-$b-$i --only corpus > .perf/s3/corpus-$b-$i.log 2>&1
done; done
bash /tmp/ov/swap.sh ir
