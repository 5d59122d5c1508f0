#!/usr/bin/env bash
# pocl: the real corpus in pairs, six processes of 5 rounds (pooled-2026-11-29c's command)
cd /work/main
for i in 1 2 3 4 5 6; do
  XASYNC_COMPARE_PAIR=1 XASYNC_COMPARE_ROUNDS=5 scripts/bench-real-compare.sh pocl /tmp/pocl/run$i --real-dir .real-kernels --runs 100 > /tmp/pocl/run$i.log 2>&1
  echo "run $i rc $? $SECONDS s"
done
