#!/usr/bin/env bats
# stty: expectations checked against GNU coreutils stty, run on a fresh pty
# made by python3's pty module (whose settings are the kernel's defaults).
# Error messages quote with ' (GNU uses locale quotes).

load helper

# onpty CMD: run sh -c CMD with stdin a new pty, output and status captured
onpty() {
  python3 -c '
import pty, subprocess, sys
m, s = pty.openpty()
r = subprocess.run(["sh", "-c", sys.argv[1]], stdin=s)
sys.exit(r.returncode)' "$1" 2>&1
}

@test "stty -a on a new pty (GNU)" {
  run onpty 'stty -a'
  check "speed 38400 baud; rows 0; columns 0; line = 0;
intr = ^C; quit = ^\\; erase = ^?; kill = ^U; eof = ^D; eol = <undef>;
eol2 = <undef>; swtch = <undef>; start = ^Q; stop = ^S; susp = ^Z; rprnt = ^R;
werase = ^W; lnext = ^V; discard = ^O; min = 1; time = 0;
-parenb -parodd -cmspar cs8 -hupcl -cstopb cread -clocal -crtscts
-ignbrk -brkint -ignpar -parmrk -inpck -istrip -inlcr -igncr icrnl ixon -ixoff
-iuclc -ixany -imaxbel -iutf8
opost -olcuc -ocrnl onlcr -onocr -onlret -ofill -ofdel nl0 cr0 tab0 bs0 vt0 ff0
isig icanon iexten echo echoe echok -echonl -noflsh -xcase -tostop -echoprt
echoctl echoke -flusho -extproc" 0
}

@test "stty with no settings shows differences from sane (GNU)" {
  run onpty 'stty'
  check "speed 38400 baud; line = 0;
-brkint -imaxbel" 0
}

@test "stty raw, then sane (GNU)" {
  run onpty 'stty raw; stty; stty sane; stty'
  check "speed 38400 baud; line = 0;
min = 1; time = 0;
-brkint -icrnl -imaxbel
-opost
-isig -icanon
speed 38400 baud; line = 0;" 0
}

@test "stty -g round-trips" {
  run onpty 'stty raw -echo intr ^A; g=$(stty -g); stty sane; stty "$g"; stty; [ "$g" = "$(stty -g)" ]'
  check "speed 38400 baud; line = 0;
intr = ^A; min = 1; time = 0;
-brkint -icrnl -imaxbel
-opost
-isig -icanon -echo" 0
}

@test "stty -g format (GNU)" {
  run onpty 'stty -g'
  check "500:5:bf:8a3b:3:1c:7f:15:4:0:1:0:11:13:1a:0:12:f:17:16:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0" 0
}

@test "stty special characters: ^X, literal, number, undef, M- (GNU)" {
  run onpty 'stty intr ^A erase x kill undef eof 0x41 quit 200 susp ^-; stty'
  check "speed 38400 baud; line = 0;
intr = ^A; quit = M-H; erase = x; kill = <undef>; eof = A; susp = <undef>;
-brkint -imaxbel" 0
}

@test "stty min and time show with -icanon (GNU)" {
  run onpty 'stty min 5 time 3 -icanon; stty'
  check "speed 38400 baud; line = 0;
min = 5; time = 3;
-brkint -imaxbel
-icanon" 0
}

@test "stty delay choices and aliases (GNU)" {
  run onpty 'stty tab3 nl1 cr2 hup -crterase ctlecho prterase; stty'
  check "speed 38400 baud; line = 0;
-brkint -imaxbel
nl1 cr2 tab3
-echoe echoprt" 0
}

@test "stty parity combinations: a pty refuses cs7, and it's noticed (GNU)" {
  # (glibc's tcsetattr says EINVAL itself; under musl the re-read notices)
  run onpty 'stty evenp 2>/dev/null; echo $?; stty; stty oddp 2>/dev/null; echo $?; stty -oddp; stty'
  check "1
speed 38400 baud; line = 0;
-brkint -imaxbel
1
speed 38400 baud; line = 0;
-brkint -imaxbel" 0
}

@test "stty nl, -nl, lcase, cbreak, -tabs, dec (GNU)" {
  run onpty 'stty nl; stty; stty -nl lcase cbreak -tabs; stty; stty sane dec; stty'
  check "speed 38400 baud; line = 0;
-brkint -icrnl -imaxbel
-onlcr
speed 38400 baud; line = 0;
min = 1; time = 0;
-brkint iuclc -imaxbel
olcuc tab3
-icanon xcase
speed 38400 baud; line = 0;" 0
}

@test "stty cooked and -raw (GNU)" {
  run onpty 'stty raw; stty cooked; stty; stty raw; stty -raw; stty'
  check "speed 38400 baud; line = 0;
-imaxbel
speed 38400 baud; line = 0;
-imaxbel" 0
}

@test "stty size, speed, rows, cols (GNU)" {
  run onpty 'stty rows 30 cols 100; stty size; stty speed; stty columns 7 size'
  check "30 100
38400
30 7" 0
}

@test "stty 9600 sets the speed (GNU)" {
  run onpty 'stty 9600; stty; stty ospeed 19200 speed'
  check "speed 9600 baud; line = 0;
-brkint -imaxbel
19200" 0
}

@test "stty -F DEVICE" {
  run python3 -c '
import pty, os, subprocess
m, s = pty.openpty()
r = subprocess.run(["stty", "-F", os.ttyname(s), "size"], stdin=subprocess.DEVNULL)
exit(r.returncode)'
  check "0 0" 0
  run stty -F /nonexistent/x
  check "stty: /nonexistent/x: No such file or directory" 1
}

@test "stty not on a tty" {
  run stty < /dev/null
  check "stty: 'standard input': Inappropriate ioctl for device" 1
}

@test "stty errors (GNU)" {
  run onpty 'stty foo'
  check "stty: invalid argument 'foo'
Try 'stty --help' for more information." 1
  run onpty 'stty -sane'
  check "stty: invalid argument '-sane'
Try 'stty --help' for more information." 1
  run onpty 'stty intr'
  check "stty: missing argument to 'intr'
Try 'stty --help' for more information." 1
  run onpty 'stty 9601'
  check "stty: invalid argument '9601'
Try 'stty --help' for more information." 1
  run onpty 'stty 500:5:bf:8a3b'
  check "stty: invalid argument '500:5:bf:8a3b'
Try 'stty --help' for more information." 1
  run onpty 'stty -a raw'
  check "stty: when specifying an output style, modes may not be set" 1
}

@test "stty matches GNU stty on a pty" {
  needs_cmd /usr/bin/stty
  for c in 'stty -a' 'stty raw; stty -a' 'stty evenp -echo; stty -a' \
    'stty litout; stty; stty -litout; stty' 'stty pass8; stty; stty -pass8; stty' \
    'stty ek crt; stty' 'stty line 3 iutf8; stty'; do
    exp=$(onpty "PATH=/usr/bin:/bin; $c")
    run onpty "$c"
    [ "$output" = "$exp" ] || { echo "$c: $output != $exp"; false; }
  done
}
