"""xasync: cl_khr_extended_async_copies (async_work_group_copy_2D2D/3D3D) for
any OpenCL program, through the loader layer libxasync-layer.so shipped in
this package (docs/install.md).

    import xasync
    xasync.enable()      # before the first OpenCL call of the process
    import pyopencl as cl
"""
from ._layer import XasyncError, layer_path, launcher_path
from ._enable import enable, enabled

__version__ = "0.1.0"
__all__ = ["XasyncError", "enable", "enabled", "layer_path", "launcher_path", "__version__"]
