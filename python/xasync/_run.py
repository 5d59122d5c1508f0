"""xasync-run PROGRAM [ARGS]: the console script; it replaces itself with
the package's native launcher (tools/xasync_run.cpp), which adds the layer
to OPENCL_LAYERS, checks XASYNC_LAYER_DEVICES and runs PROGRAM."""
import os
import sys

from ._layer import XasyncError, launcher_path


def main():
    try:
        launcher = launcher_path()
    except XasyncError as e:
        print(f"xasync-run: {e}", file=sys.stderr)
        return 127
    os.execv(launcher, [launcher] + sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
