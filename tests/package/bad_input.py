"""xasync.enable()'s errors, each in a fresh interpreter of the installed
wheel's venv: called after the loader started without the layer; with a
malformed XASYNC_LAYER_DEVICES; with no driver.  Each must raise
XasyncError saying so and leave OPENCL_LAYERS as it was; the good path
(enable() after `import pyopencl`, before any call) must list the extension.

usage: bad_input.py <out dir of wheel.sh>   (run by the venv's python)
"""
import os
import subprocess
import sys

CASES = {
    "too-late": ("""
import pyopencl as cl, xasync, os
cl.get_platforms()
try:
    xasync.enable(); print("NO ERROR")
except xasync.XasyncError as e:
    print("ERROR", e)
print("OPENCL_LAYERS" in os.environ, xasync.enabled())
print(any("cl_khr_extended_async_copies" in d.extensions
          for p in cl.get_platforms() for d in p.get_devices()))
""", {}, ["ERROR xasync.enable() was called too late", "xasync-run", "False False", "False"]),
    "bad-rule": ("""
import xasync, os
try:
    xasync.enable(); print("NO ERROR")
except xasync.XasyncError as e:
    print("ERROR", e)
print("OPENCL_LAYERS" in os.environ)
""", {"XASYNC_LAYER_DEVICES": "icd=*/libpocl.so*,source=fast"},
        ["ERROR XASYNC_LAYER_DEVICES='icd=*/libpocl.so*,source=fast': unknown source form 'fast'",
         "nothing was changed", "False"]),
    "no-driver": ("""
import ctypes, xasync, os
ctypes.CDLL("libOpenCL.so.1")  # a program that loaded the loader, no call yet
try:
    xasync.enable(); print("NO ERROR")
except xasync.XasyncError as e:
    print("ERROR", e)
print("OPENCL_LAYERS" in os.environ)
""", {"OCL_ICD_VENDORS": "{out}/no-vendors"},
        ["ERROR xasync.enable(): the OpenCL ICD loader", "finds no platform", "False"]),
    "in-time": ("""
import pyopencl as cl, xasync
xasync.enable()
xasync.enable()  # twice is harmless
print(xasync.enabled(), [d.name for p in cl.get_platforms() for d in p.get_devices()
      if "cl_khr_extended_async_copies" in d.extensions.split()])
""", {}, ["True ['"]),
}


def main():
    out = sys.argv[1]
    failed = 0
    for name, (code, env, expected) in CASES.items():
        e = {k: v for k, v in os.environ.items() if k not in ("OPENCL_LAYERS", "XASYNC_LAYER_DEVICES")}
        e.update({k: v.format(out=out) for k, v in env.items()})
        e["PYOPENCL_NO_CACHE"] = "1"
        r = subprocess.run([sys.executable, "-c", code], env=e, cwd="/", capture_output=True,
                           text=True)
        text = r.stdout + r.stderr
        missing = [x for x in expected if x not in text]
        if r.returncode != 0 or missing or "NO ERROR" in text:
            failed += 1
            print(f"bad-input: FAIL {name}: exit {r.returncode}, missing {missing}\n{text}")
        else:
            print(f"bad-input: {name}: {text.splitlines()[0][:160]}")
    print("bad-input: OK" if not failed else f"bad-input: FAIL {failed} cases")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
