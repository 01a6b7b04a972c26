#!/usr/bin/env bats
# date: show or set the date. Expected outputs are GNU date's (coreutils 9),
# run beside ours through gnu_same where the host has it, and written out
# where the behaviour is POSIX's. TZ is UTC (helper.bash) unless a test sets it.

load helper

@test "date -d @EPOCH: the default format (GNU)" {
  run date -d @1700000000
  check "Tue Nov 14 22:13:20 UTC 2023" 0
  gnu_same date -d @1700000000
}

@test "date: the default format in another zone (GNU)" {
  TZ=America/New_York gnu_same date -d @1700000000
  TZ=Asia/Kolkata gnu_same date -d @1700000000
}

@test "date -u: UTC whatever TZ says (GNU)" {
  TZ=Asia/Tokyo run date -u -d @1700000000
  check "Tue Nov 14 22:13:20 UTC 2023" 0
}

@test "date +FORMAT: every strftime conversion (GNU)" {
  for c in a A b B c C d D e F g G h H I j m M p r R S T u U V w W x X y Y z Z; do
    gnu_same date -d @1700000000 "+%$c"
  done
}

@test "date +FORMAT: %n %t %% and literal text (POSIX)" {
  run date -d @1700000000 '+[%Y]%n%t%%x'
  check "[2023]
	%x" 0
}

@test "date +FORMAT: GNU padding flags - _ 0 ^ # and widths (GNU)" {
  run date -d @1699000000 '+%-d|%_d|%0e|%^a|%#b|%10Y|%-10Y|%_5m|%-H|%_H|%-j|%3d|%-M'
  check "3| 3|03|FRI|NOV|0000002023|2023|   11|8| 8|307|003|26" 0
  run date -d '2023-01-05 08:05:09' '+%-d|%_d|%0e|%^a|%#b|%10Y|%-10Y|%_5m|%-H|%_H|%-j|%3d|%-M|%-S|%e|%k|%l'
  check "5| 5|05|THU|JAN|0000002023|2023|    1|8| 8|5|005|5|9| 5| 8| 8" 0
  gnu_same date -d '2023-01-05 08:05:09' '+%-d|%_d|%0e|%^a|%#b|%10Y|%-10Y|%_5m|%-H|%_H|%-j|%3d|%-M|%-S|%e|%k|%l'
}

@test "date +%N %3N %s %q %P %:z %::z %:::z (GNU)" {
  run date -d @1700000000.123456789 '+%N|%3N|%6N|%s|%q|%P|%:z|%::z|%:::z'
  check "123456789|123|123456|1700000000|4|pm|+00:00|+00:00:00|+00" 0
  TZ=Asia/Kolkata gnu_same date -d @1700000000 '+%z|%:z|%::z|%:::z|%s'
  TZ=America/New_York gnu_same date -d @1700000000 '+%z|%:z|%::z|%:::z|%s'
}

@test "date -R: RFC 5322 (GNU)" {
  run date -R -d @1700000000
  check "Tue, 14 Nov 2023 22:13:20 +0000" 0
  TZ=America/New_York gnu_same date -R -d @1700000000
}

@test "date -I[FMT]: every resolution (GNU)" {
  run date -d @1700000000.5 -I
  check "2023-11-14" 0
  for r in date hours minutes seconds ns h m s n d; do
    gnu_same date -d @1700000000.5 -I$r
  done
  TZ=Asia/Kolkata gnu_same date -d @1700000000 -Iseconds
}

@test "date -I with a bad resolution" {
  run date -Ix
  check "date: invalid argument 'x' for -I" 1
}

@test "date -d: ISO 8601 forms, zones, fractions (GNU)" {
  for d in 2024-02-29 "2024-02-29 13:45" "2024-02-29 13:45:07" \
      2024-02-29T13:45:07Z "2024-02-29 13:45:07.25" "2024-02-29 13:45+05:30" \
      "2024-02-29T13:45:07-0800" "2024-02-29 13:45:07 UTC"; do
    gnu_same date -d "$d" '+%F %T.%N %z'
  done
}

@test "date -d: RFC 5322 and date's own output read back (GNU)" {
  gnu_same date -d "Tue, 14 Nov 2023 22:13:20 +0100" +%s
  gnu_same date -d "14 Nov 2023 22:13:20 -0230" +%s
  gnu_same date -d "Tue Nov 14 22:13:20 UTC 2023" +%s
  gnu_same date -d "Nov 14 2023" +%F
}

@test "date -d: relative dates (GNU)" {
  run date -d '2 days ago' +%F
  check "$(/usr/bin/date -d '2 days ago' +%F)" 0
  for d in yesterday tomorrow today now "+3 days" "-1 week" "2 months" \
      "1 year ago" "next monday" "last friday" "sunday" "next sun"; do
    run date -d "$d" +%F
    check "$(/usr/bin/date -d "$d" +%F)" 0
  done
}

@test "date -d: a date that doesn't exist is invalid (GNU)" {
  run date -d 2023-02-30
  check "date: invalid date '2023-02-30'" 1
  run date -d 'not a date'
  check "date: invalid date 'not a date'" 1
  run date -d '2023-01-01 25:00'
  check "date: invalid date '2023-01-01 25:00'" 1
}

@test "date -d MMDDhhmm[[CC]YY][.ss]: POSIX's form read back" {
  run date -d 111422132023.20 '+%F %T'
  check "2023-11-14 22:13:20" 0
  run date -d 1114221323 '+%F %T'
  check "2023-11-14 22:13:00" 0
}

@test "date -D: read -d's date with a strptime format (toybox)" {
  run date -D '%Y%m%d' -d 20240105
  check "Fri Jan  5 00:00:00 UTC 2024" 0
  run date -D '%d/%m/%Y %H:%M' -d '05/01/2024 10:20' +%F_%T
  check "2024-01-05_10:20:00" 0
  run date -D '%Y' -d 20x
  check "date: invalid date '20x'" 1
}

@test "date -r FILE: its modification time (GNU)" {
  touch -d '2021-03-04 05:06:07.89' f
  run date -r f '+%F %T.%N'
  check "2021-03-04 05:06:07.890000000" 0
  gnu_same date -r f
}

@test "date -r: missing file (GNU)" {
  run date -r missing
  check "date: missing: No such file or directory" 1
}

@test "date: now is now (GNU)" {
  a=$(/usr/bin/date +%s)
  run date +%s
  [ "$status" = 0 ] && [ "$output" -ge "$a" ] && [ "$output" -le $((a+5)) ]
}

@test "date -s / MMDDhhmm: setting the clock needs the right" {
  not_root
  run date -s @0
  check "date: cannot set date: Operation not permitted" 1
  run date 010100002000
  check "date: cannot set date: Operation not permitted" 1
}

@test "date MMDDhhmm: a bad date to set" {
  run date 13320000
  check "date: invalid date '13320000'" 1
  run date 12x
  check "date: invalid date '12x'" 1
}

@test "date: an operand with -d, -r or -I" {
  run date -d @0 12010000
  check "date: extra operand '12010000'" 1
  run date -Id 12010000
  check "date: extra operand '12010000'" 1
}

@test "date: -d and -r together; two operands" {
  run date -d @0 -r /
  [ "$status" = 1 ] && [[ $output = "date: "* ]]
  run date +%s +%s
  check "date: extra argument '+%s'
usage: date [-uR] [-I[FMT]] [-r FILE] [-d DATE] [-D INFMT] [+FORMAT]
       date [-u] [-s DATE | MMDDhhmm[[CC]YY][.ss]]" 1
}

@test "date: a wide field and an empty format" {
  run date -d @0 '+%40Y'
  check "$(printf %040d 1970)" 0
  run date -d @0 +
  check "" 0
}

@test "date > /dev/full" {
  run sh -c 'date > /dev/full'
  check "date: write error: No space left on device" 1
}

@test "date -d: a relative count too big for time_t is an invalid date (fuzz)" {
  # GNU: invalid date, status 1 (it was a signed overflow)
  run date -d '11111111111111111 week ago'
  check "date: invalid date '11111111111111111 week ago'" 1
  run date -d '1111111111111 month'
  check "date: invalid date '1111111111111 month'" 1
  run date -u -d '@0' +%s
  check "0" 0
}

@test "date -d DATE then a relative date (GNU)" {
  run date -d "2024-01-31 +1 month" +%F
  check "2024-03-02" 0
  gnu_same date -d "2024-01-31 +1 month" +%F
  gnu_same date -d "2024-02-29 12:00 3 days ago" "+%F %T"
  gnu_same date -d "2024-02-29 -1 year" +%F
  gnu_same date -d "Feb 29 2024 +2 weeks" +%F
  gnu_same date -d "2024-01-31 12:00:00Z +1 hour" "+%F %T"
  run date -d "2024-02-29 +1 bogus"
  check "date: invalid date '2024-02-29 +1 bogus'" 1
  run date -d "@0 +1 day"
  check "date: invalid date '@0 +1 day'" 1
}

@test "date -d MM/DD/YYYY [hh:mm[:ss]] (GNU)" {
  run date -d 12/25/2024 +%F
  check "2024-12-25" 0
  gnu_same date -d 12/25/2024 +%F
  gnu_same date -d "12/25/2024 10:30" "+%F %T"
  gnu_same date -d "12/25/2024 10:30:15" "+%F %T"
  run date -d 13/25/2024
  check "date: invalid date '13/25/2024'" 1
}
