kernel void k(global const float *in, local float *t, global float *out) {
  event_t e = async_work_group_copy_2D2D(t, 0, in, 0, 4, 8, 8, 16, 8, 0);
  wait_group_events(1, &e);
  out[get_local_id(0)] = t[get_local_id(0)];
}
