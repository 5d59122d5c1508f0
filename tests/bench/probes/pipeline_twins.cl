/* Twins of a double-buffered vector add written the way real kernels
 * write it (six `__local int *` buffers, one int per work-item per copy,
 * events per buffer; pipeline.cpp runs the real kernel beside these):
 *   pipe_sync     every copy a loop of loads and stores and a barrier,
 *                 every wait a barrier: what NVIDIA's compiler makes of
 *                 the builtins (its program binary's PTX)
 *   pipe_cpasync  the same pipeline with raw cp.async: each step's two
 *                 input copies one group, the outputs plain stores, each
 *                 wait cp.async.wait_group 1 (the next step's inputs stay
 *                 in flight) or 0 on the last step, then a barrier
 * Same arguments as the real kernel: A, B, C of iterations * global ints,
 * C[global * i + gid] = A[...] + B[...]. */
void __pipe_cp4(__local void *, const __global void *)
    __asm("llvm.nvvm.cp.async.ca.shared.global.4");
void __pipe_commit(void) __asm("llvm.nvvm.cp.async.commit.group");
void __pipe_wait(int) __asm("llvm.nvvm.cp.async.wait.group");

static void pipe_copy_in(__local int *d, const __global int *s, size_t n,
                         size_t lid, size_t size) {
  for (size_t i = lid; i < n; i += size)
    d[i] = s[i];
  barrier(CLK_LOCAL_MEM_FENCE);
}
static void pipe_copy_out(__global int *d, const __local int *s, size_t n,
                          size_t lid, size_t size) {
  for (size_t i = lid; i < n; i += size)
    d[i] = s[i];
  barrier(CLK_LOCAL_MEM_FENCE);
}

__kernel void pipe_sync(__local int *tmpA1, __local int *tmpA2,
                        __local int *tmpB1, __local int *tmpB2,
                        __local int *tmpC1, __local int *tmpC2,
                        __global int *A, __global int *B, __global int *C,
                        int iterations) {
  size_t lid = get_local_id(0), group = get_group_id(0);
  size_t size = get_local_size(0), global_size = get_global_size(0);
  pipe_copy_in(tmpA1, &A[group * size], size, lid, size);
  pipe_copy_in(tmpB1, &B[group * size], size, lid, size);
  for (int i = 0; i < iterations; i++) {
    bool even = (i % 2) == 0;
    if (i < iterations - 1) {
      pipe_copy_in(even ? tmpA2 : tmpA1,
                   &A[global_size * (i + 1) + group * size], size, lid, size);
      pipe_copy_in(even ? tmpB2 : tmpB1,
                   &B[global_size * (i + 1) + group * size], size, lid, size);
    }
    if (i >= 2)
      barrier(CLK_LOCAL_MEM_FENCE); /* the wait on C */
    barrier(CLK_LOCAL_MEM_FENCE);
    barrier(CLK_LOCAL_MEM_FENCE); /* the wait on A, B */
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even)
      tmpC1[lid] = tmpA1[lid] + tmpB1[lid];
    else
      tmpC2[lid] = tmpA2[lid] + tmpB2[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    pipe_copy_out(&C[global_size * i + group * size], even ? tmpC1 : tmpC2,
                  size, lid, size);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
}

__kernel void pipe_cpasync(__local int *tmpA1, __local int *tmpA2,
                           __local int *tmpB1, __local int *tmpB2,
                           __local int *tmpC1, __local int *tmpC2,
                           __global int *A, __global int *B, __global int *C,
                           int iterations) {
  size_t lid = get_local_id(0), group = get_group_id(0);
  size_t size = get_local_size(0), global_size = get_global_size(0);
  __pipe_cp4(tmpA1 + lid, &A[group * size + lid]);
  __pipe_cp4(tmpB1 + lid, &B[group * size + lid]);
  __pipe_commit();
  for (int i = 0; i < iterations; i++) {
    bool even = (i % 2) == 0;
    bool more = i < iterations - 1;
    if (more) {
      __pipe_cp4((even ? tmpA2 : tmpA1) + lid,
                 &A[global_size * (i + 1) + group * size + lid]);
      __pipe_cp4((even ? tmpB2 : tmpB1) + lid,
                 &B[global_size * (i + 1) + group * size + lid]);
      __pipe_commit();
    }
    if (i >= 2)
      barrier(CLK_LOCAL_MEM_FENCE); /* the wait on C: stores are done */
    barrier(CLK_LOCAL_MEM_FENCE);
    if (more)
      __pipe_wait(1);
    else
      __pipe_wait(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even)
      tmpC1[lid] = tmpA1[lid] + tmpB1[lid];
    else
      tmpC2[lid] = tmpA2[lid] + tmpB2[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    C[global_size * i + group * size + lid] = (even ? tmpC1 : tmpC2)[lid];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
}
