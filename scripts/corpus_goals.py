#!/usr/bin/env python3
"""The corpus's goals (issue 33) from alternating rounds of the bench's
corpus part (tests/bench/corpus.cpp) on two runtimes: the one under test
(the overlay; Intel's CPU runtime with the layer) and its reference (the
system pocl; the runtime without the layer).

- every corpus kernel, new over old: the median over rounds of each
  round's ratio (rounds alternate, so a round's two runs are neighbours),
  with the spread of the rounds; goal >= 0.95;
- on the runtime under test, each case's 2D2D/3D3D kernel over the
  case's best classic-copy kernel (the best median over rounds); goal
  >= 1.0.
  corpus_goals.py NEW.csv[,NEW2.csv...] OLD.csv[,OLD2.csv...] [--names a,b]
"""
import argparse
import statistics
import sys

from pocl_goals import gbps, load  # the goal scripts read rounds alike


def rounds(paths):
    """Each round's GB/s by (case, variant), 0 where it was not verified."""
    out = []
    for path in paths.split(","):
        rnd = load(path)
        out.append({k: gbps(rnd, *k) for k in rnd})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new")
    ap.add_argument("old")
    ap.add_argument("--names", default="overlay,system")
    a = ap.parse_args()
    n1, n2 = a.names.split(",")
    new, old = rounds(a.new), rounds(a.old)
    keys = [k for k in new[0] if k[1] != "copy-buffer"]
    # The control band: the kernels that run no xasync code ("hand": the
    # work-items copy), read the same way; a kernel below 0.95 but not
    # below the band's lowest median is inside the machine's noise.
    band = []
    for k in keys:
        if k[1] == "hand":
            r = [x[k] / y[k] for x, y in zip(new, old) if x.get(k) and y.get(k)]
            if r:
                band.append(statistics.median(r))
    low = min(band) if band else None
    print(f"corpus: {n1} over {n2}, median of {min(len(new), len(old))} "
          f"alternating rounds (min-max of the rounds); goal >= 0.95"
          + (f", or inside the control band {min(band):.3f}-{max(band):.3f} "
             f"(the 'hand' kernels: no xasync code)" if band else ""))
    print(f"{'case':30} {'variant':13} | {n1+' GB/s':>11} {n2+' GB/s':>11} | "
          f"{'ratio':>7} {'spread':>13}  goal")
    missed = 0
    for k in keys:
        if not any(k in o for o in old):
            continue
        ratios = [x[k] / y[k] for x, y in zip(new, old)
                  if x.get(k) and y.get(k)]
        if not ratios:
            print(f"{k[0]:30} {k[1]:13} | UNVERIFIED")
            missed += 1
            continue
        med = statistics.median(ratios)
        gn = statistics.median([x[k] for x in new if x.get(k)])
        go = statistics.median([y[k] for y in old if y.get(k)])
        ok = med >= 0.95
        inside = not ok and low is not None and med >= low
        verdict = ("control" if k[1] == "hand" else "met" if ok
                   else "inside band" if inside else "MISSED")
        missed += verdict == "MISSED"
        print(f"{k[0]:30} {k[1]:13} | {gn:11.2f} {go:11.2f} | {med:7.3f} "
              f"{min(ratios):6.3f}-{max(ratios):6.3f}  {verdict}")
    print(f"\n2D2D/3D3D over the best classic-copy kernel of the same tile, "
          f"{n1}, medians over rounds; goal >= 1.0")
    cases = []
    for k in keys:
        if k[0] not in cases:
            cases.append(k[0])
    for c in cases:
        med = {}
        for k in keys:
            if k[0] == c:
                v = [x[k] for x in new if x.get(k)]
                if v:
                    med[k[1]] = statistics.median(v)
        lead = next((v for v in med if v in ("x2d", "x3d")), None)
        classic = {v: g for v, g in med.items()
                   if v not in ("x2d", "x3d", "prefetch", "hand")}
        if not lead or not classic:
            continue
        best = max(classic, key=classic.get)
        r = med[lead] / classic[best]
        missed += r < 1.0
        print(f"{c:30} {lead} {med[lead]:8.2f} GB/s, best classic {best} "
              f"{classic[best]:8.2f}: {r:6.3f}  {'met' if r >= 1.0 else 'MISSED'}")
    print(f"\ncorpus goals: {'all met' if not missed else f'{missed} missed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
