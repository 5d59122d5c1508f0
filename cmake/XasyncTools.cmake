# Locates the LLVM tools the device libraries are built with.  Each is a
# cache variable so a user can point at another LLVM; a missing tool stops
# configuration with a message naming it and the package that provides it.

function(xasync_require_tool var description)
  cmake_parse_arguments(ARG "" "" "NAMES" ${ARGN})
  find_program(${var} NAMES ${ARG_NAMES} DOC "${description}")
  if(NOT ${var})
    list(JOIN ARG_NAMES " or " names)
    message(FATAL_ERROR
      "xasync: cannot find ${description} (looked for ${names}).\n"
      "Install it (Debian: see README.md, 'Set-up') or set -D${var}=/path/to/tool.")
  endif()
endfunction()

# The main toolchain builds nvptx/amdgcn/spir libraries; the pocl toolchain
# must be the LLVM pocl itself was built with, since bitcode does not load
# into an older LLVM.
set(XASYNC_LLVM_VERSION 22 CACHE STRING "LLVM major version of the main device toolchain")
set(XASYNC_POCL_LLVM_VERSION 15 CACHE STRING "LLVM major version pocl was built with")

set(v ${XASYNC_LLVM_VERSION})
xasync_require_tool(XASYNC_CLANG "clang ${v} (OpenCL C compiler)" NAMES clang-${v})
xasync_require_tool(XASYNC_LLVM_LINK "llvm-link ${v}" NAMES llvm-link-${v})
xasync_require_tool(XASYNC_OPT "opt ${v}" NAMES opt-${v})
xasync_require_tool(XASYNC_LLVM_AR "llvm-ar ${v}" NAMES llvm-ar-${v})
xasync_require_tool(XASYNC_LLVM_DIS "llvm-dis ${v}" NAMES llvm-dis-${v})
xasync_require_tool(XASYNC_LLC "llc ${v}" NAMES llc-${v})

# libclc: the work-item and other builtins kernels need besides xasync (the
# tests link it after xasync, so xasync's copies win).
set(XASYNC_LIBCLC_DIR /usr/lib/clc CACHE PATH "libclc bitcode directory (libclc-${v})")
if(XASYNC_BUILD_TESTS AND NOT EXISTS ${XASYNC_LIBCLC_DIR}/nvptx64--nvidiacl.bc)
  message(FATAL_ERROR "xasync: libclc not found in ${XASYNC_LIBCLC_DIR} "
    "(install libclc-${v} or set -DXASYNC_LIBCLC_DIR)")
endif()

if(XASYNC_ENABLE_POCL)
  set(v ${XASYNC_POCL_LLVM_VERSION})
  xasync_require_tool(XASYNC_POCL_CLANG "clang ${v} (pocl's LLVM)" NAMES clang-${v})
  xasync_require_tool(XASYNC_POCL_LLVM_LINK "llvm-link ${v} (pocl's LLVM)" NAMES llvm-link-${v})
  xasync_require_tool(XASYNC_POCL_OPT "opt ${v} (pocl's LLVM)" NAMES opt-${v})
  xasync_require_tool(XASYNC_POCL_LLVM_AR "llvm-ar ${v} (pocl's LLVM)" NAMES llvm-ar-${v})
endif()
