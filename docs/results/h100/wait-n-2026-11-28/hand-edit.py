#!/usr/bin/env python3
"""Device run 35's hand-edited PTX: hand-edit.py IN.ptx OUTDIR writes
bench_gemm.{early,idealn,ideal}.ptx from bench_gemm's PTX as 54b0708's build
makes it (build/ptx/bench_gemm.sm_90-nvptx64--nvidiacl.ptx, plugin), editing
gemm_async's body (register and label names as in that build)."""
import re, sys
src = open(sys.argv[1]).read()
out = sys.argv[2]
start = src.index('.func __clang_ocl_kern_imp_gemm_async(')
end = src.index('\n}\n', start) + 3
f = src[start:end]
for t in ('b32 \t%r', 'pred \t%p', 'b64 \t%rd', 'b16 \t%rs'):
    f = re.sub(r'\.reg \.' + re.escape(t) + r'<\d+>;', '.reg .' + t + '<1000>;', f)
old = '\tsetp.ge.u32 \t%p28, %r566, %r31;\n\t@%p28 bra \t$L__BB7_76;\n'
assert f.count(old) == 1
early = ''.join('\t' + l + '\n' for l in '''setp.eq.b32 \t%p900, %r14, 0;
selp.b64 \t%rd900, %rd110, %rd111, %p900;
cvt.u32.u64 \t%r900, %rd900;
cvt.u32.u16 \t%r901, %rs2;
shr.u32 \t%r902, %r901, 13;
bfe.u32 \t%r903, %r901, 13, 2;
mul.lo.s32 \t%r904, %r903, 3;
mov.b32 \t%r905, 7;
shl.b32 \t%r906, %r905, %r904;
not.b32 \t%r907, %r906;
and.b32 \t%r908, %r907, %r901;
shl.b32 \t%r909, %r902, %r904;
add.s32 \t%r910, %r909, %r908;
add.s32 \t%r911, %r910, 8192;
bfe.u32 \t%r912, %r911, 13, 3;
and.b32 \t%r913, %r911, %r907;
shl.b32 \t%r914, %r912, %r904;
add.s32 \t%r915, %r913, %r914;
cvt.u16.u32 \t%rs900, %r915;
add.s16 \t%rs901, %rs900, 8192;
cvt.u32.u16 \t%r916, %rs901;
shr.u32 \t%r917, %r916, 13;
and.b32 \t%r918, %r900, 3;
mul.lo.s32 \t%r919, %r918, 3;
shr.u32 \t%r920, %r916, %r919;
not.b32 \t%r921, %r920;
add.s32 \t%r922, %r917, %r921;
and.b32 \t%r183, %r922, 7;'''.split('\n'))
f = f.replace(old, old.replace('$L__BB7_76', '$L__XNOFETCH') + early)
old2 = ('$L__BB7_76:\n\tsetp.eq.b32 \t%p56, %r14, 0;\n\tselp.b64 \t%rd96, %rd110, %rd111, %p56;\n'
        '\tcvt.u32.u64 \t%r184, %rd96;\n\tcvt.u32.u16 \t%r185, %rs2;\n\tshr.u32 \t%r186, %r185, 13;\n'
        '\tand.b32 \t%r187, %r184, 3;\n\tmul.lo.s32 \t%r188, %r187, 3;\n\tshr.u32 \t%r189, %r185, %r188;\n'
        '\tnot.b32 \t%r190, %r189;\n\tadd.s32 \t%r191, %r186, %r190;\n\tand.b32 \t%r183, %r191, 7;\n')
assert f.count(old2) == 1
nof = ''.join('\t' + l + '\n' for l in '''setp.eq.b32 \t%p901, %r14, 0;
selp.b64 \t%rd901, %rd110, %rd111, %p901;
cvt.u32.u64 \t%r930, %rd901;
cvt.u32.u16 \t%r931, %rs2;
shr.u32 \t%r932, %r931, 13;
and.b32 \t%r933, %r930, 3;
mul.lo.s32 \t%r934, %r933, 3;
shr.u32 \t%r935, %r931, %r934;
not.b32 \t%r936, %r935;
add.s32 \t%r937, %r932, %r936;
and.b32 \t%r183, %r937, 7;'''.split('\n'))
f = f.replace(old2, '\tbra.uni \t$L__BB7_76;\n$L__XNOFETCH:\n' + nof + '$L__BB7_76:\n')
open(out + '/bench_gemm.early.ptx', 'w').write(src[:start] + f + src[end:])
# idealn: N = 2 after a fetch, 0 without, the tree kept; ideal: no tree.
a = f.index('@%p28 bra \t$L__XNOFETCH;\n') + len('@%p28 bra \t$L__XNOFETCH;\n')
b = f.index('and.b32 \t%r183, %r922, 7;\n') + len('and.b32 \t%r183, %r922, 7;\n')
c = f.index('$L__XNOFETCH:\n') + len('$L__XNOFETCH:\n')
d = f.index('and.b32 \t%r183, %r937, 7;\n') + len('and.b32 \t%r183, %r937, 7;\n')
g = f[:a] + '\tmov.b32 \t%r183, 2;\n' + f[b:c] + '\tmov.b32 \t%r183, 0;\n' + f[d:]
open(out + '/bench_gemm.idealn.ptx', 'w').write(src[:start] + g + src[end:])
bar = re.search(r'cp\.async\.wait_group \t1;\n\tbra\.uni \t(\$L__BB7_\d+);', f).group(1)
h = f[:a] + f[b:c] + '\tcp.async.wait_group \t0;\n\tbra.uni \t' + bar + ';\n' + f[d:]
h = h.replace('\tbra.uni \t$L__BB7_76;\n$L__XNOFETCH:\n',
              '\tcp.async.wait_group \t2;\n\tbra.uni \t' + bar + ';\n$L__XNOFETCH:\n')
open(out + '/bench_gemm.ideal.ptx', 'w').write(src[:start] + h + src[end:])
