#!/bin/bash
# Final checks of the state-forward change: conformance on the new nvptx PTX,
# then from source (nvptx-partial, then the default nvptx form), then the
# tile cases new vs base90 (HEAD 63bab6d) in two alternating rounds.
top=/tmp/res; rm -rf $top; mkdir -p $top
pack() { (cd $top && tar czf $OUT/res.tgz .); }
echo "conformance $(date +%T)"
OUT=$top/conf bash scripts/gpu-run.sh conformance 2>&1 | grep -E "===|passed|failed|FAIL" | grep -v pipelines | tail -12
pack
echo "conformance-source nvptx-partial $(date +%T)"
XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial" OUT=$top/confsp bash scripts/gpu-run.sh conformance-source 2>&1 | grep -E "===|passed|failed|FAIL" | tail -5
pack
for r in 1 2; do for lib in sm_90-nvptx64--nvidiacl base90; do
  echo "tiles round $r $lib $(date +%T)"
  OUT=$top/t$r bash scripts/gpu-run.sh bench $lib --only tile2d,tile3d >/dev/null 2>&1
done; pack; done
echo "conformance-source nvptx $(date +%T)"
OUT=$top/confs bash scripts/gpu-run.sh conformance-source 2>&1 | grep -E "===|passed|failed|FAIL" | tail -5
pack
echo "done $(date +%T)"
