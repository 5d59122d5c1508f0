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
                  [--names xasync,own] [--control CTL.csv[,CTL2.csv...]]
                  [--identity ID.csv[,ID2.csv...]]
                  [--csv OUT.csv] [--png OUT.png] [--stat median|iqm]

--stat iqm reads each side's time as the mean of the middle half of its
runs (the bench's iqm_s) instead of their median: on a clock of coarse
steps (pocl's 10 ns, 4-5% of a 0.2 us kernel) a median moves in whole
steps, the interquartile mean far less.

Each CSV may end in @VARIANT: that side of a run that timed several in
one process (the bench's --pair: "own", "kernel-again", "own-again";
"kernel" by default).  Given the same CSVs for NEW and OLD, a round's two
times are then one process's alternating launches (paired rounds).

--control names a third set of rounds of the platform's own copies, run in
the same alternation (an A/A control: own over own).  Each case then gets
its control ratio (the median over rounds of OLD time / CTL time, the same
statistic as the case's ratio), and the control band: the 5th to 95th
percentile of the control ratios of the cases whose own time falls in the
same class (under 10 us, 10-50 us, 50 us and more).  A case below 0.97 whose
ratio lies at or above its class's band is "inside the band": no slower
than the platform against itself measures; one below the band whose own
control ratio is as low as its ratio or lower is "unsure" (the platform
over itself reads as far off on that case), counted apart.

--identity names rounds of the identity side: the platform's own builds
loaded in xasync's place, each round one process timing them against
themselves as the pair times xasync's (the bench's --pair; gpu-run.sh
real-pair with XASYNC_REAL_IDENTITY=1).  Each case then gets its identity
ratio (the median over those rounds of own time / the identity side's
time), and the identity band, its 5th to 95th percentile by time class as
for the control.  The control times the reference against itself in the
reference's place; the identity side times it in xasync's (another
program object, loaded as xasync's build is, in a process of its own), so
it measures what the pairing reads with no change of code where xasync's
side sits.  A case below 0.97 and below the control band that lies at or
above the identity band is "identity"; one whose own identity ratio is as
low as its ratio or lower is "unsure"; "below" is then below both bands.

--png plots each case's median ratio with the rounds' spread (needs
matplotlib; without it the plot is skipped with a message).
"""
import argparse
import csv
import statistics


def load(spec, stat="median_s"):
    """Seconds by case from the column `stat` (the runs' median, or
    iqm_s), verified rows only, of one side: SPEC is CSV[@VARIANT], the
    variant "kernel" (this run's build) by default, or a side the bench
    timed beside it (--pair: own, kernel-again, own-again)."""
    path, _, variant = spec.partition("@")
    variant = variant or "kernel"
    out = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            if (r.get("group") == "real" and r.get("variant", "kernel") == variant
                    and r["verified"] == "1" and float(r["median_s"]) > 0):
                if stat not in r:
                    raise SystemExit(f"real_compare: {path} has no {stat} column "
                                     "(a bench from before it)")
                out[r["case"]] = float(r[stat])
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


CLASSES = ((0, 10, "under 10 us"), (10, 50, "10-50 us"), (50, float("inf"), "50 us and more"))


def class_of(us):
    return next(name for lo, hi, name in CLASSES if lo <= us < hi)


def bands(ctl_by_case, own_us):
    """Per time class, the 5th-95th percentile of the control ratios (all
    cases together when a class has fewer than 8)."""
    allv = list(ctl_by_case.values())

    def band(v):
        if len(v) < 2:
            return (min(v), max(v))
        q = statistics.quantiles(v, n=20, method="inclusive")
        return (q[0], q[-1])
    out = {}
    for _, _, name in CLASSES:
        v = [r for c, r in ctl_by_case.items() if class_of(own_us[c]) == name]
        out[name] = (band(v if len(v) >= 8 else allv), len(v) if len(v) >= 8 else len(allv))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new")
    ap.add_argument("old")
    ap.add_argument("--names", default="xasync,own")
    ap.add_argument("--control")
    ap.add_argument("--identity")
    ap.add_argument("--csv")
    ap.add_argument("--png")
    ap.add_argument("--stat", choices=("median", "iqm"), default="median")
    a = ap.parse_args()
    stat = f"{a.stat}_s"
    n1, n2 = a.names.split(",")
    new = [load(p, stat) for p in a.new.split(",")]
    old = [load(p, stat) for p in a.old.split(",")]
    ctl = [load(p, stat) for p in a.control.split(",")] if a.control else []
    ident = ([(load(p, stat), load(p + "@own", stat)) for p in a.identity.split(",")]
             if a.identity else [])
    cases = []
    for rnd in new + old:
        for c in rnd:
            if c not in cases:
                cases.append(c)
    rounds = min(len(new), len(old))
    print(f"real kernels: {n1} over {n2}, speed ({n2} time / {n1} time), "
          f"median of {rounds} alternating rounds (min-max of the rounds)"
          + ("; each side's time the mean of its runs' middle half" if a.stat == "iqm" else ""))
    data, only = [], []
    ctl_by_case, own_us, id_by_case = {}, {}, {}
    for c in cases:
        ratios = [y[c] / x[c] for x, y in zip(new, old) if c in x and c in y]
        if not ratios:
            side = n1 if any(c in x for x in new) else n2
            only.append((c, side))
            continue
        tn = statistics.median([x[c] for x in new if c in x]) * 1e6
        to = statistics.median([y[c] for y in old if c in y]) * 1e6
        own_us[c] = to
        cr = [y[c] / z[c] for y, z in zip(old, ctl) if c in y and c in z]
        if cr:
            ctl_by_case[c] = statistics.median(cr)
        ir = [o[c] / i[c] for i, o in ident if c in i and c in o]
        if ir:
            id_by_case[c] = statistics.median(ir)
        data.append((c, tn, to, statistics.median(ratios), min(ratios), max(ratios), len(ratios)))
    band = bands(ctl_by_case, own_us) if ctl_by_case else {}
    iband = bands(id_by_case, own_us) if band and id_by_case else {}
    head = f"{'case':40} | {n1+' us':>10} {n2+' us':>10} | {'ratio':>7} {'spread':>13}"
    if band:
        head += f" | {'control':>7}" + (f" {'ident.':>7}" if iband else "") + f" {'verdict':>8}"
    print(head)
    rows, by_kernel, verdicts = [], {}, {}
    for c, tn, to, med, lo, hi, k in data:
        line = f"{c:40} | {tn:10.2f} {to:10.2f} | {med:7.3f} {lo:6.3f}-{hi:6.3f}"
        row = [c, f"{tn:.3f}", f"{to:.3f}", f"{med:.4f}", f"{lo:.4f}", f"{hi:.4f}", k]
        if band:
            cr = ctl_by_case.get(c)
            (blo, _), _ = band[class_of(to)]
            v = "ok" if med >= 0.97 else ("band" if med >= blo else "below")
            ir = id_by_case.get(c)
            if v == "below" and iband and med >= iband[class_of(to)][0][0]:
                v = "identity"
            # The platform over itself, in its place or in xasync's, as low
            # on this very case: its comparison cannot be read ("unsure"),
            # counted apart.
            if v in ("below", "identity") and any(
                    x is not None and x <= med for x in (cr, ir)):
                v = "unsure"
            verdicts[c] = v
            line += f" | {cr:7.3f}" if cr is not None else f" | {'-':>7}"
            if iband:
                line += f" {ir:7.3f}" if ir is not None else f" {'-':>7}"
            line += f" {v:>8}"
            row += [f"{cr:.4f}" if cr is not None else ""]
            if iband:
                row += [f"{ir:.4f}" if ir is not None else ""]
            row += [v]
        print(line)
        rows.append(row)
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
    if band:
        print(f"\ncontrol ({n2} over {n2}, {len(ctl)} rounds in the same alternation): "
              f"the band, 5th-95th percentile of the control ratios by {n2}'s time")
        for _, _, name in CLASSES:
            (blo, bhi), nb = band[name]
            inside = [c for c in verdicts if verdicts[c] == "band" and class_of(own_us[c]) == name]
            print(f"  {name:16} {blo:.3f}-{bhi:.3f} (of {nb} cases)  "
                  f"{len(inside)} below 0.97 inside it")
        if iband:
            print(f"identity ({n2}'s builds in {n1}'s place over {n2}, {len(ident)} rounds): "
                  f"the band, 5th-95th percentile of the identity ratios by {n2}'s time")
            for _, _, name in CLASSES:
                (blo, bhi), nb = iband[name]
                inside = [c for c in verdicts
                          if verdicts[c] == "identity" and class_of(own_us[c]) == name]
                print(f"  {name:16} {blo:.3f}-{bhi:.3f} (of {nb} cases)  "
                      f"{len(inside)} below 0.97 and the control band inside it")
        out = [c for c, v in verdicts.items() if v == "below"]
        print(f"  below 0.97 and below the band: {len(out)}"
              + (f" ({', '.join(out)})" if out else ""))
        inside = [c for c, v in verdicts.items() if v == "identity"]
        if inside:
            print(f"  below the control band, inside the identity band: {len(inside)} ({', '.join(inside)})")
        unsure = [c for c, v in verdicts.items() if v == "unsure"]
        if unsure:
            print(f"  below the band, the platform over itself as low (unsure): {len(unsure)} ({', '.join(unsure)})")
    allr = [r[3] for r in data]
    if allr:
        print(f"\n{len(allr)} cases: median {statistics.median(allr):.3f}, "
              f"min {min(allr):.3f}, max {max(allr):.3f}; {below} below 0.97")
    if a.png and rows:
        plot(rows, n1, n2, rounds, a.png)
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.writer(f)
            head = ["case", f"{n1}_us", f"{n2}_us", "ratio_median",
                    "ratio_min", "ratio_max", "rounds"]
            if band:
                head += ["control_ratio"] + (["identity_ratio"] if iband else []) + ["verdict"]
            w.writerow(head)
            w.writerows(rows)


if __name__ == "__main__":
    main()
