# amdgcn: one library per GPU whose LDS DMA differs (libclc-style names).
# gfx90a/gfx942: LDS DMA, 4-byte lanes; gfx950: also 12/16-byte lanes;
# gfx1250: async loads to and stores from LDS.  The CPU-less
# amdgcn-amd-amdhsa library (top level) stays generic.
foreach(cpu gfx90a gfx942 gfx950 gfx1250)
  xasync_add_library(${cpu}-amdgcn-amd-amdhsa TRIPLE amdgcn-amd-amdhsa
    CPU ${cpu} GENERIC_AS DIRS amdgcn generic FLAGS -nogpulib)
endforeach()
