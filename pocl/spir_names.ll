; SPIR-mangled entry points for pocl (LLVM 15 IR, opaque pointers).
;
; pocl runs SPIR binaries (cl_khr_spir, e.g. from `llvm-spirv -r`) against
; its kernel library, which holds SPIR-named wrappers of its builtins.  pocl
; 3.1 has none for the cl_khr_extended_async_copies builtins, its private
; wait_group_events wrapper is empty, and its generic one calls a function
; it never defines (wait_group_events.cl, compiled in CL3.0, defines it).
; These definitions give SPIR code xasync's copies and wait: address space
; casts to pocl's flat pointers, then xasync's pocl-named functions.
; docs/spirv.md, "pocl".

define spir_func ptr @_Z26async_work_group_copy_2D2DPU3AS3vmPU3AS1Kvmmmmmm9ocl_event(ptr addrspace(3) %dst, i64 %doff, ptr addrspace(1) %src, i64 %soff, i64 %elem, i64 %w, i64 %l, i64 %sl, i64 %dl, ptr %ev) #0 {
  %d = addrspacecast ptr addrspace(3) %dst to ptr
  %s = addrspacecast ptr addrspace(1) %src to ptr
  %r = tail call ptr @_Z26async_work_group_copy_2D2DPU7CLlocalvmPU8CLglobalKvmmmmmm9ocl_event(ptr %d, i64 %doff, ptr %s, i64 %soff, i64 %elem, i64 %w, i64 %l, i64 %sl, i64 %dl, ptr %ev)
  ret ptr %r
}

define spir_func ptr @_Z26async_work_group_copy_2D2DPU3AS1vmPU3AS3Kvmmmmmm9ocl_event(ptr addrspace(1) %dst, i64 %doff, ptr addrspace(3) %src, i64 %soff, i64 %elem, i64 %w, i64 %l, i64 %sl, i64 %dl, ptr %ev) #0 {
  %d = addrspacecast ptr addrspace(1) %dst to ptr
  %s = addrspacecast ptr addrspace(3) %src to ptr
  %r = tail call ptr @_Z26async_work_group_copy_2D2DPU8CLglobalvmPU7CLlocalKvmmmmmm9ocl_event(ptr %d, i64 %doff, ptr %s, i64 %soff, i64 %elem, i64 %w, i64 %l, i64 %sl, i64 %dl, ptr %ev)
  ret ptr %r
}

define spir_func ptr @_Z26async_work_group_copy_3D3DPU3AS3vmPU3AS1Kvmmmmmmmmm9ocl_event(ptr addrspace(3) %dst, i64 %doff, ptr addrspace(1) %src, i64 %soff, i64 %elem, i64 %w, i64 %l, i64 %p, i64 %sl, i64 %sp, i64 %dl, i64 %dp, ptr %ev) #0 {
  %d = addrspacecast ptr addrspace(3) %dst to ptr
  %s = addrspacecast ptr addrspace(1) %src to ptr
  %r = tail call ptr @_Z26async_work_group_copy_3D3DPU7CLlocalvmPU8CLglobalKvmmmmmmmmm9ocl_event(ptr %d, i64 %doff, ptr %s, i64 %soff, i64 %elem, i64 %w, i64 %l, i64 %p, i64 %sl, i64 %sp, i64 %dl, i64 %dp, ptr %ev)
  ret ptr %r
}

define spir_func ptr @_Z26async_work_group_copy_3D3DPU3AS1vmPU3AS3Kvmmmmmmmmm9ocl_event(ptr addrspace(1) %dst, i64 %doff, ptr addrspace(3) %src, i64 %soff, i64 %elem, i64 %w, i64 %l, i64 %p, i64 %sl, i64 %sp, i64 %dl, i64 %dp, ptr %ev) #0 {
  %d = addrspacecast ptr addrspace(1) %dst to ptr
  %s = addrspacecast ptr addrspace(3) %src to ptr
  %r = tail call ptr @_Z26async_work_group_copy_3D3DPU8CLglobalvmPU7CLlocalKvmmmmmmmmm9ocl_event(ptr %d, i64 %doff, ptr %s, i64 %soff, i64 %elem, i64 %w, i64 %l, i64 %p, i64 %sl, i64 %sp, i64 %dl, i64 %dp, ptr %ev)
  ret ptr %r
}

; Replaces pocl's empty wrapper: xasync's copies need the wait's barrier.
define spir_func void @_Z17wait_group_eventsiP9ocl_event(i32 %n, ptr %events) #0 {
  tail call void @_Z21_cl_wait_group_eventsiPU9CLprivate9ocl_event(i32 %n, ptr %events)
  ret void
}

declare ptr @_Z26async_work_group_copy_2D2DPU7CLlocalvmPU8CLglobalKvmmmmmm9ocl_event(ptr, i64, ptr, i64, i64, i64, i64, i64, i64, ptr)
declare ptr @_Z26async_work_group_copy_2D2DPU8CLglobalvmPU7CLlocalKvmmmmmm9ocl_event(ptr, i64, ptr, i64, i64, i64, i64, i64, i64, ptr)
declare ptr @_Z26async_work_group_copy_3D3DPU7CLlocalvmPU8CLglobalKvmmmmmmmmm9ocl_event(ptr, i64, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, ptr)
declare ptr @_Z26async_work_group_copy_3D3DPU8CLglobalvmPU7CLlocalKvmmmmmmmmm9ocl_event(ptr, i64, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, ptr)
declare void @_Z21_cl_wait_group_eventsiPU9CLprivate9ocl_event(i32, ptr)

attributes #0 = { alwaysinline nounwind }
