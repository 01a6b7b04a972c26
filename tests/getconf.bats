#!/usr/bin/env bats
# getconf: expectations checked against glibc's getconf (/usr/bin/getconf).
# Differences: SSIZE_MAX is the real limit (glibc says 32767, the POSIX
# minimum), and messages quote with ' not `.

load helper

@test "getconf compile time limits (glibc)" {
  run getconf CHAR_BIT
  check "8" 0
  run getconf INT_MAX
  check "2147483647" 0
  run getconf ULONG_MAX
  check "18446744073709551615" 0
  run getconf SCHAR_MIN
  check "-128" 0
}

@test "getconf sysconf values (glibc)" {
  run getconf PAGESIZE
  check "$(/usr/bin/getconf PAGESIZE 2>/dev/null || echo 4096)" 0
  run getconf _POSIX_VERSION
  check "200809" 0
  run getconf _NPROCESSORS_ONLN
  check "$(nproc)" 0
}

@test "getconf PATH and CS_PATH (glibc)" {
  run getconf PATH
  check "/bin:/usr/bin" 0
  run getconf CS_PATH
  check "/bin:/usr/bin" 0
}

@test "getconf path variables need a PATH (glibc)" {
  run getconf NAME_MAX /
  check "255" 0
  run getconf _POSIX_PATH_MAX .
  check "4096" 0
  run getconf PIPE_BUF /
  check "4096" 0
  run getconf NAME_MAX
  check "Usage: getconf [-v specification] variable_name [pathname]
       getconf -a [pathname]" 2
  run getconf LINE_MAX /
  check "Usage: getconf [-v specification] variable_name [pathname]
       getconf -a [pathname]" 2
}

@test "getconf bad PATH exits 3 (glibc)" {
  run getconf NAME_MAX /nonexistent/x
  check "getconf: pathconf: /nonexistent/x: No such file or directory" 3
}

@test "getconf unknown variable exits 2" {
  run getconf NO_SUCH_THING
  check "getconf: Unrecognized variable 'NO_SUCH_THING'" 2
  run getconf
  check "Usage: getconf [-v specification] variable_name [pathname]
       getconf -a [pathname]" 2
}

@test "getconf undefined limits (glibc)" {
  run getconf SOCK_MAXBUF /
  check "undefined" 0
}

@test "getconf -a format, and its values match single queries" {
  run bash -c 'getconf -a | grep -E "^(CHAR_BIT|PATH|NAME_MAX|SOCK_MAXBUF) "'
  check "NAME_MAX                           255
SOCK_MAXBUF                        
CHAR_BIT                           8
PATH                               /bin:/usr/bin" 0
  run bash -c 'getconf -a /nonexistent | grep "^NAME_MAX "'
  check "NAME_MAX                           " 0
}

@test "getconf -a agrees with glibc on the names both know" {
  needs_cmd /usr/bin/getconf
  /usr/bin/getconf GNU_LIBC_VERSION >/dev/null 2>&1 || skip "needs glibc getconf"
  ldd "$TOYBOX" 2>/dev/null | grep -q libc.so || skip "toybox isn't linked with glibc"
  getconf -a > mine
  /usr/bin/getconf -a > theirs
  # Values that depend on the C library, or the moment
  # (each name's lines as grep "^NAME " has them, by a prefix "k" + name
  # to the first space: no process per name)
  run bash -c 'declare -A m t
  nl="
"
  while IFS= read -r l; do
    [[ $l == *" "* ]] && m[k${l%% *}]+=${m[k${l%% *}]+$nl}$l
  done < mine
  while IFS= read -r l; do
    [[ $l == *" "* ]] && t[k${l%% *}]+=${t[k${l%% *}]+$nl}$l
  done < theirs
  while read n _; do
    [ -n "${t[k$n]+x}" ] || continue
    case $n in SSIZE_MAX|_AVPHYS_PAGES|_PHYS_PAGES|CHILD_MAX|_POSIX_CHILD_MAX|NGROUPS_MAX|_POSIX_NGROUPS_MAX|OPEN_MAX|_POSIX_OPEN_MAX|ARG_MAX|_POSIX_ARG_MAX|ATEXIT_MAX|PTHREAD_*|LOGNAME_MAX|TTY_NAME_MAX|*SEM*|TIMER_MAX|_POSIX_TZNAME_MAX|TZNAME_MAX|IOV_MAX|_XOPEN_*|*THREAD*|NL_*|*_MAX_INPUT|*_MAX_CANON|*V7*|_POSIX_ASYNC*|_POSIX_PRIO*|_POSIX_SYNC*|_POSIX_M*|_POSIX_S*|_POSIX_P*|_POSIX_R*|_POSIX_FSYNC|_POSIX_TIMERS|_POSIX_JOB_CONTROL|POSIX2_C_VERSION|POSIX2_FORT*|POSIX2_LOCALEDEF|POSIX2_SW_DEV|POSIX2_UPE|POSIX2_C_DEV|POSIX2_CHAR_TERM|POSIX2_C_BIND|_POSIX_ADV*|_POSIX_BAR*|_POSIX_CLOCK*|_POSIX_CPU*|_POSIX_IPV6|_POSIX_TIMEOUTS|_POSIX_TRACE|HOST_NAME_MAX|LOGIN_NAME_MAX|DELAYTIMER_MAX|MQ_*|RTSIG_MAX|SIGQUEUE_MAX|STREAM_MAX|SYMLOOP_MAX|FILESIZEBITS|POSIX_*|SYMLINK_MAX|POSIX2_SYMLINKS|GETGR*|GETPW*|CHARCLASS_NAME_MAX|_NPROCESSORS_*) continue;; esac
    [ "${m[k$n]}" = "${t[k$n]}" ] || echo "$n differs"
  done < mine'
  check "" 0
}
