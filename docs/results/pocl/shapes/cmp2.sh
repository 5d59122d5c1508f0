#!/bin/bash
# cmp.sh ONLY ROUNDS V1 V2 ...: alternating rounds of the corpus on system pocl and overlays
only=$1; rounds=$2; shift 2
cd /tmp/corp
rm -f /tmp/corp/r-*.csv
for r in $(seq $rounds); do
  ( unset OCL_ICD_VENDORS OPENCL_LAYERS; export POCL_CACHE_DIR=/tmp/corp/syscache; /tmp/bdev/tests/bench --device pocl --baseline --only "$only" --skip chain-helper,per-element,hand-wide,direct,strided --size 64 --runs ${RUNS:-5} --warmup 1 --no-plot --csv /tmp/corp/r-sys-$r.csv >/dev/null 2>/tmp/corp/r-sys-$r.err ) || echo "sys round $r failed"
  for v in "$@"; do
    ( source /tmp/ov-$v/env.sh; /tmp/bdev/tests/bench --device pocl --only "$only" --skip chain-helper,per-element,hand-wide,direct,strided --size 64 --runs ${RUNS:-5} --warmup 1 --no-plot --csv /tmp/corp/r-$v-$r.csv >/dev/null 2>/tmp/corp/r-$v-$r.err ) || echo "$v round $r failed: $(grep -v '^\[' /tmp/corp/r-$v-$r.err | tail -2)"
  done
done
python3 - "$rounds" "$@" <<'PY'
import csv, sys, statistics as st
rounds=int(sys.argv[1]); vs=sys.argv[2:]
def load(name):
    out={}
    for r in range(1,rounds+1):
      for suffix in ('', '-corpus'):
        try:
            for row in csv.DictReader(open(f'/tmp/corp/r-{name}-{r}{suffix}.csv')):
                out.setdefault((row['case'],row['variant']),[]).append(float(row['gbps']))
        except FileNotFoundError: pass
    return out
sys_=load('sys'); data={v:load(v) for v in vs}
keys=sorted(set(k for v in vs for k in data[v]), key=lambda k:(k[0],k[1]))
print(f"{'case':30} {'variant':12} {'sys':>7} " + ' '.join(f'{v:>12}' for v in vs))
for k in keys:
    if k[1]=='copy-buffer': continue
    s=st.median(sys_[k]) if k in sys_ else 0
    cells=[]
    for v in vs:
        x=data[v].get(k)
        if not x: cells.append(f"{'-':>12}"); continue
        m=st.median(x)
        cells.append(f"{m:6.2f}/{(m/s if s else 0):5.2f}")
    print(f"{k[0]:30} {k[1]:12} {s:7.2f} "+' '.join(cells))
PY
