# Sourced by bench-real-compare.sh and gpu-run.sh (real-pair): the three
# comparisons of one side's real-kernel rounds (scripts/real_compare.py).
#   real_compare_sides PYTHON PREFIX NAME,REF NEW OLD [CONTROL [AGAIN [IDENTITY]]]
# PREFIX.{txt,csv,png}: NEW over OLD (the medians of the runs), printed too;
# PREFIX-iqm.{txt,csv}: the same with each side's interquartile mean;
# PREFIX-again.{txt,csv}, where AGAIN is given: NEW over AGAIN (the build
# over itself), named NAME,NAME-again.  CONTROL (the reference over itself)
# gives each its control band, IDENTITY (the identity side's rounds, the
# reference in xasync's place: real_compare.py --identity) its identity
# band.  NEW, OLD, CONTROL and AGAIN are real_compare.py's comma-separated
# CSV[@VARIANT] lists.  Returns non-zero if any comparison failed.
real_compare_sides() {
  local py=$1 prefix=$2 names=$3 new=$4 old=$5 ctl=${6:-} again=${7:-} ident=${8:-}
  local script rc=0
  script=$(dirname "${BASH_SOURCE[0]}")/real_compare.py
  local control=()
  [ -n "$ctl" ] && control=(--control "$ctl")
  [ -n "$ctl" ] && [ -n "$ident" ] && control+=(--identity "$ident")
  "$py" "$script" "$new" "$old" --names "$names" "${control[@]}" \
    --csv "$prefix.csv" --png "$prefix.png" | tee "$prefix.txt" || rc=1
  "$py" "$script" "$new" "$old" --stat iqm --names "$names" "${control[@]}" \
    --csv "$prefix-iqm.csv" >"$prefix-iqm.txt" || rc=1
  if [ -n "$again" ]; then
    "$py" "$script" "$new" "$again" --names "${names%%,*},${names%%,*}-again" \
      "${control[@]}" --csv "$prefix-again.csv" >"$prefix-again.txt" || rc=1
  fi
  return $rc
}
