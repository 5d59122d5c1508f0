"""Where the package's layer and launcher are, and the layer's own queries
(layer/tool_queries.cpp, layer/layer.cpp)."""
import ctypes
import os
from pathlib import Path

_HERE = Path(__file__).resolve().parent


class XasyncError(RuntimeError):
    """xasync cannot do what was asked; the message says why and what to do."""


def layer_path():
    """The loader layer's path: $XASYNC_LAYER, or the one in this package."""
    path = os.environ.get("XASYNC_LAYER") or str(_HERE / "lib" / "libxasync-layer.so")
    if not os.path.isfile(path):
        raise XasyncError(f"no loader layer at {path}: the xasync package is incomplete "
                          "(reinstall it), or XASYNC_LAYER names a missing file")
    return os.path.realpath(path)


def launcher_path():
    """xasync-run's native launcher in this package (tools/xasync_run.cpp)."""
    path = _HERE / "bin" / "xasync-run"
    if not path.is_file():
        raise XasyncError(f"no launcher at {path}: the xasync package is incomplete (reinstall it)")
    return str(path)


def layer_library():
    """The layer as a ctypes library: the same handle an ICD loader that
    loaded it has, so its counters and caches are the loader's."""
    lib = ctypes.CDLL(layer_path())
    lib.xasyncLayerCheckRules.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]
    lib.xasyncLayerCheckRules.restype = ctypes.c_int
    lib.xasyncLayerLoaderCount.argtypes = []
    lib.xasyncLayerLoaderCount.restype = ctypes.c_uint
    lib.xasyncLayerDeviceForm.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p,
                                          ctypes.POINTER(ctypes.c_size_t)]
    lib.xasyncLayerDeviceForm.restype = ctypes.c_int
    return lib


def check_rules(rules):
    """Raises XasyncError with the layer's own message if the layer would
    refuse `rules` (an XASYNC_LAYER_DEVICES value; None: the defaults)."""
    message = ctypes.create_string_buffer(512)
    if layer_library().xasyncLayerCheckRules(
            rules.encode() if rules else None, message, len(message)) != 0:
        raise XasyncError(f"XASYNC_LAYER_DEVICES={rules!r}: {message.value.decode()}; "
                          "nothing was changed (fix or unset XASYNC_LAYER_DEVICES, "
                          "docs/layer.md, 'Device selection')")


def with_layer(layers, layer):
    """An OPENCL_LAYERS value with `layer` first, unless it is listed."""
    items = [item for item in (layers or "").split(":") if item]
    return layers if layer in items else ":".join([layer] + items)
