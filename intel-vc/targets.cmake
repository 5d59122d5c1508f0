# intel-vc: Intel GPU libraries for IGC's vector-compute (VC) path, whose
# copies write with vISA scattered writes (see docs/intel-vc.md).
#
# IGC 1.0.12504 (Debian bookworm) is built on LLVM 14 and reads SPIR-V made
# by llvm-spirv 14, so these libraries are built with LLVM 14, not the main
# toolchain.  The target is optional: without Intel's toolchain the project
# still configures, and XASYNC_ENABLE_INTEL_VC defaults to OFF.

set(XASYNC_INTEL_VC_LLVM_VERSION 14 CACHE STRING
  "LLVM major version of Intel's IGC (the intel-vc libraries are built with it)")
set(v ${XASYNC_INTEL_VC_LLVM_VERSION})

# name | description | program names
set(xasync_vc_tools
  "XASYNC_VC_CLANG|clang ${v} (clang-${v})|clang-${v}"
  "XASYNC_VC_LLVM_LINK|llvm-link ${v} (llvm-${v})|llvm-link-${v}"
  "XASYNC_VC_OPT|opt ${v} (llvm-${v})|opt-${v}"
  "XASYNC_VC_LLVM_AR|llvm-ar ${v} (llvm-${v})|llvm-ar-${v}"
  "XASYNC_VC_LLVM_DIS|llvm-dis ${v} (llvm-${v})|llvm-dis-${v}"
  "XASYNC_VC_LLVM_AS|llvm-as ${v} (llvm-${v})|llvm-as-${v}"
  "XASYNC_VC_LLVM_SPIRV|llvm-spirv ${v} (llvm-spirv-${v})|llvm-spirv-${v}"
  "XASYNC_VC_OCLOC|Intel's offline compiler ocloc (intel-opencl-icd)|ocloc")

# Look quietly first, to pick the default.
set(xasync_vc_found ON)
foreach(entry IN LISTS xasync_vc_tools)
  string(REPLACE "|" ";" entry "${entry}")
  list(GET entry 0 var)
  list(GET entry 2 names)
  find_program(${var} NAMES ${names})
  if(NOT ${var})
    set(xasync_vc_found OFF)
  endif()
endforeach()
option(XASYNC_ENABLE_INTEL_VC
  "Build the intel-vc libraries and their vISA codegen tests" ${xasync_vc_found})

if(XASYNC_ENABLE_INTEL_VC)
  # Enabled by hand without the tools: say which one is missing.
  foreach(entry IN LISTS xasync_vc_tools)
    string(REPLACE "|" ";" entry "${entry}")
    list(GET entry 0 var)
    list(GET entry 1 description)
    list(GET entry 2 names)
    xasync_require_tool(${var} "${description}" NAMES ${names})
  endforeach()

  # clang 14's driver does not add the default OpenCL header itself.
  # The entry points must inline into the kernel (llvm-spirv turns a
  # remaining call to async_work_group_copy or wait_group_events into its
  # own SPIR-V instruction), so nothing may give them "no-builtins".  The
  # version metadata goes: the kernel's OpenCL C version is the one that
  # counts, and llvm-spirv refuses a module whose entries disagree.
  xasync_define_toolchain(VC CLANG ${XASYNC_VC_CLANG}
    LLVM_LINK ${XASYNC_VC_LLVM_LINK} OPT ${XASYNC_VC_OPT}
    LLVM_AR ${XASYNC_VC_LLVM_AR}
    FLAGS -Xclang -finclude-default-header
    STRIP_OCL_VERSION LLVM_DIS ${XASYNC_VC_LLVM_DIS} LLVM_AS ${XASYNC_VC_LLVM_AS})
  # 64-bit global pointers (A64 stateless writes) and 32-bit ones (T255).
  # XASYNC_LOOP_RECOMPUTE_OFFSETS: IGC 1.0.12504 aborts on the shared
  # loop's incremental offset walk (32-bit); recomputed offsets compile.
  foreach(triple spir64 spir)
    xasync_add_library(${triple}-intel-vc TRIPLE ${triple}-unknown-unknown
      GENERIC_AS DIRS intel-vc generic TOOLCHAIN VC
      FLAGS -DXASYNC_LOOP_RECOMPUTE_OFFSETS)
  endforeach()

  # The tools the vISA codegen tests drive (tests/codegen/intel-vc).
  file(WRITE ${CMAKE_BINARY_DIR}/intel-vc/lit-tools.txt
    "clang=${XASYNC_VC_CLANG}\n"
    "llvm-dis=${XASYNC_VC_LLVM_DIS}\n"
    "llvm-as=${XASYNC_VC_LLVM_AS}\n"
    "llvm-spirv=${XASYNC_VC_LLVM_SPIRV}\n"
    "ocloc=${XASYNC_VC_OCLOC}\n")

  install(PROGRAMS ${PROJECT_SOURCE_DIR}/tools/xasync-vc-visa.sh
    DESTINATION ${CMAKE_INSTALL_DATADIR}/xasync)
endif()
