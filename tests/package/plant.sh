#!/usr/bin/env bash
# A test-only variant of the generic source form with its one barrier
# removed (the barrier of wait_group_events, which makes every work-item's
# share of a copy visible to the group): Oclgrind must report the race.
# usage: plant.sh <prelude_generic.cpp.cl> <out.cl>
set -euo pipefail
in=$1 out=$2
n=$(grep -c 'barrier(' "$in")
[ "$n" -eq 1 ] || { echo "plant: FAIL the generic form has $n barriers, expected 1"; exit 1; }
grep -v 'barrier(' "$in" >"$out"
echo "plant: $(basename "$out") written, the barrier removed"
