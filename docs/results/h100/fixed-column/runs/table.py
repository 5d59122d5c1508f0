#!/usr/bin/env python3
"""xasync GB/s of every case in every run under a results folder (one
folder per run, each with one bench CSV), runs as columns in folder order
of their numbers; then each new/old ratio of the same kind and round."""
import csv, glob, os, sys

top = sys.argv[1]
runs = {}
for d in sorted(os.listdir(top)):
    csvs = [f for f in glob.glob(os.path.join(top, d, 'bench-*.csv'))
            if not f.endswith(('-compute.csv', '-sweep.csv'))]
    if not csvs:
        continue
    rows = {}
    for row in csv.DictReader(open(csvs[0])):
        if row['variant'] in ('xasync', 'async', 'sync'):
            key = row['case'] + ('' if row['variant'] == 'xasync' else ' ' + row['variant'])
            rows[key] = float(row['gbps'])
    runs[d] = rows
names = sorted(runs, key=lambda n: (n.rsplit('-', 1)[1], n))
cases = []
for n in names:
    for c in runs[n]:
        if c not in cases:
            cases.append(c)
print('%-30s' % 'case' + ''.join('%12s' % n for n in names))
for c in cases:
    print('%-30s' % c + ''.join('%12s' % ('%.0f' % runs[n][c] if c in runs[n] else '-') for n in names))
print()
pairs = [(n, n.replace('-new-', '-old-')) for n in names if '-new-' in n]
pairs = [(a, b) for a, b in pairs if b in runs]
print('new/old, same kind and round')
print('%-30s' % 'case' + ''.join('%12s' % a.replace('-new', '') for a, _ in pairs))
for c in cases:
    print('%-30s' % c + ''.join('%12s' % ('%.3f' % (runs[a][c] / runs[b][c]) if c in runs[a] and c in runs[b] else '-') for a, b in pairs))
print()
srcs = [n for n in names if not n.startswith('ptx-')]
print('source over PTX mode of the same version and round')
print('%-30s' % 'case' + ''.join('%14s' % n for n in srcs))
for c in cases:
    out = []
    for n in srcs:
        kind, ver, rnd = n.split('-')
        p = 'ptx-%s-%s' % (ver, rnd)
        out.append('%.3f' % (runs[n][c] / runs[p][c]) if p in runs and c in runs[n] and c in runs[p] else '-')
    print('%-30s' % c + ''.join('%14s' % o for o in out))
