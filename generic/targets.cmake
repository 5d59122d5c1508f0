# Generic-engine libraries: the targets without a specialised folder
# (nvptx sm_70, amdgcn without a CPU, SPIR).
xasync_add_library(nvptx64--nvidiacl TRIPLE nvptx64-nvidia-nvcl DIRS generic)
xasync_add_library(amdgcn-amd-amdhsa TRIPLE amdgcn-amd-amdhsa GENERIC_AS
  DIRS generic FLAGS -nogpulib)
xasync_add_library(spir64-- TRIPLE spir64-unknown-unknown GENERIC_AS
  DIRS generic)
