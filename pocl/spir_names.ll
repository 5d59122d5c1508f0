; SPIR names for SPIR binaries built offline (the SPIR-V route, docs/spirv.md, and C++ for OpenCL
; kernels, docs/cxx.md).  pocl's kernel library maps the classic
; copies' SPIR names onto its own builtins, which xasync's override, but
; knows nothing of 2D2D/3D3D, and its SPIR wait_group_events are no wait
; at all (private list: an empty function; generic list: a call of an
; undefined function).  These definitions add the former and replace the
; latter (the overlay links this library over pocl's with --override).
; Each is pocl's own wrapper pattern: address spaces cast away, the x86
; definition called.  (OpenCL C compiled for x86 cannot spell the names.)

declare ptr @_Z26async_work_group_copy_2D2DPU7CLlocalvmPU8CLglobalKvmmmmmm9ocl_event(ptr, i64, ptr, i64, i64, i64, i64, i64, i64, ptr)
declare ptr @_Z26async_work_group_copy_2D2DPU8CLglobalvmPU7CLlocalKvmmmmmm9ocl_event(ptr, i64, ptr, i64, i64, i64, i64, i64, i64, ptr)
declare ptr @_Z26async_work_group_copy_3D3DPU7CLlocalvmPU8CLglobalKvmmmmmmmmm9ocl_event(ptr, i64, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, ptr)
declare ptr @_Z26async_work_group_copy_3D3DPU8CLglobalvmPU7CLlocalKvmmmmmmmmm9ocl_event(ptr, i64, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, ptr)

define spir_func ptr @_Z26async_work_group_copy_2D2DPU3AS3vmPU3AS1Kvmmmmmm9ocl_event(ptr addrspace(3) %dst, i64 %dst_offset, ptr addrspace(1) %src, i64 %src_offset, i64 %elem, i64 %elems, i64 %lines, i64 %src_line, i64 %dst_line, ptr %event) #0 {
  %d = addrspacecast ptr addrspace(3) %dst to ptr
  %s = addrspacecast ptr addrspace(1) %src to ptr
  %e = tail call ptr @_Z26async_work_group_copy_2D2DPU7CLlocalvmPU8CLglobalKvmmmmmm9ocl_event(ptr %d, i64 %dst_offset, ptr %s, i64 %src_offset, i64 %elem, i64 %elems, i64 %lines, i64 %src_line, i64 %dst_line, ptr %event)
  ret ptr %e
}

define spir_func ptr @_Z26async_work_group_copy_2D2DPU3AS1vmPU3AS3Kvmmmmmm9ocl_event(ptr addrspace(1) %dst, i64 %dst_offset, ptr addrspace(3) %src, i64 %src_offset, i64 %elem, i64 %elems, i64 %lines, i64 %src_line, i64 %dst_line, ptr %event) #0 {
  %d = addrspacecast ptr addrspace(1) %dst to ptr
  %s = addrspacecast ptr addrspace(3) %src to ptr
  %e = tail call ptr @_Z26async_work_group_copy_2D2DPU8CLglobalvmPU7CLlocalKvmmmmmm9ocl_event(ptr %d, i64 %dst_offset, ptr %s, i64 %src_offset, i64 %elem, i64 %elems, i64 %lines, i64 %src_line, i64 %dst_line, ptr %event)
  ret ptr %e
}

define spir_func ptr @_Z26async_work_group_copy_3D3DPU3AS3vmPU3AS1Kvmmmmmmmmm9ocl_event(ptr addrspace(3) %dst, i64 %dst_offset, ptr addrspace(1) %src, i64 %src_offset, i64 %elem, i64 %elems, i64 %lines, i64 %planes, i64 %src_line, i64 %src_plane, i64 %dst_line, i64 %dst_plane, ptr %event) #0 {
  %d = addrspacecast ptr addrspace(3) %dst to ptr
  %s = addrspacecast ptr addrspace(1) %src to ptr
  %e = tail call ptr @_Z26async_work_group_copy_3D3DPU7CLlocalvmPU8CLglobalKvmmmmmmmmm9ocl_event(ptr %d, i64 %dst_offset, ptr %s, i64 %src_offset, i64 %elem, i64 %elems, i64 %lines, i64 %planes, i64 %src_line, i64 %src_plane, i64 %dst_line, i64 %dst_plane, ptr %event)
  ret ptr %e
}

define spir_func ptr @_Z26async_work_group_copy_3D3DPU3AS1vmPU3AS3Kvmmmmmmmmm9ocl_event(ptr addrspace(1) %dst, i64 %dst_offset, ptr addrspace(3) %src, i64 %src_offset, i64 %elem, i64 %elems, i64 %lines, i64 %planes, i64 %src_line, i64 %src_plane, i64 %dst_line, i64 %dst_plane, ptr %event) #0 {
  %d = addrspacecast ptr addrspace(1) %dst to ptr
  %s = addrspacecast ptr addrspace(3) %src to ptr
  %e = tail call ptr @_Z26async_work_group_copy_3D3DPU8CLglobalvmPU7CLlocalKvmmmmmmmmm9ocl_event(ptr %d, i64 %dst_offset, ptr %s, i64 %src_offset, i64 %elem, i64 %elems, i64 %lines, i64 %planes, i64 %src_line, i64 %src_plane, i64 %dst_line, i64 %dst_plane, ptr %event)
  ret ptr %e
}

declare void @_Z21_cl_wait_group_eventsiPU9CLprivate9ocl_event(i32, ptr)

define spir_func void @_Z17wait_group_eventsiP9ocl_event(i32 %n, ptr %events) #1 {
  tail call void @_Z21_cl_wait_group_eventsiPU9CLprivate9ocl_event(i32 %n, ptr %events)
  ret void
}

define spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 %n, ptr addrspace(4) %events) #1 {
  %e = addrspacecast ptr addrspace(4) %events to ptr
  tail call void @_Z21_cl_wait_group_eventsiPU9CLprivate9ocl_event(i32 %n, ptr %e)
  ret void
}

attributes #0 = { alwaysinline nounwind }
; The wait is a work-group barrier: convergent, as pocl's barrier is.
attributes #1 = { alwaysinline convergent nounwind }
