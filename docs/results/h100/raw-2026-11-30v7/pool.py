import csv,glob,statistics as st,collections,re,sys
d=collections.defaultdict(list)
for c in ['c1','c2']:
    for f in glob.glob(c+'/runv7/R/real-pair/*-real.csv'):
        m=re.match(r'.*/(.+)-(\d+)-real\.csv',f)
        if not m: continue
        side=m.group(1)
        rows={}
        for row in csv.DictReader(open(f)):
            rows.setdefault(row['case'],{})[row['variant']]=float(row['median_s'])
        for case,v in rows.items():
            if 'own' in v and 'kernel' in v:
                d[(case,side)].append((c,v['own']/v['kernel'], v.get('own-again',0)/v.get('kernel-again',1), v['own']*1e6))
cases=sorted({k[0] for k in d}); sides=['ptx','source','sm_90-vNV','sm_90-vNVx','sm_90-vXs','sm_90-vCs']
print('case | '+' | '.join(sides))
for case in cases:
    out=[]
    for s in sides:
        v=d.get((case,s),[])
        if not v: out.append('-'); continue
        r=[x[1] for x in v]; c1=[x[1] for x in v if x[0]=='c1']; c2=[x[1] for x in v if x[0]=='c2']
        out.append(f"{st.median(r):.3f} (n{len(r)}; {st.median(c1):.3f}/{st.median(c2) if c2 else float('nan'):.3f})")
    print(case,'|',' | '.join(out))
