#!/usr/bin/env bats
# modinfo: expectations from kmod's modinfo, on fabricated modules (cc -c
# objects with a .modinfo section; .ko.xz and .ko.gz of them).

load helper
load modhelper

fake()
{
  needs_cmd cc
  mkmod fake_mod "" "" "license=GPL" "author=A. Person <a@example.com>" \
    "description=Test module" "alias=pci:v00008086d*sv*sd*bc*sc*i*" \
    "alias=fake-thing" "parm=debug:Debug level" "parmtype=debug:int" \
    "parmtype=quiet:bool" "firmware=fake/fw.bin" "depends=dep_one,dep-two" \
    "vermagic=6.1.0 SMP preempt mod_unload " "parm=verbose:Be chatty"
  mv fake_mod.ko fake-mod.ko
}

ALL='license:        GPL
author:         A. Person <a@example.com>
description:    Test module
alias:          pci:v00008086d*sv*sd*bc*sc*i*
alias:          fake-thing
firmware:       fake/fw.bin
depends:        dep_one,dep-two
vermagic:       6.1.0 SMP preempt mod_unload 
parm:           verbose:Be chatty
parm:           quiet:bool
parm:           debug:Debug level (int)'

@test "modinfo all fields of a file (kmod)" {
  fake
  run modinfo ./fake-mod.ko
  check "filename:       $PWD/./fake-mod.ko
name:           fake_mod
$ALL" 0
}

@test "modinfo .ko.xz and .ko.gz (kmod for xz)" {
  fake
  xz -k fake-mod.ko
  gzip -k fake-mod.ko 2>/dev/null || skip "no gzip"
  run modinfo fake-mod.ko.xz
  check "filename:       $PWD/fake-mod.ko.xz
name:           fake_mod
$ALL" 0
  run modinfo -F license -n fake-mod.ko.gz
  check "$PWD/fake-mod.ko.gz" 0
  run modinfo -F description fake-mod.ko.gz
  check "Test module" 0
}

@test "modinfo -F FIELD, repeated values (kmod)" {
  fake
  run modinfo -F alias fake-mod.ko
  check 'pci:v00008086d*sv*sd*bc*sc*i*
fake-thing' 0
  run modinfo -F parmtype fake-mod.ko
  check 'debug:int
quiet:bool' 0
  run modinfo -F nothing fake-mod.ko
  check '' 0
}

@test "modinfo -p and -F parm (kmod)" {
  fake
  run modinfo -p fake-mod.ko
  check 'verbose:Be chatty
quiet: (bool)
debug:Debug level (int)' 0
}

@test "modinfo -a -d -l -n: the last one counts (kmod)" {
  fake
  run modinfo -a fake-mod.ko
  check 'A. Person <a@example.com>' 0
  run modinfo -d fake-mod.ko
  check 'Test module' 0
  run modinfo -l fake-mod.ko
  check 'GPL' 0
  run modinfo -a -d -l -n fake-mod.ko
  check "$PWD/fake-mod.ko" 0
  run modinfo -F name -F depends fake-mod.ko
  check 'dep_one,dep-two' 0
  run modinfo -n -Flicense fake-mod.ko
  check 'GPL' 0
}

@test "modinfo -0 (kmod)" {
  fake
  run sh -c 'modinfo -0 -F alias fake-mod.ko | tr "\0" "|"'
  check 'pci:v00008086d*sv*sd*bc*sc*i*|fake-thing|' 0
  run sh -c 'modinfo -0 fake-mod.ko | tr "\0" "|"'
  check "filename:       $PWD/fake-mod.ko|name=fake_mod|license=GPL|author=A. Person <a@example.com>|description=Test module|alias=pci:v00008086d*sv*sd*bc*sc*i*|alias=fake-thing|firmware=fake/fw.bin|depends=dep_one,dep-two|vermagic=6.1.0 SMP preempt mod_unload |parm:           verbose:Be chatty|parm:           quiet:bool|parm:           debug:Debug level (int)|" 0
}

@test "modinfo -b -k: names, aliases, builtins from the tree (kmod)" {
  modtree
  run modinfo -b root -k 9.9.9 -n x_mod a-mod
  check "$M/x_mod.ko.xz
$M/a_mod.ko" 0
  run modinfo -b root -k 9.9.9 b-alias
  check "filename:       $M/b-mod.ko
name:           b_mod
alias:          b-alias" 0
  run modinfo -b root -k 9.9.9 -F name pci:v00001234d00000001
  check "a_mod" 0
  run modinfo -b root -k 9.9.9 builtin-fs
  check "name:           builtin_fs
filename:       (builtin)" 0
}

@test "modinfo same as kmod's on a file" {
  fake
  [ -x /usr/sbin/modinfo ] || skip "needs kmod modinfo"
  for a in "fake-mod.ko" "-p fake-mod.ko" "-F alias fake-mod.ko" "-0 fake-mod.ko"; do
    /usr/sbin/modinfo $a > want
    run modinfo $a
    check "$(cat want)" 0
  done
}

@test "modinfo errors: not found, not a module, carry on (kmod)" {
  fake
  echo hello > text
  run modinfo -k 9.9.9 -b . nosuch
  check 'modinfo: ERROR: Module nosuch not found.' 1
  run modinfo text
  check 'modinfo: ERROR: Module text not found.' 1
  run sh -c 'modinfo -F license fake-mod.ko -b . -k 9 nosuch fake-mod.ko 2>&1'
  check 'GPL
modinfo: ERROR: Module nosuch not found.
GPL' 1
  echo junk > bad.ko.xz
  run modinfo bad.ko.xz
  [ "$status" = 1 ]
  run modinfo
  [ "$status" = 1 ]
}
