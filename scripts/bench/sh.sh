# sh.sh - the shell against the host's sh (dash on Debian) and bash, on the
# workloads issue #14 names (sourced by scripts/bench.sh). Under toybox's
# PATH both "sh" and "bash" are toybox's shell.

workload "sh: sh -c true x500" \
  'i=0; while [ $i -lt 500 ]; do sh -c true; i=$((i+1)); done'
workload "sh: 1,000,000 loop rounds (vs dash)" \
  "sh -c 'i=0; while [ \$i -lt 1000000 ]; do i=\$((i+1)); done'"
workload "sh: 2,000 external commands (vs dash)" \
  "sh -c 'for i in \$(seq 2000); do /bin/true; done'"
workload "sh: 20,000 \$(builtin) (vs bash)" \
  "bash -c 'i=0; while [ \$i -lt 20000 ]; do x=\$(echo \$i); i=\$((i+1)); done'"
# (100 KB, not the 1 MB issue #14 names: bash takes minutes on 1 MB)
workload "sh: \${x//a/b} on 100 KB (vs bash)" \
  "bash -c 'x=\$(head -c 100000 /dev/zero | tr \"\\\\0\" a); y=\${x//a/bc}; echo \${#y}' > /dev/null"
workload "sh: 1 MB string by += (vs bash)" \
  "bash -c 'x=; i=0; while [ \$i -lt 100000 ]; do x+=0123456789; i=\$((i+1)); done; echo \${#x}' > /dev/null"
# configure from tests/files/autoconf, generated with the host's autoconf:
# toybox's sh and tools against dash and the host's (GNU) tools
make_configure()
{
  local d=$BENCH_DATA/autoconf

  command -v autoconf >/dev/null || return 0
  [ -e "$d/configure" ] && ! [ tests/files/autoconf/configure.ac -nt "$d/configure" ] &&
    return 0
  rm -rf "$d" && mkdir -p "$d" && cp tests/files/autoconf/* "$d" &&
    (cd "$d" && autoheader && autoconf && rm -rf autom4te.cache)
}
lazy make_configure
workload "sh: autoconf configure (vs dash)" \
  'cd $BENCH_DATA/autoconf && AWK=awk sh ./configure --with-name=x > /dev/null'
