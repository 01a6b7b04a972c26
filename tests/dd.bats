#!/usr/bin/env bats
# dd: POSIX operands plus GNU's iflag/oflag/status and statistics format.
# Statistics lines are compared with the time and rate replaced by T and R.

load helper

# ddt ARGS...: run dd with stdin from the caller, stats' timing masked
ddt()
{
  dd "$@" 2>&1 | sed -E 's#copied, [0-9.e+-]+ s, ([0-9.]+ [kMGTPE]?B|Infinity B)/s$#copied, T s, R/s#'
}

@test "dd copies stdin to stdout with 512 byte records (GNU)" {
  run sh -c 'printf "hello\n" | dd 2>/dev/null'
  check "hello"
  run sh -c "$(declare -f ddt); head -c 1300 /dev/zero | ddt of=/dev/null"
  check "2+1 records in
2+1 records out
1300 bytes (1.3 kB, 1.3 KiB) copied, T s, R/s"
}

@test "dd statistics: byte, bytes, SI only below 1024 (GNU)" {
  run sh -c "$(declare -f ddt); ddt if=/dev/zero of=/dev/null bs=1 count=1; ddt if=/dev/zero of=/dev/null count=0; ddt if=/dev/zero of=/dev/null bs=1000 count=1; ddt if=/dev/zero of=/dev/null bs=999999 count=1; ddt if=/dev/zero of=/dev/null bs=99999 count=1; ddt if=/dev/zero of=/dev/null bs=10000 count=1"
  check "1+0 records in
1+0 records out
1 byte copied, T s, R/s
0+0 records in
0+0 records out
0 bytes copied, T s, R/s
1+0 records in
1+0 records out
1000 bytes (1.0 kB) copied, T s, R/s
1+0 records in
1+0 records out
999999 bytes (1.0 MB, 977 KiB) copied, T s, R/s
1+0 records in
1+0 records out
99999 bytes (100 kB, 98 KiB) copied, T s, R/s
1+0 records in
1+0 records out
10000 bytes (10 kB, 9.8 KiB) copied, T s, R/s"
}

@test "dd statistics line shape: %g seconds, rate units (GNU)" {
  run sh -c 'dd if=/dev/zero of=/dev/null bs=1M count=3 2>&1 | tail -n 1'
  [ "$status" = 0 ]
  [[ "$output" =~ ^3145728\ bytes\ \(3\.1\ MB,\ 3\.0\ MiB\)\ copied,\ [0-9.e+-]+\ s,\ [0-9.]+\ [kMGT]B/s$ ]]
}

@test "dd status=none and status=noxfer (GNU)" {
  run sh -c 'printf abc | dd status=none'
  check "abc"
  run sh -c 'dd if=/dev/zero of=/dev/null count=2 status=noxfer'
  check "2+0 records in
2+0 records out"
}

@test "dd status=progress ends with a newline before the totals (GNU)" {
  # the rest of the input comes over a second after dd read the first part
  # (and so over a second after it started): dd shows its progress then
  run sh -c "$(declare -f ddt drain); (head -c 5000; drain; sleep 1.2; head -c 3000) < /dev/zero | ddt of=/dev/null status=progress | tr '\r' '|'"
  [ "$status" = 0 ]
  [ "${lines[0]}" = "|5120 bytes (5.1 kB, 5.0 KiB) copied, T s, R/s" ]
  [ "${lines[1]}" = "14+2 records in" ]
  [ "${lines[2]}" = "15+1 records out" ]
  [ "${lines[3]}" = "8000 bytes (8.0 kB, 7.8 KiB) copied, T s, R/s" ]
}

@test "dd if= of= bs= count= skip= seek= (POSIX)" {
  printf 0123456789 > in
  run dd if=in of=out bs=2 skip=1 count=3 status=none
  check ""
  run cat out
  check "234567"
  printf 0123456789 > out
  run dd if=in of=out bs=2 count=1 seek=2 status=none
  check ""
  run cat out
  check "012301"
  run dd if=in of=out2 bs=3 iseek=1 oseek=1 count=1 status=none
  run od -An -c out2
  check "  \\0  \\0  \\0   3   4   5"
}

@test "dd conv=notrunc keeps the rest of the file (GNU)" {
  printf 0123456789 > out
  run sh -c 'printf XY | dd of=out seek=3 bs=1 conv=notrunc status=none; cat out'
  check "012XY56789"
}

@test "dd oflag=append, with and without notrunc (GNU)" {
  printf 0123456789 > out
  run sh -c 'printf XY | dd of=out oflag=append conv=notrunc status=none; cat out'
  check "0123456789XY"
  run sh -c 'printf XY | dd of=out oflag=append status=none; cat out'
  check "dd: you probably want conv=notrunc with oflag=append
XY"
}

@test "dd ibs/obs reblocks, bs writes blocks as read (GNU)" {
  run sh -c "$(declare -f ddt); printf 01234567 | ddt ibs=3 obs=2 of=/dev/null"
  check "2+1 records in
4+0 records out
8 bytes copied, T s, R/s"
  run sh -c "$(declare -f ddt drain); (printf abc; drain; printf def) | ddt bs=4 of=/dev/null"
  check "0+2 records in
0+2 records out
6 bytes copied, T s, R/s"
}

@test "dd iflag=fullblock waits for whole blocks (GNU)" {
  run sh -c "$(declare -f ddt drain); (printf abc; drain; printf def) | ddt bs=4 iflag=fullblock of=/dev/null"
  check "1+1 records in
1+1 records out
6 bytes copied, T s, R/s"
}

@test "dd iflag=count_bytes,skip_bytes oflag=seek_bytes (GNU)" {
  run sh -c 'printf 0123456789 | dd iflag=skip_bytes,count_bytes skip=3 bs=2 count=5 status=none'
  check "34567"
  printf 0123456789 > out
  run sh -c 'printf AB | dd of=out bs=4 seek=1 oflag=seek_bytes conv=notrunc status=none; cat out'
  check "0AB3456789"
}

@test "dd conv=sync pads with NULs (GNU)" {
  run sh -c 'printf abc | dd conv=sync bs=8 status=none | od -An -c'
  check "   a   b   c  \\0  \\0  \\0  \\0  \\0"
}

@test "dd conv=ucase lcase swab (GNU)" {
  run sh -c 'printf "Hello World" | dd conv=ucase status=none'
  check "HELLO WORLD"
  run sh -c 'printf "Hello World" | dd conv=lcase,swab status=none'
  check "ehll oowlrd"
  run sh -c 'printf abcde | dd conv=swab bs=2 status=none'
  check "badce"
  run sh -c 'printf abcdefg | dd conv=swab ibs=3 status=none'
  check "badcfeg"
}

@test "dd conv=block, unblock with cbs= (GNU)" {
  run sh -c "$(declare -f ddt); printf 'ab\ncdefghij\n\nxyz' | ddt conv=block cbs=4"
  check "ab  cdef    xyz 0+1 records in
0+1 records out
1 truncated record
16 bytes copied, T s, R/s"
  run sh -c "printf 'abcdefg\nabcdefgh\n' | dd conv=block cbs=4 2>&1 >/dev/null | sed -n 3p"
  check "2 truncated records"
  run sh -c "printf 'ab  cd  efghij  x' | dd conv=unblock cbs=4 status=none"
  check "ab
cd
efgh
ij
x"
  # sync pads with spaces; without cbs= nothing is converted
  run sh -c "printf 'ab\ncdefghij\n' | dd conv=block,sync cbs=4 ibs=5 status=none | od -An -c"
  check "   a   b           c   d   e   f                "
  run sh -c "printf 'ab  cd  ' | dd conv=unblock,sync cbs=4 ibs=5 status=none | od -An -c"
  check "   a   b  \\n   c   d  \\n  \\n"
  run sh -c "printf 'ab\n' | dd conv=block status=none"
  check "ab"
  run sh -c "$(declare -f ddt); printf '  a  b  \n' | ddt conv=block,ucase cbs=9 obs=2"
  check "  A  B   0+1 records in
4+1 records out
9 bytes copied, T s, R/s"
  run dd conv=block,unblock cbs=4
  check "dd: cannot combine block and unblock" 1
}

@test "dd conv=ascii, ebcdic, ibm (GNU's tables, as POSIX)" {
  run sh -c "printf 'Az09 ~^\n' | dd conv=ebcdic status=none | od -An -tx1"
  check " c1 a9 f0 f9 40 5f 9a 25"
  run sh -c "printf 'Az09 ~^\n' | dd conv=ibm status=none | od -An -tx1"
  check " c1 a9 f0 f9 40 a1 5f 25"
  run sh -c "printf '\301\251\360\371\100\137\232\045' | dd conv=ascii status=none"
  check "Az09 ~^"
  # with cbs=, ebcdic blocks first, ascii unblocks after
  run sh -c "printf 'ab\ncd' | dd conv=ebcdic cbs=3 status=none | od -An -tx1"
  check " 81 82 40 83 84 40"
  run sh -c "printf '\201\202\100\100' | dd conv=ascii,ucase cbs=4 status=none"
  check "AB"
  run sh -c "printf 'AB' | dd conv=ebcdic,lcase status=none | od -An -tx1"
  check " 81 82"
  head -c 4096 /dev/urandom > r
  run sh -c "dd conv=ebcdic status=none < r | dd conv=ascii status=none | cmp - r"
  check "" 0
  run dd conv=ascii,ibm
  check "dd: cannot combine any two of {ascii,ebcdic,ibm}" 1
  run dd conv=ascii,block cbs=3
  check "dd: cannot combine block and unblock" 1
}

@test "dd conv=excl and nocreat (GNU)" {
  : > f
  run sh -c 'printf abc | dd of=f conv=excl'
  check "dd: failed to open 'f': File exists" 1
  run dd of=nof conv=nocreat < /dev/null
  check "dd: failed to open 'nof': No such file or directory" 1
  run dd conv=excl,nocreat
  check "dd: cannot combine excl and nocreat" 1
  run dd conv=lcase,ucase
  check "dd: cannot combine lcase and ucase" 1
}

@test "dd conv=fsync,fdatasync still copies" {
  run sh -c 'printf abc | dd of=f conv=fsync,fdatasync status=none; cat f'
  check "abc"
}

@test "dd iflag=direct oflag=direct, odd final block" {
  head -c 100000 /dev/urandom > in
  run dd if=in of=out bs=64k iflag=direct oflag=direct status=none
  if [ "$status" != 0 ]; then skip "no O_DIRECT here"; fi
  cmp in out
}

@test "dd size suffixes and products (GNU)" {
  for s in 1c:1 1w:2 1b:512 1kB:1000 1K:1024 1k:1024 1KiB:1024 1MB:1000000 1M:1048576 2x3:6 2x1k:2048 1kx2:2048 1B:1 010:10; do
    run sh -c "dd if=/dev/zero bs=${s%:*} count=1 status=none | wc -c"
    check "${s#*:}"
  done
  run dd if=/dev/zero bs=1G count=0 status=noxfer
  check "0+0 records in
0+0 records out"
}

@test "dd bad numbers, operands, lists (GNU wording)" {
  for s in 0 x 1m -1 1kk 2x; do
    run dd bs=$s
    check "dd: invalid number: '$s'" 1
  done
  run dd foo=1
  [ "$status" = 1 ]
  [ "${lines[0]}" = "dd: unrecognized operand 'foo=1'" ]
  run dd conv=foo
  [ "${lines[0]}" = "dd: invalid conversion: 'foo'" ]
  run dd iflag=bar
  [ "${lines[0]}" = "dd: invalid input flag: 'bar'" ]
  run dd oflag=fullblock
  [ "${lines[0]}" = "dd: invalid output flag: 'fullblock'" ]
  run dd status=x
  [ "${lines[0]}" = "dd: invalid status level: 'x'" ]
}

@test "dd missing input, write error prints stats and exits 1 (GNU)" {
  run dd if=nonexist
  check "dd: failed to open 'nonexist': No such file or directory" 1
  run sh -c "$(declare -f ddt); ddt if=/dev/zero of=/dev/full count=1"
  check "dd: error writing '/dev/full': No space left on device
1+0 records in
0+0 records out
0 bytes copied, T s, R/s"
}

@test "dd skip past the end warns and copies nothing (GNU)" {
  printf 0123456789 > f
  run sh -c "$(declare -f ddt); ddt if=f skip=20 count=1; printf abc | ddt skip=5 count=1"
  check "dd: f: cannot skip to specified offset
0+0 records in
0+0 records out
0 bytes copied, T s, R/s
dd: 'standard input': cannot skip to specified offset
0+0 records in
0+0 records out
0 bytes copied, T s, R/s"
}

@test "dd seek on a pipe writes NULs" {
  run sh -c 'printf 01234 | dd seek=1 bs=3 status=none | od -An -c'
  check "  \\0  \\0  \\0   0   1   2   3   4"
}

@test "dd binary data and large blocks round trip" {
  head -c 3000000 /dev/urandom > in
  run dd if=in of=out bs=1M status=none
  check ""
  cmp in out
  run sh -c 'dd if=in bs=7777 status=none | cmp - in'
  check ""
}

@test "dd prints statistics on SIGUSR1 (GNU)" {
  # the writer waits for the file "go", made once dd has answered the signal
  run sh -c "$(declare -f caught)"'
    exec 2>err; (until [ -e go ]; do sleep 0.01; done; printf x) |
      dd of=/dev/null & p=$!
    caught $p 10 && kill -USR1 $p
    until [ -s err ]; do sleep 0.01; done; touch go
    wait $p; sed -E "s/copied, .*/copied/" err'
  check "0+0 records in
0+0 records out
0 bytes copied
0+1 records in
0+1 records out
1 byte copied"
}

@test "dd bs= from a regular file (the kernel's copy): records, bytes, data as GNU" {
  head -c 10000 /dev/urandom > r
  run sh -c "$(declare -f ddt); ddt if=r of=o bs=4096; cmp r o && ddt if=r of=o2 bs=3000 count=2; wc -c < o2; ddt if=r of=o3 bs=4096 count=5000 iflag=count_bytes; wc -c < o3"
  check "2+1 records in
2+1 records out
10000 bytes (10 kB, 9.8 KiB) copied, T s, R/s
2+0 records in
2+0 records out
6000 bytes (6.0 kB, 5.9 KiB) copied, T s, R/s
6000
1+1 records in
1+1 records out
5000 bytes (5.0 kB, 4.9 KiB) copied, T s, R/s
5000"
  # Into a pipe, an appended file (which the kernel copy refuses) and a full device
  run sh -c 'dd if=r bs=4096 2>/dev/null | cmp - r && cp r a && dd if=r of=a bs=512 oflag=append conv=notrunc 2>/dev/null && cat r r | cmp - a && echo ok'
  check "ok"
  run sh -c "$(declare -f ddt); ddt if=r bs=4096 of=/dev/full"
  check "dd: error writing '/dev/full': No space left on device
1+0 records in
0+0 records out
0 bytes copied, T s, R/s"
  run sh -c 'dd if=r bs=4096 of=/dev/full 2>/dev/null'
  check "" 1
}
