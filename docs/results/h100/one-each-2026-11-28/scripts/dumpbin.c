// dumpbin SRC.cl OUT [options]: builds SRC on the first GPU device, writes
// the program binary (NVIDIA: PTX) to OUT.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  if (argc < 3) return 2;
  FILE *f = fopen(argv[1], "rb"); if (!f) { perror(argv[1]); return 1; }
  fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
  char *src = malloc(n + 1); fread(src, 1, n, f); src[n] = 0; fclose(f);
  cl_platform_id p[8]; cl_uint np; clGetPlatformIDs(8, p, &np);
  cl_device_id d = 0;
  for (cl_uint i = 0; i < np && !d; ++i)
    if (clGetDeviceIDs(p[i], CL_DEVICE_TYPE_GPU, 1, &d, NULL) != CL_SUCCESS) d = 0;
  if (!d) { fprintf(stderr, "no GPU\n"); return 1; }
  cl_int e; cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  cl_program pr = clCreateProgramWithSource(c, 1, (const char **)&src, NULL, &e);
  e = clBuildProgram(pr, 1, &d, argc > 3 ? argv[3] : "", NULL, NULL);
  char log[65536]; clGetProgramBuildInfo(pr, d, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
  if (e) { fprintf(stderr, "build %d\n%s\n", e, log); return 1; }
  size_t sz; clGetProgramInfo(pr, CL_PROGRAM_BINARY_SIZES, sizeof sz, &sz, NULL);
  unsigned char *bin = malloc(sz); unsigned char *bp = bin;
  clGetProgramInfo(pr, CL_PROGRAM_BINARIES, sizeof bp, &bp, NULL);
  FILE *o = fopen(argv[2], "wb"); fwrite(bin, 1, sz, o); fclose(o);
  printf("%s: %zu bytes\n", argv[2], sz);
  return 0;
}
