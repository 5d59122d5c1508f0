/* C-callable entry points into the public 3D3D builtins, for sim_driver.c
 * (the builtins themselves are overloaded, hence mangled). */
event_t sim_copy_to_local(__local void *dst, size_t dst_off,
                          const __global void *src, size_t src_off,
                          size_t elem, size_t per_line, size_t lines,
                          size_t planes, size_t src_line, size_t src_plane,
                          size_t dst_line, size_t dst_plane, event_t e) {
  return async_work_group_copy_3D3D(dst, dst_off, src, src_off, elem,
                                    per_line, lines, planes, src_line,
                                    src_plane, dst_line, dst_plane, e);
}

event_t sim_copy_to_global(__global void *dst, size_t dst_off,
                           const __local void *src, size_t src_off,
                           size_t elem, size_t per_line, size_t lines,
                           size_t planes, size_t src_line, size_t src_plane,
                           size_t dst_line, size_t dst_plane, event_t e) {
  return async_work_group_copy_3D3D(dst, dst_off, src, src_off, elem,
                                    per_line, lines, planes, src_line,
                                    src_plane, dst_line, dst_plane, e);
}

void sim_wait(int n, event_t *list) { wait_group_events(n, list); }
