#!/usr/bin/env bats
# touch: set file times (POSIX; -d formats and messages as GNU coreutils)

load helper

t() { stat -c '%x|%y' "$@"; }

@test "touch creates an empty file" {
  run touch a "b c"
  check ""
  [ -f a ] && [ ! -s a ] && [ -f "b c" ]
}

@test "touch keeps the contents of an existing file" {
  echo data > a
  run touch a
  check ""
  run cat a
  check "data"
}

@test "touch sets both times to now" {
  touch -d 2000-01-01 a
  run touch a
  check ""
  [ "$(stat -c %Y a)" -gt 1000000000 ] && [ "$(stat -c %X a)" -gt 1000000000 ]
  [ "$(stat -c %Y a)" -ge "$(date -d 2020-01-01 +%s)" ]
}

@test "touch -d YYYY-MM-DD (GNU)" {
  run sh -c 'touch -d 2023-01-02 f && stat -c "%x|%y" f'
  check "2023-01-02 00:00:00.000000000 +0000|2023-01-02 00:00:00.000000000 +0000"
}

@test "touch -d with time, seconds and nanoseconds (GNU)" {
  run sh -c 'touch -d "2023-01-02 03:04" f; stat -c %y f; touch -d "2023-01-02 03:04:05" f; stat -c %y f; touch --date="2023-01-02 03:04:05.123456789" f; stat -c %y f'
  check "2023-01-02 03:04:00.000000000 +0000
2023-01-02 03:04:05.000000000 +0000
2023-01-02 03:04:05.123456789 +0000"
}

@test "touch -d ISO T form, Z, UTC and offsets (GNU)" {
  run sh -c 'for d in 2023-01-02T03:04:05 2023-01-02T03:04:05Z "2023-01-02 03:04:05 UTC" 2023-01-02T03:04:05.5+02:00; do touch -d "$d" f; stat -c %y f; done'
  check "2023-01-02 03:04:05.000000000 +0000
2023-01-02 03:04:05.000000000 +0000
2023-01-02 03:04:05.000000000 +0000
2023-01-02 01:04:05.500000000 +0000"
}

@test "touch -d local time zone, and Z overrides it (GNU)" {
  run sh -c 'TZ=America/New_York touch -d "2023-07-01 12:00" f; stat -c %y f; TZ=America/New_York touch -d "2023-07-01 12:00Z" f; stat -c %y f'
  check "2023-07-01 16:00:00.000000000 +0000
2023-07-01 12:00:00.000000000 +0000"
}

@test "touch -d @EPOCH with fraction (GNU)" {
  run sh -c 'touch -d @1700000000 f; stat -c %y f; touch -d @1700000000.5 f; stat -c %y f; touch -d @0 f; stat -c %Y f'
  check "2023-11-14 22:13:20.000000000 +0000
2023-11-14 22:13:20.500000000 +0000
0"
}

@test "touch -d '' is midnight today (GNU)" {
  run sh -c 'touch -d "" f; stat -c %y f'
  check "$(date +%Y-%m-%d) 00:00:00.000000000 +0000"
}

@test "touch -d HH:MM is today" {
  run sh -c 'touch -d 12:34 f; stat -c %y f | cut -c 11-'
  check " 12:34:00.000000000 +0000"
  [ "$(stat -c %y f | cut -c 1-10)" = "$(date +%Y-%m-%d)" ]
}

@test "touch -d bad dates (GNU)" {
  for d in 2023-02-30 2023-13-01 "2023-01-02 25:00" @ "1999-12-31 23:59:60" junk 2023-01-02T; do
    run touch -d "$d" f
    check "touch: invalid date format '$d'" 1
  done
  [ ! -e f ]
}

@test "touch -t [[CC]YY]MMDDhhmm[.ss] (POSIX)" {
  run sh -c 'touch -t 202301020304.05 f; stat -c %y f; touch -t 9901020304 f; stat -c %y f; touch -t 0101020304 f; stat -c %y f'
  check "2023-01-02 03:04:05.000000000 +0000
1999-01-02 03:04:00.000000000 +0000
2001-01-02 03:04:00.000000000 +0000"
  run sh -c 'touch -t 01020304 f; stat -c %y f'
  check "$(date +%Y)-01-02 03:04:00.000000000 +0000"
}

@test "touch -t leap second is the next minute (GNU)" {
  run sh -c 'touch -t 202301020304.60 f; stat -c %y f'
  check "2023-01-02 03:05:00.000000000 +0000"
}

@test "touch -t bad stamps (GNU)" {
  run touch -t 2023010203 f
  check "touch: invalid date format '2023010203'" 1
  run touch -t 202301020304.5 f
  check "touch: invalid date format '202301020304.5'" 1
  run touch -t 202313020304 f
  check "touch: invalid date format '202313020304'" 1
}

@test "touch -a and -m change one time only" {
  touch -d 2020-01-01 a
  run sh -c 'touch -a -d 2021-01-01 a; stat -c "%x|%y" a; touch -m -d 2022-01-01 a; stat -c "%x|%y" a'
  check "2021-01-01 00:00:00.000000000 +0000|2020-01-01 00:00:00.000000000 +0000
2021-01-01 00:00:00.000000000 +0000|2022-01-01 00:00:00.000000000 +0000"
}

@test "touch -r copies both times with nanoseconds" {
  touch -d "2020-01-01 00:00:00.25" a
  touch -a -d "2021-01-01 00:00:00.75" a
  run sh -c 'touch -r a b; stat -c "%x|%y" b; touch -m --reference=a c; stat -c %y c'
  check "2021-01-01 00:00:00.750000000 +0000|2020-01-01 00:00:00.250000000 +0000
2020-01-01 00:00:00.250000000 +0000"
}

@test "touch -r missing reference (GNU)" {
  run touch -r nope x
  check "touch: failed to get attributes of 'nope': No such file or directory" 1
  [ ! -e x ]
}

@test "touch -c doesn't create" {
  run touch -c nope --no-create nope2
  check ""
  [ ! -e nope ] && [ ! -e nope2 ]
}

@test "touch -h changes the symlink, not its target" {
  touch -d 2022-01-01 a
  ln -s a l
  run sh -c 'touch -h -d 2000-01-01 l; stat -c "%y %n" l a'
  check "2000-01-01 00:00:00.000000000 +0000 l
2022-01-01 00:00:00.000000000 +0000 a"
  run touch -h dangling
  check ""
  [ ! -e dangling ]
}

@test "touch follows a symlink by default" {
  ln -s target l
  run touch -d 2001-01-01 l
  check ""
  run stat -c %y target
  check "2001-01-01 00:00:00.000000000 +0000"
}

@test "touch missing directory: error, continue, exit 1 (GNU)" {
  run touch nodir/x b
  check "touch: cannot touch 'nodir/x': No such file or directory" 1
  [ -f b ]
}

@test "touch -d and -t together" {
  run touch -d 2020-01-01 -t 202001010000 x
  check "touch: no -d with -t
usage: touch [-achm] [-d DATE | -t TIME | -r FILE] FILE..." 1
}

@test "touch no arguments, bad option" {
  run touch
  check "touch: missing argument
usage: touch [-achm] [-d DATE | -t TIME | -r FILE] FILE..." 1
  run touch -x f
  check "touch: unknown option '-x'
usage: touch [-achm] [-d DATE | -t TIME | -r FILE] FILE..." 1
}

@test "touch - sets the times of stdout (GNU)" {
  : > out
  run sh -c 'touch -d 2010-01-01 - > out; stat -c %y out'
  check "2010-01-01 00:00:00.000000000 +0000"
}

@test "touch unwritable directory" {
  not_root
  mkdir ro; chmod 555 ro
  run touch ro/x
  check "touch: cannot touch 'ro/x': Permission denied" 1
}

@test "touch -d relative dates: -N units, N units ago, yesterday (GNU)" {
  touch -d '-2 days' a
  touch -d '2 days ago' b
  touch -d 'yesterday' c
  now=$(date +%s)
  for f in a b c; do
    t=$(stat -c %Y $f)
    case $f in c) want=$((now-86400)) ;; *) want=$((now-2*86400)) ;; esac
    [ $((t-want)) -ge -5 ] && [ $((t-want)) -le 5 ]
  done
  run touch -d '+3 fortnights' d
  check "" 0
  run touch -d '2 parsecs ago' e
  check "touch: invalid date format '2 parsecs ago'" 1
}
