# make.bash - loaded by make.bats and make_config.bats: the build's targets,
# run in copies of the source tree (its files only, never its generated/ or
# .config).

load helper
bats_require_minimum_version 1.5.0

# ccache, when installed, caches the compiles of these builds: every suite
# run (CI runs three) builds the same sources again in copies of the tree.
# Paths are made relative to the copies' parent and the cwd is left out of
# the hash, so copies in other places hit too. It replays warnings, and
# make still decides what gets compiled. TOYBOX_CCACHE=0 turns it off.
# Depend mode (the build's -MMD lists the headers) spares a miss the
# preprocessor run that made the first, cold builds twice as slow as
# without ccache.
# (.ci/run puts ccache on the PATH for the whole run, so that these builds
# also hit what the suite's own build of the tree compiled)
if [ -d /usr/lib/ccache ] && [ "${TOYBOX_CCACHE:-1}" != 0 ]; then
  [[ ":$PATH:" == *:/usr/lib/ccache:* ]] || export PATH=/usr/lib/ccache:$PATH
  export CCACHE_NOHASHDIR=1 CCACHE_DEPEND=1 \
    CCACHE_BASEDIR=${CCACHE_BASEDIR:-${BATS_TMPDIR:-${TMPDIR:-/tmp}}}
fi

# copy_tree DIR: the tree's files (tracked, and new ones not ignored)
copy_tree()
{
  local f

  mkdir -p "$1"
  if git -C "$TOPDIR" rev-parse --git-dir >/dev/null 2>&1; then
    git -C "$TOPDIR" ls-files -co --exclude-standard | while IFS= read -r f; do
      [ -f "$TOPDIR/$f" ] || continue
      case "$f" in */*) mkdir -p "$1/${f%/*}" ;; esac
      cp -p "$TOPDIR/$f" "$1/$f" || return 1
    done
  else
    cp -Rp "$TOPDIR/." "$1" &&
      (cd "$1" && rm -rf generated toybox .config .config.old defconfig \
        kconfig/kconf scripts/mkgen)
  fi
}

setup()
{
  [ -z "${TOYBOX_MAKE_BATS:-}" ] || skip "make.bats inside make.bats"
  # (make sanitize and CI's static stage: these tests build and test their
  # own toybox, the same whatever $TOYBOX is, so once is enough)
  [ "${TOYBOX_BUILD_TESTS:-1}" != 0 ] ||
    skip "builds its own toybox: run where TOYBOX_BUILD_TESTS isn't 0"
  # Run by "make -j2 test": the builds here are make's own, not sub-makes
  # of that one (its jobserver warns "-j2 forced in submake").
  unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
  cd "$BATS_TEST_TMPDIR" || return 1
}

# The suite's environment without the outer bats: its variables and its
# libexec dir in PATH (whose bats skips /usr/bin/bats's setup) confuse an
# inner bats.
clean_env()
{
  local d p= IFS=:

  for d in $PATH; do
    case "$d" in *bats-core*) ;; *) p=${p:+$p:}$d ;; esac
  done
  env -i PATH="$p" HOME="$HOME" TOYBOX_MAKE_BATS=1 \
    ${CCACHE_BASEDIR:+CCACHE_BASEDIR=$CCACHE_BASEDIR CCACHE_NOHASHDIR=1 CCACHE_DEPEND=1} "$@"
}

# The compile and link lines in make's output
compiles() { grep -E '^[^ ]*(cc|gcc|clang) ' <<< "$output" || true; }

