"""2D2D and 3D3D round trips (global -> local -> global) through PyOpenCL,
with xasync enabled by the installed package, every byte of the output
buffer checked against a NumPy reference (guard bands included: bytes the
copy must not touch keep their fill).

usage: copies_2d3d.py --platform NAME [--wrong-reference] [--prelude FILE]
--wrong-reference checks against a reference whose source lines are one
element longer apart: every configuration must then fail (the check bites).
--prelude FILE: no layer; FILE (a source form's text, build/source/
prelude_<form>.cpp.cl, or a variant of it) is prepended to the kernels by
this script, as the layer would (the planted-barrier test on Oclgrind).
"""
import argparse
import sys

import xasync

PRELUDE = sys.argv[sys.argv.index("--prelude") + 1] if "--prelude" in sys.argv else None
if not PRELUDE:
    xasync.enable()  # before the first OpenCL call
import numpy as np  # noqa: E402
import pyopencl as cl  # noqa: E402

EXT = "cl_khr_extended_async_copies"
GUARD = 48  # bytes before and after every buffer's region: whole elements of every size
FILL = 0xA5

KERNELS = """
// Every work-item reads the whole tile after the wait (the spec: the copy is
// complete for the work-group) and writes its byte sum to sums[lid].
uint tile_sum(local const uchar *t, ulong e, ulong w, ulong h, ulong d,
              ulong to, ulong tl, ulong tp) {
  uint s = 0;
  for (ulong z = 0; z < d; ++z)
    for (ulong y = 0; y < h; ++y)
      for (ulong x = 0; x < w * e; ++x)
        s += t[(to + z * tp + y * tl) * e + x];
  return s;
}
kernel void trip2d(global const uchar *src, global uchar *out, local uchar *tile,
                   global uint *sums, ulong e, ulong w, ulong h, ulong so, ulong sl,
                   ulong to, ulong tl, ulong oo, ulong ol) {
  event_t ev = async_work_group_copy_2D2D(tile, to, src, so, e, w, h, sl, tl, 0);
  wait_group_events(1, &ev);
  sums[get_local_id(0)] = tile_sum(tile, e, w, h, 1, to, tl, 0);
  ev = async_work_group_copy_2D2D(out, oo, tile, to, e, w, h, tl, ol, 0);
  wait_group_events(1, &ev);
}
kernel void trip3d(global const uchar *src, global uchar *out, local uchar *tile,
                   global uint *sums, ulong e, ulong w, ulong h, ulong d,
                   ulong so, ulong sl, ulong sp, ulong to, ulong tl, ulong tp,
                   ulong oo, ulong ol, ulong op) {
  event_t ev = async_work_group_copy_3D3D(tile, to, src, so, e, w, h, d, sl, sp, tl, tp, 0);
  wait_group_events(1, &ev);
  sums[get_local_id(0)] = tile_sum(tile, e, w, h, d, to, tl, tp);
  ev = async_work_group_copy_3D3D(out, oo, tile, to, e, w, h, d, tl, tp, ol, op, 0);
  wait_group_events(1, &ev);
}
"""
# (element bytes, width, height, src offset/line, tile offset/line, out offset/line),
# offsets and lines in elements: odd sizes, padded and dense lines, offsets.
CASES_2D = [
    (1, 5, 3, 2, 11, 0, 5, 1, 7),
    (4, 8, 8, 3, 19, 1, 9, 0, 8),
    (12, 3, 4, 1, 5, 0, 3, 2, 6),
    (16, 4, 2, 0, 4, 0, 4, 0, 4),
    (3, 7, 5, 1, 9, 2, 8, 0, 7),
]
# (element bytes, width, height, depth, src offset/line/plane, tile ..., out ...)
CASES_3D = [
    (1, 4, 3, 2, 1, 6, 20, 0, 4, 12, 3, 5, 17),
    (4, 3, 2, 3, 2, 5, 11, 1, 3, 7, 0, 3, 6),
    (8, 2, 2, 2, 0, 2, 4, 0, 2, 4, 0, 2, 4),
    (3, 5, 2, 2, 4, 7, 15, 0, 6, 13, 1, 5, 12),
]
LOCAL_SIZES = (1, 7, 16)


def extent(e, w, h, d, off, line, plane):
    """Bytes up to the last element copied."""
    return (off + (d - 1) * plane + (h - 1) * line + w) * e


def copy_ref(dst, src, e, w, h, d, so, sl, sp, do, dl, dp):
    for z in range(d):
        for y in range(h):
            s = (so + z * sp + y * sl) * e
            t = (do + z * dp + y * dl) * e
            dst[t:t + w * e] = src[s:s + w * e]


def run(queue, program, name, geometry, rng, local, wrong):
    """One launch of `name` on one work-group of `local` work-items; returns
    (exact, wrong bytes + work-items whose tile sum is wrong).  Buffers carry GUARD bytes before and
    after the region, reached through element offsets."""
    e, w, h, d, so, sl, sp, to, tl, tp, oo, ol, op = geometry
    g = GUARD // e
    so, oo = so + g, oo + g
    # Room for the wrong reference's longer lines too.
    src = rng.integers(0, 256, extent(e, w, h, d, so, sl + 1, sp + h) + GUARD, dtype=np.uint8)
    out = np.full(extent(e, w, h, d, oo, ol, op) + GUARD, FILL, dtype=np.uint8)
    want = out.copy()
    shift = 1 if wrong else 0
    copy_ref(want, src, e, w, h, d, so, sl + shift, sp + shift * h, oo, ol, op)
    want_sum = int(want.sum(dtype=np.uint64)) - FILL * (want.size - w * h * d * e)
    ctx = queue.context
    mf = cl.mem_flags
    src_buf = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=src)
    out_buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=out)
    tile = cl.LocalMemory(extent(e, w, h, d, to, tl, tp))
    sums = np.zeros(local, dtype=np.uint32)
    sums_buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=sums)
    args = (e, w, h, so, sl, to, tl, oo, ol) if name == "trip2d" else \
        (e, w, h, d, so, sl, sp, to, tl, tp, oo, ol, op)
    program[name](queue, (local,), (local,), src_buf, out_buf, tile, sums_buf,
                  *[np.uint64(v) for v in args])
    cl.enqueue_copy(queue, out, out_buf)
    cl.enqueue_copy(queue, sums, sums_buf)
    queue.finish()
    wrong_sums = int(np.count_nonzero(sums != want_sum))
    return (np.array_equal(out, want) and not wrong_sums,
            int(np.count_nonzero(out != want)) + wrong_sums)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--platform", required=True)
    ap.add_argument("--wrong-reference", action="store_true")
    ap.add_argument("--prelude")
    opts = ap.parse_args()
    platforms = [p for p in cl.get_platforms() if p.name == opts.platform]
    if not platforms:
        print(f"copies-2d3d: FAIL no platform {opts.platform!r} "
              f"(have {[p.name for p in cl.get_platforms()]})")
        return 1
    device = platforms[0].get_devices()[0]
    if not PRELUDE and EXT not in device.extensions.split():
        print(f"copies-2d3d: FAIL {device.name} does not list {EXT}")
        return 1
    ctx = cl.Context([device])
    queue = cl.CommandQueue(ctx)
    source = (open(PRELUDE).read() if PRELUDE else "") + KERNELS
    built = cl.Program(ctx, source).build()
    program = {name: cl.Kernel(built, name) for name in ("trip2d", "trip3d")}
    rng = np.random.default_rng(47)
    passed = failed = 0
    for local in LOCAL_SIZES:
        for (e, w, h, so, sl, to, tl, oo, ol) in CASES_2D:
            geometry = (e, w, h, 1, so, sl, 0, to, tl, 0, oo, ol, 0)
            ok, bad = run(queue, program, "trip2d", geometry, rng, local,
                          opts.wrong_reference)
            passed += ok
            failed += not ok
            if not ok and not opts.wrong_reference:
                print(f"  FAIL 2D2D {geometry} local {local}: {bad} wrong bytes or sums")
        for (e, w, h, d, so, sl, sp, to, tl, tp, oo, ol, op) in CASES_3D:
            geometry = (e, w, h, d, so, sl, sp, to, tl, tp, oo, ol, op)
            ok, bad = run(queue, program, "trip3d", geometry, rng, local,
                          opts.wrong_reference)
            passed += ok
            failed += not ok
            if not ok and not opts.wrong_reference:
                print(f"  FAIL 3D3D {geometry} local {local}: {bad} wrong bytes or sums")
    print(f"copies-2d3d: {device.name} ({opts.platform}): {passed + failed} configurations "
          f"({len(CASES_2D) * len(LOCAL_SIZES)} 2D2D, {len(CASES_3D) * len(LOCAL_SIZES)} 3D3D), "
          f"{passed} exact, {failed} wrong")
    if opts.wrong_reference:
        return 0 if passed == 0 else 1
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
