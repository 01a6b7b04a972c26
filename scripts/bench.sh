#!/bin/bash
# bench.sh - time toybox against the host's tools (make bench).
#
# Sources every scripts/bench/*.sh. Those call:
#   data NAME MB KIND   make $BENCH_DATA/NAME, about MB megabytes, once (KIND:
#                       text, random, numbers, csv or log); reused while its size
#                       matches. Made only when a workload of that file runs.
#   derived NAME 'shell command'
#                       make $BENCH_DATA/NAME from the command's stdout, once,
#                       after the data above (so it may read it), with the
#                       host's tools; remade when the data it was made after
#                       is newer.
#   workload "LABEL" 'shell command'
#                       timed by hyperfine twice: with a directory of toybox
#                       symlinks first in PATH, and with the host's PATH.
#   host_as NAME PROG   in the workloads after it, the host side runs PROG
#                       (e.g. mawk) for NAME (awk); "host_as NAME" undoes it.
# Then prints LABEL, the toybox and host means (seconds) and their ratio.
#
# Environment: TOYBOX (binary, default ./toybox), BENCH_DATA (default
# generated/bench-data), BENCH_RUNS (runs per command, default 3),
# BENCH_FILTER (regex: only matching labels run).
#
# Copyright 2026 the toybox authors. 0BSD license: see LICENSE.

set -u
cd "$(dirname "$0")/.." || exit 1
TOP=$PWD

TOYBOX=${TOYBOX:-$TOP/toybox}
case "$TOYBOX" in /*) ;; *) TOYBOX=$TOP/$TOYBOX ;; esac
BENCH_DATA=${BENCH_DATA:-$TOP/generated/bench-data}
case "$BENCH_DATA" in /*) ;; *) BENCH_DATA=$TOP/$BENCH_DATA ;; esac
BENCH_RUNS=${BENCH_RUNS:-3}
BENCH_FILTER=${BENCH_FILTER:-}
export BENCH_DATA

die() { echo "bench.sh: $*" >&2; exit 1; }

[ -x "$TOYBOX" ] || die "no $TOYBOX: run make first"
case "$BENCH_RUNS" in ''|*[!0-9]*|0) die "BENCH_RUNS must be a positive number" ;; esac

if ! command -v hyperfine >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "hyperfine is missing: installing it with apt-get" >&2
    apt-get install -y hyperfine >/dev/null 2>&1 ||
      { apt-get update >/dev/null 2>&1 &&
        apt-get install -y hyperfine >/dev/null 2>&1; } ||
      die "apt-get install hyperfine failed"
  else
    die "hyperfine is missing: install it (Debian/Ubuntu: sudo apt-get install hyperfine)"
  fi
fi

mkdir -p "$BENCH_DATA" || exit 1
WORK=$(mktemp -d "${TMPDIR:-/tmp}/toybox-bench.XXXXXX") || exit 1
trap 'rm -rf "$WORK"' EXIT
# The toybox side's PATH: a symlink per command, then the host's tools for
# whatever toybox doesn't have.
mkdir "$WORK/bin"
for i in $("$TOYBOX"); do ln -s "$TOYBOX" "$WORK/bin/$i" || exit 1; done
HOSTPATH=$PATH
TOYPATH=$WORK/bin:$PATH

# Data generation ------------------------------------------------------------

# An 8 MiB (or smaller) chunk of each kind, made by awk with a fixed seed:
# bigger files repeat it, so making 100 MB takes about a second.
CHUNK=$((8*1048576))

gen_chunk()
{
  awk -v kind="$1" -v size="$2" 'BEGIN {
    srand(1)
    n = split("the of and to a in is it you that he was for on are with as " \
      "his they be at one have this from or had by hot word but what some we " \
      "can out other were all there when up use your how said an each she " \
      "which do their time if will way about many then them write would like " \
      "so these her long make thing see him two has look more day could go " \
      "come did number sound no most people my over know water than call " \
      "first who may down side been now find river mountain quickly across " \
      "yesterday beautiful government question children together important", w, " ")
    m = split("Amsterdam Berlin Cairo Denver Lima Madrid Oslo Paris Quito Rome " \
      "Seoul Tokyo Vienna Zurich", city, " ")
    for (s = 0; s < size; s += length(line)+1) {
      if (kind == "numbers") line = int(rand()*2147483648)
      else if (kind == "log") {
        # host, method, byte count, status, path, time: web-server-like
        line = sprintf("10.0.%d.%d %s %d %d /%s/%s.html %02d:%02d:%02d",
          int(rand()*256), int(rand()*256), rand() < 0.8 ? "GET" : "POST",
          int(rand()*100000), rand() < 0.9 ? 200 : 404, w[int(rand()*n)+1],
          w[int(rand()*n)+1], int(rand()*24), int(rand()*60), int(rand()*60))
      }
      else if (kind == "csv") {
        line = (s ? int(rand()*1000000) "," w[int(rand()*n)+1] "," \
          city[int(rand()*m)+1] "," int(rand()*100000) "," \
          sprintf("%.2f", rand()*1000) : "id,word,city,count,price")
      } else {
        k = int(rand()*14)+1
        word = w[int(rand()*n)+1]
        line = toupper(substr(word, 1, 1)) substr(word, 2)
        for (i = 1; i < k; i++) line = line " " w[int(rand()*n)+1]
        if (rand() < 0.6) line = line "."
      }
      print line
    }
  }'
}

# make_data FILE MB KIND
make_data()
{
  local file=$1 size=$(($2*1048576)) kind=$3 tmp=$1.tmp.$$ chunk count i

  case "$kind" in
    random) head -c "$size" /dev/urandom > "$tmp" ;;
    text|numbers|csv|log)
      chunk=$size
      [ "$chunk" -le "$CHUNK" ] || chunk=$CHUNK
      gen_chunk "$kind" "$chunk" > "$tmp.chunk" || return 1
      count=$(( (size + chunk - 1) / chunk + 1 ))
      # Exactly $size bytes, ending with a newline.
      { for ((i = 0; i < count; i++)); do cat "$tmp.chunk"; done |
          head -c $((size-1)); echo; } > "$tmp"
      rm -f "$tmp.chunk"
      ;;
    *) die "data $file: unknown kind '$kind' (text random numbers csv log)" ;;
  esac
  [ "$(wc -c < "$tmp")" -eq "$size" ] || { rm -f "$tmp"; die "can't make $file"; }
  mv -f "$tmp" "$file"
}

# Data asked for by the file being sourced, made when one of its workloads runs.
PENDING=() DERIVED=() LAZY=() TREES=()

data()
{
  [ $# -eq 3 ] || die "usage: data NAME MB KIND"
  case "$2" in ''|*[!0-9]*) die "data $1: MB must be a whole number" ;; esac
  PENDING+=("$1 $2 $3")
}

# lazy FUNCTION: call FUNCTION (which makes data of another shape, such as a
# tree) before the file's first workload that runs, as for data().
lazy()
{
  LAZY+=("$1")
}

# tree NAME DIRS FILES [KIND]: $BENCH_DATA/NAME, DIRS directories of FILES
# files each, made (with python, not the tools under test) before the file's
# first workload that runs, as for data(). KIND: text (the default: 40 to
# 840 bytes a file), empty, or xattr: empty files that each have two user
# extended attributes (one text, one binary) where the filesystem has them,
# and then NAME/.xattr says so. Built under a temporary name and renamed
# when complete (NAME/.done marks it), so an interrupted build is redone.
tree()
{
  [ $# -ge 3 ] || die "usage: tree NAME DIRS FILES [text|empty|xattr]"
  TREES+=("$*")
}

make_tree()
{
  local top=$BENCH_DATA/$1

  [ ! -e "$top/.done" ] || return 0
  echo "making $top ($2 x $3 files)" >&2
  rm -rf "$top" "$top.tmp"
  python3 - "$top.tmp" "$2" "$3" "${4:-}" <<'PY' || return 1
import os, sys
top, dirs, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
xattr = sys.argv[4] == "xattr"
empty = xattr or sys.argv[4] == "empty"
os.makedirs(top)
for d in range(dirs):
    dd = os.path.join(top, "dir%03d" % d)
    os.mkdir(dd)
    for f in range(files):
        name = os.path.join(dd, "file%04d" % f)
        with open(name, "w") as fp:
            if not empty:
                fp.write(("line %d of file %d\n" % (f, d)) * (f % 40 + 2))
        try:
            if xattr:
                os.setxattr(name, "user.comment", b"file %d of %d" % (f, d))
                os.setxattr(name, "user.bin", bytes([f % 256, d % 256, 0, 255]))
        except OSError:
            xattr = False
if xattr:
    open(os.path.join(top, ".xattr"), "w").close()
PY
  touch "$top.tmp/.done" && mv "$top.tmp" "$top"
}

derived()
{
  [ $# -eq 2 ] || die "usage: derived NAME COMMAND"
  DERIVED+=("$1" "$2")
}

make_pending()
{
  local d name mb kind i newest=

  for d in "${PENDING[@]}"; do
    read -r name mb kind <<< "$d"
    if [ ! -f "$BENCH_DATA/$name" ] ||
       [ "$(wc -c < "$BENCH_DATA/$name")" -ne $((mb*1048576)) ]; then
      echo "making $BENCH_DATA/$name ($mb MB $kind)" >&2
      make_data "$BENCH_DATA/$name" "$mb" "$kind" || exit 1
    fi
    newest=$BENCH_DATA/$name
  done
  for ((i = 0; i < ${#DERIVED[@]}; i += 2)); do
    name=$BENCH_DATA/${DERIVED[i]}
    [ -f "$name" ] && ! [ "${newest:-}" -nt "$name" ] && continue
    echo "making $name" >&2
    (cd "$BENCH_DATA" && PATH=$HOSTPATH && eval "${DERIVED[i+1]}") > "$name.tmp" &&
      mv -f "$name.tmp" "$name" || { rm -f "$name.tmp"; die "can't make $name"; }
  done
  for d in "${TREES[@]}"; do make_tree $d || die "can't make the tree ${d%% *}"; done
  for d in "${LAZY[@]}"; do "$d" || die "can't make the data of $d"; done
  PENDING=() DERIVED=() LAZY=() TREES=()
}

# Workloads ------------------------------------------------------------------

COUNT=0 FAILED=0
row() { printf '%-44s %12s %12s %7s\n' "$@"; }

# The mean of the Nth command in a hyperfine JSON file.
json_mean()
{
  grep -o '"mean": *[-0-9.eE+]*' "$1" | sed -n "$2s/.*: *//p"
}

host_as()
{
  [ $# -ge 1 ] || die "usage: host_as NAME [PROG]"
  if [ -z "${2:-}" ]; then HOSTPATH=$PATH; return; fi
  local p
  p=$(command -v "$2") || die "host_as: no $2"
  mkdir -p "$WORK/as-$2" && ln -sf "$p" "$WORK/as-$2/$1" || exit 1
  HOSTPATH=$WORK/as-$2:$PATH
}

workload()
{
  [ $# -eq 2 ] || die "usage: workload LABEL COMMAND"
  local label=$1 cmd=$2 t h

  if [ -n "$BENCH_FILTER" ] && ! [[ $label =~ $BENCH_FILTER ]]; then return; fi
  make_pending
  [ $COUNT -gt 0 ] || row LABEL "toybox (s)" "host (s)" ratio
  COUNT=$((COUNT+1))
  if ! hyperfine --shell=/bin/sh --warmup 1 --runs "$BENCH_RUNS" --style basic \
    --export-json "$WORK/out.json" \
    -n toybox "PATH='$TOYPATH'; $cmd" -n host "PATH='$HOSTPATH'; $cmd" \
    > "$WORK/log" 2>&1; then
    FAILED=$((FAILED+1))
    row "$label" failed failed -
    sed 's/^/    /' "$WORK/log" | tail -n 20 >&2
    return
  fi
  t=$(json_mean "$WORK/out.json" 1)
  h=$(json_mean "$WORK/out.json" 2)
  row "$label" $(awk -v t="$t" -v h="$h" \
    'BEGIN { printf "%.4f %.4f %.2f", t, h, (h > 0 ? t/h : 0) }')
}

for BENCH_SOURCE in scripts/bench/*.sh; do
  [ -f "$BENCH_SOURCE" ] || continue
  PENDING=() DERIVED=() LAZY=() TREES=() HOSTPATH=$PATH
  . "./$BENCH_SOURCE"
done

if [ $COUNT = 0 ]; then
  echo "no workloads${BENCH_FILTER:+ match '$BENCH_FILTER'}"
fi
[ $FAILED = 0 ]
