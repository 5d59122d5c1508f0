// Hand twin (no prefetch) of OpenCL-CTS's prefetch kernel for int4
// (test_conformance/basic/test_async_copy.cpp; tests/real/manifest.tsv,
// `cts-prefetch-int4`), written for xasync: each work-item copies its
// elements without prefetching them first, which is what NVIDIA's and
// clang's own `prefetch` compile to.  Portable OpenCL C.
__kernel void test_fn(const __global int4 *src, __global int4 *dst,
                      __local int4 *localBuffer, int copiesPerWorkgroup,
                      int copiesPerWorkItem) {
  const size_t first = copiesPerWorkItem * get_global_id(0);
  for (int i = 0; i < copiesPerWorkItem; i++)
    dst[first + i] = src[first + i];
}
