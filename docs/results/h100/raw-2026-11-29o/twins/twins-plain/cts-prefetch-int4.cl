// The CTS prefetch kernel without its prefetch (what NVIDIA's and clang's
// prefetch compile to): the limit of any prefetch.
__kernel void test_fn( const __global int4 *src, __global int4 *dst, __local int4 *localBuffer, int copiesPerWorkgroup, int copiesPerWorkItem )
{
 int i;
 for(i=0; i<copiesPerWorkItem; i++)
  dst[ get_global_id( 0 )*copiesPerWorkItem+i ] = src[ get_global_id( 0 )*copiesPerWorkItem+i ];
}
