#!/usr/bin/env bash
# Device run 33 (issue 46): the hooks build (sm_90-nvptx64--nvidiacl, plugin)
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
timeout 150 bash $S conformance-source > $OUT/conf-source.txt 2>&1; echo "conformance-source rc $? ${SECONDS}s"; grep -E "^===|passed,|rror" $OUT/conf-source.txt | head
timeout 60 bash $S source-programs > $OUT/source-programs.txt 2>&1; echo "source-programs rc $? ${SECONDS}s"; tail -3 $OUT/source-programs.txt
for v in hkn hkev; do for f in $D/ptx/*.sm_90-nvptx64--nvidiacl.ptx; do
  k=$(basename $f .sm_90-nvptx64--nvidiacl.ptx); [ -f $D/ptx/$k.$v.ptx ] || cp $f $D/ptx/$k.$v.ptx; done; done
# events in an array (the bench's kernels) against in variables (hkev), 3 rounds
vs=(sm_90-nvptx64--nvidiacl hkev)
for r in 1 2 3; do for i in 0 1; do v=${vs[$(( (i + r) % 2 ))]}
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
echo "compute done ${SECONDS}s"
for v in sm_90-nvptx64--nvidiacl hkn; do
  [ $SECONDS -gt 530 ] && break
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $? ${SECONDS}s"
done
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-corpus.csv $OUT/b-hkn-corpus.csv --names hk,hkn > $OUT/b-cmp-corpus.txt 2>&1; tail -1 $OUT/b-cmp-corpus.txt
python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl.csv $OUT/b-hkn.csv --names hk,hkn > $OUT/b-cmp.txt 2>&1; tail -1 $OUT/b-cmp.txt
