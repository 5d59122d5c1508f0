#!/bin/bash
# variant.sh NAME: build the pocl library from the working tree, make /tmp/ov-NAME
set -e
cd /work/main
cmake --build /tmp/bdev --target xasync-x86_64-pc-linux-gnu-pocl -j2 >/dev/null
cp /tmp/bdev/lib/xasync-x86_64-pc-linux-gnu-pocl.bc /tmp/corp/$1.bc
rm -rf /tmp/ov-$1
tools/pocl-overlay.sh --bc /tmp/corp/$1.bc --include include --out /tmp/ov-$1 --llvm-link llvm-link-15 --layer /tmp/bdev/lib/libxasync-layer.so >/dev/null
echo built /tmp/ov-$1
