#!/usr/bin/env bash
# The SASS of a PTX file, without the GPU machine:
#   scripts/sass.sh FILE.ptx [FUNCTION] [ARCH]
# assembles FILE.ptx with ptxas (default arch sm_90) and prints the SASS of
# every kernel, or of FUNCTION alone, one instruction per line (encodings
# dropped).  NVIDIA's OpenCL driver builds its own code from the same PTX,
# so this shows what its assembler makes of the instructions, not the
# driver's exact binary: reconvergence barriers (BSSY/BSYNC) around a
# branch ptxas cannot prove uniform, predication, uniform registers.
#
# Tools: ptxas from $PTXAS, PATH or /usr/local/cuda/bin; cuobjdump and its
# nvdisasm from PATH, else from $XASYNC_SASS_TOOLS (default
# ~/.cache/xasync-sass), where the first run unpacks NVIDIA's PyPI wheels
# nvidia-cuda-cuobjdump and nvidia-cuda-nvdisasm (pip download; network).
#   scripts/sass.sh --fetch   only puts the two tools in the cache (the
#                             test script does, for tests/codegen/nvptx/sass.cl)
set -euo pipefail
fetch_only=0
[ "${1:-}" = --fetch ] && fetch_only=1
if [ $fetch_only = 0 ] && { [ $# -lt 1 ] || [ ! -f "$1" ]; }; then
  echo "usage: scripts/sass.sh FILE.ptx [FUNCTION] [ARCH] | --fetch" >&2
  exit 2
fi
ptx=${1:-} fn=${2:-} arch=${3:-sm_90}
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
if [ $fetch_only = 0 ] && [ ! -x "$ptxas" ]; then
  echo "sass: no ptxas (set PTXAS, or install the CUDA toolkit)" >&2
  exit 2
fi
tools=${XASYNC_SASS_TOOLS:-$HOME/.cache/xasync-sass}
if ! command -v cuobjdump >/dev/null || ! command -v nvdisasm >/dev/null; then
  if [ ! -x "$tools/bin/cuobjdump" ] || [ ! -x "$tools/bin/nvdisasm" ]; then
    mkdir -p "$tools/wheels" "$tools/bin"
    if ! python3 -m pip download -q --no-deps -d "$tools/wheels" \
        nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm >&2; then
      echo "sass: no cuobjdump/nvdisasm on PATH and pip could not fetch" \
        "nvidia-cuda-cuobjdump, nvidia-cuda-nvdisasm" >&2
      exit 2
    fi
    for w in "$tools"/wheels/*.whl; do
      python3 - "$w" "$tools/bin" <<'EOF'
import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    for n in z.namelist():
        if n.endswith("/bin/cuobjdump") or n.endswith("/bin/nvdisasm"):
            out = os.path.join(sys.argv[2], os.path.basename(n))
            with open(out, "wb") as f:
                f.write(z.read(n))
            os.chmod(out, 0o755)
EOF
    done
    for t in cuobjdump nvdisasm; do
      if [ ! -x "$tools/bin/$t" ]; then
        echo "sass: the wheels in $tools/wheels hold no bin/$t" >&2
        exit 2
      fi
    done
  fi
  export PATH=$tools/bin:$PATH
fi
[ $fetch_only = 1 ] && exit 0
cubin=$(mktemp)
trap 'rm -f "$cubin"' EXIT
"$ptxas" -arch="$arch" "$ptx" -o "$cubin"
args=(-sass)
[ -n "$fn" ] && args+=(-fun "$fn")
cuobjdump "${args[@]}" "$cubin" |
  sed -n -e 's/^[[:space:]]*\(Function : .*\)/\1/p' \
    -e 's/^[[:space:]]*\(\/\*[0-9a-f]\{4,\}\*\/[^;]*;\).*/  \1/p'
