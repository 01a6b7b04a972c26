#!/usr/bin/env bats
# unicode: no standard; toybox's own format

load helper

@test "unicode characters of a string" {
  run unicode "aé漢"
  check "U+0061 a  UTF-8 61
U+00E9 é  UTF-8 c3 a9
U+6F22 漢 UTF-8 e6 bc a2"
}

@test "unicode U+XXXX and ranges" {
  run unicode U+41-U+43 U+1F600 u+42-43
  check "U+0041 A  UTF-8 41
U+0042 B  UTF-8 42
U+0043 C  UTF-8 43
U+1F600 😀 UTF-8 f0 9f 98 80
U+0042 B  UTF-8 42
U+0043 C  UTF-8 43"
}

@test "unicode control, combining, surrogate, invalid bytes" {
  run unicode U+0 U+7F U+300 U+D800 "$(printf 'a\377')"
  check "U+0000 ^@ UTF-8 00
U+007F ^? UTF-8 7f
U+0300 -  UTF-8 cc 80
U+D800 -  (surrogate, not a character)
U+0061 a  UTF-8 61
invalid UTF-8 byte ff"
}

@test "unicode U+ followed by text is a string" {
  run unicode U+41x
  check "U+0055 U  UTF-8 55
U+002B +  UTF-8 2b
U+0034 4  UTF-8 34
U+0031 1  UTF-8 31
U+0078 x  UTF-8 78"
}

@test "unicode errors" {
  run unicode
  [ "$status" -eq 1 ]
  run unicode U+110000
  check "unicode: 'U+110000': past U+10FFFF" 1
  run unicode U+43-U+41
  check "unicode: bad range 'U+43-U+41'" 1
  run sh -c 'unicode a > /dev/full'
  [ "$status" -eq 1 ]
}
