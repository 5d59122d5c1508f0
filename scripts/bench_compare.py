#!/usr/bin/env python3
"""Side-by-side table of two bench CSVs (the same cases on two devices or
builds): for every case and variant present in both, GB/s, ratio to
clEnqueueCopyBuffer in each run, and new/old.  Used by
scripts/bench-pocl-compare.sh (overlay vs system pocl).  Each side may be
several CSVs (rounds of the bench, alternated with the other side's): a
case/variant is then read from the round where it was fastest, which
drops rounds slowed by other load on a shared machine."""
import argparse
import csv
import sys


def load(paths):
    rows = {}
    for path in paths.split(","):
        with open(path, newline="") as f:
            for r in csv.DictReader(f):
                k = (r["case"], r["variant"])
                if k not in rows or float(r["gbps"]) > float(rows[k]["gbps"]):
                    rows[k] = r
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new", help="CSV(s) of the run under test (overlay), comma-separated")
    ap.add_argument("old", help="CSV(s) of the reference run (system pocl), comma-separated")
    ap.add_argument("--csv", help="write the table as CSV too")
    ap.add_argument("--names", default="overlay,system")
    a = ap.parse_args()
    new, old = load(a.new), load(a.old)
    n1, n2 = a.names.split(",")
    keys = [k for k in new if k in old and k[1] != "copy-buffer"]
    out = []
    print(f"{'case':28} {'variant':12} | {n1+' GB/s':>12} {n2+' GB/s':>12} | "
          f"{n1+'/copy':>12} {n2+'/copy':>12} | {n1+'/'+n2:>14}")
    worst = None
    for case, variant in keys:
        x, y = new[(case, variant)], old[(case, variant)]
        ratio = float(x["gbps"]) / float(y["gbps"]) if float(y["gbps"]) else 0.0
        ok = x["verified"] == "1" and y["verified"] == "1"
        print(f"{case:28} {variant:12} | {float(x['gbps']):12.2f} "
              f"{float(y['gbps']):12.2f} | {float(x['ratio_copy_buffer']):12.3f} "
              f"{float(y['ratio_copy_buffer']):12.3f} | {ratio:14.3f}"
              + ("" if ok else "  UNVERIFIED"))
        out.append([case, variant, x["gbps"], y["gbps"], x["ratio_copy_buffer"],
                    y["ratio_copy_buffer"], f"{ratio:.4f}", int(ok)])
        worst = ratio if worst is None else min(worst, ratio)
    if worst is not None:
        print(f"\nlowest {n1}/{n2}: {worst:.3f} over {len(out)} case/variant pairs")
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["case", "variant", f"{n1}_gbps", f"{n2}_gbps",
                        f"{n1}_ratio_copy_buffer", f"{n2}_ratio_copy_buffer",
                        f"{n1}_over_{n2}", "verified"])
            w.writerows(out)
    return 0 if out else 1


if __name__ == "__main__":
    sys.exit(main())
