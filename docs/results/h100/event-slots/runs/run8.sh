#!/usr/bin/env bash
# Device call 8 (2026-11-26): sm_90 copy calls without the bulk commit
# (only the bulk path commits a bulk group; a marked wait waits for all of
# them), against 3902bda's PTX (cur90) and e6f42cc's (prev90), in the order
# cur, new, prev, new, cur (the whole bench, round 1 of new with the
# sweep); then conformance of the tree's sm_90 PTX with 3,000 pipelines.
set -u
r=scripts/gpu-run.sh; top=$OUT
OUT=$top/cur-1 timeout 90 bash $r bench cur90 >/dev/null
OUT=$top/new-1 timeout 150 bash $r bench sm_90-nvptx64--nvidiacl --sweep 300 --seed 16016 >/dev/null
OUT=$top/prev-1 timeout 90 bash $r bench prev90 >/dev/null
OUT=$top/new-2 timeout 90 bash $r bench sm_90-nvptx64--nvidiacl >/dev/null
OUT=$top/cur-2 timeout 90 bash $r bench cur90 >/dev/null
for d in cur-1 new-1 prev-1 new-2 cur-2; do
  csv=$(ls $top/$d/bench-*.csv | grep -v -e compute -e sweep)
  echo "$d: $(grep -hE '^(sgemm|conv9x9) 4096 +(sync|async)' $top/$d/bench-*.txt | awk '{printf "%s/%s %s(%s) ", $1,$3,$7,$8}') $(awk -F, '$7=="xasync" && $3 ~ /[+]1/ {printf "%s %s; ", $3, $13} $7=="async" {printf "%s %s; ", $3, $15}' $csv)"
done
OUT=$top/conformance timeout 100 bash $r conformance --pipelines 3000 2>&1 | grep -E "^===|passed"
cd $top && tar czf /tmp/r8.tgz . && mv /tmp/r8.tgz results.tgz
