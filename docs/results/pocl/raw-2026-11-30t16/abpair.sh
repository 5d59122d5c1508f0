# abpair.sh OUT REF_OV NEW_OV ROUNDS [bench opts]: REF overlay's builds saved, then
# ROUNDS runs of NEW overlay paired launch by launch against them (ratio = ref/new time)
set -u
cd /work/main
out=$1; ref=$2; new=$3; rounds=$4; shift 4
rm -rf $out; mkdir -p $out/bin
withov() { OCL_ICD_VENDORS=$1/etc/OpenCL/vendors OPENCL_LAYERS=/work/main/build/lib/libxasync-layer.so XASYNC_LAYER_DEVICES= POCL_CACHE_DIR=$out/cache-$(basename $1) "${@:2}"; }
withov $ref env XASYNC_SAVE_BINARIES=$out/bin scripts/bench-real.sh $out/ref.csv --device pocl --no-plot "$@" --build-options -DXASYNC_AB_REF > $out/ref.txt 2>$out/ref.err
ab=$(scripts/bench-real.sh --aborted-cases $out/ref-real-aborted.txt)
pn=(); [ -n "$ab" ] && pn=(--pair-not "$ab")
for r in $(seq $rounds); do
  withov $new scripts/bench-real.sh $out/new-$r.csv --device pocl --no-plot --pair $out/bin --pair-again "${pn[@]}" "$@" > $out/new-$r.txt 2>$out/new-$r.err
done
new=(); old=(); ctl=(); again=()
for r in $(seq $rounds); do f=$out/new-$r-real.csv; new+=($f); old+=($f@own); ctl+=($f@own-again); again+=($f@kernel-again); done
j() { local IFS=,; echo "$*"; }
source scripts/real_compare_sides.sh
real_compare_sides /tmp/mpl/bin/python3 $out/cmp new,ref "$(j "${new[@]}")" "$(j "${old[@]}")" "$(j "${ctl[@]}")" "$(j "${again[@]}")" > /dev/null
echo done > $out/DONE
