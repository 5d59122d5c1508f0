import re,sys
src=open('.device/real-kernels/ptx/vc4c-test_async_copy.sm_90-nvptx64--nvidiacl.ptx').read()
start=src.index('.func __clang_ocl_kern_imp_test_async_copy(')
end=src.index('\n}\n',start)+3
body=src[start:end]
head=body[:body.index('setp.lt.u32 \t%p1, %r2, %r1;')]
bb1=body[body.index('$L__BB1_1:\n')+len('$L__BB1_1:\n'):body.index('$L__BB1_5:')]
# bb1: the one-each path then BB1_3 commit, BB1_12 wait/bar/tail, ret
bb1=bb1.replace('$L__BB1_12:\n','')
vmin=head+bb1+'\n}\n'
open('.device/real-kernels/ptx/vc4c-test_async_copy.sm_90-vMin.ptx','w').write(src[:start]+vmin+src[end:])
pl=bb1
regs=iter(range(100,140))
def rep(m):
    d,s=m.group(1),m.group(2)
    a=[f'%r{next(regs)}' for _ in range(4)]
    return f'ld.global.v4.b32 \t{{{", ".join(a)}}}, [{s}];\n\tst.shared.v4.b32 \t[{d}], {{{", ".join(a)}}};'
pl=re.sub(r'cp\.async\.ca\.shared\.global \[(%rd\d+)\], \[(%rd\d+)\], 16;',rep,pl)
pl=pl.replace('\tcp.async.commit_group;\n','').replace('\tcp.async.wait_group \t0;\n','')
vpl=(head+pl+'\n}\n').replace('.reg .b32 \t%r<41>;','.reg .b32 \t%r<141>;')
open('.device/real-kernels/ptx/vc4c-test_async_copy.sm_90-vPl.ptx','w').write(src[:start]+vpl+src[end:])
print(vmin); print(vpl)
cold=['\tsetp.gt.u32 \t%p5, %r1, 4096;','\t@!%p5 bra \t$L__PADX;']
for i in range(24):
    cold.append(f'\tld.global.v4.b32 \t{{%r100, %r101, %r102, %r103}}, [%rd9+{16*i}];')
    cold.append(f'\tst.shared.v4.b32 \t[%rd10+{16*i}], {{%r100, %r101, %r102, %r103}};')
    cold.append(f'\tadd.s64 \t%rd9, %rd9, %rd11;')
cold.append('$L__PADX:')
vpad=vmin.replace('\tcp.async.wait_group \t0;\n','\n'.join(cold)+'\n\tcp.async.wait_group \t0;\n').replace('.reg .b32 \t%r<41>;','.reg .b32 \t%r<141>;')
open('.device/real-kernels/ptx/vc4c-test_async_copy.sm_90-vPad.ptx','w').write(src[:start]+vpad+src[end:])
