# pocl's CPU device: a library built with the LLVM pocl was built with
# (bitcode does not load into an older LLVM), under pocl's builtin names,
# with the CPU engine of this folder; and the overlay, a private copy of
# the system pocl with that library linked into its kernel library.
if(NOT XASYNC_ENABLE_POCL)
  return()
endif()

set(XASYNC_POCL_LLVM_VERSION 15 CACHE STRING "LLVM major version pocl was built with")
set(v ${XASYNC_POCL_LLVM_VERSION})
xasync_require_tool(XASYNC_POCL_CLANG "clang ${v} (pocl's LLVM)" NAMES clang-${v})
xasync_require_tool(XASYNC_POCL_LLVM_LINK "llvm-link ${v} (pocl's LLVM)" NAMES llvm-link-${v})
xasync_require_tool(XASYNC_POCL_OPT "opt ${v} (pocl's LLVM)" NAMES opt-${v})
xasync_require_tool(XASYNC_POCL_LLVM_AR "llvm-ar ${v} (pocl's LLVM)" NAMES llvm-ar-${v})
# clang 15's driver does not add the default OpenCL header itself.
xasync_define_toolchain(POCL CLANG ${XASYNC_POCL_CLANG}
  LLVM_LINK ${XASYNC_POCL_LLVM_LINK} OPT ${XASYNC_POCL_OPT}
  LLVM_AR ${XASYNC_POCL_LLVM_AR} FLAGS -Xclang -finclude-default-header)

# GENERIC_AS and spir_names.ll: the entry points SPIR binaries (the SPIR-V
# route, docs/spirv.md) call through pocl's SPIR wrappers.
set(pocl_flags -include ${CMAKE_CURRENT_LIST_DIR}/pocl_names.h
  -D__XASYNC_ENGINE_LEADER_ONLY=1
  -D__XASYNC_TEAM_LEADER_FN=__xasync_pocl_leader -D__XASYNC_MERGE_SHAPES=0
  -fno-vectorize -fno-slp-vectorize)
# LATE_CONSTANTS: the classic copies' lengths, constants in a user's
# chain of copies, pick their moves when pocl builds the kernel
# (pocl/row_copy.h, __xasync_cpu_line); LATE_IR: the loops of the other
# lengths (row_moves.ll) join the library after its -O3 pass.
set(pocl_late LATE_CONSTANTS async_copy_classic LATE_IR row_moves)
xasync_add_library(x86_64-pc-linux-gnu-pocl TRIPLE x86_64-pc-linux-gnu
  GENERIC_AS DIRS pocl generic TOOLCHAIN POCL FLAGS ${pocl_flags} ${pocl_late})

# For the tests only: every copy into global memory that may stream does
# (no size threshold, pocl/row_copy.h), so the conformance suite's small
# copies check the streaming rows too.
xasync_add_library(x86_64-pc-linux-gnu-pocl-stream TRIPLE x86_64-pc-linux-gnu
  GENERIC_AS TEST_ONLY DIRS pocl generic TOOLCHAIN POCL
  FLAGS ${pocl_flags} -D__XASYNC_CPU_STREAM_MIN_BYTES=0 ${pocl_late})

# The overlay (tools/pocl-overlay.sh): pocl-overlay (the product) and
# pocl-overlay-stream (the tests' streaming build).
# xasync_pocl_overlay(<target> <library> <out> <env var>)
function(xasync_pocl_overlay target lib dir env)
  get_property(bc GLOBAL PROPERTY XASYNC_BITCODE_${lib})
  set(stamp ${dir}/etc/OpenCL/vendors/xasync-pocl.icd)
  add_custom_command(OUTPUT ${stamp}
    COMMAND ${PROJECT_SOURCE_DIR}/tools/pocl-overlay.sh
            --bc ${bc} --include ${PROJECT_SOURCE_DIR}/include
            --out ${dir} --llvm-link ${XASYNC_POCL_LLVM_LINK}
            --layer $<TARGET_FILE:xasync-layer>
    DEPENDS ${bc} ${PROJECT_SOURCE_DIR}/tools/pocl-overlay.sh
            ${PROJECT_SOURCE_DIR}/include/xasync.h
            ${PROJECT_SOURCE_DIR}/include/xasync/gentypes.h
    COMMENT "xasync: building ${target}"
    VERBATIM)
  add_custom_target(${target} ALL DEPENDS ${stamp})
  # Order after the library's own target (a file dependency on another
  # target's custom-command output does not, and may run its rule twice).
  add_dependencies(${target} xasync-${lib} xasync-layer)
  # Environment for running OpenCL programs on the overlay (tests).
  set(${env}
    OCL_ICD_VENDORS=${dir}/etc/OpenCL/vendors
    POCL_CACHE_DIR=${dir}/cache PARENT_SCOPE)
endfunction()
set(XASYNC_POCL_OVERLAY ${CMAKE_BINARY_DIR}/pocl-overlay)
xasync_pocl_overlay(pocl-overlay x86_64-pc-linux-gnu-pocl ${XASYNC_POCL_OVERLAY}
  XASYNC_POCL_ENV)
xasync_pocl_overlay(pocl-overlay-stream x86_64-pc-linux-gnu-pocl-stream
  ${CMAKE_BINARY_DIR}/pocl-overlay-stream XASYNC_POCL_STREAM_ENV)
install(PROGRAMS ${PROJECT_SOURCE_DIR}/tools/pocl-overlay.sh
  DESTINATION ${CMAKE_INSTALL_DATADIR}/xasync)
