#!/usr/bin/env bash
# Installs the build into a scratch prefix and builds a consumer project
# that uses find_package(xasync); fails if anything is missing.
# usage: install-consumer.sh <build dir> <clang> <scratch dir>
set -euo pipefail
build=$1 clang=$2 scratch=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$scratch" && mkdir -p "$scratch"
cmake --install "$build" --prefix "$scratch/prefix" >/dev/null
for f in include/xasync.h include/xasync.hpp include/xasync/gentypes.h lib/xasync/xasync-nvptx64--nvidiacl.bc \
         lib/xasync/libxasync-nvptx64--nvidiacl.a share/xasync/pocl-overlay.sh \
         lib/cmake/xasync/xasyncConfig.cmake lib/libxasync-layer.so; do
  [ -e "$scratch/prefix/$f" ] || { echo "install-consumer: $f not installed"; exit 1; }
done
cmake -S "$here/consumer" -B "$scratch/consumer" -DCMAKE_PREFIX_PATH="$scratch/prefix" \
  -DCLANG="$clang"
cmake --build "$scratch/consumer"
# The kernel is there and the library resolved (inlined) its 2D2D call.
ir=$("$(dirname "$clang")/llvm-dis-${clang##*-}" "$scratch/consumer/kernel.bc" -o -)
grep -q "define.*@k(" <<<"$ir" || { echo "install-consumer: no kernel"; exit 1; }
if grep -q 'declare.*async_work_group_copy_2D2D' <<<"$ir"; then
  echo "install-consumer: the library's 2D2D was not linked in"; exit 1
fi
# The same for the C++ kernel, through the installed xasync.hpp.
ir=$("$(dirname "$clang")/llvm-dis-${clang##*-}" "$scratch/consumer/kernel_cxx.bc" -o -)
grep -q "define.*@k(" <<<"$ir" || { echo "install-consumer: no C++ kernel"; exit 1; }
if grep -q 'declare.*async_work_group_copy_2D2D' <<<"$ir"; then
  echo "install-consumer: the C++ kernel's 2D2D was not linked in"; exit 1
fi
echo "install-consumer: OK"
