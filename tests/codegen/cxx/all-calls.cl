// Every call xasync.hpp makes must reach a definition in each library: a
// C++ kernel using every interface for gentypes and structs, linked with the
// library, leaves no async-copy, wait or prefetch declaration unresolved.
// On amdgcn the header spells the symbol names itself (its OpenCL C 1.2
// event_t declarations, docs/cxx.md): there every gentype is called
// (-DALL_GENTYPES); the names are the same in every amdgcn library.
// RUN: %clang -target amdgcn-amd-amdhsa -nogpulib -cl-std=clc++2021 -O0 -DALL_GENTYPES -include %include/xasync.hpp -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-amdgcn-amd-amdhsa.bc -emit-llvm -S %s -o - | FileCheck %s
// RUN: %clang -target amdgcn-amd-amdhsa -nogpulib -cl-std=clc++1.0 -O0 -include %include/xasync.hpp -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-amdgcn-amd-amdhsa.bc -emit-llvm -S %s -o - | FileCheck %s
// RUN: %clang -target nvptx64-nvidia-nvcl -cl-std=clc++2021 -O0 -include %include/xasync.hpp -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-nvptx64--nvidiacl.bc -emit-llvm -S %s -o - | FileCheck %s
// RUN: %clang -target nvptx64-nvidia-nvcl -cl-std=clc++1.0 -O0 -include %include/xasync.hpp -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-nvptx64--nvidiacl.bc -emit-llvm -S %s -o - | FileCheck %s
// RUN: %clang -target spir64 -cl-std=clc++2021 -O0 -include %include/xasync.hpp -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-spir64--.bc -emit-llvm -S %s -o - | FileCheck %s
// The specialised libraries, where this build has them:
// RUN: %if lib-sm_90-nvptx64--nvidiacl %{ %clang -target nvptx64-nvidia-nvcl -march=sm_90 -cl-std=clc++2021 -O0 -include %include/xasync.hpp -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-sm_90-nvptx64--nvidiacl.bc -emit-llvm -S %s -o - | FileCheck %s %}
// RUN: %if lib-gfx942-amdgcn-amd-amdhsa %{ %clang -target amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -cl-std=clc++2021 -O0 -include %include/xasync.hpp -Xclang -mlink-builtin-bitcode -Xclang %libdir/xasync-gfx942-amdgcn-amd-amdhsa.bc -emit-llvm -S %s -o - | FileCheck %s %}
//
// The kernel must really call them (guards against an empty kernel):
// CHECK: define {{.*}}kernel {{.*}}@all_calls
// CHECK-NOT: declare {{.*}}@_Z{{[0-9]+}}async_work_group
// CHECK-NOT: declare {{.*}}@_Z{{[0-9]+}}wait_group_events
// CHECK-NOT: declare {{.*}}@_Z{{[0-9]+}}prefetch
// CHECK-NOT: declare {{.*}}__xasync

struct rgb { uchar c[3]; };
struct rec20 { int id; float v[4]; };
struct mat4 { float4 r[4]; };

template <class T>
xasync::device_event all(__global uchar *g, __local uchar *l, ulong n,
                         xasync::device_event e) {
  __global T *gt = (__global T *)g;
  __local T *lt = (__local T *)l;
  const __global T *cg = gt;
  const __local T *cl = lt;
  e = xasync::async_work_group_copy(lt, cg, n, e);
  e = xasync::async_work_group_copy(gt, cl, n, e);
  e = xasync::async_work_group_copy(lt, gt, n, 2, e);
  e = xasync::async_work_group_strided_copy(gt, lt, n, 2, e);
  e = xasync::async_work_group_copy_2D2D(lt, 1, gt, 2, 4, 5, 6, 7, e);
  e = xasync::async_work_group_copy_2D2D(gt, 1, lt, 2, 4, 5, 6, 7, e);
  e = xasync::async_work_group_copy_3D3D(lt, 1, gt, 2, 4, 5, 6, 7, 42, 8, 48, e);
  e = xasync::async_work_group_copy_3D3D(gt, 1, lt, 2, 4, 5, 6, 7, 42, 8, 48, e);
  xasync::prefetch(cg, n);
  return e;
}

kernel void all_calls(global uchar *g, local uchar *l, ulong n) {
  xasync::device_event e, f;
#define CALL_ALL(T) e = all<T>(g, l, n, e);
#ifdef ALL_GENTYPES
  __XASYNC_FOR_EACH_GENTYPE(CALL_ALL)
#else
  CALL_ALL(uchar) CALL_ALL(float3) CALL_ALL(ulong16)
#endif
  e = all<rgb>(g, l, n, e);
  e = all<rec20>(g, l, n, e);
  f = all<mat4>(g, l, n, f);
  e.wait();
  xasync::work_group_wait(e, f);
}
