// The producing route (docs/spirv.md): OpenCL C -> clang -> llvm-spirv ->
// raise gives the extended instructions; lower -> llvm-spirv -r gives
// back calls of the builtins xasync's libraries define.
//
// llvm-spirv takes any name starting with async_work_group_copy for the
// classic copy and aborts on 2D2D/3D3D, so the naive route fails:
// RUN: %spirv-clang -target spir64 -cl-std=CL1.2 -Xclang -finclude-default-header -I %include -include xasync.h -O1 -c -emit-llvm %s -o %t.naive.bc
// RUN: %not --crash %llvm-spirv %t.naive.bc -o %t.naive.spv 2>&1 | FileCheck %s --check-prefix=NAIVE
// NAIVE: Inconsistent operand types
//
// xasync/spirv.h renames the two builtins; llvm-spirv keeps their calls as
// imported functions, next to the classic copy it translates itself:
// RUN: %spirv-clang -target spir64 -cl-std=CL1.2 -Xclang -finclude-default-header -I %include -include xasync/spirv.h -O1 -c -emit-llvm %s -o %t.bc
// RUN: %llvm-spirv %t.bc -o %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CALLS
// CALLS-DAG: OpDecorate %{{.*}} LinkageAttributes "_Z24__xasync_spirv_copy_2D2DPU3AS3vmPU3AS1Kvmmmmmm9ocl_event" Import
// CALLS-DAG: OpDecorate %{{.*}} LinkageAttributes "_Z24__xasync_spirv_copy_3D3DPU3AS1vmPU3AS3Kvmmmmmmmmm9ocl_event" Import
// CALLS-DAG: OpGroupAsyncCopy
//
// RUN: %xasync-spirv raise %t.spv -o %t.raised.spv
// RUN: %spirv-dis %t.raised.spv | FileCheck %s
// CHECK:     OpExtension "SPV_KHR_non_semantic_info"
// CHECK:     %[[SET:[0-9]+]] = OpExtInstImport "NonSemantic.Codeplay.GroupAsyncCopies"
// CHECK:     OpMemoryModel Physical64 OpenCL
// CHECK-NOT: xasync_spirv_copy
// CHECK:     OpExtInst %Event %[[SET]] 1 %{{[0-9]+}} %ulong_0 %{{[0-9]+}} %ulong_1 %ulong_2 %{{[0-9]+}} %ulong_3 %ulong_4 %ulong_2 %{{[0-9]+}}
// CHECK:     OpGroupAsyncCopy
// CHECK:     OpExtInst %Event %[[SET]] 2 %{{[0-9]+}} %ulong_0 %{{[0-9]+}} %ulong_0 %ulong_2 %{{[0-9]+}} %ulong_3 %ulong_2
//
// RUN: %xasync-spirv lower %t.raised.spv -o %t.low.spv
// RUN: %spirv-val %t.low.spv
// RUN: %llvm-spirv -r %t.low.spv -o %t.low.bc
// RUN: %spirv-llvm-dis %t.low.bc -o - | FileCheck %s --check-prefix=IR
// IR: call spir_func %opencl.event_t* @_Z26async_work_group_copy_2D2DPU3AS3vmPU3AS1Kvmmmmmm9ocl_event(i8 addrspace(3)* %{{.*}}, i64 0, i8 addrspace(1)* %{{.*}}, i64 1, i64 2,
// IR: call spir_func %opencl.event_t* @_Z26async_work_group_copy_3D3DPU3AS1vmPU3AS3Kvmmmmmmmmm9ocl_event(i8 addrspace(1)* %{{.*}}, i64 0, i8 addrspace(3)* %{{.*}}, i64 0, i64 2,
//
// The same for spir (Physical32, 32-bit size_t):
// RUN: %spirv-clang -target spir -cl-std=CL1.2 -Xclang -finclude-default-header -I %include -include xasync/spirv.h -O1 -c -emit-llvm %s -o %t32.bc
// RUN: %llvm-spirv %t32.bc -o %t32.spv
// RUN: %xasync-spirv raise %t32.spv -o %t32.raised.spv
// RUN: %spirv-dis %t32.raised.spv | FileCheck %s --check-prefix=P32
// RUN: %xasync-spirv lower %t32.raised.spv -o %t32.low.spv
// RUN: %spirv-dis %t32.low.spv | FileCheck %s --check-prefix=P32LOW
// P32:     OpMemoryModel Physical32 OpenCL
// P32:     OpExtInst %Event %{{[0-9]+}} 1 %{{[0-9]+}} %uint_0 %{{[0-9]+}} %uint_1 %uint_2
// P32:     OpExtInst %Event %{{[0-9]+}} 2 %{{[0-9]+}} %uint_0 %{{[0-9]+}} %uint_0 %uint_2
// P32LOW-DAG: LinkageAttributes "_Z26async_work_group_copy_2D2DPU3AS3vjPU3AS1Kvjjjjjj9ocl_event" Import
// P32LOW-DAG: LinkageAttributes "_Z26async_work_group_copy_3D3DPU3AS1vjPU3AS3Kvjjjjjjjjj9ocl_event" Import
//
// Bitcode made without the header: the calls renamed in the IR text, the
// same raise:
// RUN: %spirv-llvm-dis %t.naive.bc -o - | sed -e 's/_Z26async_work_group_copy_\([23]D[23]D\)/_Z24__xasync_spirv_copy_\1/g' | %spirv-llvm-as -o %t.renamed.bc
// RUN: %llvm-spirv %t.renamed.bc -o %t.renamed.spv
// RUN: %xasync-spirv raise %t.renamed.spv -o %t.renamed.raised.spv
// RUN: %spirv-dis %t.renamed.raised.spv | FileCheck %s

kernel void k(global uchar *g, local uchar *l, ulong w) {
  event_t e = async_work_group_copy_2D2D(l, 0, g, 1, 2, w, 3, 4, 2, 0);
  e = async_work_group_copy(l + 64, g, w, e);
  e = async_work_group_copy_3D3D(g, 0, l, 0, 2, w, 3, 2, w, 3 * w, w, 3 * w, e);
  wait_group_events(1, &e);
}
