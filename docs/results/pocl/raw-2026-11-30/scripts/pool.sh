# pool.sh DIR OUTPREFIX: the 30 rounds of DIR/run1..6 pooled
cd /work/main
d=$1; o=$2
new=(); old=(); ctl=(); again=()
for i in 1 2 3 4 5 6; do for r in 1 2 3 4 5; do
  f=$d/run$i/rounds/xasync-$r-real.csv
  [ -f $f ] || continue
  new+=($f); old+=($f@own); ctl+=($f@own-again); again+=($f@kernel-again)
done; done
join() { local IFS=,; echo "$*"; }
source scripts/real_compare_sides.sh
real_compare_sides /tmp/mpl/bin/python3 $o xasync,own "$(join "${new[@]}")" "$(join "${old[@]}")" "$(join "${ctl[@]}")" "$(join "${again[@]}")" > /dev/null
echo "pooled ${#new[@]} rounds"
