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
xasync_add_library(x86_64-pc-linux-gnu-pocl TRIPLE x86_64-pc-linux-gnu
  GENERIC_AS DIRS pocl generic TOOLCHAIN POCL
  FLAGS -include ${CMAKE_CURRENT_LIST_DIR}/pocl_names.h
        -D__XASYNC_ENGINE_LEADER_ONLY=1 -fno-vectorize -fno-slp-vectorize)

# The overlay (tools/pocl-overlay.sh).
get_property(pocl_bc GLOBAL PROPERTY XASYNC_BITCODE_x86_64-pc-linux-gnu-pocl)
set(XASYNC_POCL_OVERLAY ${CMAKE_BINARY_DIR}/pocl-overlay)
set(overlay_stamp ${XASYNC_POCL_OVERLAY}/etc/OpenCL/vendors/xasync-pocl.icd)
add_custom_command(OUTPUT ${overlay_stamp}
  COMMAND ${PROJECT_SOURCE_DIR}/tools/pocl-overlay.sh
          --bc ${pocl_bc} --include ${PROJECT_SOURCE_DIR}/include
          --out ${XASYNC_POCL_OVERLAY} --llvm-link ${XASYNC_POCL_LLVM_LINK}
          --layer $<TARGET_FILE:xasync-layer>
  DEPENDS ${pocl_bc} ${PROJECT_SOURCE_DIR}/tools/pocl-overlay.sh
          ${PROJECT_SOURCE_DIR}/include/xasync.h
          ${PROJECT_SOURCE_DIR}/include/xasync/gentypes.h
  COMMENT "xasync: building the pocl overlay"
  VERBATIM)
add_custom_target(pocl-overlay ALL DEPENDS ${overlay_stamp})
# Order after the library's own target (a file dependency on another
# target's custom-command output does not, and may run its rule twice).
add_dependencies(pocl-overlay xasync-x86_64-pc-linux-gnu-pocl xasync-layer)
# Environment for running OpenCL programs on the overlay (tests).
set(XASYNC_POCL_ENV
  OCL_ICD_VENDORS=${XASYNC_POCL_OVERLAY}/etc/OpenCL/vendors
  POCL_CACHE_DIR=${XASYNC_POCL_OVERLAY}/cache)
install(PROGRAMS ${PROJECT_SOURCE_DIR}/tools/pocl-overlay.sh
  DESTINATION ${CMAKE_INSTALL_DATADIR}/xasync)
