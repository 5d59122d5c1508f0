__kernel void async_double_buffer(__local int *tmpA1, __local int *tmpA2,
                                  __local int *tmpB1, __local int *tmpB2,
                                  __local int *tmpC1, __local int *tmpC2,
                                  __global int *A, __global int *B,
                                  __global int *C, int iterations) {
  size_t lid = get_local_id(0);
  size_t group = get_group_id(0);
  size_t size = get_local_size(0);
  size_t global_size = get_global_size(0);
  enum { A1 = 0, B1, A2, B2, C1, C2, NUM_EVENTS };
  event_t eA1, eA2, eB1, eB2, eC1 = 0, eC2 = 0;
  eA1 = async_work_group_copy(tmpA1, &A[group * size], size, 0);
  eB1 = async_work_group_copy(tmpB1, &B[group * size], size, 0);
  eA2 = eA1; eB2 = eB1;
  for (int i = 0; i < iterations; i++) {
    bool even = (i % 2) == 0;
    if (i < (iterations - 1)) {
      event_t a = async_work_group_copy(
          even ? tmpA2 : tmpA1, &A[global_size * (i + 1) + group * size], size,
          0);
      event_t b = async_work_group_copy(
          even ? tmpB2 : tmpB1, &B[global_size * (i + 1) + group * size], size,
          0);
      if (even) { eA2 = a; eB2 = b; } else { eA1 = a; eB1 = b; }
    }
    if (i >= 2) {
      event_t c = even ? eC1 : eC2;
      wait_group_events(1, &c);
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    event_t ab[2];
    if (even) { ab[0] = eA1; ab[1] = eB1; } else { ab[0] = eA2; ab[1] = eB2; }
    wait_group_events(2, ab);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even) {
      tmpC1[lid] = tmpA1[lid] + tmpB1[lid];
    } else {
      tmpC2[lid] = tmpA2[lid] + tmpB2[lid];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t c2 = async_work_group_copy(
        &C[global_size * i + group * size], even ? tmpC1 : tmpC2, size, 0);
    if (even) eC1 = c2; else eC2 = c2;
  }
  event_t cc[2] = {eC1, eC2};
  wait_group_events(2, cc);
}
