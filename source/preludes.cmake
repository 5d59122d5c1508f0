# The source forms of xasync (docs/source-mode.md), generated from the
# library's own sources at build time: each target's files preprocessed into
# one OpenCL C text (source/make_prelude.cmake), embedded into the layer as a
# C++ constant.  The global property XASYNC_PRELUDE_SOURCES lists the
# generated .cpp files.
set(src ${PROJECT_SOURCE_DIR})
set(XASYNC_PRELUDE_SOURCES "")
# xasync_add_prelude(<name> <body.cl> [ALT_IF <macro> ALT_FLAGS <flags...>]
#                    FLAGS <flags...>): xasync_prelude_<name>.
function(xasync_add_prelude name body)
  cmake_parse_arguments(P "" "ALT_IF" "ALT_FLAGS;FLAGS" ${ARGN})
  set(out ${CMAKE_BINARY_DIR}/source/prelude_${name}.cpp)
  list(JOIN P_FLAGS "|" flags)
  list(JOIN P_ALT_FLAGS "|" alt_flags)
  file(GLOB_RECURSE deps CONFIGURE_DEPENDS ${src}/include/*.h ${src}/generic/*.cl
    ${src}/nvptx/*.cl ${src}/nvptx/*.h ${src}/rows/*.cl)
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DCLANG=${XASYNC_CLANG} -DMAIN=${body}
      -DHEAD=${src}/source/prelude_head.cl "-DFLAGS=${flags}"
      "-DALT_IF=${P_ALT_IF}" "-DALT_FLAGS=${alt_flags}"
      -DNAME=xasync_prelude_${name} -DOUT=${out} -P ${src}/source/make_prelude.cmake
    DEPENDS ${body} ${src}/source/prelude_head.cl ${src}/source/make_prelude.cmake ${deps}
    COMMENT "xasync: source form '${name}' (prelude_${name}.cpp)" VERBATIM)
  set(XASYNC_PRELUDE_SOURCES ${XASYNC_PRELUDE_SOURCES} ${out} PARENT_SCOPE)
endfunction()

xasync_add_prelude(generic ${src}/source/generic.cl
  FLAGS -I${src}/include -I${src}/generic)
# The nvptx library's files over the generic ones (nvptx/targets.cmake),
# their primitives as inline PTX (nvptx/nvptx_intrinsics.h).  'nvptx' has
# full waits (stateless events); 'nvptx_partial' the library's per-work-item
# event state (nvptx/nvptx_state_source.h) and partial waits, with a second,
# full-wait copy that units compiled for clLinkProgram take (the layer adds
# -D__XASYNC_LINKED_UNIT there: each unit would have its own state).
# __XASYNC_TEAM_NONZERO: NVIDIA's compiler does not know that a work-group
# has a work-item (include/xasync/internal/work_group.h).
# XASYNC_NV_RARE_OUT_OF_LINE: the chunk and byte paths of classic and
# strided copies out of line, where NVIDIA's compiler builds the kernel
# (nvptx/copy_engine.cl says what it is worth and costs).
# XASYNC_NVPTX_SOURCE_FLAGS: extra preprocessor flags for experiments (e.g.
# -DXASYNC_... switches), empty in every shipped build.
set(XASYNC_NVPTX_SOURCE_FLAGS "" CACHE STRING
  "extra flags for the nvptx source forms (experiments)")
set(nvptx_flags -target nvptx64-nvidia-nvcl -I${src}/include -I${src}/nvptx
  -I${src}/generic -DXASYNC_NVPTX_SM=80 -D__XASYNC_ENGINE_ELEMS=1
  -D__XASYNC_TEAM_NONZERO -DXASYNC_NV_RARE_OUT_OF_LINE ${XASYNC_NVPTX_SOURCE_FLAGS})
xasync_add_prelude(nvptx ${src}/source/nvptx.cl
  FLAGS ${nvptx_flags} -DXASYNC_NV_FULL_WAITS)
# nvptx-partial keeps the 3D3D builtins out of line (XASYNC_OUTLINE_3D3D):
# inlined, NVIDIA's compiler gave tile3d kernels 3 groups per SM instead of
# 4 (docs/source-mode.md, "nvptx: primitives and events").
xasync_add_prelude(nvptx_partial ${src}/source/nvptx.cl
  ALT_IF __XASYNC_LINKED_UNIT ALT_FLAGS -DXASYNC_NV_FULL_WAITS
  FLAGS ${nvptx_flags} -DXASYNC_OUTLINE_3D3D)
# The rows engine (each line one call of the runtime's own classic copy)
# under the generic 2D2D/3D3D builtins; the runtime keeps its classic ones.
# __XASYNC_ENGINE_TAKES_EMPTY: copies that move nothing reach the engine,
# which returns the runtime's own event for them (rows/copy_engine.cl).
xasync_add_prelude(rows ${src}/source/rows.cl
  FLAGS -I${src}/include -I${src}/rows -I${src}/generic -D__XASYNC_SOURCE_ROWS
  -D__XASYNC_MERGE_SHAPES=0 -D__XASYNC_ENGINE_TAKES_EMPTY=1)
# Layers built in other directories (the tests' ASan build) order on this.
add_custom_target(xasync-preludes DEPENDS ${XASYNC_PRELUDE_SOURCES})
set_property(GLOBAL PROPERTY XASYNC_PRELUDE_SOURCES ${XASYNC_PRELUDE_SOURCES})
