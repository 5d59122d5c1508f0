// xasync-run PROGRAM [ARGS]: runs PROGRAM with cl_khr_extended_async_copies
// on (docs/install.md): the loader layer added to OPENCL_LAYERS, then exec.
// The layer is found beside this launcher (XASYNC_RUN_LAYER, relative to
// the launcher's directory: ../lib/libxasync-layer.so as installed by the
// Debian package and in the Python wheel), or at $XASYNC_LAYER.  A bad
// XASYNC_LAYER_DEVICES is refused before PROGRAM starts: the layer's own
// parser says why (xasyncLayerCheckRules).
#include <dlfcn.h>
#include <limits.h>
#include <stdlib.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#ifndef XASYNC_RUN_LAYER
#define XASYNC_RUN_LAYER "../lib/libxasync-layer.so"
#endif

namespace {

int usage() {
  std::fputs("usage: xasync-run PROGRAM [ARGS...]\n"
             "Runs PROGRAM with the OpenCL loader layer libxasync-layer.so, so that\n"
             "its devices list cl_khr_extended_async_copies and its kernels built from\n"
             "source may call async_work_group_copy_2D2D/3D3D (docs/install.md).\n"
             "XASYNC_LAYER_DEVICES selects the devices (default: every driver xasync\n"
             "knows); XASYNC_LAYER_DEBUG=1 says what the layer does.\n",
             stderr);
  return 2;
}

std::string own_directory() {
  char exe[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0)
    return ".";
  exe[n] = '\0';
  std::string dir(exe);
  return dir.substr(0, dir.rfind('/'));
}

bool listed(const char *list, const std::string &item) {
  if (!list)
    return false;
  const std::string all = std::string(":") + list + ":";
  return all.find(":" + item + ":") != std::string::npos;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2 || !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "--help"))
    return usage();
  std::string layer;
  if (const char *env = std::getenv("XASYNC_LAYER"); env && *env)
    layer = env;
  else
    layer = own_directory() + "/" + XASYNC_RUN_LAYER;
  char resolved[PATH_MAX];
  if (!realpath(layer.c_str(), resolved)) {
    std::fprintf(stderr, "xasync-run: no loader layer at %s (%s); reinstall xasync or set "
                         "XASYNC_LAYER\n", layer.c_str(), std::strerror(errno));
    return 127;
  }
  layer = resolved;
  // The same parser the layer runs in clInitLayer: a rule it would refuse
  // stops here, with its message, instead of a run without the extension.
  void *lib = dlopen(layer.c_str(), RTLD_NOW | RTLD_LOCAL);
  using check_fn = int (*)(const char *, char *, size_t);
  check_fn check = lib ? reinterpret_cast<check_fn>(dlsym(lib, "xasyncLayerCheckRules")) : nullptr;
  if (!check) {
    std::fprintf(stderr, "xasync-run: %s is not xasync's loader layer (%s)\n", layer.c_str(),
                 lib ? "no xasyncLayerCheckRules" : dlerror());
    return 127;
  }
  char message[512] = "";
  if (check(std::getenv("XASYNC_LAYER_DEVICES"), message, sizeof message) != 0) {
    std::fprintf(stderr, "xasync-run: XASYNC_LAYER_DEVICES: %s; %s not started\n", message,
                 argv[1]);
    return 2;
  }
  dlclose(lib);
  const char *layers = std::getenv("OPENCL_LAYERS");
  if (!listed(layers, layer)) {
    const std::string value = layers && *layers ? layer + ":" + layers : layer;
    setenv("OPENCL_LAYERS", value.c_str(), 1);
  }
  execvp(argv[1], argv + 1);
  std::fprintf(stderr, "xasync-run: cannot run %s: %s\n", argv[1], std::strerror(errno));
  return 127;
}
