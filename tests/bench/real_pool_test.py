#!/usr/bin/env python3
"""scripts/real-pool.sh on made-up paired rounds in two folders (as two
device calls leave them): every side with paired rounds is compared with
all its rounds pooled, runs without the reference side (NVIDIA's saving
run, bench-real-compare's own-0) are no side, and the identity side's
rounds give the others their identity ratio.  One case is below 0.97 in
one folder's rounds and above it in the other's: pooled, its median over
all rounds decides.  A folder without paired rounds, or one that is not
there, is an error.
    real_pool_test.py SCRIPT"""
import csv
import os
import subprocess
import sys
import tempfile

FIELDS = ["group", "case", "variant", "median_s", "iqm_s", "verified"]


def write(path, rows):
    """rows: (case, variant, seconds)."""
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        for case, variant, t in rows:
            w.writerow({"group": "real", "case": case, "variant": variant,
                        "median_s": t, "iqm_s": t, "verified": 1})


def paired(case_ratio, own=5e-6):
    """A paired round: each case's own time and its side's, own / side =
    the given ratio, each twice (--pair-again)."""
    rows = []
    for case, r in case_ratio.items():
        rows += [(case, "kernel", own / r), (case, "own", own),
                 (case, "kernel-again", own / r), (case, "own-again", own)]
    return rows


def main():
    script = sys.argv[1]
    fails = []
    with tempfile.TemporaryDirectory() as d:
        a, b = os.path.join(d, "call1"), os.path.join(d, "call2")
        os.makedirs(a), os.makedirs(b)
        # Side x: "k1 wg1" reads 0.95 in call 1's three rounds and 1.00 in
        # call 2's four: pooled, its median is 1.00.  "k2 wg1" reads 0.90
        # everywhere.  Ten more cases at 1.0 give the bands their spread.
        rest = {f"k{i} wg1": 1.0 for i in range(3, 13)}
        for r in range(1, 4):
            write(os.path.join(a, f"x-{r}-real.csv"),
                  paired({"k1 wg1": 0.95, "k2 wg1": 0.90, **rest}))
            write(os.path.join(a, f"identity-{r}-real.csv"),
                  paired({"k1 wg1": 1.0, "k2 wg1": 0.99, **rest}))
        for r in range(1, 5):
            write(os.path.join(b, f"x-{r}-real.csv"),
                  paired({"k1 wg1": 1.00, "k2 wg1": 0.90, **rest}))
        # Runs without the reference side: no side of their own.
        write(os.path.join(a, "native-real.csv"), [("k1 wg1", "kernel", 5e-6)])
        write(os.path.join(b, "own-0-real.csv"), [("k1 wg1", "kernel", 5e-6)])
        out = os.path.join(d, "pooled")
        res = subprocess.run(["bash", script, "--ref", "nvidia", out, a, b],
                             capture_output=True, text=True)
        if res.returncode != 0:
            print(res.stdout, res.stderr)
            fails.append(f"exit status {res.returncode}")
        files = sorted(os.listdir(out)) if os.path.isdir(out) else []
        for want in ("compare-pair-x.csv", "compare-pair-x.txt", "compare-pair-x-again.csv",
                     "compare-pair-identity.csv"):
            if want not in files:
                fails.append(f"no {want}")
        if any("native" in f or "own-0" in f or f.startswith("compare-pair-own") for f in files):
            fails.append(f"a run without the reference side became a side: {files}")
        rows = {}
        if "compare-pair-x.csv" in files:
            with open(os.path.join(out, "compare-pair-x.csv"), newline="") as f:
                rows = {r["case"]: r for r in csv.DictReader(f)}
        k1, k2 = rows.get("k1 wg1", {}), rows.get("k2 wg1", {})
        if k1.get("rounds") != "7" or abs(float(k1.get("ratio_median") or 0) - 1.0) > 1e-3:
            fails.append(f"k1 pooled: {k1.get('rounds')} rounds, ratio {k1.get('ratio_median')}; "
                         "want 7 rounds at 1.000")
        if k2.get("verdict") != "below" or abs(float(k2.get("identity_ratio") or 0) - 0.99) > 1e-3:
            fails.append(f"k2 pooled: verdict {k2.get('verdict')}, identity ratio "
                         f"{k2.get('identity_ratio')}; want below, 0.99")
        if "== x: 7 rounds pooled" not in res.stdout:
            fails.append("the summary does not say 7 rounds of x")
        if "compare-pair-x.txt" in files:
            with open(os.path.join(out, "compare-pair-x.txt")) as f:
                if "x over nvidia" not in f.read():
                    fails.append("the table does not name the reference (--ref nvidia)")
        # No paired rounds; a folder that is not there.
        empty = os.path.join(d, "empty")
        os.makedirs(empty)
        res = subprocess.run(["bash", script, os.path.join(d, "o2"), empty],
                             capture_output=True, text=True)
        if res.returncode != 1 or "no paired rounds" not in res.stderr:
            fails.append(f"a folder without paired rounds: status {res.returncode}, {res.stderr.strip()}")
        res = subprocess.run(["bash", script, os.path.join(d, "o3"), os.path.join(d, "nowhere")],
                             capture_output=True, text=True)
        if res.returncode != 2 or "no folder" not in res.stderr:
            fails.append(f"a missing folder: status {res.returncode}, {res.stderr.strip()}")
    for f in fails:
        print("FAIL", f)
    print("real-pool: OK" if not fails else "real-pool: FAILED")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
