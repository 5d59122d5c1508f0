"""The OpenCL ICD loaders of this process: which are loaded, and one to use."""
import ctypes
import importlib.util
import os
from pathlib import Path


def loaded_loaders():
    """Paths of the ICD loaders mapped into this process (libOpenCL.so.1,
    or a copy bundled by a wheel such as pyopencl's libOpenCL-<hash>.so)."""
    paths = []
    with open("/proc/self/maps") as maps:
        for line in maps:
            fields = line.split(None, 5)
            if len(fields) == 6:
                path = fields[5].strip()
                if os.path.basename(path).startswith("libOpenCL") and path not in paths:
                    paths.append(path)
    return paths


def platform_count(loader):
    """clGetPlatformIDs through `loader` (a ctypes library): the number of
    platforms, 0 when it finds none.  The loader reads OPENCL_LAYERS and
    loads its layers at its first call."""
    count = ctypes.c_uint(0)
    err = loader.clGetPlatformIDs(0, None, ctypes.byref(count))
    return count.value if err == 0 else 0


def open_loader():
    """An ICD loader to query: one already loaded, else the system's
    libOpenCL.so.1, else pyopencl's bundled one."""
    candidates = loaded_loaders() + ["libOpenCL.so.1"]
    spec = importlib.util.find_spec("pyopencl")
    if spec and spec.origin:
        libs = Path(spec.origin).parent / ".libs"
        candidates += sorted(str(p) for p in libs.glob("libOpenCL*.so*"))
    for name in candidates:
        try:
            return ctypes.CDLL(name), name
        except OSError:
            continue
    return None, None
