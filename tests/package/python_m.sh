#!/usr/bin/env bash
# `python -m xasync` from the installed wheel: every platform and device,
# listed or not, and the form (the layer's own answer) on the system pocl
# (rows), Oclgrind (generic), with rules that cover nothing, with no
# driver, and with a malformed rule.
# usage: python_m.sh <out dir of wheel.sh>
set -uo pipefail
out=$1 py=$1/venv/bin/python
fail() { echo "python-m: FAIL: $*"; printf '%s\n' "$got"; exit 1; }
cd /
got=$(OCL_ICD_VENDORS=$out/vendors "$py" -m xasync 2>&1) || fail "exit $?"
grep -q '^xasync 0.1.0: layer .*/venv/.*/xasync/lib/libxasync-layer.so, .*taken by 1 loader' <<<"$got" ||
  fail "header"
grep -q '^platform "Portable Computing Language"' <<<"$got" || fail "no pocl platform"
grep -q '^  device "pthread-.*": cl_khr_extended_async_copies listed; form: rows ' <<<"$got" ||
  fail "pocl not listed with the rows form"
grep -q '^  device "Oclgrind Simulator": cl_khr_extended_async_copies listed; form: generic ' \
  <<<"$got" || fail "Oclgrind not listed with the generic form"
printf '%s\n' "$got"
got=$(OCL_ICD_VENDORS=$out/vendors XASYNC_LAYER_DEVICES=none "$py" -m xasync 2>&1) || fail "exit $?"
[ "$(grep -c 'not listed; form: none (not covered)' <<<"$got")" -eq 2 ] ||
  fail "XASYNC_LAYER_DEVICES=none: two devices not covered expected"
got=$(OCL_ICD_VENDORS=$out/no-vendors "$py" -m xasync 2>&1)
rc=$?
[ $rc -eq 1 ] && grep -q '^xasync: no OpenCL platform: no driver is installed' <<<"$got" ||
  fail "no driver: exit $rc"
got=$(OCL_ICD_VENDORS=$out/vendors XASYNC_LAYER_DEVICES='all,source=fast' "$py" -m xasync 2>&1)
rc=$?
[ $rc -eq 2 ] && grep -q "unknown source form 'fast' in rule 'all,source=fast'" <<<"$got" &&
  ! grep -q '^platform' <<<"$got" || fail "bad rule: exit $rc"
echo "python-m: OK"
