# Per kernel body (clang's __clang_ocl_kern_imp_*) of a PTX file: how many
# 16-byte shared loads (ld.shared.v4.b32) it has, as "WIDE name count".
/^\.func __clang_ocl_kern_imp_[A-Za-z0-9_]+\($/ { f = substr($2, 1, length($2) - 1); n[f] = 0 }
/^}/ { f = "" }
f != "" && /ld\.shared\.v4\.b32/ { n[f]++ }
END { for (k in n) print "WIDE " k " " n[k] }
