#!/usr/bin/env bash
# Device run 34 (issue 46): the hooks build (sm_90-nvptx64--nvidiacl, plugin)
# - the source form's conformance and programs (nvptx_async.h changed);
# - the real corpus, 5 alternating rounds: NVIDIA's own, the layer's source
#   form, PTX mode, the control;
# - tiles/corpus with the plugin (hk) against the same library without it
#   (hkn, shared state), one run each, if time is left.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 560 bash $S real sm_90-nvptx64--nvidiacl 5 > $OUT/real.txt 2> $OUT/real.err; echo "real rc $? ${SECONDS}s"
tail -4 $OUT/compare-real-ptx.txt 2>/dev/null; tail -4 $OUT/compare-real-source.txt 2>/dev/null; ls $OUT | head -40
