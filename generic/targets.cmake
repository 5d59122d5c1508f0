# Generic-engine libraries: the targets without a specialised folder
# (nvptx sm_70, amdgcn without a CPU, SPIR).
# cl_khr_fp16 on for nvptx: nvptx/targets.cmake says why.
xasync_add_library(nvptx64--nvidiacl TRIPLE nvptx64-nvidia-nvcl DIRS generic
  FLAGS -Xclang -cl-ext=+cl_khr_fp16)
xasync_add_library(amdgcn-amd-amdhsa TRIPLE amdgcn-amd-amdhsa GENERIC_AS
  DIRS generic FLAGS -nogpulib)
xasync_add_library(spir64-- TRIPLE spir64-unknown-unknown GENERIC_AS
  DIRS generic)
