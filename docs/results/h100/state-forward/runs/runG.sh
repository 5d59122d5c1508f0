#!/bin/bash
# flag form (sm_90 name) vs hoisted one-chunk branch (h90) vs base90 (HEAD):
# compute 2 rounds, tiles 1 round, then conformance of the hoisted PTX.
top=/tmp/res; rm -rf $top; mkdir -p $top
pack() { (cd $top && tar czf $OUT/res.tgz .); }
for r in 1 2; do for lib in sm_90-nvptx64--nvidiacl h90 base90; do
  echo "compute round $r $lib $(date +%T)"
  OUT=$top/r$r bash scripts/gpu-run.sh bench $lib --only sgemm,conv9x9 >/dev/null 2>&1
done; pack; done
for lib in h90 sm_90-nvptx64--nvidiacl base90; do
  echo "tiles $lib $(date +%T)"
  OUT=$top/t1 bash scripts/gpu-run.sh bench $lib --only tile3d >/dev/null 2>&1
  pack
done
echo "conformance hoisted $(date +%T)"
OUT=$top/conf bash scripts/gpu-run.sh conformance 2>&1 | grep -E "===|passed|failed|FAIL" | grep -v pipelines | tail -6
pack
echo "done $(date +%T)"
