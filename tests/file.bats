#!/usr/bin/env bats
# file: descriptions are GNU file's, or a prefix of them where GNU goes into
# detail (gzip names/dates, ELF BuildID and "for GNU/Linux" notes, zip methods).

load helper

# mkelf CLASS DATA TYPE MACHINE: an ELF header with no program/section headers
mkelf()
{
  if [ $1 = 1 ]; then
    python3 -c "import struct,sys; e='<' if $2==1 else '>'; sys.stdout.buffer.write(b'\x7fELF'+bytes([1,$2,1,0])+bytes(8)+struct.pack(e+'HHIIIIIHHHHHH',$3,$4,1,0,0,0,0,52,32,0,40,0,0))"
  else
    python3 -c "import struct,sys; e='<' if $2==1 else '>'; sys.stdout.buffer.write(b'\x7fELF'+bytes([2,$2,1,0])+bytes(8)+struct.pack(e+'HHIQQQIHHHHHH',$3,$4,1,0,0,0,0,64,56,0,64,0,0))"
  fi
}

@test "file text kinds (GNU)" {
  printf 'hello\n' > a; printf 'h\r\n' > crlf; printf 'h\303\251\n' > u8
  printf abc > nonl; printf 'a\rb\r' > cr; printf 'caf\351\n' > iso
  run file a crlf u8 nonl cr iso
  check "a: ASCII text
crlf: ASCII text, with CRLF line terminators
u8: Unicode text, UTF-8 text
nonl: ASCII text, with no line terminators
cr: ASCII text, with CR line terminators
iso: ISO-8859 text"
}

@test "file empty, data, directory, specials (GNU)" {
  : > empty; printf '\0\1\2' > bin; mkfifo fifo; mkdir d
  run file empty bin fifo d /dev/null
  check "empty: empty
bin: data
fifo: fifo (named pipe)
d: directory
/dev/null: character special (1/3)"
}

@test "file block special and socket (GNU)" {
  b=$(find /dev -maxdepth 1 -type b | head -n 1)
  [ -n "$b" ] || skip "no block device"
  run file -b "$b"
  check "$(command file -b "$b")"
  python3 -c "import socket; s=socket.socket(socket.AF_UNIX); s.bind('sock')"
  run file sock
  check "sock: socket"
}

@test "file symlinks: -h default, -L follows, broken (GNU)" {
  printf 'x\n' > t; ln -s t l; ln -s nowhere broken
  run file l
  check "l: symbolic link to t"
  run file -h l
  check "l: symbolic link to t"
  run file -L l
  check "l: ASCII text"
  run file -L broken
  check "broken: broken symbolic link to nowhere"
}

@test "file scripts (GNU)" {
  printf '#!/bin/sh\necho\n' > s; printf '#!/bin/bash\n' > b
  printf '#!/usr/bin/env python3\n' > p; printf '#!/usr/bin/perl -w\n' > pl
  printf '#!/opt/bin/frob\n' > f
  run file -b s b p pl f
  check "POSIX shell script, ASCII text executable
Bourne-Again shell script, ASCII text executable
Python script, ASCII text executable
Perl script text executable
a /opt/bin/frob script, ASCII text executable"
  for i in node tclsh lua php tcsh fish gawk nawk; do
    printf '#!/usr/bin/%s\n' $i > $i
  done
  printf '#!/usr/bin/env -S perl -w\n' > envs; printf '#!/bin/sh\r\necho\r\n' > crlf
  printf '#!/bin/sh\n\033x\n' > esc
  run file -b node tclsh lua php tcsh fish gawk nawk envs crlf esc
  check "Node.js script executable, ASCII text
Tcl/Tk script, ASCII text executable
Lua script, ASCII text executable
PHP script, ASCII text executable
Tenex C shell script, ASCII text executable
fish shell script, ASCII text executable
GNU awk script, ASCII text executable
new awk script, ASCII text executable
Perl script text executable
POSIX shell script, ASCII text executable, with CRLF line terminators
POSIX shell script, ASCII text executable, with escape sequences"
}

@test "file text: escapes, overstriking, very long lines, BEL (GNU)" {
  printf 'ab\033[1mcd\010x\n' > e; printf 'a\007b\n' > bel
  python3 -c "print('a'*300); print('b'*10)" > l300
  python3 -c "print('a'*301, end='\r\n')" > l301
  python3 -c "print('\u00e9'*400, end='')" > u400
  run file -b e bel l300 l301 u400
  check "ASCII text, with escape sequences, with overstriking
ASCII text
ASCII text
ASCII text, with very long lines (301), with CRLF line terminators
Unicode text, UTF-8 text, with very long lines (400), with no line terminators"
}

@test "file setuid, setgid, sticky (GNU's layout)" {
  echo hi > t; chmod 7755 t; mkdir d; chmod 1777 d; : > e; chmod 4644 e
  printf '#!/bin/sh\n' > s; chmod 4755 s; printf '\0\1' > bin; chmod 2644 bin
  ln -s t l
  run file t d e s bin l
  check "t: setuid, setgid, sticky , ASCII text
d: sticky, directory
e: setuid, empty
s: setuid POSIX shell script, ASCII text executable
bin: setgid data
l: symbolic link to t"
  run file -L l
  check "l: setuid, setgid, sticky , ASCII text"
}

@test "file lzma, old tar, byte-swapped cpio, static-pie (GNU)" {
  python3 -c "
import struct, tarfile, io
open('s.lzma','wb').write(b'\x5d\0\0\x80\0'+b'\xff'*8+bytes(20))
open('n.lzma','wb').write(b'\x5d\0\0\x80\0'+struct.pack('<q',3)+bytes(20))
t = tarfile.TarInfo('a'); t.size = 0
open('v7.tar','wb').write(t.tobuf(tarfile.GNU_FORMAT)[:257].ljust(512, b'\0'))
h = bytearray(open('v7.tar','rb').read()); h[148:156] = b'        '
h[148:155] = b'%06o\0' % sum(h); open('v7.tar','wb').write(h + bytes(1024))
open('be.cpio','wb').write(struct.pack('>13H',0o70707,0,1,0o100644,0,0,1,0,0,0,2,0,0)+b'a\0')
open('le.cpio','wb').write(struct.pack('<13H',0o70707,0,1,0o100644,0,0,1,0,0,0,2,0,0)+b'a\0')"
  run file -b s.lzma n.lzma v7.tar be.cpio le.cpio
  check "LZMA compressed data, streamed
LZMA compressed data, non-streamed, size 3
tar archive
byte-swapped cpio archive
cpio archive"
  needs_cmd gcc
  : > empty.c
  gcc -shared -fPIC -nostdlib -Wl,-z,now -o now.so empty.c 2>/dev/null || skip "no gcc"
  gcc -shared -fPIC -nostdlib -o plain.so empty.c
  run file -b now.so plain.so
  check "ELF 64-bit LSB shared object, x86-64, version 1 (SYSV), static-pie linked, not stripped
ELF 64-bit LSB shared object, x86-64, version 1 (SYSV), dynamically linked, not stripped" ||
    [ "$(uname -m)" != x86_64 ]
}

@test "file compressed data and archives (GNU prefixes)" {
  printf 'hello\n' > a.txt
  gzip -c a.txt > a.gz; bzip2 -c a.txt > a.bz2; xz -c a.txt > a.xz
  tar cf a.tar a.txt; printf '!<arch>\n' > a.a
  printf 'abc' > ustar; head -c 512 /dev/zero >> ustar
  run file -b a.gz a.bz2 a.xz a.tar a.a
  check "gzip compressed data
bzip2 compressed data, block size = 900k
XZ compressed data
POSIX tar archive (GNU)
current ar archive"
  if command -v zstd >/dev/null; then
    zstd -qc a.txt > a.zst
    run file -b a.zst
    check "Zstandard compressed data"
  fi
  echo a.txt | cpio -o -H odc > odc 2>/dev/null && echo a.txt | cpio -o -H newc > newc 2>/dev/null || skip "no cpio"
  run file -b odc newc
  check "ASCII cpio archive (pre-SVR4 or odc)
ASCII cpio archive (SVR4 with no CRC)"
}

@test "file zip, jar, apk" {
  printf 'PK\3\4\12\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\3\0\0\0abc' > z
  printf 'PK\3\4\24\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\24\0\0\0META-INF/MANIFEST.MF' > j
  printf 'PK\3\4\24\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\23\0\0\0AndroidManifest.xml' > apk
  run file -b z j apk
  check "Zip archive data, at least v1.0 to extract
Java archive data (JAR)
Android package (APK)"
}

@test "file images, PDF, class, dex (GNU)" {
  printf 'GIF89a\x10\x00\x20\x00' > a.gif
  printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\1\0\0\0\0\x80\x08\x06\0\0\0' > a.png
  printf '\xff\xd8\xff\xe0\0\x10JFIF\0' > a.jpg
  printf '%%PDF-1.4\n' > a.pdf
  printf '\xca\xfe\xba\xbe\0\0\0\x34' > a.class
  printf '\xca\xfe\xba\xbe\0\0\0\x3d' > b.class
  printf 'dex\n035\0' > a.dex
  run file a.gif a.png a.jpg a.pdf a.class b.class a.dex
  check "a.gif: GIF image data, version 89a, 16 x 32
a.png: PNG image data, 256 x 128, 8-bit/color RGBA, non-interlaced
a.jpg: JPEG image data
a.pdf: PDF document, version 1.4
a.class: compiled Java class data, version 52.0 (Java 1.8)
b.class: compiled Java class data, version 61.0 (Java SE 17)
a.dex: Dalvik dex file version 035"
}

@test "file ELF headers: classes, byte orders, types, machines (GNU prefix)" {
  mkelf 1 2 2 8 > mips; mkelf 1 1 2 40 > arm; mkelf 2 1 3 183 > a64
  mkelf 2 1 1 243 > rv; mkelf 1 1 2 3 > i386; mkelf 2 2 4 21 > core
  run file -b mips arm a64 rv i386 core
  check "ELF 32-bit MSB executable, MIPS, version 1 (SYSV)
ELF 32-bit LSB executable, ARM, version 1 (SYSV)
ELF 64-bit LSB shared object, ARM aarch64, version 1 (SYSV)
ELF 64-bit LSB relocatable, UCB RISC-V, version 1 (SYSV)
ELF 32-bit LSB executable, Intel 80386, version 1 (SYSV)
ELF 64-bit MSB core file, 64-bit PowerPC or cisco 7500, version 1 (SYSV)"
}

@test "file real ELF binaries: pie, shared, static, stripped (GNU)" {
  needs_cmd gcc
  echo 'int main(void){return 0;}' > m.c
  gcc -o pie m.c; gcc -no-pie -o nopie m.c; gcc -shared -fPIC -o lib.so m.c
  gcc -c -o m.o m.c; cp pie spie; strip spie
  for f in pie nopie lib.so m.o spie; do
    run file -b $f
    check "$(command file -b $f | sed 's/, BuildID[^,]*//;s/, for GNU[^,]*//;s/, with debug_info//')"
  done
  run file -b lib.so
  check "ELF 64-bit LSB shared object, x86-64, version 1 (SYSV), dynamically linked, not stripped"
}

@test "file ELF for Android (bionic interpreter)" {
  needs_cmd gcc
  echo 'int main(void){return 0;}' > m.c
  gcc -no-pie -Wl,--dynamic-linker=/system/bin/linker64 -o droid m.c || skip "no linker option"
  run file -b droid
  check "ELF 64-bit LSB executable, x86-64, version 1 (SYSV), dynamically linked, interpreter /system/bin/linker64, for Android, not stripped"
}

@test "file -b, - reads stdin (GNU)" {
  printf 'hi\n' > a
  run file -b a
  check "ASCII text"
  run sh -c 'gzip -c a | file -'
  check "/dev/stdin: gzip compressed data"
}

@test "file missing file: error, keeps going, exit 1" {
  printf 'x\n' > a
  run file nosuch a
  check "file: nosuch: No such file or directory
a: ASCII text" 1
  run file
  [ "$status" = 1 ]
}

@test "file name with spaces and newline, output to /dev/full" {
  printf 'x\n' > 'a b
c'
  run file 'a b
c'
  check "a b
c: ASCII text"
  run sh -c 'file a* > /dev/full'
  [ "$status" = 1 ]
}

@test "file: a PNG with a color type byte over 127 (fuzz: a negative index)" {
  printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\xf0\0\0\0' > a.png
  run file a.png
  check "a.png: PNG image data, 16 x 16, 8-bit, non-interlaced" 0
}
