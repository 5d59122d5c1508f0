// The asyncmark variant (LLVM 23+: __builtin_amdgcn_asyncmark and
// __builtin_amdgcn_wait_asyncmark exist), checked as LLVM IR since clang 22
// cannot lower it: the library is built from source with
// XASYNC_AMDGCN_FORCE_ASYNCMARK (Inputs/asyncmark-lib.sh) and a two-copy
// kernel is compiled against it.
//  - copies use the .async DMA forms (the compiler does not track them, so
//    it adds no waits of its own before unrelated LDS accesses), never the
//    synchronous global.load.lds, and each copy ends with an asyncmark;
//  - wait_group_events is asyncmark + wait.asyncmark(0) (the fresh mark
//    makes the wait cover copies issued in any function), then the
//    release fence, the barrier and the acquire fence, before the reads;
//  - no counter waits (s.waitcnt / s.wait.asynccnt) are left.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh %S/Inputs/asyncmark-lib.sh %clang %llvm-link %include gfx950 %t/gfx950.bc
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -cl-std=CL1.2 -O2 -c -emit-llvm %S/Inputs/workitem.cl -o %t/wi950.bc
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -cl-std=CL1.2 -O2 -include %include/xasync.h -Xclang -mlink-builtin-bitcode -Xclang %t/gfx950.bc -Xclang -mlink-builtin-bitcode -Xclang %t/wi950.bc -S -emit-llvm %s -o - 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX950
// RUN: sh %S/Inputs/asyncmark-lib.sh %clang %llvm-link %include gfx1250 %t/gfx1250.bc
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx1250 -nogpulib -cl-std=CL1.2 -O2 -c -emit-llvm %S/Inputs/workitem.cl -o %t/wi1250.bc
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx1250 -nogpulib -cl-std=CL1.2 -O2 -include %include/xasync.h -Xclang -mlink-builtin-bitcode -Xclang %t/gfx1250.bc -Xclang -mlink-builtin-bitcode -Xclang %t/wi1250.bc -S -emit-llvm %s -o - 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX1250
//
// The library alone: every DMA path of the engine (4/12/16-byte lanes on
// gfx950; 4/8/16-byte loads and stores on gfx1250) is followed by a mark.
// RUN: %llvm-dis %t/gfx950.bc -o - | FileCheck %s --check-prefix=LIB950
// RUN: %llvm-dis %t/gfx1250.bc -o - | FileCheck %s --check-prefix=LIB1250

__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void pipeline(global const float4 *a, global const float4 *b,
                     global float *out) {
  local float ta[64 * 64] __attribute__((aligned(16)));
  local float tb[64 * 64] __attribute__((aligned(16)));
  event_t ea = async_work_group_copy_2D2D(ta, 0, (global const float *)a, 0,
                                          sizeof(float), 64, 64, 1024, 64, 0);
  event_t eb = async_work_group_copy_2D2D(tb, 0, (global const float *)b, 0,
                                          sizeof(float), 64, 64, 1024, 64, 0);
  wait_group_events(1, &ea);
  float x = ta[get_local_id(0) * 3];
  wait_group_events(1, &eb);
  out[get_local_id(0)] = x + tb[get_local_id(0) * 5];
}

// CHECK-LABEL: define {{.*}}amdgpu_kernel void @pipeline(
// CHECK-NOT:     {{@llvm.amdgcn.global.load.lds|@llvm.amdgcn.s.waitcnt|@llvm.amdgcn.s.wait.asynccnt|load float}}
// GFX950:        call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 16, i32 noundef 0, i32 noundef 0)
// GFX1250:       call void @llvm.amdgcn.global.load.async.to.lds.b128(
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|load float}}
// CHECK:         call void @llvm.amdgcn.asyncmark()
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|load float}}
// GFX950:        call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 16, i32 noundef 0, i32 noundef 0)
// GFX1250:       call void @llvm.amdgcn.global.load.async.to.lds.b128(
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|load float}}
// CHECK:         call void @llvm.amdgcn.asyncmark()
// CHECK-NEXT:    call void @llvm.amdgcn.asyncmark()
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 {{.*}}0)
// CHECK-NEXT:    fence syncscope("workgroup") release
// CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
// CHECK-NEXT:    fence syncscope("workgroup") acquire
// CHECK-NOT:     call
// CHECK:         load float, ptr addrspace(3)
// CHECK-NEXT:    call void @llvm.amdgcn.asyncmark()
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 {{.*}}0)
// CHECK-NEXT:    fence syncscope("workgroup") release
// CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
// CHECK-NEXT:    fence syncscope("workgroup") acquire
// CHECK-NOT:     {{@llvm.amdgcn.s.waitcnt|@llvm.amdgcn.s.wait.asynccnt}}
// CHECK:         ret void

// LIB950-NOT:  {{@llvm.amdgcn.global.load.lds|@llvm.amdgcn.s.waitcnt}}
// LIB950-LABEL: define {{.*}} @__xasync_copy_to_local(
// LIB950-DAG:  call void @llvm.amdgcn.global.load.async.lds({{.*}}, i32 noundef 4, i32 noundef 0, i32 noundef 0)
// LIB950-DAG:  call void @llvm.amdgcn.global.load.async.lds({{.*}}, i32 noundef 12, i32 noundef 0, i32 noundef 0)
// LIB950-DAG:  call void @llvm.amdgcn.global.load.async.lds({{.*}}, i32 noundef 16, i32 noundef 0, i32 noundef 0)
// LIB950-DAG:  call void @llvm.amdgcn.asyncmark()
// LIB950-LABEL: define {{.*}} @_Z17wait_group_events{{[^(]*}}(
// LIB950:      call void @llvm.amdgcn.asyncmark()
// LIB950-NEXT: call void @llvm.amdgcn.wait.asyncmark(i16 {{.*}}0)
// LIB950-NEXT: fence syncscope("workgroup") release
// LIB950-NEXT: call void @llvm.amdgcn.s.barrier()
// LIB950-NEXT: fence syncscope("workgroup") acquire
// LIB950-NOT:  {{@llvm.amdgcn.global.load.lds|@llvm.amdgcn.s.waitcnt}}

// LIB1250-NOT:  @llvm.amdgcn.s.wait.asynccnt
// LIB1250-LABEL: define {{.*}} @__xasync_copy_to_local(
// LIB1250-DAG:  call void @llvm.amdgcn.global.load.async.to.lds.b32(
// LIB1250-DAG:  call void @llvm.amdgcn.global.load.async.to.lds.b64(
// LIB1250-DAG:  call void @llvm.amdgcn.global.load.async.to.lds.b128(
// LIB1250-DAG:  call void @llvm.amdgcn.asyncmark()
// LIB1250-LABEL: define {{.*}} @__xasync_copy_to_global(
// LIB1250-DAG:  call void @llvm.amdgcn.global.store.async.from.lds.b32(
// LIB1250-DAG:  call void @llvm.amdgcn.global.store.async.from.lds.b64(
// LIB1250-DAG:  call void @llvm.amdgcn.global.store.async.from.lds.b128(
// LIB1250-DAG:  call void @llvm.amdgcn.asyncmark()
// LIB1250-LABEL: define {{.*}} @_Z17wait_group_events{{[^(]*}}(
// LIB1250:      call void @llvm.amdgcn.asyncmark()
// LIB1250-NEXT: call void @llvm.amdgcn.wait.asyncmark(i16 {{.*}}0)
// LIB1250-NEXT: fence syncscope("workgroup") release
// LIB1250-NOT:  @llvm.amdgcn.s.wait.asynccnt
