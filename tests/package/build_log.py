"""A build error in the user's kernel names the user's line through the
layer (docs/source-mode.md, "User line numbers"): line 3 of one source
string, on the system pocl (rows form: pocl honours the prelude's #line)
and on Oclgrind (generic or rows form: Oclgrind reports physical lines,
which the layer renumbers).  Without renumbering Oclgrind said
input.cl:223 for line 3.

usage: build_log.py --platform NAME   (the installed wheel's python)
"""
import argparse
import re
import sys

import xasync

xasync.enable()
import pyopencl as cl  # noqa: E402

SOURCE = "kernel void k(global int *o) {\n  int x = 1;\n  o[0] = y + x;\n}\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--platform", required=True)
    opts = ap.parse_args()
    device = [p for p in cl.get_platforms() if p.name == opts.platform][0].get_devices()[0]
    ctx = cl.Context([device])
    try:
        cl.Program(ctx, SOURCE).build()
        print("build-log: FAIL the kernel built")
        return 1
    except cl.RuntimeError as e:
        log = str(e)
    # Oclgrind: "input.cl:3:10: error: use of ..."; pocl: "error: <file>:3:10: use of ...".
    lines = re.findall(r"(\S+?):(\d+):\d+: (?:error: )?use of undeclared identifier 'y'", log)
    if not lines:
        print(f"build-log: FAIL no error on 'y' in the log:\n{log}")
        return 1
    bad = [f"{f}:{n}" for f, n in lines if n != "3"]
    if bad:
        print(f"build-log: FAIL {opts.platform}: the error is on {bad}, not line 3:\n{log}")
        return 1
    print(f"build-log: OK, {opts.platform} ({device.name}) says {lines[0][0]}:3")
    return 0


if __name__ == "__main__":
    sys.exit(main())
