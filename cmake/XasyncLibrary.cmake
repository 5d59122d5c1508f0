# xasync_add_library(<name> TRIPLE <triple> [CPU <cpu>] [POCL] [GENERIC_AS]
#                    DIRS <dir>... [FLAGS <flag>...]
#                    [CLANG <clang> LLVM_LINK <llvm-link> OPT <opt> LLVM_AR <ar>]
#                    [STRIP_OCL_VERSION LLVM_DIS <llvm-dis> LLVM_AS <llvm-as>])
#
# Builds xasync-<name>.bc (all sources linked and optimised) and
# libxasync-<name>.a (the unlinked sources, for consumers that link lazily).
# Sources come from each DIR's SOURCES file; a file name listed by an
# earlier DIR overrides the same name in a later one (libclc's scheme:
# DIRS is "<target-dir>... generic").  GENERIC_AS compiles
# wait_group_events.cl a second time in OpenCL C 3.0 for targets whose
# generic address space mangles differently from private.  CLANG/LLVM_LINK/
# OPT/LLVM_AR override the toolchain for a target whose consumer reads an
# older LLVM's bitcode.  A source ending in .ll is LLVM IR (for intrinsics
# OpenCL C cannot spell) and is compiled once, without -cl-std or depfile.
# STRIP_OCL_VERSION drops the OpenCL version metadata from the linked
# library (cmake/XasyncStripOclVersion.cmake says why).

set(XASYNC_DEVICE_LIBRARIES "" CACHE INTERNAL "")

function(xasync_add_library name)
  cmake_parse_arguments(ARG "POCL;GENERIC_AS;STRIP_OCL_VERSION"
    "TRIPLE;CPU;CLANG;LLVM_LINK;OPT;LLVM_AR;LLVM_DIS;LLVM_AS" "DIRS;FLAGS" ${ARGN})
  if(ARG_POCL)
    set(clang ${XASYNC_POCL_CLANG})
    set(link ${XASYNC_POCL_LLVM_LINK})
    set(opt ${XASYNC_POCL_OPT})
    set(ar ${XASYNC_POCL_LLVM_AR})
    # clang 15's driver does not add the default OpenCL header itself.
    set(header_flags -Xclang -finclude-default-header)
  else()
    set(clang ${XASYNC_CLANG})
    set(link ${XASYNC_LLVM_LINK})
    set(opt ${XASYNC_OPT})
    set(ar ${XASYNC_LLVM_AR})
    set(header_flags)
  endif()
  if(ARG_CLANG)
    set(clang ${ARG_CLANG})
  endif()
  if(ARG_LLVM_LINK)
    set(link ${ARG_LLVM_LINK})
  endif()
  if(ARG_OPT)
    set(opt ${ARG_OPT})
  endif()
  if(ARG_LLVM_AR)
    set(ar ${ARG_LLVM_AR})
  endif()
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
  set(common_flags -target ${ARG_TRIPLE} ${cpu_flags} ${header_flags}
      -O3 -ffp-contract=off -emit-llvm
      -I${PROJECT_SOURCE_DIR}/include ${ARG_FLAGS})
  set(objects)
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
      add_custom_command(OUTPUT ${obj}
        COMMAND ${clang} ${common_flags} ${std} -c ${src} -o ${obj}
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
  set(strip_version)
  set(strip_script)
  if(ARG_STRIP_OCL_VERSION)
    set(strip_script ${PROJECT_SOURCE_DIR}/cmake/XasyncStripOclVersion.cmake)
    set(strip_version COMMAND ${CMAKE_COMMAND} -DLLVM_DIS=${ARG_LLVM_DIS}
      -DLLVM_AS=${ARG_LLVM_AS} -DBC=${out} -P ${strip_script})
  endif()
  add_custom_command(OUTPUT ${out} ${archive}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/lib
    COMMAND ${link} ${objects} -o ${linked}
    COMMAND ${opt} -O3 ${linked} -o ${out}
    ${strip_version}
    COMMAND ${CMAKE_COMMAND} -E rm -f ${archive}
    COMMAND ${ar} rcs ${archive} ${objects}
    DEPENDS ${objects} ${strip_script}
    COMMENT "xasync: linking xasync-${name}.bc"
    VERBATIM)
  add_custom_target(xasync-${name} ALL DEPENDS ${out} ${archive})
  install(FILES ${out} ${archive} DESTINATION ${CMAKE_INSTALL_LIBDIR}/xasync)

  set(XASYNC_DEVICE_LIBRARIES ${XASYNC_DEVICE_LIBRARIES} ${name} CACHE INTERNAL "")
  set_property(GLOBAL PROPERTY XASYNC_BITCODE_${name} ${out})
endfunction()
