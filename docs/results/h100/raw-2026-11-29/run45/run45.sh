#!/usr/bin/env bash
# Device run 45 (issue 46): what prefetch should be on sm_90.  The CTS
# prefetch kernel (every work-item prefetches its own 208 bytes, then
# reads them) in 12 rounds: the shipped one cp.async.bulk.prefetch.L2
# (ptx), prefetch.global.L2 per 128-byte line (pfl2), a no-op (pfnop),
# clang's own (libclc: a no-op), NVIDIA's own and its control; then the
# corpus (its f32 prefetch kernel: a group prefetches its tile's lines,
# then reads them from global) on the three libraries, two rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run45; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run45' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
XASYNC_REAL_LIBS="pfl2 pfnop" timeout 150 bash $S real sm_90-nvptx64--nvidiacl 12 --only cts-prefetch > $OUT/real.txt 2> $OUT/real.err; echo "real rc $? ${SECONDS}s"
for c in ptx pfl2 pfnop clang source; do echo "== $c"; grep -E "^cts-prefetch" $OUT/compare-real-$c.txt | awk -F'|' '{print $1 $2 $3 $4}'; done
vs=(sm_90-nvptx64--nvidiacl pfl2 pfnop)
for r in 1 2; do for i in 0 1 2; do v=${vs[$(( (i + r) % 3 ))]}
  [ $SECONDS -gt 250 ] && break
  timeout 40 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $? ${SECONDS}s"
  grep -E "prefetch|hand " $OUT/b-$v-$r.txt | sed "s/^/$v $r: /"
done; done
