# cmake -DLLVM_DIS=<llvm-dis> -DLLVM_AS=<llvm-as> -DBC=<file.bc> -P <this>
#
# Removes the OpenCL/SPIR version metadata from a linked device library, as
# libclc's prepare_builtins does: every source adds an entry, sources built
# for several OpenCL C versions disagree, and the kernel that links the
# library is the one whose version counts (llvm-spirv stops with "OCL
# version mismatch" on a module whose entries differ).
execute_process(COMMAND ${LLVM_DIS} ${BC} -o ${BC}.ll RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "${LLVM_DIS} ${BC} failed")
endif()
file(READ ${BC}.ll ir)
string(REGEX REPLACE "\n!opencl\\.(ocl|spir)\\.version = [^\n]*" "" ir "${ir}")
file(WRITE ${BC}.ll "${ir}")
execute_process(COMMAND ${LLVM_AS} ${BC}.ll -o ${BC} RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "${LLVM_AS} ${BC}.ll failed")
endif()
file(REMOVE ${BC}.ll)
