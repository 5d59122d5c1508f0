#!/usr/bin/env python3
"""The real-kernel corpus (tests/bench/real.cpp) on two set-ups, from
alternating rounds of the bench's -real.csv: xasync's side (the overlay;
a runtime through the layer; PTX built with xasync) over the platform's own
copies (the system pocl; the runtime without the layer).

Per case (kernel and work-group size): the median over rounds of each
round's speed ratio (own time / xasync time: > 1 means xasync is faster;
rounds alternate, so a round's two runs are neighbours), the spread of the
rounds (min-max), and each side's median time.  Cases that ran on one side
only (the extension's kernels, a driver's abort) are listed apart.  Then a
summary by kernel: the median over its work-group sizes, and how many
cases fall below 0.97.

  real_compare.py NEW.csv[,NEW2.csv...] OLD.csv[,OLD2.csv...]
                  [--names xasync,own] [--csv OUT.csv] [--png OUT.png]

--png plots each case's median ratio with the rounds' spread (needs
matplotlib; without it the plot is skipped with a message).
"""
import argparse
import csv
import statistics


def load(path):
    """Median seconds by case, verified rows only."""
    out = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            if r.get("group") == "real" and r["verified"] == "1" and float(r["median_s"]) > 0:
                out[r["case"]] = float(r["median_s"])
    return out


def plot(rows, n1, n2, rounds, out):
    """Median ratio per case, the rounds' min-max as an error bar."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print(f"plot: no matplotlib for this python; {out} not written")
        return
    fig, ax = plt.subplots(figsize=(max(10, 0.16 * len(rows) + 3), 5))
    med = [float(r[3]) for r in rows]
    lo = [m - float(r[4]) for m, r in zip(med, rows)]
    hi = [float(r[5]) - m for m, r in zip(med, rows)]
    colors = ["tab:red" if m < 0.97 else "tab:blue" for m in med]
    ax.bar(range(len(rows)), med, 0.8, color=colors)
    ax.errorbar(range(len(rows)), med, yerr=[lo, hi], fmt="none",
                ecolor="black", elinewidth=0.6, capsize=1.5)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.axhline(0.97, color="black", linestyle=":", linewidth=0.8)
    ax.set_yscale("log")
    ax.set_ylabel(f"{n2} time / {n1} time (above 1: {n1} faster)")
    ax.set_title(f"real kernels, {n1} over {n2}: median of {rounds} "
                 f"alternating rounds (bars: min-max; red: below 0.97)",
                 fontsize=10)
    ax.set_xticks(range(len(rows)))
    ax.set_xticklabels([r[0] for r in rows], rotation=90, fontsize=6)
    fig.tight_layout()
    fig.savefig(out, dpi=120)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new")
    ap.add_argument("old")
    ap.add_argument("--names", default="xasync,own")
    ap.add_argument("--csv")
    ap.add_argument("--png")
    a = ap.parse_args()
    n1, n2 = a.names.split(",")
    new = [load(p) for p in a.new.split(",")]
    old = [load(p) for p in a.old.split(",")]
    cases = []
    for rnd in new + old:
        for c in rnd:
            if c not in cases:
                cases.append(c)
    rounds = min(len(new), len(old))
    print(f"real kernels: {n1} over {n2}, speed ({n2} time / {n1} time), "
          f"median of {rounds} alternating rounds (min-max of the rounds)")
    print(f"{'case':40} | {n1+' us':>10} {n2+' us':>10} | {'ratio':>7} {'spread':>13}")
    rows, only, by_kernel = [], [], {}
    for c in cases:
        ratios = [y[c] / x[c] for x, y in zip(new, old) if c in x and c in y]
        if not ratios:
            side = n1 if any(c in x for x in new) else n2
            only.append((c, side))
            continue
        med = statistics.median(ratios)
        tn = statistics.median([x[c] for x in new if c in x]) * 1e6
        to = statistics.median([y[c] for y in old if c in y]) * 1e6
        print(f"{c:40} | {tn:10.2f} {to:10.2f} | {med:7.3f} "
              f"{min(ratios):6.3f}-{max(ratios):6.3f}")
        rows.append([c, f"{tn:.3f}", f"{to:.3f}", f"{med:.4f}",
                     f"{min(ratios):.4f}", f"{max(ratios):.4f}", len(ratios)])
        by_kernel.setdefault(c.rsplit(" wg", 1)[0], []).append(med)
    if only:
        print(f"\nran on one side only ({len(only)}):")
        for c, side in only:
            print(f"  {c:40} {side} only")
    print(f"\nby kernel: median over its work-group sizes (min-max), "
          f"cases below 0.97")
    below = 0
    for k, v in by_kernel.items():
        low = sum(x < 0.97 for x in v)
        below += low
        print(f"  {k:34} {statistics.median(v):7.3f} "
              f"({min(v):.3f}-{max(v):.3f})  {low} of {len(v)}")
    allr = [float(r[3]) for r in rows]
    if allr:
        print(f"\n{len(allr)} cases: median {statistics.median(allr):.3f}, "
              f"min {min(allr):.3f}, max {max(allr):.3f}; {below} below 0.97")
    if a.png and rows:
        plot(rows, n1, n2, rounds, a.png)
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["case", f"{n1}_us", f"{n2}_us", "ratio_median",
                        "ratio_min", "ratio_max", "rounds"])
            w.writerows(rows)


if __name__ == "__main__":
    main()
