; pocl: whether this work-item is the work-group's leader (local id 0 in
; every dimension), read through calls of get_local_id that are NOT marked
; convergent.  OpenCL C marks every call convergent, and LLVM neither
; hoists nor unswitches a convergent call: in a kernel's loop of chained
; classic copies the leader test then stayed in the loop, was turned into
; loads of pocl's work-item id by pocl's inliner, and every work-item ran
; every iteration of the user's loop (8-19x slower than pocl's own copies,
; whose kernel library calls get_local_id without convergent).  Here the
; test is loop-invariant, so the loop is unswitched and the other
; work-items skip it as they do with pocl's own (docs/pocl.md, "Chained
; copies").
declare i64 @_Z12get_local_idj(i32) #1

define i1 @__xasync_pocl_leader() #0 {
  %x = tail call i64 @_Z12get_local_idj(i32 0) #1
  %y = tail call i64 @_Z12get_local_idj(i32 1) #1
  %z = tail call i64 @_Z12get_local_idj(i32 2) #1
  %xy = or i64 %x, %y
  %xyz = or i64 %xy, %z
  %r = icmp eq i64 %xyz, 0
  ret i1 %r
}

attributes #0 = { alwaysinline nounwind readnone willreturn }
attributes #1 = { nounwind readnone willreturn }
