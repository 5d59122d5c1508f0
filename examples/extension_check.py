"""Uses async_work_group_copy_2D2D only on a device that lists
cl_khr_extended_async_copies, and checks the result with NumPy."""
import sys

import numpy as np
import pyopencl as cl

EXT = "cl_khr_extended_async_copies"
devices = [d for p in cl.get_platforms() for d in p.get_devices()
           if EXT in d.extensions.split()]
if not devices:
    print(f"no device lists {EXT}: 2D2D not used")
    sys.exit(0)

ctx = cl.Context(devices[:1])
queue = cl.CommandQueue(ctx)
# A 4x3 tile at row 1, column 2 of a 6x8 matrix, into local memory and back
# out with rows of 5 (the fifth column is left alone).
program = cl.Program(ctx, """
kernel void tile(global const int *matrix, global int *out) {
  local int t[3 * 4];
  event_t e = async_work_group_copy_2D2D(t, 0, matrix, 1 * 8 + 2, sizeof(int), 4, 3, 8, 4, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_2D2D(out, 0, t, 0, sizeof(int), 4, 3, 4, 5, 0);
  wait_group_events(1, &e);
}""").build()

matrix = np.arange(6 * 8, dtype=np.int32).reshape(6, 8)
out = np.full((3, 5), -1, dtype=np.int32)
mf = cl.mem_flags
matrix_buf = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=matrix)
out_buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=out)
program.tile(queue, (16,), (16,), matrix_buf, out_buf)
cl.enqueue_copy(queue, out, out_buf)

want = np.full((3, 5), -1, dtype=np.int32)
want[:, :4] = matrix[1:4, 2:6]
ok = np.array_equal(out, want)
print(f"{devices[0].name}: 2D2D round trip {'OK' if ok else 'WRONG'}")
sys.exit(0 if ok else 1)
