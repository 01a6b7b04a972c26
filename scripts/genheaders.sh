#!/bin/sh
# Write $GEN/*.h from .config and toys/*/*.c. Each file is rewritten only
# when its contents change, so make rebuilds only what depends on a change.
#
# Environment: GEN (output directory), CC, CFLAGS, LDFLAGS, HOSTCC, DISABLE (config
# symbols to switch off for this build), SINGLE (a one-command build).

set -e
GEN=${GEN:-generated}
CC=${CC:-cc}
HOSTCC=${HOSTCC:-cc}
mkdir -p "$GEN"

# Config.in sources generated/Config.in, so the top one is always current.
mkdir -p generated
scripts/mkgen scan generated toys/*/*.c
[ "$GEN" = generated ] || [ "$GEN" = ./generated ] ||
  scripts/mkgen scan "$GEN" toys/*/*.c

# Optional libraries: switch a feature off when its header or library is
# missing for this compiler (a cross compiler may see the host's headers
# but has no library to link).
probe()
{
  printf '#include <%s>\nint main(void) { return 0; }\n' "$2" |
    $CC $CFLAGS -x c - $LDFLAGS $3 -o "$GEN/probe.out" >/dev/null 2>&1 &&
    rm -f "$GEN/probe.out" && return
  if grep -q "^CONFIG_$1=y" .config
  then
    echo "notice: $2 or its library not found for $CC: building without $1" >&2
  fi
  DISABLE="$DISABLE $1"
}
probe TOYBOX_ZLIB zlib.h -lz
probe TOYBOX_LIBSELINUX selinux/selinux.h

DFLAGS=
for i in $DISABLE; do DFLAGS="$DFLAGS -d $i"; done
kconfig/kconf header -c .config -H "$GEN/config.h" $DFLAGS Config.in
[ -z "$SINGLE" ] || scripts/mkgen single "$GEN" "$SINGLE"

# Option strings as the configuration expands them, and with every option on
sed 's/^#define USE_\([A-Za-z0-9_]*\)(\.\.\.)$/#define USE_\1(...) __VA_ARGS__/' \
  "$GEN/config.h" > "$GEN/config-all.new"
if cmp -s "$GEN/config-all.new" "$GEN/config-all.h"
then
  rm "$GEN/config-all.new"
else
  mv "$GEN/config-all.new" "$GEN/config-all.h"
fi
for i in cur all
do
  [ $i = cur ] && H=config.h || H=config-all.h
  printf '#include "%s"\n#define NEWTOY(n, o, f) @@n o\n#define OLDTOY(...)\n#include "%s"\n' \
    "$H" newtoys.h > "$GEN/optstr-$i.c"
  $HOSTCC -E -P -I"$GEN" "$GEN/optstr-$i.c" > "$GEN/optstr-$i.txt"
done
scripts/mkgen flags "$GEN" "$GEN/optstr-all.txt" "$GEN/optstr-cur.txt"

# Libraries to link, and the compiler settings (a change rebuilds everything)
LIBS="-lpthread"
grep -q 'CFG_TOYBOX_ZLIB 1' "$GEN/config.h" && LIBS="$LIBS -lz"
# libselinux: linked in only by "make static" (-DTOYBOX_SELINUX_STATIC),
# else lib/selinux.c loads it at run time
if grep -q 'CFG_TOYBOX_LIBSELINUX 1' "$GEN/config.h"; then
  case "$CFLAGS" in *-DTOYBOX_SELINUX_STATIC*) LIBS="$LIBS -lselinux -lsepol -lpcre2-8";;
  esac
fi
# libm: awk's sin, exp, log ...
LIBS="$LIBS -lm"
# A dynamic toybox with glibc loads libz and libm when a command first calls
# them (lib/lazylib.c): --as-needed links them only if others still do
LAZY=0
case " $LDFLAGS " in
  *" -static "*) ;;
  *) LAZY=1 LIBS="-Wl,--as-needed $LIBS -Wl,--no-as-needed"
    # Relative relocations packed (DT_RELR): a PIE toybox has some 2,800,
    # which ld.so applies at every start. Only where the C library says it
    # reads them (glibc 2.36's GLIBC_ABI_DT_RELR: musl 1.2.3 would crash).
    printf 'int main(void) { return 0; }\n' | $CC $CFLAGS -x c - $LDFLAGS \
      -Wl,-z,pack-relative-relocs -o "$GEN/probe.out" >/dev/null 2>&1 &&
      grep -q GLIBC_ABI_DT_RELR "$GEN/probe.out" &&
      LIBS="$LIBS -Wl,-z,pack-relative-relocs"
    rm -f "$GEN/probe.out" ;;
esac
printf '%s\n' "$LIBS" > "$GEN/libs.txt.new"
printf '%s %s\n' "$CC" "$CFLAGS" > "$GEN/cflags.txt.new"
printf '#define TOYBOX_LAZYLIB %s\n' $LAZY > "$GEN/lazylib.h.new"
for i in libs.txt cflags.txt lazylib.h
do
  if cmp -s "$GEN/$i.new" "$GEN/$i"
  then
    rm "$GEN/$i.new"
  else
    mv "$GEN/$i.new" "$GEN/$i"
  fi
done
