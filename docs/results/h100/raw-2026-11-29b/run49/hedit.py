# own_rgba_planes hand edits of the sm_90 PTX (run48): h1 no cp.async
# commit/wait, h2 copy-out always the byte loop, h3 both.
src=open('real_own.sm_90-nvptx64--nvidiacl.ptx').read()
start=src.index('.func __clang_ocl_kern_imp_own_rgba_planes(')
end=src.index('\n}\n',start)+3
body=src[start:end]
def h1(b):
    return '\n'.join(l for l in b.split('\n') if 'cp.async.commit_group' not in l and 'cp.async.wait_group' not in l)
def h2(b):
    assert b.count('@%p15 bra \t$L__BB3_51;')==1
    return b.replace('@%p15 bra \t$L__BB3_51;','bra.uni \t$L__BB3_51;')
for name,f in [('h1',h1),('h2',h2),('h3',lambda b:h2(h1(b)))]:
    open(f'real_own.{name}.ptx','w').write(src[:start]+f(body)+src[end:])
