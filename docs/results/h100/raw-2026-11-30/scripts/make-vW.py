# vW: the shipped PTX of tests/kernels/real_own.cl with own_rgba_planes' cp.async.wait_group lines removed.
import re, sys
s = open(sys.argv[1]).read()
i = s.index('.func __clang_ocl_kern_imp_own_rgba_planes(\n')
j = s.index('\n}\n', i)
seg = re.sub(r'\tcp\.async\.wait_group \t0;\n', '', s[i:j])
open(sys.argv[2], 'w').write(s[:i] + seg + s[j:])
