// Hand twin (plain moves) of pocl's tests/regression/
// test_program_from_binary_with_local_1_1_1 kernel (tests/real/manifest.tsv,
// `pocl-binary-local-1-1-1`), written for xasync: the same work with both
// copies written by hand as plain loads and stores, 16 bytes where both
// addresses allow it, else 4, by every work-item of the group, and a
// barrier where the upstream kernel waits.  Portable OpenCL C (ctest
// real-twins runs it on pocl).  Assumes vec_size * lsize a multiple of 4.
__kernel void test(__global unsigned *restrict buffer,
                   __local unsigned *restrict local_input,
                   const unsigned vec_size) {
  unsigned i;
  size_t gid = get_global_id(0);
  size_t lid = get_local_id(0);
  size_t lsize = get_local_size(0);
  const size_t n = vec_size * lsize;
  __global unsigned *g = &buffer[gid * vec_size * lsize];
  const int wide = !(((size_t)g | (size_t)local_input) & 15);
  if (wide) {
    for (size_t c = lid; c < n / 4; c += lsize)
      ((__local uint4 *)local_input)[c] = ((__global uint4 *)g)[c];
  } else {
    for (size_t c = lid; c < n; c += lsize)
      local_input[c] = g[c];
  }
  for (i = 0; i < vec_size; i++) {
    if (i == 0)
      barrier(CLK_LOCAL_MEM_FENCE);
    local_input[i * lsize + lid]++;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (wide) {
    for (size_t c = lid; c < n / 4; c += lsize)
      ((__global uint4 *)g)[c] = ((__local uint4 *)local_input)[c];
  } else {
    for (size_t c = lid; c < n; c += lsize)
      g[c] = local_input[c];
  }
}
