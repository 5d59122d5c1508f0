# Checks every load of the copy state in a PTX file (warp-state.cl): in the
# kernels' bodies (__clang_ocl_kern_imp_*, where the calls and waits
# inline; the out-of-line copy loops never touch the state and move 2-byte
# units with 16-bit shared loads of their own), each ld.shared.b16/u16 must
# be followed by a bar.warp.sync -1 before any shared store, barrier,
# cp.async or call.  Prints "loads N bracketed M" and one "UNSYNCED <line>"
# per load that is not.  The kernels of the test read no 16-bit local data
# themselves.
/^\.func __clang_ocl_kern_imp_/ { inkernel = 1; open = 0; next }
/^}/ { if (open) print "UNSYNCED (end of kernel) " FNR; inkernel = 0; open = 0; next }
!inkernel { next }
/bar\.warp\.sync[ \t]+-1;/ {
  if (open) { synced++; open = 0 }
  next
}
/ld\.shared\.[bu]16/ {
  loads++
  if (open) print "UNSYNCED (load after load) " FNR ": " $0
  open = 1
  next
}
/st\.shared|bar\.sync|cp\.async|call/ {
  if (open) { print "UNSYNCED " FNR ": " $0; open = 0 }
}
END { print "loads " loads " synced " synced }
