// Hand twin of the CTS prefetch kernel: the prefetch written by hand as
// prefetch.global.L2 of each 128-byte line of the work-item's range (the
// mechanism xasync's prefetch uses).
__kernel void test_fn( const __global int4 *src, __global int4 *dst, __local int4 *localBuffer, int copiesPerWorkgroup, int copiesPerWorkItem )
{
 int i;
 const __global int4 *p = src+copiesPerWorkItem*get_global_id(0);
 const size_t end = (size_t)(p + copiesPerWorkItem);
 for (size_t line = (size_t)p & ~(size_t)127; line < end; line += 128)
   __asm__ volatile("prefetch.global.L2 [%0];" ::"l"(line));
 for(i=0; i<copiesPerWorkItem; i++)
  dst[ get_global_id( 0 )*copiesPerWorkItem+i ] = src[ get_global_id( 0 )*copiesPerWorkItem+i ];
}
