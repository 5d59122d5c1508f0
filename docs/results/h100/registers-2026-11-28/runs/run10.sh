#!/usr/bin/env bash
# Device run 10 (issue 46): every classic and strided copy an element copy
# (the engine out of kernels without 2D2D/3D3D: registers).  Conformance
# (three nvptx libraries, both source forms); dma.05 shipped (2aea011) vs
# new; the bench corpus shipped vs new; the real corpus: NVIDIA's own /
# PTX shipped / PTX new / layer source form, alternating rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name --format=csv,noheader
bash .perf/mkdbuf-ptx.sh 2>/dev/null
P=$D/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.ship.ptx .perf/ptx/dbuf.new.ptx $D/probes/pipeline_twins.ptx)
timeout 120 bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe.txt 2>&1; grep -v "^ *$" $OUT/pipe.txt | grep -v twin
OPENCL_LAYERS=$L timeout 60 bash $S exec $P .perf/dbuf.cl async_double_buffer --rounds 3 > $OUT/pipe-src.txt 2>&1
mkdir -p $OUT/real
dirs=(--real-dir $D/real-kernels)
sides=(native ship new source); n=() s=() w=() c=()
for r in 1 2 3 4 5; do for i in 0 1 2 3; do
  side=${sides[$(( (i + r - 1) % 4 ))]}
  case $side in native) env=(OPENCL_LAYERS=) extra=() ;;
    ship) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-ship) ;;
    new) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    source) env=(OPENCL_LAYERS=$L) extra=() ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot "${dirs[@]}" "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  echo "round $r $side rc $?"
done; n+=($OUT/real/native-$r-real.csv); s+=($OUT/real/ship-$r-real.csv); w+=($OUT/real/new-$r-real.csv); c+=($OUT/real/source-$r-real.csv); done
j() { local IFS=,; echo "$*"; }
python3 scripts/real_compare.py "$(j "${s[@]}")" "$(j "${n[@]}")" --names ship,nvidia --csv $OUT/cmp-ship.csv --png $OUT/cmp-ship.png > $OUT/cmp-ship.txt
python3 scripts/real_compare.py "$(j "${w[@]}")" "$(j "${n[@]}")" --names ptx,nvidia --csv $OUT/cmp-new.csv --png $OUT/cmp-new.png > $OUT/cmp-new.txt
python3 scripts/real_compare.py "$(j "${c[@]}")" "$(j "${n[@]}")" --names source,nvidia --csv $OUT/cmp-source.csv --png $OUT/cmp-source.png > $OUT/cmp-source.txt
for f in ship new source; do tail -2 $OUT/cmp-$f.txt; done
grep -h FAIL $OUT/real/*.err | grep -v regression-104 | sort | uniq -c | head
for v in sm_90-ship sm_90-nvptx64--nvidiacl; do
  timeout 150 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $?"
done
timeout 240 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 100 bash $S conformance-source > $OUT/conf-src.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf-src.txt | head -4
XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial" timeout 100 bash $S conformance-source > $OUT/conf-srcp.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf-srcp.txt | head -4
