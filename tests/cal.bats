#!/usr/bin/env bats
# cal: util-linux's layout (months 20 columns wide, padded, 6 week rows,
# 2 columns between months). The days themselves are also compared with
# busybox cal, trailing blanks aside (util-linux cal isn't in Debian).

load helper

# days_as_busybox ARGS: same calendar as busybox cal, blanks at line ends
# and the year layout's spacing aside
days_as_busybox() {
  needs_cmd busybox
  busybox cal "$@" > /dev/null 2>&1 || skip "busybox without cal"
  run cal "$@"
  local ours=$output
  output=$(printf '%s\n' "$ours" | sed 's/ *$//')
  status=0
  check "$(busybox cal "$@" | sed 's/ *$//')"
}

@test "cal MONTH YEAR: the days, 1752's switch, leap years (busybox)" {
  for i in "12 2026" "9 1752" "2 2024" "2 1900" "2 2000" "2 1700" "1 1" \
      "12 9999" "10 1582" "3 2026" "8 2027"; do
    days_as_busybox $i
  done
}

@test "cal MONTH YEAR: the layout" {
  run cal 12 2026
  check "   December 2026    
Su Mo Tu We Th Fr Sa
       1  2  3  4  5
 6  7  8  9 10 11 12
13 14 15 16 17 18 19
20 21 22 23 24 25 26
27 28 29 30 31      
                    "
  run cal 9 1752
  check "   September 1752   
Su Mo Tu We Th Fr Sa
       1  2 14 15 16
17 18 19 20 21 22 23
24 25 26 27 28 29 30
                    
                    
                    "
}

@test "cal -m: weeks from Monday; -s from Sunday" {
  run cal -m 2 2026
  check "   February 2026    
Mo Tu We Th Fr Sa Su
                   1
 2  3  4  5  6  7  8
 9 10 11 12 13 14 15
16 17 18 19 20 21 22
23 24 25 26 27 28   
                    "
  run cal -ms 2 2026
  [ "${lines[1]}" = "Su Mo Tu We Th Fr Sa" ]
}

@test "cal -3: the months before and after" {
  run cal -3 1 2027
  check "   December 2026          January 2027         February 2027    
Su Mo Tu We Th Fr Sa  Su Mo Tu We Th Fr Sa  Su Mo Tu We Th Fr Sa
       1  2  3  4  5                  1  2      1  2  3  4  5  6
 6  7  8  9 10 11 12   3  4  5  6  7  8  9   7  8  9 10 11 12 13
13 14 15 16 17 18 19  10 11 12 13 14 15 16  14 15 16 17 18 19 20
20 21 22 23 24 25 26  17 18 19 20 21 22 23  21 22 23 24 25 26 27
27 28 29 30 31        24 25 26 27 28 29 30  28                  
                      31                                        "
}

@test "cal YEAR and -y: the whole year" {
  cal 2026 > out
  [ "$(wc -l < out)" = 36 ]
  [ "$(sed -n 1p out)" = "                              2026" ]
  [ "$(sed -n 2p out)" = "      January               February               March        " ]
  [ "$(sed -n 4p out)" = "             1  2  3   1  2  3  4  5  6  7   1  2  3  4  5  6  7" ]
  [ "$(sed -n 10p out)" = "" ]
  [ "$(sed -n 29p out)" = "      October               November              December      " ]
  [ "$(sed -n 35p out)" = "25 26 27 28 29 30 31  29 30                 27 28 29 30 31      " ]
  local y
  run cal -y 2026
  y=$output
  run cal 2026
  check "$y"
  run cal -y
  [ "${lines[0]}" = "$(printf '%30s%s' '' "$(date +%Y)")" ]
  run cal 2026
  [ "$(printf '%s\n' "$output" | tr -s ' \n' '  ')" = "$(busybox cal 2026 | tr -s ' \n' '  ')" ] || [ ! -x "$(command -v busybox)" ]
}

@test "cal: month names, this month" {
  run cal feb 2026
  [ "${lines[0]}" = "   February 2026    " ]
  run cal September 1752
  [ "${lines[2]}" = "       1  2 14 15 16" ]
  run cal
  [ "${lines[0]}" = "$(printf '%-20s' "$(printf '%*s' $(( (20-${#m}) / 2 )) '')$(date '+%B %Y')")" ] || {
    local t="$(date '+%B %Y')"
    [ "${lines[0]}" = "$(printf '%*s%s%*s' $(( (20-${#t})/2 )) '' "$t" $(( 20-${#t}-(20-${#t})/2 )) '')" ]
  }
}

@test "cal: today highlighted on a terminal only, not with -h" {
  run python3 -c 'import pty, os, sys
m, s = pty.openpty()
pid = os.fork()
if not pid:
  os.dup2(s, 1); os.execvp("cal", ["cal"] + sys.argv[1:])
os.close(s)
out = b""
while True:
  try: b = os.read(m, 4096)
  except OSError: break
  if not b: break
  out += b
os.waitpid(pid, 0)
sys.stdout.write(str(out.count(b"\x1b[7m")))' 
  check "1"
  run python3 -c 'import pty, os, sys
m, s = pty.openpty()
pid = os.fork()
if not pid:
  os.dup2(s, 1); os.execvp("cal", ["cal", "-h"])
os.close(s)
out = b""
while True:
  try: b = os.read(m, 4096)
  except OSError: break
  if not b: break
  out += b
os.waitpid(pid, 0)
sys.stdout.write(str(out.count(b"\x1b")))'
  check "0"
  run cal
  [[ "$output" != *$'\e'* ]]
}

@test "cal: bad month, year, day; too many arguments" {
  run cal 13 2026
  check "cal: illegal month value: use 1-12" 1
  run cal 0
  check "cal: illegal year value: use 1-9999" 1
  run cal 1 10000
  check "cal: illegal year value: use 1-9999" 1
  run cal x 2026
  check "cal: illegal month value: use 1-12" 1
  run cal 32 1 2026
  check "cal: illegal day value: use 1-31" 1
  run cal 1 2 3 4
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cal: extra argument '4'" ]
  run cal -3 1 1
  check "cal: illegal year value: use 1-9999" 1
}
