// The asyncmark variant (LLVM 23+: __builtin_amdgcn_asyncmark and
// __builtin_amdgcn_wait_asyncmark exist), checked as LLVM IR since clang 22
// cannot lower it: the library is built from source with
// XASYNC_AMDGCN_FORCE_ASYNCMARK (Inputs/asyncmark-lib.sh) and kernels are
// compiled against it.
//  - copies use the .async DMA forms (the compiler does not track them, so
//    it adds no waits of its own before unrelated LDS accesses), never the
//    synchronous global.load.lds; each copy ends with exactly one asyncmark
//    and then updates the wave's state word (wavefront-scope atomics on
//    the LDS array of amdgcn_state.ll);
//  - wait_group_events computes N from the state and the events and
//    switches to wait.asyncmark(N) for N = 7..1 (newer copies stay in
//    flight), or to asyncmark + wait.asyncmark(0) (the fresh mark makes a
//    full wait cover copies issued in any function; the switch's default,
//    or its case 0 where LLVM knows N <= 7); all branches join in
//    the release fence, the barrier and the acquire fence, before the reads;
//  - no counter waits (s.waitcnt / s.wait.asynccnt) are left.
// The double-buffered loop (copy k+1, wait k, read k) is the case a
// partial wait is for: the switch is still there after inlining and
// optimisation, i.e. N is not folded to 0.  (Which N the state yields at
// run time is checked on the host: tests/codegen/nvptx/event-model.test
// for the shared arithmetic, engine-sim.test for the amdgcn state.)
//
// DEFINE: %{cc} = %clang -target amdgcn-amd-amdhsa -nogpulib -cl-std=CL1.2 -O2
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh %S/Inputs/asyncmark-lib.sh %clang %llvm-link %include gfx950 %t/gfx950.bc
// RUN: %{cc} -mcpu=gfx950 -c -emit-llvm %S/Inputs/workitem.cl -o %t/wi950.bc
// RUN: %{cc} -mcpu=gfx950 -include %include/xasync.h -Xclang -mlink-builtin-bitcode -Xclang %t/gfx950.bc -Xclang -mlink-builtin-bitcode -Xclang %t/wi950.bc -S -emit-llvm %s -o - 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX950
// RUN: sh %S/Inputs/asyncmark-lib.sh %clang %llvm-link %include gfx1250 %t/gfx1250.bc
// RUN: %{cc} -mcpu=gfx1250 -c -emit-llvm %S/Inputs/workitem.cl -o %t/wi1250.bc
// RUN: %{cc} -mcpu=gfx1250 -include %include/xasync.h -Xclang -mlink-builtin-bitcode -Xclang %t/gfx1250.bc -Xclang -mlink-builtin-bitcode -Xclang %t/wi1250.bc -S -emit-llvm %s -o - 2>&1 | FileCheck %s --check-prefixes=CHECK,GFX1250
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
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         call void @llvm.amdgcn.asyncmark()
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         store atomic i32 {{.*}}, ptr addrspace(3) {{.*}} syncscope("wavefront") monotonic
// GFX950:        call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 16, i32 noundef 0, i32 noundef 0)
// GFX1250:       call void @llvm.amdgcn.global.load.async.to.lds.b128(
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         call void @llvm.amdgcn.asyncmark()
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         store atomic i32 {{.*}}, ptr addrspace(3) {{.*}} syncscope("wavefront") monotonic
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         switch i32 %{{[0-9]+}}, label %{{[0-9]+}} [
// CHECK:         call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 1)
// CHECK-NEXT:    br label %[[JOIN:[0-9]+]]
// CHECK-NOT:     call
// CHECK:         call void @llvm.amdgcn.asyncmark()
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 0)
// CHECK-NEXT:    br label %[[JOIN]]
// CHECK:       [[JOIN]]:
// CHECK-NEXT:    fence syncscope("workgroup") release
// CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
// CHECK-NEXT:    fence syncscope("workgroup") acquire
// CHECK-NOT:     call
// CHECK:         load float, ptr addrspace(3)
// CHECK:         switch i32 %{{[0-9]+}}, label %{{[0-9]+}} [
// CHECK:         call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 1)
// CHECK-NEXT:    br label %[[JOIN2:[0-9]+]]
// CHECK-NOT:     call
// CHECK:         call void @llvm.amdgcn.asyncmark()
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 0)
// CHECK-NEXT:    br label %[[JOIN2]]
// CHECK:       [[JOIN2]]:
// CHECK-NOT:     {{call|load|store}}
// CHECK:         fence syncscope("workgroup") release
// CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
// CHECK-NEXT:    fence syncscope("workgroup") acquire
// CHECK-NOT:     {{@llvm.amdgcn.s.waitcnt|@llvm.amdgcn.s.wait.asynccnt}}
// CHECK:         ret void

// Double buffering: tile k+1's copy is issued before the wait for tile k.
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void double_buffer(global const float4 *a4, global float *out,
                          int tiles) {
  global const float *a = (global const float *)a4; /* 16-byte aligned */
  local float buf[2][64 * 64] __attribute__((aligned(16)));
  event_t ev[2];
  ev[0] = async_work_group_copy_2D2D(buf[0], 0, a, 0, sizeof(float), 64, 64,
                                     1024, 64, 0);
  float acc = 0;
  for (int k = 0; k < tiles; ++k) {
    if (k + 1 < tiles)
      ev[(k + 1) & 1] = async_work_group_copy_2D2D(
          buf[(k + 1) & 1], 0, a, (k + 1) * 64, sizeof(float), 64, 64, 1024,
          64, 0);
    wait_group_events(1, &ev[k & 1]);
    acc += buf[k & 1][get_local_id(0) * 7];
    barrier(CLK_LOCAL_MEM_FENCE); /* tile k is read before k+2 overwrites it */
  }
  out[get_local_id(0)] = acc;
}

// Prologue copy (tile 0), then in the loop the copy of tile k+1 (one mark
// per path taken), then the wait: all of N = 7..1 and the full wait are
// reachable, each joining the fences and barrier before the read of tile k.
// CHECK-LABEL: define {{.*}}amdgpu_kernel void @double_buffer(
// CHECK-NOT:     {{@llvm.amdgcn.global.load.lds|@llvm.amdgcn.s.waitcnt|@llvm.amdgcn.s.wait.asynccnt|load float}}
// GFX950:        call void @llvm.amdgcn.global.load.async.lds(
// GFX1250:       call void @llvm.amdgcn.global.load.async.to.lds.b128(
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         call void @llvm.amdgcn.asyncmark()
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         store atomic i32 {{.*}} syncscope("wavefront") monotonic
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|load float}}
// GFX950:        call void @llvm.amdgcn.global.load.async.lds(
// GFX1250:       call void @llvm.amdgcn.global.load.async.to.lds.b128(
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         call void @llvm.amdgcn.asyncmark()
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         store atomic i32 {{.*}} syncscope("wavefront") monotonic
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|load float}}
// CHECK:         load atomic i32, ptr addrspace(3) {{.*}} syncscope("wavefront") monotonic
// CHECK-NOT:     {{@llvm.amdgcn.wait.asyncmark|@llvm.amdgcn.asyncmark|load float}}
// CHECK:         switch i32 %{{[0-9]+}}, label %[[DBFULL:[0-9]+]] [
// CHECK-NEXT:      i32 7, label %[[W7:[0-9]+]]
// CHECK-NEXT:      i32 6, label %[[W6:[0-9]+]]
// CHECK-NEXT:      i32 5, label %[[W5:[0-9]+]]
// CHECK-NEXT:      i32 4, label %[[W4:[0-9]+]]
// CHECK-NEXT:      i32 3, label %[[W3:[0-9]+]]
// CHECK-NEXT:      i32 2, label %[[W2:[0-9]+]]
// CHECK-NEXT:      i32 1, label %[[W1:[0-9]+]]
// CHECK-NEXT:    ]
// CHECK:       [[W7]]:
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 7)
// CHECK-NEXT:    br label %[[DBJOIN:[0-9]+]]
// CHECK:       [[W6]]:
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 6)
// CHECK-NEXT:    br label %[[DBJOIN]]
// CHECK:       [[W5]]:
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 5)
// CHECK-NEXT:    br label %[[DBJOIN]]
// CHECK:       [[W4]]:
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 4)
// CHECK-NEXT:    br label %[[DBJOIN]]
// CHECK:       [[W3]]:
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 3)
// CHECK-NEXT:    br label %[[DBJOIN]]
// CHECK:       [[W2]]:
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 2)
// CHECK-NEXT:    br label %[[DBJOIN]]
// CHECK:       [[W1]]:
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 1)
// CHECK-NEXT:    br label %[[DBJOIN]]
// CHECK:       [[DBFULL]]:
// CHECK-NEXT:    call void @llvm.amdgcn.asyncmark()
// CHECK-NEXT:    call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 0)
// CHECK-NEXT:    br label %[[DBJOIN]]
// CHECK:       [[DBJOIN]]:
// CHECK-NEXT:    fence syncscope("workgroup") release
// CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
// CHECK-NEXT:    fence syncscope("workgroup") acquire
// CHECK-NOT:     call
// CHECK:         load float, ptr addrspace(3)
// CHECK-NOT:     {{@llvm.amdgcn.s.waitcnt|@llvm.amdgcn.s.wait.asynccnt}}
// CHECK:         ret void

// LIB950-NOT:  {{@llvm.amdgcn.global.load.lds|@llvm.amdgcn.s.waitcnt}}
// LIB950-LABEL: define {{.*}} @__xasync_engine_to_local(
// LIB950-DAG:  call void @llvm.amdgcn.global.load.async.lds({{.*}}, i32 noundef 4, i32 noundef 0, i32 noundef 0)
// LIB950-DAG:  call void @llvm.amdgcn.global.load.async.lds({{.*}}, i32 noundef 12, i32 noundef 0, i32 noundef 0)
// LIB950-DAG:  call void @llvm.amdgcn.global.load.async.lds({{.*}}, i32 noundef 16, i32 noundef 0, i32 noundef 0)
// LIB950-DAG:  call void @llvm.amdgcn.asyncmark()
// LIB950-LABEL: define {{.*}} @_Z17wait_group_events{{[^(]*}}(
// LIB950:      switch i32
// LIB950:      call void @llvm.amdgcn.wait.asyncmark(i16 {{.*}}1)
// LIB950:      call void @llvm.amdgcn.asyncmark()
// LIB950-NEXT: call void @llvm.amdgcn.wait.asyncmark(i16 {{.*}}0)
// LIB950-NEXT: br label
// LIB950-EMPTY:
// LIB950-NEXT: {{[0-9]+}}:
// LIB950-NEXT: fence syncscope("workgroup") release
// LIB950-NEXT: call void @llvm.amdgcn.s.barrier()
// LIB950-NEXT: fence syncscope("workgroup") acquire
// LIB950-NOT:  {{@llvm.amdgcn.global.load.lds|@llvm.amdgcn.s.waitcnt}}

// LIB1250-NOT:  @llvm.amdgcn.s.wait.asynccnt
// LIB1250-LABEL: define {{.*}} @__xasync_engine_to_local(
// LIB1250-DAG:  call void @llvm.amdgcn.global.load.async.to.lds.b32(
// LIB1250-DAG:  call void @llvm.amdgcn.global.load.async.to.lds.b64(
// LIB1250-DAG:  call void @llvm.amdgcn.global.load.async.to.lds.b128(
// LIB1250-DAG:  call void @llvm.amdgcn.asyncmark()
// LIB1250-LABEL: define {{.*}} @__xasync_engine_to_global(
// LIB1250-DAG:  call void @llvm.amdgcn.global.store.async.from.lds.b32(
// LIB1250-DAG:  call void @llvm.amdgcn.global.store.async.from.lds.b64(
// LIB1250-DAG:  call void @llvm.amdgcn.global.store.async.from.lds.b128(
// LIB1250-DAG:  call void @llvm.amdgcn.asyncmark()
// LIB1250-LABEL: define {{.*}} @_Z17wait_group_events{{[^(]*}}(
// LIB1250:      switch i32
// LIB1250:      call void @llvm.amdgcn.wait.asyncmark(i16 {{.*}}1)
// LIB1250:      call void @llvm.amdgcn.asyncmark()
// LIB1250-NEXT: call void @llvm.amdgcn.wait.asyncmark(i16 {{.*}}0)
// LIB1250-NEXT: br label
// LIB1250-EMPTY:
// LIB1250-NEXT: {{[0-9]+}}:
// LIB1250-NEXT: fence syncscope("workgroup") release
// LIB1250-NOT:  @llvm.amdgcn.s.wait.asynccnt
