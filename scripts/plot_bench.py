#!/usr/bin/env python3
"""Plots the CSV written by xasync's benchmark (tests/bench) into a PNG.

    plot_bench.py bench_results.csv [bench_results.png]

Top: GB/s per case and variant.  Bottom: GB/s relative to
clEnqueueCopyBuffer of the same bytes.  Each case is labelled with its
lead/baseline ratio (xasync/per-line for tiles, async/sync for the stencil).
"""
import csv
import sys

import matplotlib

matplotlib.use("Agg")  # no display needed
import matplotlib.pyplot as plt  # noqa: E402

ORDER = ["xasync", "per-line", "per-element", "hand-wide", "async", "sync",
         "copy-buffer"]
COLORS = {"xasync": "tab:blue", "per-line": "tab:orange",
          "per-element": "tab:green", "hand-wide": "tab:olive",
          "async": "tab:purple",
          "sync": "tab:brown", "copy-buffer": "tab:gray"}
LEAD = {"per-line": "xasync", "sync": "async"}


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    src = argv[1]
    out = argv[2] if len(argv) > 2 else src.rsplit(".", 1)[0] + ".png"
    with open(src, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit(f"{src}: no results")

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
