# pool.sh DIR OUTPREFIX: the rounds of DIR/run* pooled, xasync with the identity band, and the identity side alone
cd /work/main
d=$1; o=$2
new=(); old=(); ctl=(); again=(); id=(); ido=(); idc=()
for dd in $d/run*/; do for r in 1 2 3 4 5; do
  f=$dd/rounds/xasync-$r-real.csv; g=$dd/rounds/identity-$r-real.csv
  [ -f $f ] && [ -f $g ] || continue
  new+=($f); old+=($f@own); ctl+=($f@own-again); again+=($f@kernel-again); id+=($g); ido+=($g@own); idc+=($g@own-again)
done; done
join() { local IFS=,; echo "$*"; }
PY=python3; [ -x /tmp/mpl/bin/python3 ] && PY=/tmp/mpl/bin/python3
source scripts/real_compare_sides.sh
real_compare_sides $PY $o xasync,own "$(join "${new[@]}")" "$(join "${old[@]}")" "$(join "${ctl[@]}")" "$(join "${again[@]}")" "$(join "${id[@]}")" > /dev/null
real_compare_sides $PY $o-identity identity,own "$(join "${id[@]}")" "$(join "${ido[@]}")" "$(join "${idc[@]}")" > /dev/null
echo "pooled ${#new[@]} rounds"
