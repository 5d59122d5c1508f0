#!/usr/bin/env bash
# Device run 44 (issue 46): f5f6175's build (the engine as shipped): the
# real corpus, 10 rounds of six sides: NVIDIA's own, the layer's source
# form, PTX mode, NVIDIA's own again (the control), clang's own (libclc,
# no xasync), and the same PTX again ("again": PTX mode's own A/A).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run44; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run44' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
XASYNC_REAL_LIBS=again timeout 300 bash $S real sm_90-nvptx64--nvidiacl 10 > $OUT/real.txt 2> $OUT/real.err; echo "real rc $? ${SECONDS}s"
python3 scripts/real_compare.py $(ls $OUT/real/ptx-*-real.csv | paste -sd,) $(ls $OUT/real/again-*-real.csv | paste -sd,) --names ptx,again --csv $OUT/compare-real-ptx-again.csv > $OUT/compare-real-ptx-again.txt
for c in source ptx clang ptx-clang again ptx-again; do echo "== $c"; tail -2 $OUT/compare-real-$c.txt; done
