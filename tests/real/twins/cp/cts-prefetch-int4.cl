// Hand twin (the same mechanism) of OpenCL-CTS's prefetch kernel for int4
// (test_conformance/basic/test_async_copy.cpp; tests/real/manifest.tsv,
// `cts-prefetch-int4`), written for xasync: each work-item prefetches its
// range by hand, one prefetch.global.L2 per 128-byte line (PTX inline,
// NVIDIA's OpenCL compiler only; the form of xasync's sm_80/sm_90 prefetch
// for up to 64 lines), then copies its elements itself.
__kernel void test_fn(const __global int4 *src, __global int4 *dst,
                      __local int4 *localBuffer, int copiesPerWorkgroup,
                      int copiesPerWorkItem) {
  const size_t first = copiesPerWorkItem * get_global_id(0);
  const size_t end = (size_t)(src + first + copiesPerWorkItem);
  for (size_t line = (size_t)(src + first) & ~(size_t)127; line < end;
       line += 128)
    __asm__ volatile("prefetch.global.L2 [%0];" ::"l"(line));
  for (int i = 0; i < copiesPerWorkItem; i++)
    dst[first + i] = src[first + i];
}
