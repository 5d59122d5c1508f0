# vote_loops.awk -v fn=NAME FILE.ptx: for each vote.sync.all in the body of
# kernel NAME (clang's __clang_ocl_kern_imp_NAME), whether it lies inside a
# loop: between a label and a later branch back to it.
$0 ~ "^\\.func __clang_ocl_kern_imp_" fn "\\(" { p = 1 }
p && /^\$L__BB[0-9_]+:/ { lab[substr($1, 1, length($1) - 1)] = NR }
p && /bra/ { t = $NF; sub(/;$/, "", t); if (t in lab) loops[++nl] = lab[t] " " NR }
p && /vote\.sync\.all/ { votes[++nv] = NR }
p && /^}/ {
  for (i = 1; i <= nv; i++) {
    in_loop = 0
    for (j = 1; j <= nl; j++) { split(loops[j], a, " "); if (votes[i] > a[1] && votes[i] < a[2]) in_loop = 1 }
    print (in_loop ? "VOTE IN A LOOP" : "VOTE OUTSIDE LOOPS")
  }
  exit
}
