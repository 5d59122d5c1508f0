# xasync_add_library(<name> TRIPLE <triple> [CPU <cpu>] [GENERIC_AS] [TEST_ONLY]
#                    DIRS <dir>... [FLAGS <flag>...] [TOOLCHAIN <toolchain>]
#                    [LATE_CONSTANTS <source name>...] [LATE_IR <source name>...])
#
# Builds xasync-<name>.bc (all sources linked and optimised) and
# libxasync-<name>.a (the unlinked sources, for consumers that link lazily).
# Sources come from each DIR's SOURCES file; a file name listed by an
# earlier DIR overrides the same name in a later one (libclc's scheme:
# DIRS is "<target-dir>... generic").  GENERIC_AS compiles
# wait_group_events.cl a second time in OpenCL C 3.0 for targets whose
# generic address space mangles differently from private.  TOOLCHAIN
# names a set of tools from xasync_define_toolchain (default MAIN).  A
# source ending in .ll is LLVM IR (for intrinsics OpenCL C cannot spell)
# and is compiled once, without -cl-std or depfile.  TEST_ONLY: a build
# for the tests alone (neither installed nor in XASYNC_DEVICE_LIBRARIES).
# LATE_CONSTANTS names sources (without extension) whose
# __builtin_constant_p tests stay undecided (llvm.is.constant) until the
# kernel that calls them is optimised, so that a copy can take one form
# for a length the caller wrote as a constant and another for a run-time
# one.  -O3 decides every such test "false" in its last stage: these
# sources go through the ThinLTO pre-link pipeline (-O3 without that
# stage) and join the library after its -O3 pass, so the other sources'
# code is what it would be without them.  LATE_IR names .ll sources that
# join the library after its -O3 pass unoptimised: functions the library's
# code keeps as calls, for the kernel's own compile to inline or fold
# (nvptx/nvptx_hooks.ll).

set(XASYNC_DEVICE_LIBRARIES "" CACHE INTERNAL "")

function(xasync_add_library name)
  cmake_parse_arguments(ARG "GENERIC_AS;TEST_ONLY" "TRIPLE;CPU;TOOLCHAIN" "DIRS;FLAGS;LATE_CONSTANTS;LATE_IR" ${ARGN})
  if(NOT ARG_TOOLCHAIN)
    set(ARG_TOOLCHAIN MAIN)
  endif()
  foreach(key CLANG LLVM_LINK OPT LLVM_AR LLVM_DIS LLVM_AS FLAGS STRIP_OCL_VERSION)
    get_property(tc_${key} GLOBAL PROPERTY XASYNC_TOOLCHAIN_${ARG_TOOLCHAIN}_${key})
  endforeach()
  if(NOT tc_CLANG)
    message(FATAL_ERROR "xasync_add_library(${name}): no toolchain ${ARG_TOOLCHAIN}")
  endif()
  set(clang ${tc_CLANG})
  set(link ${tc_LLVM_LINK})
  set(opt ${tc_OPT})
  set(ar ${tc_LLVM_AR})
  set(cpu_flags)
  if(ARG_CPU)
    set(cpu_flags -mcpu=${ARG_CPU})
  endif()

  # Resolve overrides: first directory that lists a file name wins.
  set(seen)
  set(sources)
  foreach(dir IN LISTS ARG_DIRS)
    set(list_file ${PROJECT_SOURCE_DIR}/${dir}/SOURCES)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${list_file})
    file(STRINGS ${list_file} entries REGEX "^[^#]")
    foreach(entry IN LISTS entries)
      get_filename_component(base ${entry} NAME)
      if(NOT base IN_LIST seen)
        list(APPEND seen ${base})
        list(APPEND sources ${PROJECT_SOURCE_DIR}/${dir}/${entry})
      endif()
    endforeach()
  endforeach()

  set(objdir ${CMAKE_CURRENT_BINARY_DIR}/obj/${name})
  file(MAKE_DIRECTORY ${objdir})
  set(common_flags -target ${ARG_TRIPLE} ${cpu_flags} ${tc_FLAGS}
      -O3 -ffp-contract=off -emit-llvm
      -I${PROJECT_SOURCE_DIR}/include ${ARG_FLAGS})
  set(objects)
  set(late_objects)
  foreach(src IN LISTS sources)
    get_filename_component(base ${src} NAME_WE)
    if(src MATCHES "\\.ll$")
      # LLVM IR source: what OpenCL C cannot express (e.g. a module-scope
      # __local variable).  No OpenCL flags and no depfile apply to it;
      # -nogpulib: amdgcn's driver otherwise looks for the ROCm device libs.
      set(obj ${objdir}/${base}.ll.bc)
      add_custom_command(OUTPUT ${obj}
        COMMAND ${clang} -target ${ARG_TRIPLE} -nogpulib -Wno-override-module -O3 -c
                -emit-llvm ${src} -o ${obj}
        DEPENDS ${src}
        COMMENT "xasync ${name}: ${base}.ll"
        VERBATIM)
      list(APPEND objects ${obj})
      if(base IN_LIST ARG_LATE_IR)
        list(APPEND late_objects ${obj})
      endif()
      continue()
    endif()
    set(variants "cl12|-cl-std=CL1.2")
    if(ARG_GENERIC_AS AND base STREQUAL "wait_group_events")
      list(APPEND variants "cl30|-cl-std=CL3.0")
    endif()
    foreach(variant IN LISTS variants)
      string(REPLACE "|" ";" variant "${variant}")
      list(GET variant 0 suffix)
      list(GET variant 1 std)
      set(obj ${objdir}/${base}.${suffix}.bc)
      set(late_flags)
      if(base IN_LIST ARG_LATE_CONSTANTS)
        set(late_flags -flto=thin)
        list(APPEND late_objects ${obj})
      endif()
      add_custom_command(OUTPUT ${obj}
        COMMAND ${clang} ${common_flags} ${late_flags} ${std} -c ${src} -o ${obj}
                -MD -MF ${obj}.d
        DEPFILE ${obj}.d
        DEPENDS ${src}
        COMMENT "xasync ${name}: ${base}.cl (${std})"
        VERBATIM)
      list(APPEND objects ${obj})
    endforeach()
  endforeach()

  set(linked ${objdir}/linked.bc)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/lib/xasync-${name}.bc)
  set(archive ${CMAKE_CURRENT_BINARY_DIR}/lib/libxasync-${name}.a)
  set(early_objects ${objects})
  set(optimized ${out})
  set(late_link)
  if(late_objects)
    list(REMOVE_ITEM early_objects ${late_objects})
    set(optimized ${objdir}/optimized.bc)
    set(late_link COMMAND ${link} ${optimized} ${late_objects} -o ${out})
  endif()
  set(strip_version)
  set(strip_script)
  if(tc_STRIP_OCL_VERSION)
    set(strip_script ${PROJECT_SOURCE_DIR}/cmake/XasyncStripOclVersion.cmake)
    set(strip_version COMMAND ${CMAKE_COMMAND} -DLLVM_DIS=${tc_LLVM_DIS}
      -DLLVM_AS=${tc_LLVM_AS} -DBC=${out} -P ${strip_script})
  endif()
  add_custom_command(OUTPUT ${out} ${archive}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/lib
    COMMAND ${link} ${early_objects} -o ${linked}
    COMMAND ${opt} -O3 ${linked} -o ${optimized}
    ${late_link}
    ${strip_version}
    COMMAND ${CMAKE_COMMAND} -E rm -f ${archive}
    COMMAND ${ar} rcs ${archive} ${objects}
    DEPENDS ${objects} ${strip_script}
    COMMENT "xasync: linking xasync-${name}.bc"
    VERBATIM)
  add_custom_target(xasync-${name} ALL DEPENDS ${out} ${archive})
  set_property(GLOBAL PROPERTY XASYNC_BITCODE_${name} ${out})
  if(ARG_TEST_ONLY)
    return()
  endif()
  install(FILES ${out} ${archive} DESTINATION ${CMAKE_INSTALL_LIBDIR}/xasync)
  set(XASYNC_DEVICE_LIBRARIES ${XASYNC_DEVICE_LIBRARIES} ${name} CACHE INTERNAL "")
endfunction()
