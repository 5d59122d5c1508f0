#!/usr/bin/env python3
"""Plots a CSV written by xasync's benchmark (tests/bench) into a PNG.

    plot_bench.py bench_results.csv [bench_results.png]

The CSV's columns say which of the bench's three outputs it is:
- fixed cases (bench_results.csv): top, GB/s per case and variant; bottom,
  GB/s relative to clEnqueueCopyBuffer of the same bytes; each case is
  labelled with its lead/baseline ratio (xasync/per-line for tiles,
  async/sync for the stencil);
- sweep (*-sweep.csv): histogram of xasync / best hand-written variant over
  the cases, and the ratio against tile size (marker: 2D/3D copy, colour:
  work-group size);
- compute kernels (*-compute.csv): GFLOP/s per kernel and variant, labelled
  with the ratio to the hand-written load and the registers;
- real kernels (*-real.csv, group "real"): median device time of each case
  (kernel and work-group size), one colour per kernel; wrong ones in red.
"""
import csv
import math
import sys

import matplotlib

matplotlib.use("Agg")  # no display needed
import matplotlib.pyplot as plt  # noqa: E402

ORDER = ["xasync", "per-line", "per-element", "hand-wide", "async", "sync",
         "cpasync", "sync-cpasync", "copy-buffer"]
COLORS = {"xasync": "tab:blue", "per-line": "tab:orange",
          "per-element": "tab:green", "hand-wide": "tab:olive",
          "async": "tab:purple",
          "sync": "tab:brown", "cpasync": "tab:cyan",
          "sync-cpasync": "tab:pink", "copy-buffer": "tab:gray"}
LEAD = {"per-line": "xasync", "sync": "async"}


def plot_sweep(rows, out):
    """Histogram and scatter of xasync / best hand over the sweep's cases."""
    cases = {}  # case -> its xasync row
    for r in rows:
        if r["variant"] == "xasync" and float(r["ratio_best_hand"]) > 0:
            cases[r["case"]] = r
    if not cases:
        sys.exit("sweep CSV: no case with both xasync and a hand variant")
    ratios = [float(r["ratio_best_hand"]) for r in cases.values()]
    gmean = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    fig, (hist, scatter) = plt.subplots(1, 2, figsize=(13, 5))
    lo, hi = min(ratios + [0.9]), max(ratios + [1.2])
    bins = [lo * (hi / lo) ** (i / 40) for i in range(41)]
    hist.hist(ratios, bins=bins, color="tab:blue")
    hist.set_xscale("log")
    for x, style, label in ((0.95, ":", "0.95"), (1.0, "-", "1"),
                            (gmean, "--", f"geometric mean {gmean:.3f}")):
        hist.axvline(x, color="black", linestyle=style, linewidth=0.8,
                     label=label)
    hist.set_xlabel("xasync / best hand-written (speed)")
    hist.set_ylabel("cases")
    hist.set_title(f"{len(ratios)} random cases, min {min(ratios):.3f}",
                   fontsize=10)
    hist.legend(fontsize=8)
    for dims, marker in (("2", "o"), ("3", "^")):
        pts = [r for r in cases.values() if r["dims"] == dims]
        if not pts:
            continue
        sc = scatter.scatter([int(r["tile_bytes"]) for r in pts],
                             [float(r["ratio_best_hand"]) for r in pts],
                             c=[int(r["wg"]) for r in pts], cmap="viridis",
                             vmin=1, vmax=1024, marker=marker, s=18,
                             label=f"{dims}D")
    fig.colorbar(sc, ax=scatter, label="work-items per group")
    scatter.axhline(1.0, color="black", linewidth=0.8)
    scatter.axhline(0.95, color="black", linestyle=":", linewidth=0.8)
    scatter.set_xscale("log")
    scatter.set_yscale("log")
    scatter.set_xlabel("tile bytes")
    scatter.set_ylabel("xasync / best hand-written")
    scatter.legend(fontsize=8)
    fig.suptitle(f"xasync sweep on {rows[0]['device']}", fontsize=10)
    fig.tight_layout()
    fig.savefig(out, dpi=120)


def plot_compute(rows, out):
    """GFLOP/s per compute kernel and variant."""
    cases, data = [], {}
    for r in rows:
        if r["case"] not in cases:
            cases.append(r["case"])
        data[(r["case"], r["variant"])] = r
    variants = [v for v in ("hand", "hand-db", "hand-cpasync", "sync-cpasync",
                            "sync", "async")
                if any((c, v) in data for c in cases)]
    colors = {"hand": "tab:green", "hand-db": "tab:olive",
              "hand-cpasync": "tab:cyan", "sync-cpasync": "tab:pink",
              "sync": "tab:brown", "async": "tab:purple"}
    fig, ax = plt.subplots(figsize=(max(6, 3 * len(cases) + 2), 5))
    width = 0.8 / max(1, len(variants))
    for x, c in enumerate(cases):
        for i, v in enumerate(variants):
            r = data.get((c, v))
            if not r:
                continue
            pos = x - 0.4 + (i + 0.5) * width
            ax.bar(pos, float(r["gflops"]), width, color=colors[v],
                   label=v if x == 0 else None)
            regs = r["registers_ptxas"] or r["registers_jit"]
            label = f"{float(r['ratio_hand']):.2f}x" + (
                f"\n{regs} regs" if regs else "")
            ax.annotate(label, (pos, float(r["gflops"])), ha="center",
                        va="bottom", fontsize=7)
    ax.set_xticks(range(len(cases)))
    ax.set_xticklabels(cases)
    ax.set_ylabel("GFLOP/s")
    ax.set_ylim(top=ax.get_ylim()[1] * 1.15)
    ax.set_title(f"compute kernels on {rows[0]['device']}\n"
                 "(labels: speed over hand, registers)", fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out, dpi=120)


def plot_real(rows, out):
    """Median time per real-kernel case, log scale, one colour per kernel."""
    ids = []
    for r in rows:
        kid = r["case"].rsplit(" wg", 1)[0]
        if kid not in ids:
            ids.append(kid)
    cmap = plt.get_cmap("tab20")
    fig, ax = plt.subplots(figsize=(max(10, 0.18 * len(rows) + 3), 6))
    for x, r in enumerate(rows):
        kid = r["case"].rsplit(" wg", 1)[0]
        ok = r["verified"] == "1" and float(r["median_s"]) > 0
        ax.bar(x, float(r["median_s"]) * 1e6 if ok else 0, 0.8,
               color=cmap(ids.index(kid) % 20))
        if not ok:
            ax.annotate("wrong", (x, 1), xycoords=("data", "axes fraction"),
                        rotation=90, ha="center", va="top", fontsize=6,
                        color="red")
    ax.set_yscale("log")
    ax.set_ylabel("median device time (us)")
    ax.set_title(f"real kernels on {rows[0]['device']}", fontsize=10)
    ax.set_xticks(range(len(rows)))
    ax.set_xticklabels([r["case"] for r in rows], rotation=90, fontsize=6)
    fig.tight_layout()
    fig.savefig(out, dpi=120)


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    src = argv[1]
    out = argv[2] if len(argv) > 2 else src.rsplit(".", 1)[0] + ".png"
    with open(src, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit(f"{src}: no results")
    if "ratio_best_hand" in rows[0]:
        return plot_sweep(rows, out)
    if "gflops" in rows[0]:
        return plot_compute(rows, out)
    if all(r["group"] == "real" for r in rows):
        return plot_real(rows, out)

    cases = []  # in CSV order
    data = {}   # (case, variant) -> row
    for r in rows:
        if r["case"] not in cases:
            cases.append(r["case"])
        data[(r["case"], r["variant"])] = r
    variants = [v for v in ORDER if any((c, v) in data for c in cases)]

    fig, (top, bottom) = plt.subplots(
        2, 1, figsize=(max(8, 1.3 * len(cases) + 2), 8), sharex=True)
    # Each case's bars side by side, only the variants it has.
    seen = set()
    for x, c in enumerate(cases):
        present = [v for v in variants if (c, v) in data]
        width = 0.8 / len(present)
        for i, v in enumerate(present):
            r = data[(c, v)]
            pos = x - 0.4 + (i + 0.5) * width
            label = None if v in seen else v
            seen.add(v)
            top.bar(pos, float(r["gbps"]), width, label=label,
                    color=COLORS.get(v))
            if v != "copy-buffer":
                bottom.bar(pos, float(r["ratio_copy_buffer"]), width,
                           color=COLORS.get(v))
        for base, lead in LEAD.items():  # lead/baseline ratio over the case
            r = data.get((c, lead))
            if r and r["baseline"] == base:
                top.annotate(f"{lead}/{base}\n{float(r['ratio_baseline']):.2f}x",
                             (x, 1), xycoords=("data", "axes fraction"),
                             xytext=(0, -4), textcoords="offset points",
                             ha="center", va="top", fontsize=7)

    # Log scale when the figures span more than a decade and a half.
    for ax in (top, bottom):
        vals = [b.get_height() for b in ax.patches if b.get_height() > 0]
        if vals and max(vals) / min(vals) > 30:
            ax.set_yscale("log")
    top.set_ylim(top=top.get_ylim()[1] * (4 if top.get_yscale() == "log" else 1.2))

    top.set_ylabel("GB/s (read + written)")
    top.set_title(f"xasync tile copies on {rows[0]['device']}", fontsize=10)
    top.legend(fontsize=8, ncol=len(variants), loc="upper center",
               bbox_to_anchor=(0.5, -0.02))
    bottom.axhline(1.0, color="black", linewidth=0.8)
    bottom.set_ylabel("ratio to clEnqueueCopyBuffer")
    bottom.set_xticks(range(len(cases)))
    bottom.set_xticklabels(cases, rotation=30, ha="right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out, dpi=120)


if __name__ == "__main__":
    main(sys.argv)
