# NVIDIA specialisations, one library per SM level, named like libclc's
# targets.  The plain nvptx64--nvidiacl library (top-level CMakeLists.txt)
# is the generic engine and serves sm_70.  XASYNC_NVPTX_SM selects the
# features the sources use (cp.async: 80; bulk copies: 90).
# __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL: constant tile shapes fold
# (include/xasync/internal/engine.h; docs/nvptx.md, "Constant tile shapes").
# -cl-ext=+cl_khr_fp16: clang's nvptx target leaves the extension off, while
# a kernel may turn it on and then calls the half overloads xasync.h
# declares; every nvptx library has them (tests/codegen/nvptx/half.cl).
# -fno-jump-tables: the wait's switch over N (cp.async.wait_group takes an
# immediate) becomes a tree of compares instead of a brx.idx jump table;
# the kernel inherits the attribute when the library inlines.  On the
# device, the synchronous SGEMM went from 0.84 to 0.89-0.90 of its
# cp.async twin and the 64x32 stencil from sm_80's library 0.87 -> 0.96
# async/sync, the double-buffered SGEMM lost 0.8% and the tiles held
# (docs/results/h100/README.md#no-jump-tables-2026-11-27).
# __XASYNC_ENGINE_TAKES_EMPTY: the entry hands every copy to the engine,
# empty ones too, so every call loads the work-item's state at one address
# and LLVM forwards it through a chain and to the wait
# (include/xasync/internal/engine.h; docs/results/h100/README.md#state-first-2026-11-27).
xasync_add_library(sm_80-nvptx64--nvidiacl TRIPLE nvptx64-nvidia-nvcl
  DIRS nvptx generic FLAGS -march=sm_80 -DXASYNC_NVPTX_SM=80 -fno-jump-tables
  -Xclang -cl-ext=+cl_khr_fp16
  -D__XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL=1 -D__XASYNC_ENGINE_TAKES_EMPTY=1
  -D__XASYNC_MERGE_SHAPES=0 -D__XASYNC_ENGINE_ELEMS=1 LATE_IR nvptx_hooks)
xasync_add_library(sm_90-nvptx64--nvidiacl TRIPLE nvptx64-nvidia-nvcl
  DIRS nvptx generic FLAGS -march=sm_90 -DXASYNC_NVPTX_SM=90 -fno-jump-tables
  -Xclang -cl-ext=+cl_khr_fp16
  -D__XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL=1 -D__XASYNC_ENGINE_TAKES_EMPTY=1
  -D__XASYNC_MERGE_SHAPES=0 -D__XASYNC_ENGINE_ELEMS=1 LATE_IR nvptx_hooks)
# Experiment (docs/results/h100/README.md#event-design): sm_90 code with full waits,
# no per-work-item state.
if(XASYNC_EXPERIMENT_LIBRARIES)
  xasync_add_library(sm_90-fullwait-nvptx64--nvidiacl TRIPLE nvptx64-nvidia-nvcl
  DIRS nvptx generic FLAGS -march=sm_90 -DXASYNC_NVPTX_SM=90 -DXASYNC_NV_FULL_WAITS
  LATE_IR nvptx_hooks)
endif()
# The pass plugin that keeps the copy state in registers.
include(${CMAKE_CURRENT_LIST_DIR}/pass/plugin.cmake)
