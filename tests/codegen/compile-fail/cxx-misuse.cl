// Misuse of xasync.hpp's C++ interface is a compile error with a message
// naming the mistake (a static_assert), and the only error reported.
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=1 %s 2>&1 | FileCheck %s --check-prefix=GG --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=2 %s 2>&1 | FileCheck %s --check-prefix=LL --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=3 %s 2>&1 | FileCheck %s --check-prefix=PRIVSRC --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=4 %s 2>&1 | FileCheck %s --check-prefix=PRIVDST --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=5 %s 2>&1 | FileCheck %s --check-prefix=CONSTANT --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=6 %s 2>&1 | FileCheck %s --check-prefix=GENERIC --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=7 %s 2>&1 | FileCheck %s --check-prefix=TYPES --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=8 %s 2>&1 | FileCheck %s --check-prefix=TYPES2D --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=9 %s 2>&1 | FileCheck %s --check-prefix=NONTRIVIAL --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=10 %s 2>&1 | FileCheck %s --check-prefix=VOID --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=11 %s 2>&1 | FileCheck %s --check-prefix=CONSTDST --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=12 %s 2>&1 | FileCheck %s --check-prefix=LL3D --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=13 %s 2>&1 | FileCheck %s --check-prefix=GGSTRIDED --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=14 %s 2>&1 | FileCheck %s --check-prefix=PREFETCH --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=15 %s 2>&1 | FileCheck %s --check-prefix=WAIT0 --implicit-check-not=error:
// RUN: %not %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=16 %s 2>&1 | FileCheck %s --check-prefix=WAITTYPE --implicit-check-not=error:
// The same checks in C++ for OpenCL 1.0 and on nvptx (no generic address
// space in clc++2021 there: its pointers are private by default):
// RUN: %not %clang -target spir64 -cl-std=clc++1.0 -include %include/xasync.hpp -fsyntax-only -DCASE=1 %s 2>&1 | FileCheck %s --check-prefix=GG --implicit-check-not=error:
// RUN: %not %clang -target nvptx64-nvidia-nvcl -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=9 %s 2>&1 | FileCheck %s --check-prefix=NONTRIVIAL --implicit-check-not=error:
// RUN: %not %clang -target amdgcn-amd-amdhsa -nogpulib -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -DCASE=7 %s 2>&1 | FileCheck %s --check-prefix=TYPES --implicit-check-not=error:
// Correct calls compile, warning-free (guards against the cases failing for
// another reason):
// RUN: %clang -target spir64 -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -Wall -Wextra -Wno-unused-parameter -Werror -DCASE=0 %s
// RUN: %clang -target nvptx64-nvidia-nvcl -cl-std=clc++2021 -include %include/xasync.hpp -fsyntax-only -Wall -Wextra -Wno-unused-parameter -Werror -DCASE=0 %s
// RUN: %clang -target amdgcn-amd-amdhsa -nogpulib -cl-std=clc++1.0 -include %include/xasync.hpp -fsyntax-only -Wall -Wextra -Wno-unused-parameter -Werror -DCASE=0 %s

struct pod { int a; float b[3]; };
struct counted {
  int a;
  counted() = default;
  counted(const counted &o) : a(o.a + 1) {}
};

kernel void k(global float *g, global float *g2, local float *l,
              local float *l2, constant float *c, global const float *gc,
              global int *gi, global pod *gp, local pod *lp,
              global counted *gn, local counted *ln, local const float *lc) {
  float p[4];
  xasync::device_event e;
#if CASE == 0
  e = xasync::async_work_group_copy(l, gc, 4);
  e = xasync::async_work_group_copy(g, lc, 4, e);
  e = xasync::async_work_group_copy(lp, gp, 4, 2, e);
  e = xasync::async_work_group_strided_copy(gp, lp, 4, 2, e);
  e = xasync::async_work_group_copy_2D2D(l, 0, gc, 0, 2, 2, 2, 2, e);
  e = xasync::async_work_group_copy_3D3D(gp, 0, lp, 0, 2, 2, 2, 2, 4, 2, 4, e);
  xasync::prefetch(gp, 4);
  e.wait();
  xasync::work_group_wait(e, e);
#elif CASE == 1
  // GG: error: static assertion failed{{.*}}xasync: both pointers are __global: an async copy goes from __global to __local memory or from __local to __global
  e = xasync::async_work_group_copy(g, g2, 4);
#elif CASE == 2
  // LL: error: static assertion failed{{.*}}xasync: both pointers are __local
  e = xasync::async_work_group_copy_2D2D(l, 0, l2, 0, 2, 2, 2, 2);
#elif CASE == 3
  // PRIVSRC: error: static assertion failed{{.*}}xasync: the source must be a __global or __local pointer (private, constant and generic memory take no part in async copies)
  e = xasync::async_work_group_copy(l, p, 4);
#elif CASE == 4
  // PRIVDST: error: static assertion failed{{.*}}xasync: the destination must be a __local or __global pointer
  e = xasync::async_work_group_copy(p, gc, 4);
#elif CASE == 5
  // CONSTANT: error: static assertion failed{{.*}}xasync: the source must be a __global or __local pointer
  e = xasync::async_work_group_copy(l, c, 4);
#elif CASE == 6
  // GENERIC: error: static assertion failed{{.*}}xasync: the source must be a __global or __local pointer
  __generic float *gen = g;
  e = xasync::async_work_group_copy(l, gen, 4);
#elif CASE == 7
  // TYPES: error: static assertion failed{{.*}}xasync: source and destination element types differ (the element size comes from the type; cast a pointer to copy the bytes as another type)
  e = xasync::async_work_group_copy(l, gi, 4);
#elif CASE == 8
  // TYPES2D: error: static assertion failed{{.*}}xasync: source and destination element types differ
  e = xasync::async_work_group_copy_2D2D(lp, 0, g, 0, 2, 2, 2, 2);
#elif CASE == 9
  // NONTRIVIAL: error: static assertion failed{{.*}}xasync: the element type is not trivially copyable (an async copy moves bytes, not objects)
  e = xasync::async_work_group_copy(ln, gn, 4);
#elif CASE == 10
  // VOID: error: static assertion failed{{.*}}xasync: void pointers give no element size: pass pointers to the element type
  e = xasync::async_work_group_copy((local void *)l, (global void *)g, 4);
#elif CASE == 11
  // CONSTDST: error: static assertion failed{{.*}}xasync: the destination points to const data
  e = xasync::async_work_group_copy(lc, g, 4);
#elif CASE == 12
  // LL3D: error: static assertion failed{{.*}}xasync: both pointers are __local
  e = xasync::async_work_group_copy_3D3D(lp, 0, lp, 0, 2, 2, 2, 2, 4, 2, 4);
#elif CASE == 13
  // GGSTRIDED: error: static assertion failed{{.*}}xasync: both pointers are __global
  e = xasync::async_work_group_strided_copy(gp, gp, 4, 2);
#elif CASE == 14
  // PREFETCH: error: static assertion failed{{.*}}xasync: prefetch takes a __global pointer
  xasync::prefetch(lp, 4);
#elif CASE == 15
  // WAIT0: error: static assertion failed{{.*}}xasync: work_group_wait needs at least one device_event
  xasync::work_group_wait();
#elif CASE == 16
  // WAITTYPE: error: static assertion failed{{.*}}xasync: work_group_wait takes device_event arguments only
  event_t raw = 0;
  xasync::work_group_wait(e, raw);
#endif
  (void)p; (void)e;
}
