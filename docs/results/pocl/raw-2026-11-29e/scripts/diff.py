import csv,sys
def load(p): return {r['case']:r for r in csv.DictReader(open(p))}
a=load(sys.argv[1]); b=load(sys.argv[2]); th=float(sys.argv[3]) if len(sys.argv)>3 else 0.05
for k in a:
    if k in b:
        x=float(a[k]['ratio_median']); y=float(b[k]['ratio_median'])
        if abs(y-x)>th*x or y<0.97: print(f"{k:40s} {a[k]['own_us']:>9} {x:6.3f} -> {y:6.3f}  ({b[k]['ratio_min']}-{b[k]['ratio_max']})")
