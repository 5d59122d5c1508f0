// Every overload xasync.h declares must be defined by each library: a kernel
// calling all of them, linked with the library, leaves no async-copy, wait
// or prefetch declaration unresolved.
// RUN: %{xasync:nvptx64--nvidiacl} -cl-std=CL1.2 -O1 -emit-llvm -S %s -o - | FileCheck %s
// RUN: %{xasync:amdgcn-amd-amdhsa} -cl-std=CL1.2 -O1 -emit-llvm -S %s -o - | FileCheck %s
// RUN: %{xasync:amdgcn-amd-amdhsa} -cl-std=CL3.0 -O1 -emit-llvm -S %s -o - | FileCheck %s
// RUN: %{xasync:spir64--} -cl-std=CL1.2 -O1 -emit-llvm -S %s -o - | FileCheck %s
// RUN: %{xasync:spir64--} -cl-std=CL3.0 -O1 -emit-llvm -S %s -o - | FileCheck %s
//
// The kernel must really call them (guards against an empty kernel):
// CHECK: define {{.*}}kernel {{.*}}@all_overloads
// CHECK-NOT: declare {{.*}}async_work_group
// CHECK-NOT: declare {{.*}}wait_group_events
// CHECK-NOT: declare {{.*}}prefetch
// CHECK-NOT: declare {{.*}}__xasync

#define CALL_ALL(T)                                                            \
  ev = async_work_group_copy((local T *)l, (const global T *)g, n, ev);        \
  ev = async_work_group_copy((global T *)g, (const local T *)l, n, ev);        \
  ev = async_work_group_strided_copy((local T *)l, (const global T *)g, n, 2,  \
                                     ev);                                      \
  ev = async_work_group_strided_copy((global T *)g, (const local T *)l, n, 2,  \
                                     ev);                                      \
  prefetch((const global T *)g, n);

kernel void all_overloads(global uchar *g, local uchar *l, ulong n) {
  event_t ev = 0;
  __XASYNC_FOR_EACH_GENTYPE(CALL_ALL)
  ev = async_work_group_copy_2D2D(l, 1, g, 2, 3, 4, 5, 6, 7, ev);
  ev = async_work_group_copy_2D2D(g, 1, l, 2, 3, 4, 5, 6, 7, ev);
  ev = async_work_group_copy_3D3D(l, 1, g, 2, 3, 4, 5, 6, 7, 8, 9, 10, ev);
  ev = async_work_group_copy_3D3D(g, 1, l, 2, 3, 4, 5, 6, 7, 8, 9, 10, ev);
  wait_group_events(1, &ev);
}
