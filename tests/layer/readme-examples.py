"""Checks that each README code block marked <!-- example: PATH --> is PATH's
code: its lines appear in PATH in the same order, a comment line starting
with '...' standing for lines left out.
usage: readme-examples.py README.md REPO_ROOT"""
import re
import sys

readme, root = sys.argv[1], sys.argv[2]
text = open(readme).read()
blocks = re.findall(r"<!-- example: (\S+) -->\n```\w*\n(.*?)```", text, re.S)
if not blocks:
    sys.exit("readme-examples: FAIL: no marked example in " + readme)
failed = False
for path, block in blocks:
    source = open(f"{root}/{path}").read().splitlines()
    at = 0
    for line in block.splitlines():
        if re.match(r"\s*(//|#) \.\.\.", line):
            continue
        try:
            at = source.index(line, at) + 1
        except ValueError:
            print(f"readme-examples: FAIL: {path}: not found (in order): {line!r}")
            failed = True
            break
    else:
        print(f"readme-examples: {path}: {len(block.splitlines())} lines match")
sys.exit(1 if failed else 0)
