#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
__attribute__((noinline)) void c32(char*d,const char*s,size_t n){for(size_t i=0;i<n;i+=32)_mm256_storeu_si256((__m256i*)(d+i),_mm256_loadu_si256((const __m256i*)(s+i)));}
__attribute__((noinline)) void c32r(char*d,const char*s,size_t n){for(size_t i=n;i>0;i-=32)_mm256_storeu_si256((__m256i*)(d+i-32),_mm256_loadu_si256((const __m256i*)(s+i-32)));}
__attribute__((noinline)) void c8(char*d,const char*s,size_t n){for(size_t i=0;i<n;i+=8){long v;memcpy(&v,s+i,8);memcpy(d+i,&v,8);} }
int main(int argc,char**argv){
  char *g=aligned_alloc(4096,1<<24), *l=aligned_alloc(4096,8192);
  memset(g,1,1<<24); memset(l,0,8192);
  int offs[]={0,32,64,128,256,512,1024,2048,3968,4064};
  for(int oi=0;oi<10;oi++){int o=offs[oi]; char*d=l+o;
    double best[3]={1e9,1e9,1e9};
    for(int rep=0;rep<30;rep++){
      for(int v=0;v<3;v++){double t=now();
        for(int grp=0;grp<4096;grp++){ const char*s=g+(size_t)grp*2048; if(v==0)c32(d,s,2048); else if(v==1)c32r(d,s,2048); else c8(d,s,2048);}
        t=now()-t; if(t<best[v])best[v]=t;}
    }
    printf("dst-src mod 4096=%4d: asc32 %.1f us  desc32 %.1f us  asc8 %.1f us\n",o,best[0]*1e6,best[1]*1e6,best[2]*1e6);
  }
}
