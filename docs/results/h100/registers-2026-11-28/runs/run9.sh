#!/usr/bin/env bash
# Device run 9 (issue 46): the live bit (a wait reads its events only
# while a copy of the sequence may be in flight).  dma.05: shipped library
# (2aea011) / live / full waits / events in variables; SGEMM and conv9x9
# shipped vs live vs live with events in variables, alternating; the real
# corpus: NVIDIA's own / PTX shipped / PTX live, alternating rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
cp .perf/shipptx/*.ptx $D/ptx/
nvidia-smi --query-gpu=name --format=csv,noheader
P=$D/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.ship.ptx .perf/ptx/dbuf.live.ptx .perf/ptx/dbuf.fw.ptx .perf/ptx/dbuf_scalar.ship.ptx .perf/ptx/dbuf_scalar.live.ptx $D/probes/pipeline_twins.ptx)
timeout 120 bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe.txt 2>&1; cat $OUT/pipe.txt | grep -v "^ *$" | head -60
for r in 1 2; do for v in sm_90-ship sm_90-nvptx64--nvidiacl evscalar; do
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
mkdir -p $OUT/real
dirs=(--real-dir $D/real-kernels); [ -d .real-kernels ] && dirs+=(--real-dir $PWD/.real-kernels)
sides=(native ship live); n=() s=() l=()
for r in 1 2 3 4 5; do for i in 0 1 2; do
  side=${sides[$(( (i + r - 1) % 3 ))]}
  case $side in native) env=(OPENCL_LAYERS=) extra=() ;;
    ship) env=(OPENCL_LAYERS=$D/lib/libxasync-layer.so) extra=(--ptx-dir $D/ptx --library sm_90-ship) ;;
    live) env=(OPENCL_LAYERS=$D/lib/libxasync-layer.so) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot "${dirs[@]}" "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  echo "round $r $side rc $?"
done; n+=($OUT/real/native-$r-real.csv); s+=($OUT/real/ship-$r-real.csv); l+=($OUT/real/live-$r-real.csv); done
j() { local IFS=,; echo "$*"; }
python3 scripts/real_compare.py "$(j "${s[@]}")" "$(j "${n[@]}")" --names ship,nvidia --csv $OUT/cmp-ship.csv --png $OUT/cmp-ship.png > $OUT/cmp-ship.txt
python3 scripts/real_compare.py "$(j "${l[@]}")" "$(j "${n[@]}")" --names live,nvidia --csv $OUT/cmp-live.csv --png $OUT/cmp-live.png > $OUT/cmp-live.txt
python3 scripts/real_compare.py "$(j "${l[@]}")" "$(j "${s[@]}")" --names live,ship --csv $OUT/cmp-live-ship.csv > $OUT/cmp-live-ship.txt
tail -4 $OUT/cmp-ship.txt; tail -4 $OUT/cmp-live.txt; tail -4 $OUT/cmp-live-ship.txt
grep -h FAIL $OUT/real/*.err | sort | uniq -c | head
