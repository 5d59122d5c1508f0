# The nvptx pass plugin (private_state.cpp; docs/nvptx.md, "The state in
# registers"): kernels compiled with clang -fpass-plugin=<it> keep the copy
# state and their arrays of events in registers.  It runs inside clang
# ${XASYNC_LLVM_VERSION}, so it is built against that LLVM's headers
# (Debian: llvm-${XASYNC_LLVM_VERSION}-dev) and links nothing: LLVM's
# symbols come from the clang that loads it.
set(XASYNC_NVPTX_PLUGIN AUTO CACHE STRING
  "Build the nvptx pass plugin: AUTO (where LLVM's development files are), ON or OFF")
set_property(CACHE XASYNC_NVPTX_PLUGIN PROPERTY STRINGS AUTO ON OFF)
set(XASYNC_NVPTX_PLUGIN_FILE "" CACHE INTERNAL "the built nvptx pass plugin")
if(NOT XASYNC_NVPTX_PLUGIN STREQUAL "OFF")
  find_program(XASYNC_LLVM_CONFIG NAMES llvm-config-${XASYNC_LLVM_VERSION}
    DOC "llvm-config ${XASYNC_LLVM_VERSION} (the nvptx pass plugin's headers)")
  set(xasync_llvm_include "")
  if(XASYNC_LLVM_CONFIG)
    execute_process(COMMAND ${XASYNC_LLVM_CONFIG} --includedir
      OUTPUT_VARIABLE xasync_llvm_include OUTPUT_STRIP_TRAILING_WHITESPACE
      RESULT_VARIABLE rc ERROR_QUIET)
    if(NOT rc EQUAL 0 OR NOT (EXISTS ${xasync_llvm_include}/llvm/Plugins/PassPlugin.h OR
                              EXISTS ${xasync_llvm_include}/llvm/Passes/PassPlugin.h))
      set(xasync_llvm_include "")
    endif()
  endif()
  if(xasync_llvm_include)
    add_library(xasync-nvptx-state MODULE ${CMAKE_CURRENT_LIST_DIR}/private_state.cpp
      ${CMAKE_CURRENT_LIST_DIR}/copy_loops.cpp)
    target_include_directories(xasync-nvptx-state SYSTEM PRIVATE ${xasync_llvm_include})
    # LLVM's own ABI choices (llvm-config --cxxflags): C++17, no exceptions.
    target_compile_features(xasync-nvptx-state PRIVATE cxx_std_17)
    target_compile_definitions(xasync-nvptx-state PRIVATE _GNU_SOURCE
      __STDC_CONSTANT_MACROS __STDC_FORMAT_MACROS __STDC_LIMIT_MACROS)
    target_compile_options(xasync-nvptx-state PRIVATE -fno-exceptions)
    set_target_properties(xasync-nvptx-state PROPERTIES
      LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib)
    set(XASYNC_NVPTX_PLUGIN_FILE
      ${CMAKE_BINARY_DIR}/lib/${CMAKE_SHARED_MODULE_PREFIX}xasync-nvptx-state${CMAKE_SHARED_MODULE_SUFFIX}
      CACHE INTERNAL "the built nvptx pass plugin")
    install(TARGETS xasync-nvptx-state LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/xasync)
    message(STATUS "xasync: nvptx pass plugin with LLVM headers in ${xasync_llvm_include}")
  elseif(XASYNC_NVPTX_PLUGIN STREQUAL "ON")
    message(FATAL_ERROR "xasync: the nvptx pass plugin needs LLVM ${XASYNC_LLVM_VERSION}'s "
      "development files (llvm-config-${XASYNC_LLVM_VERSION} and llvm/Plugins/PassPlugin.h; "
      "Debian: llvm-${XASYNC_LLVM_VERSION}-dev), or -DXASYNC_NVPTX_PLUGIN=OFF")
  else()
    message(STATUS "xasync: no nvptx pass plugin (LLVM ${XASYNC_LLVM_VERSION}'s development "
      "files not found: llvm-${XASYNC_LLVM_VERSION}-dev)")
  endif()
endif()
