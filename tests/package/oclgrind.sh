#!/usr/bin/env bash
# Runs a command on Oclgrind with its checkers on (data races, uninitialised
# values; out-of-bounds accesses are always checked), and counts Oclgrind's
# reports in the command's output.
#   clean: the command passes and Oclgrind reports nothing
#   race:  Oclgrind reports a data race (the planted missing barrier)
# OCLGRIND_CHECK_API=1 is set by the caller where the host program's own
# API use is clean (the conformance harness; PyOpenCL queries 2.x
# parameters Oclgrind 19.10 rejects).
# usage: oclgrind.sh clean|race COMMAND...
set -uo pipefail
want=$1; shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT
OCLGRIND_DATA_RACES=1 OCLGRIND_UNINITIALIZED=1 "$@" >"$log" 2>&1
rc=$?
# Every kernel report names its kernel on a "\tKernel:" line; API reports
# open with this header.
reports=$(grep -cE $'^\tKernel: |^Oclgrind - OpenCL runtime error' "$log")
races=$(grep -c 'data race' "$log")
tail -n 4 "$log" | grep -v '^\s*$'
case $want in
  clean)
    if [ "$rc" -ne 0 ] || [ "$reports" -ne 0 ]; then
      grep -m3 -A6 -E $'^\tKernel: |^Oclgrind - OpenCL' "$log" | cut -c1-200
      echo "oclgrind: FAIL exit $rc, $reports Oclgrind reports"; exit 1
    fi
    echo "oclgrind: OK, 0 Oclgrind reports" ;;
  race)
    [ "$races" -gt 0 ] || { echo "oclgrind: FAIL no data race reported (exit $rc)"; exit 1; }
    echo "oclgrind: OK, data race reported ($races lines, $reports reports)" ;;
esac
