import re,sys
# xasync's PTX with every cp.async replaced by a plain load and store of the
# same size (the groups, commits and waits kept: empty groups).
pat=re.compile(r'^(\s*)(@%p\d+\s+)?cp\.async\.(?:ca|cg)\.shared\.global\s+\[([^\]]+)\],\s*\[([^\]]+)\],\s*(\d+)\s*;',re.M)
def rep(m):
    ind,pred,d,s,n=m.group(1),m.group(2) or '',m.group(3),m.group(4),int(m.group(5))
    if pred: raise SystemExit('predicated cp.async')
    if n==16: return f'{ind}{{ .reg .b32 xq<4>; ld.global.v4.b32 {{xq0, xq1, xq2, xq3}}, [{s}]; st.shared.v4.b32 [{d}], {{xq0, xq1, xq2, xq3}}; }}'
    if n==8: return f'{ind}{{ .reg .b32 xq<2>; ld.global.v2.b32 {{xq0, xq1}}, [{s}]; st.shared.v2.b32 [{d}], {{xq0, xq1}}; }}'
    if n==4: return f'{ind}{{ .reg .b32 xq; ld.global.b32 xq, [{s}]; st.shared.b32 [{d}], xq; }}'
    raise SystemExit(n)
src=open(sys.argv[1]).read()
out,k=pat.subn(rep,src)
assert 'cp.async.ca' not in out and 'cp.async.cg' not in out, sys.argv[1]
open(sys.argv[2],'w').write(out)
print(sys.argv[1].split('/')[-1],k)
