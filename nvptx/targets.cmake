# NVIDIA specialisations, one library per SM level, named like libclc's
# targets.  The plain nvptx64--nvidiacl library (top-level CMakeLists.txt)
# is the generic engine and serves sm_70.  XASYNC_NVPTX_SM selects the
# features the sources use (cp.async: 80; bulk copies: 90).
# __XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL: constant tile shapes fold
# (include/xasync/internal/engine.h; docs/nvptx.md, "Constant tile shapes").
xasync_add_library(sm_80-nvptx64--nvidiacl TRIPLE nvptx64-nvidia-nvcl
  DIRS nvptx generic FLAGS -march=sm_80 -DXASYNC_NVPTX_SM=80
  -D__XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL=1)
xasync_add_library(sm_90-nvptx64--nvidiacl TRIPLE nvptx64-nvidia-nvcl
  DIRS nvptx generic FLAGS -march=sm_90 -DXASYNC_NVPTX_SM=90
  -D__XASYNC_KEEP_ALIGNED_ROWS_TO_LOCAL=1)
# Experiment (docs/results/h100/README.md#event-design): sm_90 code with full waits,
# no per-work-item state.
if(XASYNC_EXPERIMENT_LIBRARIES)
  xasync_add_library(sm_90-fullwait-nvptx64--nvidiacl TRIPLE nvptx64-nvidia-nvcl
  DIRS nvptx generic FLAGS -march=sm_90 -DXASYNC_NVPTX_SM=90 -DXASYNC_NV_FULL_WAITS)
endif()
