// plain twin of pocl's test_program_from_binary_with_local_1_1_1 kernel:
// the same work written by hand with plain loads and stores (16-byte chunks where both
// addresses allow, else 4 bytes; every work-item of the group; one commit,
// wait_group 0 and a barrier), the copy out by hand likewise.  Assumes
// vec_size * lsize a multiple of 4 (the bench's setup).
__kernel void test(__global unsigned * restrict buffer, __local unsigned * restrict local_input, const unsigned vec_size)
{
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
    if (i == 0) {
      barrier(CLK_LOCAL_MEM_FENCE);
    }
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
