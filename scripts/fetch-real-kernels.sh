#!/usr/bin/env bash
# Obtains the real-kernel corpus (tests/real/manifest.tsv, docs/bench.md
# "Real kernels") into OUT (default ${XASYNC_BUILD_DIR:-build}/real-kernels):
# - debsrc entries: the Debian source package's upstream tarball through
#   apt-get (a private deb-src list for bookworm and trixie, its own state
#   under OUT/.apt; the system's apt set-up is left alone), then only the
#   listed file is extracted;
# - github entries: the file of that name in $XASYNC_REAL_KERNELS_DIR (filled
#   by the developer from a snapshot of the repository); without it they are
#   skipped, with the reason.
# Every file's sha256 must be the manifest's; a cstring:NAME[:VALUE] entry
# then becomes OUT/FILE holding that C string's text (a host file given for
# a GitHub-only one goes into $XASYNC_REAL_KERNELS_DIR under its own name).  Prints one line per entry
# (got / SKIPPED / FAILED and why) and writes OUT/status.tsv.  Exit status
# 1 when a registry entry could not be had or a file does not match: in CI
# the registries are reachable, so that is a failure.
#   scripts/fetch-real-kernels.sh [OUT]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${XASYNC_BUILD_DIR:-$root/build}
out=${1:-$build/real-kernels}
manifest=$root/tests/real/manifest.tsv
mkdir -p "$out/.apt/dl"
out=$(cd "$out" && pwd)
apt_dir=$out/.apt
status=0
: > "$out/status.tsv"

say() { # say ID STATE WHY
  printf '%-32s %-8s %s\n' "$1" "$2" "$3"
  printf '%s\t%s\t%s\n' "$1" "$2" "$3" >> "$out/status.tsv"
}

# Entries already in OUT with the right hash are not fetched again.
have() { # have FILE SHA256
  [ -f "$out/$1" ] && [ -f "$out/.sha/$1" ] && [ "$(cat "$out/.sha/$1")" = "$2" ]
}

# apt with a private deb-src list: bookworm and trixie (a tarball the
# mirror lacks for one suite is often there for the other).
apt_opts=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$apt_dir"
          -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache")
apt_ready=
apt_update() {
  [ -n "$apt_ready" ] && return "$apt_ready"
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm trixie\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    > "$apt_dir/src.sources"
  # Three tries: a registry's passing fault is not the corpus's failure.
  apt_ready=1
  for try in 1 2 3; do
    if apt-get "${apt_opts[@]}" update >"$apt_dir/update.log" 2>&1; then apt_ready=0; break; fi
    sleep $((try * 5))
  done
  return "$apt_ready"
}

# The upstream tarball of PACKAGE=VERSION in $apt_dir/dl; apt-get fails the
# whole download when one part of the source package (.dsc, .debian.tar)
# is missing, so success is the tarball being there.
tarball() { # tarball PACKAGE=VERSION TARBALL -> path, or the reason on stderr
  local t=$apt_dir/dl/$2
  if [ ! -s "$t" ]; then
    apt_update || { echo "apt-get update failed ($(tail -1 "$apt_dir/update.log"))" >&2; return 1; }
    for try in 1 2 3; do
      (cd "$apt_dir/dl" && apt-get "${apt_opts[@]}" source --download-only "$1" >"$apt_dir/source-${2}.log" 2>&1)
      [ -s "$t" ] && break
      sleep $((try * 5))
    done
  fi
  if [ -s "$t" ]; then echo "$t"; return 0; fi
  echo "apt-get source $1 did not bring $2: $(grep -m1 "$2\|^E:" "$apt_dir/source-${2}.log" | cut -c1-160)" >&2
  return 1
}

# Writes the file PATH of TARBALL (under its top folder) to DEST.
extract() { # extract TARBALL PATH DEST
  python3 - "$@" <<'EOF'
import sys, tarfile
tar, path, dest = sys.argv[1:]
with tarfile.open(tar) as t:
    for m in t.getmembers():
        if m.isfile() and m.name.split("/", 1)[-1] == path:
            open(dest, "wb").write(t.extractfile(m).read())
            sys.exit(0)
sys.exit(f"{path} is not in {tar}")
EOF
}

# The OpenCL C text of the C string NAME in a host file: its literals
# concatenated, escapes read as C reads them, or a raw string R"x(...)x" as
# it stands.  With VALUE, the text is a printf format with one integer and
# VALUE is that integer, as the project's host code formats it (OpenCL-CTS
# sprintf's its element size into the kernels).
cstring() { # cstring SRC NAME[:VALUES] DEST
  python3 - "$@" <<'EOF2'
import ast, re, sys
src, spec, dest = sys.argv[1:]
name, _, value = spec.partition(":")
text = open(src, encoding="utf-8").read()
head = r"\b" + re.escape(name) + r"\s*(\[\s*\])?\s*=\s*"
raw = re.search(head + r'R"([^(\s]*)\((.*?)\)\2"', text, re.S)
if raw:
    out = raw.group(3)
else:
    # Adjacent literals, with comments and blank space between them.
    m = re.search(head, text)
    parts, at = [], m.end() if m else len(text)
    skip = re.compile(r'(?:\s+|//[^\n]*|/\*.*?\*/)*', re.S)
    lit = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
    while True:
        at = skip.match(text, at).end()
        l = lit.match(text, at)
        if not l:
            break
        parts.append(l.group(1))
        at = l.end()
    if not parts or not text.startswith(";", at):
        sys.exit(f"no C string {name} in {src}")
    out = "".join(ast.literal_eval('"' + p + '"') for p in parts)
    if not out.endswith("\n"):
        out += "\n"
if value:  # the values sprintf gets, comma-separated; digits are integers
    args = [int(v) if v.isdigit() else v for v in value.split(",")]
    out = out % tuple(args)
open(dest, "w").write(out)
EOF2
}

mkdir -p "$out/.sha"
while IFS=$'\t' read -r id file kernels source repo path version license sha extract opts sizes needs; do
  case "$id" in ''|'#'*|id) continue ;; esac
  if have "$file" "$sha"; then say "$id" got "$file (already here)"; continue; fi
  tmp=$(mktemp "$out/.fetch.XXXXXX")
  case "$source" in
    debsrc:*)
      spec=${source#debsrc:}; pkgver=${spec%%:*}; tb=${spec#*:}
      if ! t=$(tarball "$pkgver" "$tb" 2>"$tmp.why"); then
        say "$id" FAILED "Debian source $pkgver: $(cat "$tmp.why")"; status=1; rm -f "$tmp" "$tmp.why"; continue
      fi
      if ! extract "$t" "$path" "$tmp" 2>"$tmp.why"; then
        say "$id" FAILED "$(tail -1 "$tmp.why")"; status=1; rm -f "$tmp" "$tmp.why"; continue
      fi
      from="Debian source $pkgver ($tb)" ;;
    github)
      dir=${XASYNC_REAL_KERNELS_DIR:-}
      if [ -z "$dir" ]; then
        say "$id" SKIPPED "GitHub only ($repo): XASYNC_REAL_KERNELS_DIR is not set"; rm -f "$tmp"; continue
      fi
      # A kernel file under the manifest's name; a host file holding the
      # kernel in a C string under its own name.
      want=$file
      [ "$extract" = file ] || want=$(basename "$path")
      if [ ! -f "$dir/$want" ]; then
        say "$id" SKIPPED "GitHub only ($repo): no $dir/$want"; rm -f "$tmp"; continue
      fi
      cp "$dir/$want" "$tmp"
      from="$dir/$want" ;;
    *) say "$id" FAILED "unknown source '$source' in the manifest"; status=1; rm -f "$tmp"; continue ;;
  esac
  rm -f "$tmp.why"
  got=$(sha256sum "$tmp" | cut -c1-64)
  if [ "$got" != "$sha" ]; then
    say "$id" FAILED "$path from $from has sha256 $got, the manifest says $sha"
    status=1; rm -f "$tmp"; continue
  fi
  case "$extract" in
    file) mv "$tmp" "$out/$file" ;;
    cstring:*)
      if ! cstring "$tmp" "${extract#cstring:}" "$out/$file" 2>"$tmp.why"; then
        say "$id" FAILED "$(tail -1 "$tmp.why")"; status=1; rm -f "$tmp" "$tmp.why"; continue
      fi
      rm -f "$tmp" ;;
    *) say "$id" FAILED "unknown extract '$extract'"; status=1; rm -f "$tmp"; continue ;;
  esac
  echo "$sha" > "$out/.sha/$file"
  say "$id" got "$file from $from"
done < "$manifest"
n_got=$(grep -c $'\tgot\t' "$out/status.tsv")
n_skip=$(grep -c $'\tSKIPPED\t' "$out/status.tsv")
n_fail=$(grep -c $'\tFAILED\t' "$out/status.tsv")
echo "fetch-real-kernels: $n_got got, $n_skip skipped (GitHub only), $n_fail failed -> $out"
exit $status
