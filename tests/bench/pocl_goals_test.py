#!/usr/bin/env python3
"""scripts/pocl_goals.py on made-up rounds: a classic copy below 1 is
"inside the control band" only when it is no lower than the lowest median
of the kernels without xasync code, otherwise NOT MET (and counted); a
round trip below its goal counts unless its ceiling is below the goal too.
    pocl_goals_test.py SCRIPT"""
import csv
import os
import subprocess
import sys
import tempfile

FIELDS = ["group", "case", "variant", "gbps", "verified"]


def write(path, rows):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        for group, case, variant, gbps in rows:
            w.writerow({"group": group, "case": case, "variant": variant,
                        "gbps": gbps, "verified": 1})


def side(per_line_a, per_line_b, control, xasync_b):
    """One round of one side: case A (per-line within the band) and case B
    (per-line far below it, its round trip below 0.5 with a ceiling above)."""
    return [
        ("tile2d", "2d A", "xasync", 9.0), ("tile2d", "2d A", "copy-buffer", 10.0),
        ("tile2d", "2d A", "hand-wide", 1.0), ("tile2d", "2d A", "per-element", 1.0),
        ("tile2d", "2d A", "direct", control), ("tile2d", "2d A", "per-line", per_line_a),
        ("tile2d", "2d B", "xasync", xasync_b), ("tile2d", "2d B", "copy-buffer", 10.0),
        ("tile2d", "2d B", "hand-wide", 1.0), ("tile2d", "2d B", "per-element", 1.0),
        ("tile2d", "2d B", "direct", 8.0), ("tile2d", "2d B", "per-line", per_line_b),
    ]


def main():
    script = sys.argv[1]
    with tempfile.TemporaryDirectory() as d:
        ov, sy = [], []
        for r in range(3):
            o, s = os.path.join(d, f"o{r}.csv"), os.path.join(d, f"s{r}.csv")
            # overlay: per-line A 0.98 of the system's, B 0.90; the control
            # (direct of A) 0.97 of the system's: the band's floor.
            write(o, side(4.9, 4.5, 9.7, 4.0))
            write(s, side(5.0, 5.0, 10.0, 4.0))
            ov.append(o)
            sy.append(s)
        out = subprocess.run([sys.executable, script, ",".join(ov), ",".join(sy)],
                             capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()

    def line(case, variant):
        hits = [l for l in lines if l.startswith(case) and f" {variant} " in l]
        if len(hits) != 1:
            sys.exit(f"FAIL: no single line for {case} {variant} in:\n{out}")
        return hits[0]

    checks = [
        ("control band floor", "0.970 (2d A, direct)" in out),
        ("A per-line inside the band",
         "inside the control band (from 0.970)" in line("2d A", "per-line")),
        ("B per-line not met", line("2d B", "per-line").endswith("NOT MET")),
        ("B round trip not met (ceiling 0.8 above 0.5)",
         [l for l in lines if l.startswith("2d B") and "0.5 |" in l][0].endswith("NOT MET")),
        ("two counted", "below their goal with no limit shown: 2" in out),
    ]
    for name, ok in checks:
        print(("ok   " if ok else "FAIL ") + name)
    if not all(ok for _, ok in checks):
        print(out)
        return 1
    print("pocl-goals: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
