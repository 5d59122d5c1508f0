# Locates the LLVM tools the device libraries are built with and names
# toolchains.  Each tool is a cache variable so a user can point at another
# LLVM; a missing tool stops configuration with a message naming it and the
# package that provides it.

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

# xasync_define_toolchain(<name> CLANG <clang> LLVM_LINK <llvm-link> OPT <opt>
#                         LLVM_AR <llvm-ar> [FLAGS <flag>...]
#                         [STRIP_OCL_VERSION LLVM_DIS <llvm-dis> LLVM_AS <llvm-as>])
# A named set of tools a library is built with (xasync_add_library's
# TOOLCHAIN): a target whose consumer reads an older LLVM's bitcode defines
# its own.  FLAGS are added to every OpenCL C compile; STRIP_OCL_VERSION
# drops the OpenCL version metadata from the linked library
# (cmake/XasyncStripOclVersion.cmake says why).
function(xasync_define_toolchain name)
  cmake_parse_arguments(ARG "STRIP_OCL_VERSION"
    "CLANG;LLVM_LINK;OPT;LLVM_AR;LLVM_DIS;LLVM_AS" "FLAGS" ${ARGN})
  foreach(key CLANG LLVM_LINK OPT LLVM_AR LLVM_DIS LLVM_AS FLAGS STRIP_OCL_VERSION)
    set_property(GLOBAL PROPERTY XASYNC_TOOLCHAIN_${name}_${key} "${ARG_${key}}")
  endforeach()
endfunction()

# The main toolchain builds the nvptx/amdgcn/spir libraries; other
# toolchains are defined by the target folders that need them.
set(XASYNC_LLVM_VERSION 22 CACHE STRING "LLVM major version of the main device toolchain")
set(v ${XASYNC_LLVM_VERSION})
xasync_require_tool(XASYNC_CLANG "clang ${v} (OpenCL C compiler)" NAMES clang-${v})
xasync_require_tool(XASYNC_LLVM_LINK "llvm-link ${v}" NAMES llvm-link-${v})
xasync_require_tool(XASYNC_OPT "opt ${v}" NAMES opt-${v})
xasync_require_tool(XASYNC_LLVM_AR "llvm-ar ${v}" NAMES llvm-ar-${v})
xasync_require_tool(XASYNC_LLVM_DIS "llvm-dis ${v}" NAMES llvm-dis-${v})
xasync_require_tool(XASYNC_LLC "llc ${v}" NAMES llc-${v})
xasync_define_toolchain(MAIN CLANG ${XASYNC_CLANG} LLVM_LINK ${XASYNC_LLVM_LINK}
  OPT ${XASYNC_OPT} LLVM_AR ${XASYNC_LLVM_AR})

# libclc: the work-item and other builtins kernels need besides xasync (the
# tests link it after xasync, so xasync's copies win).
set(XASYNC_LIBCLC_DIR /usr/lib/clc CACHE PATH "libclc bitcode directory (libclc-${v})")
if(XASYNC_BUILD_TESTS AND NOT EXISTS ${XASYNC_LIBCLC_DIR}/nvptx64--nvidiacl.bc)
  message(FATAL_ERROR "xasync: libclc not found in ${XASYNC_LIBCLC_DIR} "
    "(install libclc-${v} or set -DXASYNC_LIBCLC_DIR)")
endif()
