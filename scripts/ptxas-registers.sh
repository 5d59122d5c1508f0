#!/usr/bin/env bash
# Registers per kernel of the bench's PTX, as `ptxas -v` reports them:
#   scripts/ptxas-registers.sh [LIBRARY [PTX_DIR [ARCH]]]
# assembles PTX_DIR/bench_*.LIBRARY.ptx (default: build/ptx, library
# sm_90-nvptx64--nvidiacl, arch sm_90) and prints one line per kernel:
# registers, stack frame, spill stores and loads, PTX file.  The bench reads
# this table with --registers FILE (docs/bench.md).  ptxas: $PTXAS, else
# ptxas on PATH, else /usr/local/cuda/bin/ptxas.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lib=${1:-sm_90-nvptx64--nvidiacl}
dir=${2:-${XASYNC_BUILD_DIR:-$root/build}/ptx}
arch=${3:-sm_90}
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
if [ ! -x "$ptxas" ]; then
  echo "ptxas-registers: no ptxas (set PTXAS, or install the CUDA toolkit)" >&2
  exit 2
fi
shopt -s nullglob
files=("$dir"/bench_*."$lib".ptx)
if [ ${#files[@]} -eq 0 ]; then
  echo "ptxas-registers: no $dir/bench_*.$lib.ptx (build the xasync-ptx target)" >&2
  exit 2
fi
cubin=$(mktemp)
trap 'rm -f "$cubin"' EXIT
echo "# ptxas -arch=$arch -v, xasync library $lib; ptxas $("$ptxas" --version | grep -o "release [0-9.]*, V[0-9.]*")"
printf '%-24s %9s %6s %12s %11s  %s\n' kernel registers stack spill-stores spill-loads ptx
for f in "${files[@]}"; do
  stem=$(basename "$f" ".$lib.ptx")
  # Entry lines: "Compiling entry function 'K'", then its "Function
  # properties" (stack, spills) and "Used N registers".
  if ! log=$("$ptxas" -arch="$arch" -v "$f" -o "$cubin" 2>&1); then
    echo "$log" >&2
    echo "ptxas-registers: ptxas failed on $f" >&2
    exit 1
  fi
  awk -v stem="$stem" '
    /Compiling entry function/ { split($0, q, "'\''"); k = q[2]; stack = "-"; ss = "-"; sl = "-"; next }
    k != "" && /bytes stack frame/ { stack = $1; ss = $5; sl = $9; next }
    k != "" && /Used [0-9]+ registers/ {
      for (i = 1; i <= NF; ++i) if ($i == "Used") r = $(i + 1)
      printf "%-24s %9s %6s %12s %11s  %s\n", k, r, stack, ss, sl, stem
      k = ""
    }' <<<"$log"
done
