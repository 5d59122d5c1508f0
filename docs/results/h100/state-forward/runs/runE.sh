#!/bin/bash
# A/B: new sm_90 (state forwarded; limit kernels) vs base90 (HEAD 63bab6d).
# Results under /tmp/res, tarred into $OUT after each phase (one file back).
top=/tmp/res; rm -rf $top; mkdir -p $top
pack() { (cd $top && tar czf $OUT/res.tgz .); }
for r in 1 2 3; do for lib in sm_90-nvptx64--nvidiacl base90; do
  echo "compute round $r $lib $(date +%T)"
  OUT=$top/r$r bash scripts/gpu-run.sh bench $lib --only compute >/dev/null 2>&1
done; pack; done
for lib in sm_90-nvptx64--nvidiacl base90; do
  echo "sweep $lib $(date +%T)"
  OUT=$top/sw bash scripts/gpu-run.sh sweep $lib 300 35035 >/dev/null 2>&1
  pack
done
for lib in sm_90-nvptx64--nvidiacl base90; do
  echo "stencil/tiles $lib $(date +%T)"
  OUT=$top/t1 bash scripts/gpu-run.sh bench $lib --only stencil,tile2d,tile3d >/dev/null 2>&1
  pack
done
echo "done $(date +%T)"
