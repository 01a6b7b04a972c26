#!/usr/bin/env bats
# factor: no standard; output as GNU coreutils 9.1

load helper

@test "factor small numbers, 0 and 1 (GNU)" {
  run factor 0 1 2 12 97 1001
  check "0:
1:
2: 2
12: 2 2 3
97: 97
1001: 7 11 13"
}

@test "factor 64 bit numbers (GNU)" {
  run factor 18446744073709551615 18446744073709551557 9223372036854775807 4294967291
  check "18446744073709551615: 3 5 17 257 641 65537 6700417
18446744073709551557: 18446744073709551557
9223372036854775807: 7 7 73 127 337 92737 649657
4294967291: 4294967291"
}

@test "factor semiprimes of two 32 bit primes (Pollard rho)" {
  run factor 18446743979220271189 4611686014132420609
  check "18446743979220271189: 4294967279 4294967291
4611686014132420609: 2147483647 2147483647"
}

@test "factor reads stdin, any whitespace, no final newline (GNU)" {
  run sh -c "printf '10 20\n\t 30\n  8' | factor"
  check "10: 2 5
20: 2 2 5
30: 2 3 5
8: 2 2 2"
  run factor < /dev/null
  check "" 0
}

@test "factor leading zeros and + are accepted (GNU)" {
  run factor 012 +7
  check "12: 2 2 3
7: 7"
}

@test "factor bad numbers: message, continue, exit 1" {
  run factor abc 6 0x10
  check "factor: 'abc' is not a valid positive integer
6: 2 3
factor: '0x10' is not a valid positive integer" 1
  run sh -c "printf 'x\001\377 4\n' | factor"
  check "$(printf "factor: 'x\001\377' is not a valid positive integer\n4: 2 2")" 1
}

@test "factor numbers over 64 bits get a clear error" {
  run factor 18446744073709551616
  check "factor: '18446744073709551616' is too large: numbers up to 18446744073709551615 only" 1
}

@test "factor many numbers match a reference" {
  run sh -c 'seq 2 2000 | factor | awk "{ n = \$1 + 0; p = 1; for (i = 2; i <= NF; i++) p *= \$i; if (p != n) print \"bad \" \$0 }"'
  check ""
}

@test "factor > /dev/full fails" {
  run sh -c 'factor 10 > /dev/full'
  [ "$status" -eq 1 ]
}
