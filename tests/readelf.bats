#!/usr/bin/env bats
# readelf: expectations from binutils readelf -W (run as /usr/bin/readelf on
# objects each test builds: cc -c, cc -static, aarch64-linux-gnu-gcc, and
# big-endian/32-bit ones from objcopy -I binary).

load helper

# same ARGS...: binutils readelf -W ARGS and ours agree (output and status)
same() { same_as "/usr/bin/readelf -W" readelf "$@"; }

obj()
{
  needs_cmd cc
  printf 'int x=1; static int y; const char s[]="str\\tab\\n";\nint f(int a){return a+x+y;}\nint main(){return f(2);}\n' > a.c
  cc -c a.c -o a.o || skip "cc -c failed"
}

@test "readelf -h x86-64 object (binutils)" { obj; same -h a.o; }
@test "readelf -S x86-64 object (binutils)" { obj; same -S a.o; }
@test "readelf -s x86-64 object (binutils)" { obj; same -s a.o; }
@test "readelf -r x86-64 object (binutils)" { obj; same -r a.o; }
@test "readelf -l -d -n object: none present (binutils)" { obj; same -l -d -n a.o; }
@test "readelf -x and -p by name and number (binutils)" {
  obj
  same -x .text -p .comment a.o
  same -x 1 a.o
  same -p .rodata a.o
}

@test "readelf -h -S -l -s -r -d -n on a static binary (binutils)" {
  obj
  cc -static a.c -o st 2>/dev/null || skip "no static libc"
  same -h st
  same -S st
  same -l st
  same -s st
  same -r st
  same -d st
  same -n st
}

@test "readelf PIE: -h -l -d -s -r -n (binutils)" {
  obj
  cc -pie -fPIE a.c -o dyn || skip "cc failed"
  same -h dyn
  same -l dyn
  same -d dyn
  same -s dyn
  same -r dyn
  same -n dyn
}

@test "readelf shared library with symbol versions (binutils)" {
  needs_cmd cc
  echo 'int v(void){return 1;}' > v.c
  echo 'VERS_1 { global: v; local: *; };' > v.map
  cc -shared -fPIC -Wl,--version-script=v.map -o libv.so v.c || skip "cc failed"
  same -s libv.so
  same --dyn-syms libv.so
  same -d -r libv.so
}

@test "readelf aarch64 object and binary (binutils)" {
  needs_cmd aarch64-linux-gnu-gcc
  obj
  aarch64-linux-gnu-gcc -c a.c -o arm.o
  same -h -S -s -r arm.o
  aarch64-linux-gnu-gcc -static a.c -o armst 2>/dev/null || skip "no aarch64 libc"
  same -h -l -S -n armst
  same -r armst
}

@test "readelf 32-bit big-endian object (binutils)" {
  needs_cmd objcopy
  printf 'a\tb\001c\n\0xyz\0\0\0long string here\0' > blob
  objcopy -I binary -O elf32-big blob b32.o
  same -h -S -s -r b32.o
  same -x .data -p .data b32.o
}

@test "readelf 64-bit big-endian and 32-bit little-endian (binutils)" {
  needs_cmd objcopy
  printf 'hello\n' > blob
  objcopy -I binary -O elf64-big blob b64.o
  objcopy -I binary -O elf32-little blob l32.o
  same -h -S -s -x 1 b64.o
  same -h -S -s -p .data l32.o
}

@test "readelf 32-bit x86 object (binutils)" {
  obj
  cc -m32 -c a.c -o a32.o 2>/dev/null || skip "no cc -m32"
  same -h -S -s -r a32.o
  ld -m elf_i386 -e main -o a32 a32.o 2>/dev/null || skip "no ld -m elf_i386"
  same -l a32
}

@test "readelf -p section without strings (binutils)" {
  needs_cmd objcopy
  printf '\001\0\0\002' > blob
  objcopy -I binary -O elf64-little blob z.o
  same -p .data z.o
}

@test "readelf -x section with no data (binutils)" {
  obj
  run readelf -x .bss a.o
  check "Section '.bss' has no data to dump." 0
}

@test "readelf two files get File: headers (binutils)" {
  obj
  cp a.o b.o
  same -h a.o b.o
}

@test "readelf -a is -h -S -l -d -r -s -n" {
  obj
  readelf -h -S -l -d -r -s -n a.o > want
  run readelf -a a.o
  check "$(cat want)" 0
}

@test "readelf missing section: warning, status 1" {
  obj
  run readelf -x .nothere a.o
  check "readelf: Warning: Section '.nothere' was not dumped because it does not exist" 1
  run readelf -p 99 a.o
  check "readelf: Warning: Section 99 was not dumped because it does not exist!" 1
}

@test "readelf errors: missing file, not ELF, truncated, no option" {
  obj
  run readelf -h nosuch
  check "readelf: nosuch: No such file or directory" 1
  echo hello there world, not elf > text
  run readelf -h text
  check "readelf: text: not ELF" 1
  head -c 40 a.o > short
  run readelf -h short
  check "readelf: short: truncated" 1
  run readelf a.o
  [ "$status" = 1 ] && [ "${lines[0]}" = "readelf: needs an option (-a -d -h -l -n -r -S -s -x -p)" ]
}

@test "readelf corrupt section table doesn't crash" {
  obj
  python3 -c '
import sys
d = bytearray(open("a.o","rb").read())
d[0x28:0x30] = (len(d)-10).to_bytes(8, "little")
open("bad.o","wb").write(d)'
  run readelf -S -s -r bad.o
  [ "$status" = 1 ] && [ "${lines[0]}" = "readelf: bad.o: bad section table" ]
}

@test "readelf > /dev/full fails" {
  obj
  run sh -c 'readelf -a a.o > /dev/full'
  [ "$status" = 1 ]
}
