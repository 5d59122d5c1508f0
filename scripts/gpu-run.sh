#!/usr/bin/env bash
# Runs on the GPU machine (NVIDIA OpenCL driver, no ICD loader) from the
# repository root with .device/ carried: selects NVIDIA's OpenCL, lists the
# devices, then runs what is asked:
#   scripts/gpu-run.sh conformance   conformance suite for every nvptx PTX,
#                                        then its classic copies alone
#                                        (conformance-classic.LIB.ptx)
#   scripts/gpu-run.sh demo          the demo on the sm_90 library
#   scripts/gpu-run.sh bench LIB ARGS    the benchmark on xasync-LIB's PTX
#                                        (fixed cases and compute kernels)
#   scripts/gpu-run.sh sweep LIB [N [SEED]] [ARGS]
#                                        the randomized sweep only (N = 300)
#   scripts/gpu-run.sh compute LIB ARGS  the compute kernels only
#   scripts/gpu-run.sh registers [LIB..] ptxas -v registers of the bench's
#                                        kernels (default: every library)
#   scripts/gpu-run.sh conformance-source [ARGS]
#                                        the suite built from source through the
#                                        layer (the unmodified-program path)
#   scripts/gpu-run.sh bench-source [ARGS]  the bench built from source through
#                                        the layer (CSV bench-source.csv)
#   scripts/gpu-run.sh compare-source LIB [ARGS]
#                                        bench on xasync-LIB's PTX, then bench-source
#                                        with the same ARGS, then the side-by-side
#                                        table (compare-source.txt, .csv)
#   scripts/gpu-run.sh real [LIB [ROUNDS]] [ARGS]
#                                        the real-kernel corpus in ROUNDS (5)
#                                        alternating rounds of four sides:
#                                        NVIDIA's own copies (no layer), xasync
#                                        from source through the layer, PTX
#                                        built with xasync-LIB (default
#                                        sm_90-nvptx64--nvidiacl; the layer
#                                        loaded so the extension is listed),
#                                        NVIDIA's own again (the control), and
#                                        where .device has its PTX (gpu-bundle.sh)
#                                        clang's own: the same kernels built by
#                                        clang with libclc alone, no xasync
#                                        (SM-libclc, SM from LIB); then
#                                        compare-real-{source,ptx,clang}.{txt,csv,png}
#                                        with the control band, and ptx over
#                                        clang's own (compare-real-ptx-clang).
#                                        $XASYNC_REAL_LIBS: more PTX-mode
#                                        libraries as sides of their own
#                                        (compare-real-LIB)
#   scripts/gpu-run.sh real-pair [LIB [ROUNDS]] [ARGS]
#                                        the real-kernel corpus against
#                                        NVIDIA's own copies in the same
#                                        process: one run without the layer
#                                        saves NVIDIA's builds (PTX), then
#                                        ROUNDS (5) rounds of the source form
#                                        and PTX mode, each timing its build
#                                        and NVIDIA's saved one launch by
#                                        launch in alternation, each side
#                                        twice (the bench's --pair,
#                                        --pair-again: an A/A in the process);
#                                        compare-pair-{source,ptx}.{txt,csv,png}
#                                        (control: NVIDIA's own over itself)
#                                        and compare-pair-{source,ptx}-again
#                                        (xasync's build over itself);
#                                        compare-pair-SIDE-iqm: with each side's
#                                        time its runs' interquartile mean;
#                                        XASYNC_REAL_SOURCE_FORM=1: the layer
#                                        with its PTX route off, a side of its
#                                        own (source-form);
#                                        $XASYNC_REAL_LIBS: more PTX-mode
#                                        libraries as sides of their own;
#                                        $XASYNC_REAL_LAYERS: NAME=LAYER.so
#                                        ...: more layers (source forms built
#                                        with other flags) as sides NAME;
#                                        $XASYNC_REAL_TWINS=1: the hand twins
#                                        of tests/real/twins (cases.txt) as
#                                        sides twin-cp and twin-plain, built
#                                        by NVIDIA without the layer, each
#                                        timed against NVIDIA's own build of
#                                        the upstream kernel (the limit beside
#                                        the library: docs/bench.md, "Hand
#                                        twins");
#                                        $XASYNC_REAL_IDENTITY=1: NVIDIA's own
#                                        saved builds as a PTX-mode side of
#                                        their own, `identity` (the same code
#                                        in both places: what the pairing
#                                        itself reads for each case)
#   scripts/gpu-run.sh build-time [N]    clBuildProgram of a small kernel, N
#                                        builds without and with the layer
#   scripts/gpu-run.sh source-programs   tests/layer/source_programs through the
#                                        layer on NVIDIA (options, line numbers,
#                                        clCompileProgram/clLinkProgram units)
#   scripts/gpu-run.sh exec PROGRAM [ARGS]
#                                        any program (a probe, a variant's run)
#                                        with the same OpenCL set-up; it may
#                                        build against $XASYNC_OPENCL_LIB
# bench, sweep and compute also save the register table of LIB and pass it
# to the bench (--registers).  Output files (CSV, PNG when python3 has
# matplotlib, txt tables, err progress logs) go to $OUT (the device tool's
# folder) or ./gpu-out.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dev=$root/.device
out=${OUT:-$root/gpu-out}
# Debian's loader and clinfo unpacked under $icd, NVIDIA's driver its one vendor.
icd=/tmp/xasync-icd
icd_lib=$icd/root/usr/lib/x86_64-linux-gnu
mkdir -p "$out" $icd/vendors
for f in "$dev"/debs/*.deb; do dpkg -x "$f" $icd/root; done
echo /usr/lib/libnvidia-opencl.so.1 > $icd/vendors/nvidia.icd
ls /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 >/dev/null 2>&1 &&
  echo /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 > $icd/vendors/nvidia.icd
export OCL_ICD_VENDORS=$icd/vendors
export LD_LIBRARY_PATH=$icd_lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
# The loader, for programs built on that machine (exec).
export XASYNC_OPENCL_LIB=$icd_lib/libOpenCL.so.1
$icd/root/usr/bin/clinfo -l
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv 2>/dev/null
status=0
# registers LIB: the table in $out/registers-LIB.txt; prints the path, or
# nothing when ptxas is missing or fails.
registers() {
  if "$root/scripts/ptxas-registers.sh" "$1" "$dev/ptx" >"$out/registers-$1.txt" 2>"$out/registers-$1.err"; then
    cat "$out/registers-$1.txt" >&2
    echo "$out/registers-$1.txt"
  else
    cat "$out/registers-$1.err" >&2
  fi
}
# The real-kernel corpus (real, real-pair): real_args [LIB [ROUNDS]] [ARGS]
# sets lib (default sm_90-nvptx64--nvidiacl), rounds (default 5) and
# real_rest, the bench options left.
real_args() {
  lib=sm_90-nvptx64--nvidiacl rounds=5
  if [ $# -gt 0 ] && [[ $1 != -* ]] && ! [[ $1 =~ ^[0-9]+$ ]]; then lib=$1; shift; fi
  if [[ ${1:-} =~ ^[0-9]+$ ]]; then rounds=$1; shift; fi
  real_rest=("$@")
}
real_dirs=(--real-dir "$dev/real-kernels")
[ -d "$root/.real-kernels" ] && real_dirs+=(--real-dir "$root/.real-kernels")
# --real-dir options searched before those (the hand twins, real-pair).
first_dirs=()
# run_real BASE LABEL [VAR=VALUE...] -- [bench options]: scripts/bench-real.sh
# on NVIDIA with those variables into BASE.csv (the corpus in
# BASE-real.csv), BASE.txt and BASE.err.  A status other than 0 or 3 (a
# case aborted) is reported as LABEL's and returns 1; with LABEL "-" it is
# neither reported nor returned.
run_real() {
  local base=$1 label=$2 vars=() rc
  shift 2
  while [ "$1" != -- ]; do vars+=("$1"); shift; done
  shift
  env ${vars[@]+"${vars[@]}"} XASYNC_BENCH="$dev/bin/bench" "$root/scripts/bench-real.sh" \
    "$base.csv" --device nvidia --no-plot ${first_dirs[@]+"${first_dirs[@]}"} "${real_dirs[@]}" \
    "$@" >"$base.txt" 2>"$base.err"
  rc=$?
  if [ $rc -eq 0 ] || [ $rc -eq 3 ] || [ "$label" = - ]; then return 0; fi
  echo "gpu-run: $label: status $rc ($base.txt, .err)" >&2
  grep -h "^FAIL\|^bench:" "$base.err" | head -5 >&2
  return 1
}
# identity_real SAVED DIR: a real-kernel folder DIR whose PTX-mode builds
# (library `identity`) are the binaries in SAVED (NVIDIA's own, by
# program_stem: the file's stem, a hash of its options after it where it
# has any), its sources linked from the real folders.  A stem saved under
# two option sets has no PTX there (its cases fail to load, each named).
identity_real() {
  local saved=$1 dir=$2 b n stem src
  rm -rf "$dir" && mkdir -p "$dir/ptx" || return 1
  declare -A seen=()
  for b in "$saved"/*.bin; do
    [ -e "$b" ] || continue
    n=$(basename "$b" .bin) stem=$n
    [[ $n =~ ^(.+)\.[0-9a-f]{8}$ ]] && stem=${BASH_REMATCH[1]}
    if [ -n "${seen[$stem]:-}" ]; then
      echo "gpu-run: identity: $stem saved under two option sets, left out" >&2
      rm -f "$dir/ptx/$stem.identity.ptx"
      continue
    fi
    seen[$stem]=1
    cp "$b" "$dir/ptx/$stem.identity.ptx"
  done
  for src in "$dev/real-kernels"/* "$root/.real-kernels"/*; do
    [ -f "$src" ] && [ ! -e "$dir/$(basename "$src")" ] && ln -s "$src" "$dir/"
  done
  return 0
}
# bench NAME LIB ARGS: the bench on xasync-LIB's PTX, tables in NAME.txt,
# progress in NAME.err, CSVs bench-LIB[-sweep|-compute].csv, then plots.
run_bench() {
  local name=$1 lib=$2; shift 2
  local regs; regs=$(registers "$lib")
  (cd "$out" && "$dev/bin/bench" --device nvidia --ptx-dir "$dev/ptx" --library "$lib" \
     --csv "bench-$lib.csv" --no-plot ${regs:+--registers "$regs"} --real-dir "$dev/real-kernels" "$@" \
     2>"$name.err" | tee "$name.txt") || status=1
  local py
  for py in ${XASYNC_PYTHON:-} python3 /usr/bin/python3 ""; do
    [ -n "$py" ] && "$py" -c 'import matplotlib' 2>/dev/null && break
  done
  if [ -n "$py" ]; then
    for csv in "$out"/bench-"$lib".csv "$out"/bench-"$lib"-*.csv; do
      [ -f "$csv" ] && "$py" "$root/scripts/plot_bench.py" "$csv" "${csv%.csv}.png"
    done
  else
    echo "plots: no python3 with matplotlib here; run scripts/plot_bench.py on the CSVs"
  fi
}
# bench-source ARGS: the bench built from source through the layer (no
# PTX), tables in bench-source.txt, CSVs bench-source[-compute].csv.
run_bench_source() {
  (cd "$out" && OPENCL_LAYERS=$dev/lib/libxasync-layer.so "$dev/bin/bench" --device nvidia \
     --csv bench-source.csv --no-plot --real-dir "$dev/real-kernels" "$@" 2>bench-source.err |
     tee bench-source.txt) || status=1
}
what=${1:-conformance}; shift || true
case "$what" in
  conformance)
    for ptx in "$dev"/ptx/conformance.*.ptx; do
      lib=${ptx#*conformance.}; lib=${lib%.ptx}
      echo "=== conformance on NVIDIA with xasync-$lib"
      "$dev/bin/conformance" --device nvidia --ptx "$ptx" "$@" 2>&1 | tee "$out/conformance-$lib.log" | grep -v '^  shape' 
      [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
      # The classic copies in a kernel without 2D2D or 3D3D (the pass
      # plugin's copies waited at once; tests/kernels/conformance.cl).
      classic=$dev/ptx/conformance-classic.$lib.ptx
      [ -f "$classic" ] || continue
      echo "=== conformance on NVIDIA with xasync-$lib, classic copies alone"
      "$dev/bin/conformance" --device nvidia --ptx "$classic" --pipelines 0 \
        --apis copy,strided,copy-v3,strided-v3 "$@" 2>&1 |
        tee "$out/conformance-classic-$lib.log" | grep -v '^  shape'
      [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    done ;;
  demo)
    "$dev/bin/demo" --device nvidia --ptx "$dev/ptx/demo.sm_90-nvptx64--nvidiacl.ptx" || status=1 ;;
  bench) # bench LIBRARY [ARGS]: CSV and logs named after the library
    lib=$1; shift
    run_bench "bench-$lib" "$lib" "$@" ;;
  sweep) # sweep LIBRARY [N [SEED]] [ARGS]
    lib=$1; shift
    n=300; seed=()
    if [[ ${1:-} =~ ^[0-9]+$ ]]; then n=$1; shift; fi
    if [[ ${1:-} =~ ^[0-9]+$ ]]; then seed=(--seed "$1"); shift; fi
    run_bench "sweep-$lib" "$lib" --only sweep --sweep "$n" ${seed[@]+"${seed[@]}"} "$@" ;;
  compute) # compute LIBRARY [ARGS]
    lib=$1; shift
    run_bench "compute-$lib" "$lib" --only compute "$@" ;;
  registers) # registers [LIBRARY...]
    libs=("$@")
    if [ ${#libs[@]} -eq 0 ]; then
      for ptx in "$dev"/ptx/bench_gemm.*.ptx; do
        l=${ptx#*bench_gemm.}; libs+=("${l%.ptx}")
      done
    fi
    for lib in "${libs[@]}"; do
      [ -n "$(registers "$lib")" ] || status=1
    done ;;
  conformance-source) # the kernels from source, xasync from the layer's source form
    echo "=== conformance on NVIDIA from source through the layer"
    OPENCL_LAYERS=$dev/lib/libxasync-layer.so XASYNC_LAYER_DEBUG=1 \
      "$dev/bin/conformance" --device nvidia "$@" 2>&1 | tee "$out/conformance-source.log" | grep -v '^  shape'
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1 ;;
  bench-source) # bench-source [ARGS]: no PTX, the layer's source form
    run_bench_source "$@" ;;
  compare-source) # compare-source LIB [ARGS]: PTX mode, then source mode, one run
    lib=$1; shift
    run_bench "bench-$lib" "$lib" "$@"
    run_bench_source "$@"
    python3 "$root/scripts/bench_compare.py" "$out/bench-source.csv" "$out/bench-$lib.csv" \
      --names source,ptx --csv "$out/compare-source.csv" | tee "$out/compare-source.txt" || status=1 ;;
  real) # real [LIB [ROUNDS]] [ARGS]: the real-kernel corpus, sides alternating
    real_args "$@"; set -- ${real_rest[@]+"${real_rest[@]}"}
    mkdir -p "$out/real"
    # control: NVIDIA's own copies again, the A/A run that measures the
    # band a case's ratio moves in with nothing changed.  clang: the PTX
    # side's compiler without xasync (scripts/real-kernels-ptx.sh).
    clang_lib=${lib%%-*}-libclc
    sides=(native source ptx control)
    [ -f "$dev/ptx/real_own.$clang_lib.ptx" ] && sides+=(clang)
    for v in ${XASYNC_REAL_LIBS:-}; do sides+=("lib:$v"); done
    n=${#sides[@]}
    declare -A csvs=()
    for r in $(seq "$rounds"); do
      for i in $(seq 0 $((n - 1))); do
        s=${sides[$(( (i + r - 1) % n ))]}
        echo "=== real kernels, round $r of $rounds: $s" >&2
        # Every side but NVIDIA's own loads the layer (the extension listed);
        # the PTX sides name their library.
        env=(OPENCL_LAYERS=$dev/lib/libxasync-layer.so) extra=()
        case $s in
          native|control) env=(OPENCL_LAYERS=) ;;
          ptx) extra=(--ptx-dir "$dev/ptx" --library "$lib") ;;
          clang) extra=(--ptx-dir "$dev/ptx" --library "$clang_lib") ;;
          lib:*) extra=(--ptx-dir "$dev/ptx" --library "${s#lib:}") ;;
        esac
        f=${s#lib:} label="real $s round $r"
        # clang's own has no PTX for the 2D2D/3D3D kernels: skipped cases.
        [ "$s" = clang ] && label=-
        run_real "$out/real/$f-$r" "$label" "${env[@]}" -- ${extra[@]+"${extra[@]}"} "$@" || status=1
        csvs[$f]+="${csvs[$f]:+,}$out/real/$f-$r-real.csv"
      done
    done
    cat "$out/real/source-$rounds.txt"
    compare() { # compare NAME SIDE NAMES [REFERENCE]
      python3 "$root/scripts/real_compare.py" "${csvs[$2]}" "${csvs[${4:-native}]}" \
        --names "$3" --control "${csvs[control]}" --csv "$out/compare-real-$1.csv" \
        --png "$out/compare-real-$1.png" | tee "$out/compare-real-$1.txt" || status=1
    }
    compare source source layer,nvidia
    compare ptx ptx ptx,nvidia
    if [ -n "${csvs[clang]:-}" ]; then
      compare clang clang clang,nvidia
      compare ptx-clang ptx ptx,clang clang
    fi
    for v in ${XASYNC_REAL_LIBS:-}; do compare "$v" "$v" "$v,nvidia"; done
    cat "$out"/real/*-aborted.txt 2>/dev/null ;;
  real-pair) # real-pair [LIB [ROUNDS]] [ARGS]: see the top
    real_args "$@"; set -- ${real_rest[@]+"${real_rest[@]}"}
    d=$out/real-pair
    rm -rf "$d"; mkdir -p "$d/own-bin"
    # NVIDIA's own builds, saved as its binaries (PTX with NVIDIA's copies
    # inlined); a case NVIDIA gets wrong (status 1) is left out of the
    # reference side by the rounds' own verification.
    run_real "$d/native" - OPENCL_LAYERS= XASYNC_SAVE_BINARIES="$d/own-bin" -- "$@"
    echo "real-pair: $(ls "$d/own-bin" | grep -c '\.bin$') NVIDIA builds saved" >&2
    # A case whose saved build aborted the process runs without it.
    pair_not=$("$root/scripts/bench-real.sh" --aborted-cases "$d/native-real-aborted.txt")
    pair=(--pair "$d/own-bin" --pair-again)
    [ -n "$pair_not" ] && pair+=(--pair-not "$pair_not")
    # $XASYNC_REAL_LIBS: more PTX-mode libraries, sides of their own;
    # $XASYNC_REAL_LAYERS: NAME=PATH, more layers, from source.
    declare -A layers=()
    for v in ${XASYNC_REAL_LAYERS:-}; do layers[${v%%=*}]=${v#*=}; done
    sides=(source ptx ${XASYNC_REAL_LIBS:-} ${!layers[@]})
    # $XASYNC_REAL_TWINS=1: the hand twins, each under its upstream file's
    # name in tests/real/twins/{cp,plain}, found there first.
    twins=$root/tests/real/twins
    [ "${XASYNC_REAL_TWINS:-0}" = 1 ] && sides+=(twin-cp twin-plain)
    # $XASYNC_REAL_IDENTITY=1: NVIDIA's saved builds loaded as PTX mode
    # loads clang's, in the place of xasync's build, timed against
    # themselves; the cases NVIDIA's own copies get wrong are left out.
    if [ "${XASYNC_REAL_IDENTITY:-0}" = 1 ]; then
      identity_real "$d/own-bin" "$d/identity" || status=1
      identity_not=$(sed -n 's/^\(FAIL\|beyond the spec:\) \(.*\): buffer .*/\2$/p' \
        "$d/native.err" | sort -u | paste -sd,)
      sides+=(identity)
    fi
    # $XASYNC_REAL_SOURCE_FORM=1: the layer with its PTX route off
    # (XASYNC_LAYER_PTX_ROUTE=0), NVIDIA's compiler on the source form, a
    # side of its own (`source` takes the route where the layer can:
    # clang here, or its PTX in $XASYNC_LAYER_PTX_CACHE).
    [ "${XASYNC_REAL_SOURCE_FORM:-0}" = 1 ] && sides+=(source-form)
    n=${#sides[@]}
    for r in $(seq "$rounds"); do
      for i in $(seq 0 $((n - 1))); do
        s=${sides[$(( (i + r - 1) % n ))]}
        echo "=== real kernels in pairs, round $r of $rounds: $s" >&2
        extra=() after=() first_dirs=() layer=$dev/lib/libxasync-layer.so route=
        case $s in
          source) ;;
          source-form) route=0 ;;
          ptx) extra=(--ptx-dir "$dev/ptx" --library "$lib") ;;
          identity)
            extra=(--ptx-dir "$d/identity/ptx" --library identity)
            first_dirs=(--real-dir "$d/identity")
            [ -n "$identity_not" ] && after=(--not "$identity_not") ;;
          twin-*) # NVIDIA's compiler, no layer; the twins' cases only.
            layer=
            first_dirs=(--real-dir "$twins/${s#twin-}")
            after=(--only "$(head -1 "$twins/cases.txt")") ;;
          *) if [ -n "${layers[$s]:-}" ]; then layer=${layers[$s]}
             else extra=(--ptx-dir "$dev/ptx" --library "$s"); fi ;;
        esac
        run_real "$d/$s-$r" "real-pair $s round $r" OPENCL_LAYERS="$layer" \
          ${route:+XASYNC_LAYER_PTX_ROUTE=$route} -- \
          "${pair[@]}" ${extra[@]+"${extra[@]}"} "$@" ${after[@]+"${after[@]}"} || status=1
      done
    done
    first_dirs=()
    # Each side over NVIDIA's saved builds (scripts/real-pool.sh: the same
    # comparisons for rounds of several calls).
    "$root/scripts/real-pool.sh" --ref nvidia "$out" "$d" || status=1 ;;
  build-time) # build-time [N]: the source form's cost, NVIDIA's compile cache off
    n=${1:-10}
    CUDA_CACHE_DISABLE=1 OPENCL_LAYERS= "$dev/bin/build_time" NVIDIA "$n" | tee "$out/build-time.txt" || status=1
    CUDA_CACHE_DISABLE=1 OPENCL_LAYERS=$dev/lib/libxasync-layer.so "$dev/bin/build_time" NVIDIA "$n" |
      tee -a "$out/build-time.txt" || status=1 ;;
  source-programs)
    OPENCL_LAYERS=$dev/lib/libxasync-layer.so "$dev/bin/source_programs" NVIDIA |
      tee "$out/source-programs.txt" || status=1 ;;
  exec) # exec PROGRAM [ARGS]: one set-up for every probe and experiment
    if [ $# -eq 0 ]; then
      echo "gpu-run: exec needs a program" >&2
      status=2
    else
      "$@" || status=$?
    fi ;;
  *) echo "gpu-run: unknown mode $what (conformance, demo, bench, sweep, compute, registers, conformance-source, bench-source, compare-source, real, build-time, source-programs, exec)" >&2
     status=2 ;;
esac
exit $status
