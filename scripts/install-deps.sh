#!/usr/bin/env bash
# Installs everything xasync needs on a fresh Debian bookworm machine
# (run as root, or with sudo available).  Target-specific extras (for
# example Intel's compiler for the intel-vc codegen tests) are listed in
# scripts/packages-*.txt and installed too.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
packages=$(cat "$here"/packages*.txt | sed 's/#.*//' | xargs)
missing=$(for p in $packages; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
  echo "install-deps: installing $(echo $missing)"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
echo "install-deps: all packages present"
