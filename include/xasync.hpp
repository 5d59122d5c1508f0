/* xasync.hpp - C++ for OpenCL interface to xasync's async copies, after the
 * SYCL proposal "Async Work Group Copy & Prefetch Builtins": device_event,
 * typed copies with a defaulted event, work_group_wait, prefetch.
 *
 *   clang -cl-std=clc++2021 -include xasync.hpp ...   (or clc++1.0)
 *
 * Element types are any trivially copyable T (structs of any size); counts,
 * offsets, line lengths and plane areas are in elements of T.  Misuse (wrong
 * address spaces, mismatched or non-trivially-copyable element types) is a
 * static_assert naming the mistake.
 *
 * A thin layer over the libraries' C builtins: every call below is one
 * builtin call with the arguments an OpenCL C kernel passes for the same
 * copy (gentypes: the classic builtins; other T: the spec's 2D2D/3D3D
 * equivalents with the element size sizeof(T)), every wait one
 * wait_group_events call, so a kernel gets the code its C twin gets.
 * docs/cxx.md.
 */
#ifndef XASYNC_HPP
#define XASYNC_HPP

#ifndef __OPENCL_CPP_VERSION__
#error "xasync.hpp is a C++ for OpenCL header (-cl-std=clc++2021 or clc++1.0); OpenCL C includes xasync.h"
#endif

#include "xasync.h"

/* The wait of an OpenCL C 1.2 kernel, with a __private event list (below). */
void __XASYNC_OVLD wait_group_events(int num_events,
                                     __private event_t *event_list);

/* Inlined into the kernel whatever the inliner's cost model says. */
#define __XASYNC_CXX_INLINE inline __attribute__((always_inline))

/* ---- the C builtins as C++ calls them (xasync::abi) --------------------
 * The libraries are OpenCL C 1.2, whose event_t and event lists these
 * declarations reproduce:
 *  - the wait takes a __private event list (an unqualified pointer
 *    parameter is __generic in C++ for OpenCL and mangles differently on
 *    amdgcn and pocl);
 *  - amdgcn: OpenCL C 1.2 lowers event_t to a private pointer, C++ for
 *    OpenCL to a flat one, so a C++ call of the library's builtins has the
 *    wrong signature (not inlined, the event truncated).  There the header
 *    declares the builtins under their symbol names with a __private void *
 *    event, which is what the library's event_t is.
 * Each overload set: copy_1d and strided (classic, gentypes), copy_2d and
 * copy_3d (extension), wait, null_event. */
namespace xasync {
namespace abi {
#ifdef __AMDGCN__
typedef __private void *event_repr;
#define __XASYNC_SYM(name) __asm__(name)
#define __XASYNC_EXT(NAME, SHAPE, DST, DSTM, SRC, SRCM, ...)                   \
  event_repr NAME(DST void *dst, size_t dst_offset, const SRC void *src,       \
                  size_t src_offset, size_t elem_bytes, size_t elems,          \
                  size_t lines, __VA_ARGS__, event_repr event)                 \
      __XASYNC_SYM("_Z26async_work_group_copy_" SHAPE "PU3AS" DSTM             \
                   "vmPU3AS" SRCM "Kv" __XASYNC_EXT_M "9ocl_event");
#define __XASYNC_EXT_M "mmmmmm"
__XASYNC_EXT(copy_2d, "2D2D", __local, "3", __global, "1", size_t src_line,
             size_t dst_line)
__XASYNC_EXT(copy_2d, "2D2D", __global, "1", __local, "3", size_t src_line,
             size_t dst_line)
#undef __XASYNC_EXT_M
#define __XASYNC_EXT_M "mmmmmmmmm"
__XASYNC_EXT(copy_3d, "3D3D", __local, "3", __global, "1", size_t planes,
             size_t src_line, size_t src_plane, size_t dst_line,
             size_t dst_plane)
__XASYNC_EXT(copy_3d, "3D3D", __global, "1", __local, "3", size_t planes,
             size_t src_line, size_t src_plane, size_t dst_line,
             size_t dst_plane)
#undef __XASYNC_EXT_M
#undef __XASYNC_EXT
#define __XASYNC_CLASSIC(T, M, M2)                                             \
  event_repr copy_1d(__local T *dst, const __global T *src, size_t n,          \
                     event_repr event)                                         \
      __XASYNC_SYM("_Z21async_work_group_copyPU3AS3" M "PU3AS1K" M2            \
                   "m9ocl_event");                                             \
  event_repr copy_1d(__global T *dst, const __local T *src, size_t n,          \
                     event_repr event)                                         \
      __XASYNC_SYM("_Z21async_work_group_copyPU3AS1" M "PU3AS3K" M2            \
                   "m9ocl_event");                                             \
  event_repr strided(__local T *dst, const __global T *src, size_t n,          \
                     size_t stride, event_repr event)                          \
      __XASYNC_SYM("_Z29async_work_group_strided_copyPU3AS3" M "PU3AS1K" M2    \
                   "mm9ocl_event");                                            \
  event_repr strided(__global T *dst, const __local T *src, size_t n,          \
                     size_t stride, event_repr event)                          \
      __XASYNC_SYM("_Z29async_work_group_strided_copyPU3AS1" M "PU3AS3K" M2    \
                   "mm9ocl_event");
__XASYNC_FOR_EACH_GENTYPE_MANGLED(__XASYNC_CLASSIC)
#undef __XASYNC_CLASSIC
void wait(int num_events, __private event_repr *event_list)
    __XASYNC_SYM("_Z17wait_group_eventsiPU3AS59ocl_event");
#undef __XASYNC_SYM
/* OpenCL C's event 0 (a C++ null private pointer would be addrspace-cast
 * null, another value on amdgcn). */
static __XASYNC_CXX_INLINE event_repr null_event() {
  static_assert(sizeof(event_repr) == sizeof(uint), "amdgcn private pointer");
  return __builtin_bit_cast(event_repr, 0u);
}
#else
typedef event_t event_repr;
static __XASYNC_CXX_INLINE event_repr null_event() { return 0; }
/* Forwarders to the C overloads, with the parameter lists above. */
template <class D, class S>
static __XASYNC_CXX_INLINE event_repr copy_1d(D *dst, S *src, size_t n,
                                              event_repr event) {
  return ::async_work_group_copy(dst, src, n, event);
}
template <class D, class S>
static __XASYNC_CXX_INLINE event_repr strided(D *dst, S *src, size_t n,
                                              size_t stride, event_repr event) {
  return ::async_work_group_strided_copy(dst, src, n, stride, event);
}
template <class D, class S>
static __XASYNC_CXX_INLINE event_repr
copy_2d(D *dst, size_t dst_offset, S *src, size_t src_offset,
        size_t elem_bytes, size_t elems, size_t lines, size_t src_line,
        size_t dst_line, event_repr event) {
  return ::async_work_group_copy_2D2D(dst, dst_offset, src, src_offset,
                                      elem_bytes, elems, lines, src_line,
                                      dst_line, event);
}
template <class D, class S>
static __XASYNC_CXX_INLINE event_repr
copy_3d(D *dst, size_t dst_offset, S *src, size_t src_offset,
        size_t elem_bytes, size_t elems, size_t lines, size_t planes,
        size_t src_line, size_t src_plane, size_t dst_line, size_t dst_plane,
        event_repr event) {
  return ::async_work_group_copy_3D3D(dst, dst_offset, src, src_offset,
                                      elem_bytes, elems, lines, planes,
                                      src_line, src_plane, dst_line, dst_plane,
                                      event);
}
static __XASYNC_CXX_INLINE void wait(int num_events,
                                     __private event_repr *event_list) {
  ::wait_group_events(num_events, event_list);
}
#endif
} // namespace abi

/* Everything below has internal linkage (an unnamed namespace), so that the
 * constants a kernel passes reach into the library as from a C call (IPSCCP
 * does not propagate through linkonce_odr functions). */
namespace {

namespace detail {
struct event_access;
}

/* An async copy's event.  Default-constructed it is the null event (a copy
 * given it starts a new event); a copy given another event returns that
 * event (chaining), so one wait covers every copy chained on it. */
class device_event {
public:
  __XASYNC_CXX_INLINE device_event() : ev_{abi::null_event()} {}
  /* Copied as the event, not as bytes: an implicit copy is a memcpy, after
   * which the IR carries the event as an integer and the library's inlined
   * code compiles differently from a C kernel's (tests/codegen/cxx). */
  __XASYNC_CXX_INLINE device_event(const device_event &o) : ev_{o.ev_[0]} {}
  __XASYNC_CXX_INLINE device_event &operator=(const device_event &o) {
    ev_[0] = o.ev_[0];
    return *this;
  }
  /* Waits for every copy on this event.  Work-group-wide, like
   * wait_group_events: every work-item calls it with the same event. */
  __XASYNC_CXX_INLINE void wait() const {
    __private abi::event_repr list[1] = {ev_[0]};
    abi::wait(1, list);
  }

private:
  friend struct detail::event_access;
  /* OpenCL forbids an event_t member; a one-element array is accepted and
   * compiles to the bare event. */
  abi::event_repr ev_[1];
};

namespace detail {

struct event_access {
  static __XASYNC_CXX_INLINE abi::event_repr get(device_event e) {
    return e.ev_[0];
  }
  static __XASYNC_CXX_INLINE device_event make(abi::event_repr r) {
    device_event e;
    e.ev_[0] = r;
    return e;
  }
};

/* Traits are enums, not static data members: without the program-scope
 * variables feature C++ for OpenCL rejects those outside __constant. */
template <class A, class B> struct same { enum : bool { value = false }; };
template <class A> struct same<A, A> { enum : bool { value = true }; };

/* Address space of a pointee type, as C++ for OpenCL spells it in the type. */
enum space { space_none, space_global, space_local, space_constant,
             space_private, space_generic };
template <class T> struct space_of { enum { value = space_none }; };
template <class T> struct space_of<__global T> { enum { value = space_global }; };
template <class T> struct space_of<__local T> { enum { value = space_local }; };
template <class T> struct space_of<__constant T> { enum { value = space_constant }; };
template <class T> struct space_of<__private T> { enum { value = space_private }; };
#if __OPENCL_CPP_VERSION__ == 100 || defined(__opencl_c_generic_address_space)
#define __XASYNC_HAS_GENERIC 1
template <class T> struct space_of<__generic T> { enum { value = space_generic }; };
#endif

/* The element type: address space, const and volatile removed. */
template <class T> struct strip_space { using type = T; };
template <class T> struct strip_space<__global T> { using type = T; };
template <class T> struct strip_space<__local T> { using type = T; };
template <class T> struct strip_space<__constant T> { using type = T; };
template <class T> struct strip_space<__private T> { using type = T; };
#ifdef __XASYNC_HAS_GENERIC
template <class T> struct strip_space<__generic T> { using type = T; };
#endif
template <class T> struct strip_cv { using type = T; };
template <class T> struct strip_cv<const T> { using type = T; };
template <class T> struct strip_cv<volatile T> { using type = T; };
template <class T> struct strip_cv<const volatile T> { using type = T; };
template <class T>
using element_t = typename strip_cv<typename strip_space<T>::type>::type;

template <class T> struct is_const { enum : bool { value = false }; };
template <class T> struct is_const<const T> { enum : bool { value = true }; };

template <class T> struct is_copy_space {
  enum : bool {
    value = space_of<T>::value == space_global || space_of<T>::value == space_local
  };
};

/* What the checks of a copy find; no static_assert here, so that a failed
 * check leaves `ok` usable to skip the call (one error, not a cascade). */
template <class D, class S> struct copy_traits {
  using T = element_t<D>;
  enum : bool {
    dst_space_ok = is_copy_space<D>::value,
    src_space_ok = is_copy_space<S>::value,
    spaces_ok = dst_space_ok && src_space_ok,
    both_global = spaces_ok && space_of<D>::value == space_global &&
                  space_of<S>::value == space_global,
    both_local = spaces_ok && space_of<D>::value == space_local &&
                 space_of<S>::value == space_local,
    dst_const = is_const<typename strip_space<D>::type>::value,
    same_type = same<T, element_t<S>>::value,
    is_void = same<T, void>::value,
    copyable = !is_void && __is_trivially_copyable(T),
    ok = spaces_ok && !both_global && !both_local && !dst_const && same_type &&
         copyable,
    to_local = space_of<D>::value == space_local
  };
};

/* The gentypes of the classic builtins: copied by those, as a C kernel
 * copies them; any other T by the spec's 2D2D equivalent. */
template <class T> struct is_gentype { enum : bool { value = false }; };
#define __XASYNC_CXX_GENTYPE(T)                                                \
  template <> struct is_gentype<T> { enum : bool { value = true }; };
__XASYNC_FOR_EACH_GENTYPE(__XASYNC_CXX_GENTYPE)
#undef __XASYNC_CXX_GENTYPE

enum shape { shape_1d, shape_strided, shape_2d, shape_3d };

/* The one place copies reach the library.  1D: `elems` elements (line
 * lengths = elems); strided: `lines` elements, the stride in the __global
 * side's line length, 1 on the __local side; 2D and 3D as the spec. */
template <int Shape, class D, class S>
__XASYNC_CXX_INLINE device_event copy(D *dst, size_t dst_offset, S *src,
                                      size_t src_offset, size_t elems,
                                      size_t lines, size_t planes,
                                      size_t src_line, size_t src_plane,
                                      size_t dst_line, size_t dst_plane,
                                      device_event event) {
  using check = copy_traits<D, S>;
  static_assert(check::dst_space_ok,
                "xasync: the destination must be a __local or __global pointer "
                "(private, constant and generic memory take no part in async copies)");
  static_assert(check::src_space_ok,
                "xasync: the source must be a __global or __local pointer "
                "(private, constant and generic memory take no part in async copies)");
  static_assert(!check::both_global,
                "xasync: both pointers are __global: an async copy goes from "
                "__global to __local memory or from __local to __global");
  static_assert(!check::both_local,
                "xasync: both pointers are __local: an async copy goes from "
                "__global to __local memory or from __local to __global");
  static_assert(!check::dst_const, "xasync: the destination points to const data");
  static_assert(check::same_type,
                "xasync: source and destination element types differ (the "
                "element size comes from the type; cast a pointer to copy "
                "the bytes as another type)");
  static_assert(!check::is_void, "xasync: void pointers give no element size: "
                          "pass pointers to the element type");
  static_assert(check::is_void || check::copyable,
                "xasync: the element type is not trivially copyable (an async "
                "copy moves bytes, not objects)");
  if constexpr (check::ok) {
    using T = typename check::T;
    const abi::event_repr ev = event_access::get(event);
    abi::event_repr r;
    if constexpr (check::to_local) {
      using TD = __local T *;
      using TS = const __global T *;
      if constexpr (Shape == shape_1d && is_gentype<T>::value)
        r = abi::copy_1d((TD)dst, (TS)src, elems, ev);
      else if constexpr (Shape == shape_strided && is_gentype<T>::value)
        r = abi::strided((TD)dst, (TS)src, lines, src_line, ev);
      else if constexpr (Shape != shape_3d)
        r = abi::copy_2d((__local void *)dst, dst_offset,
                         (const __global void *)src, src_offset, sizeof(T),
                         elems, lines, src_line, dst_line, ev);
      else
        r = abi::copy_3d((__local void *)dst, dst_offset,
                         (const __global void *)src, src_offset, sizeof(T),
                         elems, lines, planes, src_line, src_plane, dst_line,
                         dst_plane, ev);
    } else {
      using TD = __global T *;
      using TS = const __local T *;
      if constexpr (Shape == shape_1d && is_gentype<T>::value)
        r = abi::copy_1d((TD)dst, (TS)src, elems, ev);
      else if constexpr (Shape == shape_strided && is_gentype<T>::value)
        r = abi::strided((TD)dst, (TS)src, lines, dst_line, ev);
      else if constexpr (Shape != shape_3d)
        r = abi::copy_2d((__global void *)dst, dst_offset,
                         (const __local void *)src, src_offset, sizeof(T),
                         elems, lines, src_line, dst_line, ev);
      else
        r = abi::copy_3d((__global void *)dst, dst_offset,
                         (const __local void *)src, src_offset, sizeof(T),
                         elems, lines, planes, src_line, src_plane, dst_line,
                         dst_plane, ev);
    }
    return event_access::make(r);
  } else {
    return event;
  }
}

} // namespace detail

/* async_work_group_copy(dst, src, n[, event]): n elements of T (other than
 * a gentype: one 2D2D line of n elements, which the libraries run as they
 * run the classic copy). */
template <class D, class S>
__XASYNC_CXX_INLINE device_event
async_work_group_copy(D *dst, S *src, size_t num_elements,
                      device_event event = {}) {
  return detail::copy<detail::shape_1d>(dst, 0, src, 0, num_elements, 1, 0,
                                        num_elements, 0, num_elements, 0,
                                        event);
}

/* async_work_group_strided_copy(dst, src, n, stride[, event]): the __global
 * side read or written every `stride` elements, the __local side dense
 * (other than a gentype: the spec's 2D2D of n lines of one element). */
template <class D, class S>
__XASYNC_CXX_INLINE device_event
async_work_group_strided_copy(D *dst, S *src, size_t num_elements,
                              size_t stride, device_event event = {}) {
  constexpr bool to_local = detail::space_of<D>::value == detail::space_local;
  return detail::copy<detail::shape_strided>(
      dst, 0, src, 0, 1, num_elements, 0, to_local ? stride : 1, 0,
      to_local ? 1 : stride, 0, event);
}

/* The SYCL proposal's spelling of the strided copy.  Its fourth argument is
 * a stride: a C kernel's trailing event 0 becomes a stride of 0 here. */
template <class D, class S>
__XASYNC_CXX_INLINE device_event
async_work_group_copy(D *dst, S *src, size_t num_elements, size_t stride,
                      device_event event = {}) {
  return xasync::async_work_group_strided_copy(dst, src, num_elements, stride,
                                               event);
}

/* 2D: num_lines lines of num_elements_per_line elements of T. */
template <class D, class S>
__XASYNC_CXX_INLINE device_event async_work_group_copy_2D2D(
    D *dst, size_t dst_offset, S *src, size_t src_offset,
    size_t num_elements_per_line, size_t num_lines,
    size_t src_total_line_length, size_t dst_total_line_length,
    device_event event = {}) {
  return detail::copy<detail::shape_2d>(dst, dst_offset, src, src_offset,
                            num_elements_per_line, num_lines, 0,
                            src_total_line_length, 0, dst_total_line_length, 0,
                            event);
}

/* 3D: num_planes planes of num_lines lines of num_elements_per_line. */
template <class D, class S>
__XASYNC_CXX_INLINE device_event async_work_group_copy_3D3D(
    D *dst, size_t dst_offset, S *src, size_t src_offset,
    size_t num_elements_per_line, size_t num_lines, size_t num_planes,
    size_t src_total_line_length, size_t src_total_plane_area,
    size_t dst_total_line_length, size_t dst_total_plane_area,
    device_event event = {}) {
  return detail::copy<detail::shape_3d>(dst, dst_offset, src, src_offset,
                             num_elements_per_line, num_lines, num_planes,
                             src_total_line_length, src_total_plane_area,
                             dst_total_line_length, dst_total_plane_area,
                             event);
}

/* prefetch(p, n): a hint that n elements of T at p (__global) are read
 * soon; other than a gentype, n * sizeof(T) bytes, as the libraries
 * prefetch a gentype. */
template <class P>
__XASYNC_CXX_INLINE void prefetch(P *p, size_t num_elements) {
  using T = detail::element_t<P>;
  constexpr bool in_global = detail::space_of<P>::value == detail::space_global;
  static_assert(in_global, "xasync: prefetch takes a __global pointer");
  constexpr bool sized = !detail::same<T, void>::value;
  static_assert(sized, "xasync: void pointers give no element size: "
                       "pass pointers to the element type");
  if constexpr (in_global && sized && detail::is_gentype<T>::value)
    ::prefetch((const __global T *)p, num_elements);
  else if constexpr (in_global && sized)
    ::prefetch((const __global uchar *)p, num_elements * sizeof(T));
}

/* Waits for every copy on each event: one wait_group_events call. */
template <class... Events>
__XASYNC_CXX_INLINE void work_group_wait(Events... events) {
  static_assert(sizeof...(Events) > 0,
                "xasync: work_group_wait needs at least one device_event");
  constexpr bool all_events = (detail::same<Events, device_event>::value && ...);
  static_assert(all_events, "xasync: work_group_wait takes device_event "
                            "arguments only");
  if constexpr (sizeof...(Events) > 0 && all_events) {
    __private abi::event_repr list[] = {detail::event_access::get(events)...};
    abi::wait((int)sizeof...(Events), list);
  }
}

} // namespace
} // namespace xasync

#undef __XASYNC_HAS_GENERIC
#endif /* XASYNC_HPP */
