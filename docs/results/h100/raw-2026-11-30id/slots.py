import csv,glob,statistics as st,collections,re,sys
d=collections.defaultdict(lambda: collections.defaultdict(dict))
for f in glob.glob('*-real.csv'):
    m=re.match(r'(.+)-(\d+)-real\.csv',f)
    if not m: continue
    side,r=m.group(1),m.group(2)
    for row in csv.DictReader(open(f)):
        d[(side,row['case'])][int(r)][row['variant']]=float(row['median_s'])
flt=sys.argv[1] if len(sys.argv)>1 else ''
for (side,case),rs in sorted(d.items(), key=lambda x:(x[0][1],x[0][0])):
    if flt not in case: continue
    def med(f):
        v=[f(x) for x in rs.values() if len(x)==4]
        return st.median(v)
    print(f"{side:14s} {case:32s} o/k {med(lambda x:x['own']/x['kernel']):.3f} o2/k2 {med(lambda x:x['own-again']/x['kernel-again']):.3f} o/o2 {med(lambda x:x['own']/x['own-again']):.3f} k/k2 {med(lambda x:x['kernel']/x['kernel-again']):.3f} pooled {med(lambda x:(x['own']+x['own-again'])/(x['kernel']+x['kernel-again'])):.3f}")
