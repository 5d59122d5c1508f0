#!/usr/bin/env bash
# Device call 6 (2026-11-26): the record of the libraries as of 3902bda.
# The whole bench on the sm_90 PTX with the 300-case sweep (seed 16016) in
# one process, the same on sm_80 without the sweep, and the conformance
# suite with 3,000 pipelines on each nvptx PTX.
set -u
r=scripts/gpu-run.sh; top=$OUT
OUT=$top/sm_90 timeout 200 bash $r bench sm_90-nvptx64--nvidiacl --sweep 300 --seed 16016 >/dev/null
OUT=$top/sm_80 timeout 120 bash $r bench sm_80-nvptx64--nvidiacl >/dev/null
OUT=$top/conformance timeout 240 bash $r conformance --pipelines 3000 | grep -E "^===|passed"
grep -hE "^(sgemm|conv9x9) 4096|persistent|xasync / best|raw-parts / best" $top/sm_90/bench-*.txt
cd $top && tar czf /tmp/r6.tgz . && mv /tmp/r6.tgz results.tgz
