# Packaging (docs/install.md): xasync-run, the pkg-config file, the Python
# wheel's layout (scikit-build-core sets SKBUILD) and the Debian packages
# (CPack).  Components: `dev` (bitcode libraries, headers, the CMake package,
# xasync.pc: every install() without a COMPONENT, CMAKE_INSTALL_DEFAULT_COMPONENT_NAME
# in CMakeLists.txt), `runtime` (the layer with its embedded source forms,
# xasync-run) and `python` (the wheel's lib/ and bin/ under xasync/).

# xasync-run: the layer is ../lib/libxasync-layer.so from the launcher in
# the build tree (bin/, lib/), the Debian package and the wheel alike.
file(RELATIVE_PATH xasync_run_layer ${CMAKE_INSTALL_FULL_BINDIR}
  ${CMAKE_INSTALL_FULL_LIBDIR}/${CMAKE_SHARED_LIBRARY_PREFIX}xasync-layer${CMAKE_SHARED_LIBRARY_SUFFIX})
add_executable(xasync-run ${PROJECT_SOURCE_DIR}/tools/xasync_run.cpp)
target_compile_features(xasync-run PRIVATE cxx_std_17)
target_compile_options(xasync-run PRIVATE -Wall -Wextra)
target_compile_definitions(xasync-run PRIVATE XASYNC_RUN_LAYER="${xasync_run_layer}")
target_link_libraries(xasync-run PRIVATE ${CMAKE_DL_LIBS})
# As the layer: no libstdc++ of a particular version needed at run time.
target_link_options(xasync-run PRIVATE -static-libstdc++ -static-libgcc)
set_target_properties(xasync-run PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/bin)
add_dependencies(xasync-run xasync-layer)

if(SKBUILD)
  # The wheel: xasync/lib/libxasync-layer.so and xasync/bin/xasync-run
  # beside the Python package (python/xasync), the same relative layout.
  install(TARGETS xasync-layer LIBRARY DESTINATION ${SKBUILD_PROJECT_NAME}/lib COMPONENT python)
  install(TARGETS xasync-run RUNTIME DESTINATION ${SKBUILD_PROJECT_NAME}/bin COMPONENT python)
  return()
endif()

install(TARGETS xasync-run RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)

# xasync.pc: relocatable (${pcfiledir}), so `cmake --install --prefix P`
# and the Debian package (/usr) give the same file.
file(RELATIVE_PATH xasync_pc_prefix ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig
  ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" xasync_pc_prefix "${xasync_pc_prefix}")
list(JOIN XASYNC_DEVICE_LIBRARIES " " xasync_pc_targets)
configure_file(${PROJECT_SOURCE_DIR}/cmake/xasync.pc.in ${PROJECT_BINARY_DIR}/xasync.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/xasync.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig
  COMPONENT dev)

# Debian packages: `cpack -G DEB` in the build folder writes
# xasync_<version>_<arch>.deb (runtime) and xasync-dev_<version>_<arch>.deb.
set(CPACK_PACKAGE_NAME xasync)
set(CPACK_PACKAGE_VENDOR "xasync")
set(CPACK_PACKAGE_CONTACT "xasync maintainers <xasync@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "cl_khr_extended_async_copies (async_work_group_copy_2D2D/3D3D) for OpenCL")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_COMPONENTS_ALL runtime dev)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME xasync)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "libc6")
# The layer needs an ICD loader to load it, and a driver to cover;
# llvm-spirv-15 only for SPIR-V programs on a pocl overlay.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_RECOMMENDS "ocl-icd-libopencl1, pocl-opencl-icd")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SUGGESTS "llvm-spirv-15")
set(CPACK_COMPONENT_RUNTIME_DESCRIPTION
  "OpenCL loader layer: lists cl_khr_extended_async_copies and prepends xasync's source form to programs built from source (pocl, NVIDIA, Intel's CPU runtime, Oclgrind); xasync-run")
set(CPACK_DEBIAN_DEV_PACKAGE_NAME xasync-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
# The CMake package names the layer (xasync_LAYER), which the runtime ships.
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "xasync (= ${PROJECT_VERSION})")
set(CPACK_COMPONENT_DEV_DESCRIPTION
  "LLVM bitcode libraries per target, OpenCL C and C++ for OpenCL headers, CMake package (find_package(xasync)) and pkg-config file (xasync.pc)")
include(CPack)
