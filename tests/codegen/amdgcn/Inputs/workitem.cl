/* Test-only stand-ins for the OpenCL work-item functions that a real
 * amdgcn builtin library (ROCm device-libs) provides, so that the ISA the
 * tests check is the kernel's own and not calls to unresolved symbols.
 * Uniform work-groups only, which is all the tests launch. */
size_t __attribute__((overloadable)) get_local_size(uint d) {
  switch (d) {
  case 0: return __builtin_amdgcn_workgroup_size_x();
  case 1: return __builtin_amdgcn_workgroup_size_y();
  case 2: return __builtin_amdgcn_workgroup_size_z();
  default: return 1;
  }
}

size_t __attribute__((overloadable)) get_local_id(uint d) {
  switch (d) {
  case 0: return __builtin_amdgcn_workitem_id_x();
  case 1: return __builtin_amdgcn_workitem_id_y();
  case 2: return __builtin_amdgcn_workitem_id_z();
  default: return 0;
  }
}
