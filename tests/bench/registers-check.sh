#!/usr/bin/env bash
# ctest bench-registers: scripts/ptxas-registers.sh must list every compute
# kernel of the sm_90 PTX with a register count (the cp.async twins and
# the stencil's too: pocl runs none of those), and the bench must print
# those counts in its compute table (--registers).  Exit 77 (skip) without
# ptxas.
#   registers-check.sh SCRIPT PTX_DIR BENCH SCRATCH
set -uo pipefail
script=$1 ptx=$2 bench=$3 scratch=$4
lib=sm_90-nvptx64--nvidiacl
mkdir -p "$scratch"
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
if [ ! -x "$ptxas" ]; then
  echo "registers-check: no ptxas; skipped"
  exit 77
fi
"$script" "$lib" "$ptx" >"$scratch/table.txt" || { echo "FAIL: $script exited $?"; exit 1; }
cat "$scratch/table.txt"
"$bench" --quick --device pocl --only compute --registers "$scratch/table.txt" \
  --no-plot --csv "$scratch/compute.csv" >"$scratch/bench.txt" 2>"$scratch/bench.err" ||
  { cat "$scratch/bench.err"; echo "FAIL: the bench failed"; exit 1; }
status=0
for k in gemm_hand gemm_hand_db gemm_sync gemm_async conv_hand conv_hand_db conv_sync conv_async; do
  regs=$(awk -v k="$k" '$1 == k && $2 ~ /^[0-9]+$/ { print $2 }' "$scratch/table.txt")
  if [ -z "$regs" ]; then
    echo "FAIL: no register count for $k in the table"; status=1; continue
  fi
  # Bench table: case (2 words), variant, kernel, ms, GFLOP/s, x/hand,
  # x/twin, ptxas, jit.
  shown=$(awk -v k="$k" '$4 == k { print $9 }' "$scratch/bench.txt")
  if [ "$shown" != "$regs" ]; then
    echo "FAIL: the bench shows '$shown' registers for $k, the table $regs"; status=1
  fi
done
for k in gemm_hand_cpasync gemm_hand_cpasync_sync conv_hand_cpasync \
         conv_hand_cpasync_sync stencil_async stencil_sync stencil_cpasync \
         stencil_cpasync_sync; do
  awk -v k="$k" '$1 == k && $2 ~ /^[0-9]+$/ { found = 1 } END { exit !found }' \
    "$scratch/table.txt" || { echo "FAIL: no register count for $k in the table"; status=1; }
done
[ $status -eq 0 ] && echo "registers-check: OK"
exit $status
