// Misuse of the builtins must not compile: only local<-global and
// global<-local exist, the source is const, and the event is an event_t.
// DEFINE: %{cc} = %clang -target nvptx64-nvidia-nvcl -cl-std=CL1.2 -include %include/xasync.h -fsyntax-only
// RUN: %not %{cc} -DCASE=1 %s 2>&1 | FileCheck %s --check-prefix=GG
// RUN: %not %{cc} -DCASE=2 %s 2>&1 | FileCheck %s --check-prefix=LL
// RUN: %not %{cc} -DCASE=3 %s 2>&1 | FileCheck %s --check-prefix=PRIV
// RUN: %not %clang -target spir64 -cl-std=CL3.0 -include %include/xasync.h -fsyntax-only -DCASE=4 %s 2>&1 | FileCheck %s --check-prefix=GENERIC
// A const destination is C's qualifier warning (an error under -Werror):
// RUN: %{cc} -DCASE=5 %s 2>&1 | FileCheck %s --check-prefix=CONSTDST
// RUN: %not %{cc} -Werror -DCASE=5 %s
// RUN: %not %{cc} -DCASE=6 %s 2>&1 | FileCheck %s --check-prefix=EVENT
// RUN: %not %{cc} -DCASE=7 %s 2>&1 | FileCheck %s --check-prefix=CLASSIC
// RUN: %not %{cc} -DCASE=8 %s 2>&1 | FileCheck %s --check-prefix=ARGS
// A correct call compiles (guards against the cases failing for another reason).
// RUN: %{cc} -DCASE=0 %s

kernel void k(global float *g, global float *g2, local float *l,
              local float *l2, constant float *c, global const float *gc) {
  float p[4];
  event_t e = 0;
#if CASE == 0
  e = async_work_group_copy_2D2D(l, 0, gc, 0, 4, 2, 2, 2, 2, e);
  e = async_work_group_copy_3D3D(g, 0, l, 0, 4, 2, 2, 2, 2, 4, 2, 4, e);
  wait_group_events(1, &e);
#elif CASE == 1
  // GG: error: no matching function for call to 'async_work_group_copy_2D2D'
  e = async_work_group_copy_2D2D(g, 0, g2, 0, 4, 2, 2, 2, 2, e);
#elif CASE == 2
  // LL: error: no matching function for call to 'async_work_group_copy_3D3D'
  e = async_work_group_copy_3D3D(l, 0, l2, 0, 4, 2, 2, 2, 2, 4, 2, 4, e);
#elif CASE == 3
  // PRIV: error: no matching function for call to 'async_work_group_copy_2D2D'
  e = async_work_group_copy_2D2D(l, 0, p, 0, 4, 2, 2, 2, 2, e);
#elif CASE == 4
  // GENERIC: error: no matching function for call to 'async_work_group_copy_2D2D'
  generic float *gp = g;
  e = async_work_group_copy_2D2D(l, 0, gp, 0, 4, 2, 2, 2, 2, e);
#elif CASE == 5
  // CONSTDST: warning: passing 'const __global float *__private' to parameter of type '__global void *' discards qualifiers
  e = async_work_group_copy_2D2D(gc, 0, l, 0, 4, 2, 2, 2, 2, e);
#elif CASE == 6
  // EVENT: error: no matching function for call to 'async_work_group_copy_2D2D'
  e = async_work_group_copy_2D2D(l, 0, g, 0, 4, 2, 2, 2, 2, 5);
#elif CASE == 7
  // CLASSIC: error: no matching function for call to 'async_work_group_copy'
  e = async_work_group_copy(g, g2, 4, e);
#elif CASE == 8
  // ARGS: error: no matching function for call to 'async_work_group_copy_3D3D'
  e = async_work_group_copy_3D3D(l, 0, g, 0, 4, 2, 2, 2, 2, 2, e);
#endif
}
