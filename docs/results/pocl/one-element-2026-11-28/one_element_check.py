import pyopencl as cl, numpy as np, sys
ctx = cl.Context(dev_type=cl.device_type.ALL)
dev = ctx.devices[0]; q = cl.CommandQueue(ctx)
print(dev.platform.name, dev.name)
types = [("char",1,np.int8),("short2",4,np.int16),("int",1,np.int32),("float3",4,np.float32),("long16",16,np.int64),("double2",2,np.float64)]
src = ""
for t,_,_ in types:
    src += f"""
kernel void k_{t.replace('3','3')}(global {t} *data, global {t} *out, local {t} *scratch) {{
  event_t e = 0;
  for (int j = 0; j < get_local_size(0); j++)
    e = async_work_group_copy(scratch + j, data + get_group_id(0)*get_local_size(0) + j, 1, e);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = scratch[get_local_size(0) - 1 - get_local_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t f = 0;
  for (int j = 0; j < get_local_size(0); j++)
    f = async_work_group_copy(data + get_group_id(0)*get_local_size(0) + j, scratch + get_local_size(0) - 1 - j, 1, f);
  wait_group_events(1, &f);
}}"""
prg = cl.Program(ctx, src).build()
bad = 0
for t, lanes, dt in types:
    esize = np.dtype(dt).itemsize * lanes
    for wg in (1, 3, 64, 256, 1024):
        groups = 3; n = wg*groups
        a = (np.arange(n*lanes) % 120 + 1).astype(dt)
        d = cl.Buffer(ctx, cl.mem_flags.READ_WRITE|cl.mem_flags.COPY_HOST_PTR, hostbuf=a)
        o = cl.Buffer(ctx, cl.mem_flags.READ_WRITE, a.nbytes)
        getattr(prg, "k_"+t)(q, (n,), (wg,), d, o, cl.LocalMemory(wg*esize))
        res = np.empty_like(a); cl.enqueue_copy(q, res, o)
        back = np.empty_like(a); cl.enqueue_copy(q, back, d); q.finish()
        A = a.reshape(groups, wg, lanes)
        exp = A[:, ::-1, :].reshape(-1)
        if not (np.array_equal(res, exp) and np.array_equal(back, exp)):
            bad += 1; print("WRONG", t, wg)
print("bad", bad)
