"""xasync.enable(): the layer for this process (docs/install.md)."""
import ctypes
import os

from ._layer import XasyncError, check_rules, layer_library, layer_path, with_layer
from ._loaders import loaded_loaders, platform_count


def enabled():
    """Whether an ICD loader of this process has taken the layer."""
    return layer_library().xasyncLayerLoaderCount() > 0


def enable():
    """Turns cl_khr_extended_async_copies on for this process: adds the
    layer to OPENCL_LAYERS, which an ICD loader reads at its first call.
    Call it before the first OpenCL call (pyopencl may be imported before).

    Returns the layer's path.  Raises XasyncError, with nothing changed,
    if XASYNC_LAYER_DEVICES is malformed, or if an ICD loader of the process
    was already initialised without the layer (then the process cannot get
    it: call enable() earlier, or run the program with `xasync-run`)."""
    layer = layer_path()
    check_rules(os.environ.get("XASYNC_LAYER_DEVICES"))
    lib = layer_library()
    if lib.xasyncLayerLoaderCount() > 0:
        return layer  # already on (enable() twice, or under xasync-run)
    before = os.environ.get("OPENCL_LAYERS")
    os.environ["OPENCL_LAYERS"] = with_layer(before, layer)
    loaders = loaded_loaders()
    if not loaders:
        return layer  # the first loader to start reads OPENCL_LAYERS
    # A loader is mapped: it takes the layer if its first call is still to
    # come.  Make that call now and see.
    platforms = 0
    for path in loaders:
        platforms += platform_count(ctypes.CDLL(path))
    if lib.xasyncLayerLoaderCount() > 0:
        return layer
    if before is None:
        del os.environ["OPENCL_LAYERS"]
    else:
        os.environ["OPENCL_LAYERS"] = before
    if platforms == 0:
        raise XasyncError(
            f"xasync.enable(): the OpenCL ICD loader {loaders[0]} finds no platform (no "
            "OpenCL driver installed: see /etc/OpenCL/vendors or OCL_ICD_VENDORS), and did "
            "not take the layer; OPENCL_LAYERS left unchanged")
    raise XasyncError(
        "xasync.enable() was called too late: the OpenCL ICD loader "
        f"{loaders[0]} was already initialised (an OpenCL call, such as "
        "cl.get_platforms(), ran before) without the xasync layer, and a loader reads "
        "OPENCL_LAYERS only once. Call xasync.enable() before the first OpenCL call, or "
        "run the program with `xasync-run python ...`; OPENCL_LAYERS left unchanged")
