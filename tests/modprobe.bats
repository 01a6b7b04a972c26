#!/usr/bin/env bats
# modprobe: expectations from kmod's modprobe -D/-n -v on a fabricated
# module tree (-d root -S 9.9.9, configuration from -C). Nothing is ever
# loaded or removed: -D and -n only, and -r of modules that aren't loaded.

load helper
load modhelper

mp() { run modprobe -d root -S 9.9.9 "$@"; }

@test "modprobe -D: dependencies, softdeps, then the module (kmod)" {
  modtree
  mp -C /dev/null -D a_mod
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko 
insmod $M/x_mod.ko.xz 
insmod $M/b-mod.ko 
insmod $M/a_mod.ko " 0
  mp -C /dev/null -D b_mod
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko 
insmod $M/x_mod.ko.xz 
insmod $M/b-mod.ko " 0
}

@test "modprobe -D: names with - or _, aliases, wildcards (kmod)" {
  modtree
  mp -C /dev/null -D c-mod
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko 
insmod $M/x_mod.ko.xz " 0
  mp -C /dev/null -D b-alias
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko 
insmod $M/x_mod.ko.xz 
insmod $M/b-mod.ko " 0
  mp -C /dev/null -D pci:v00001234d00005678
  [ "${lines[4]}" = "insmod $M/a_mod.ko " ] && [ "$status" = 0 ]
  mp -C /dev/null -D x_mod
  check "insmod $M/x_mod.ko.xz " 0
}

@test "modprobe -D builtin module (kmod)" {
  modtree
  mp -C /dev/null -D builtin-fs
  check "builtin builtin_fs" 0
  mp -C /dev/null -D -r builtin_fs
  check "rmmod builtin_fs" 0
}

@test "modprobe options: from config and command line (kmod)" {
  modtree
  mp -C root/etc/modprobe.d -D c_mod
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko foo=1 bar=2 
insmod $M/x_mod.ko.xz " 0
  mp -C root/etc/modprobe.d -D c_mod x=1 y
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko foo=1 bar=2 x=1 y
insmod $M/x_mod.ko.xz " 0
  mp -C /dev/null -D a_mod opt=5
  [ "${lines[4]}" = "insmod $M/a_mod.ko opt=5" ]
}

@test "modprobe blacklist: aliases always, names with -b (kmod)" {
  modtree
  mp -C root/etc/modprobe.d -D myalias
  check "" 0
  mp -C root/etc/modprobe.d -D bl_mod
  check "insmod $M/bl_mod.ko " 0
  mp -C root/etc/modprobe.d -b -D bl_mod
  check "" 0
  # a blacklisted module still loads as what another needs
  echo 'softdep a_mod pre: bl_mod' > root/etc/modprobe.d/u.conf
  echo 'blacklist c_mod' >> root/etc/modprobe.d/u.conf
  mp -C root/etc/modprobe.d -b -D a_mod
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko foo=1 bar=2 
insmod $M/x_mod.ko.xz 
insmod $M/b-mod.ko 
insmod $M/bl_mod.ko 
insmod $M/a_mod.ko " 0
}

@test "modprobe -C single file with continued lines" {
  modtree
  printf 'options d_mod a=1 \\\n b=2\n' > one.conf
  mp -C one.conf -D d_mod
  check "insmod $M/d_mod.ko a=1  b=2 " 0
}

@test "modprobe -a: every argument a module, each with its deps (kmod)" {
  modtree
  mp -C /dev/null -D -a a_mod d_mod
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko 
insmod $M/x_mod.ko.xz 
insmod $M/b-mod.ko 
insmod $M/a_mod.ko 
insmod $M/d_mod.ko " 0
  run sh -c 'modprobe -d root -S 9.9.9 -C /dev/null -D -a x_mod nosuch 2>&1 >/dev/null'
  check "modprobe: WARNING: Module nosuch not found in directory $PWD/root/lib/modules/9.9.9" 1
}

@test "modprobe -n -v shows, -n alone is silent (kmod)" {
  modtree
  mp -C /dev/null -n -v c_mod
  check "insmod $M/d_mod.ko 
insmod $M/c_mod.ko 
insmod $M/x_mod.ko.xz " 0
  mp -C /dev/null -n c_mod
  check "" 0
}

@test "modprobe -r -D: post softdeps, module, pre softdeps (kmod)" {
  modtree
  mp -C /dev/null -r -D c_mod
  check "rmmod x_mod
rmmod c_mod
rmmod d_mod" 0
  mp -C /dev/null -r -D a_mod
  check "rmmod a_mod" 0
  # not loaded: nothing to do
  mp -C /dev/null -r c_mod
  check "" 0
}

@test "modprobe -l lists modules.dep entries matching" {
  modtree
  mp -l 'b*'
  check "kernel/drivers/bl_mod.ko
kernel/drivers/b-mod.ko" 0
  mp -l
  [ "${#lines[@]}" = 6 ]
}

@test "modprobe not found, -q (kmod)" {
  modtree
  mp -C /dev/null -D nosuch
  check "modprobe: FATAL: Module nosuch not found in directory $PWD/root/lib/modules/9.9.9" 1
  mp -C /dev/null -q -D nosuch
  check "" 1
  mp -C /dev/null -r nosuch
  check "modprobe: FATAL: Module nosuch not found." 1
  mp
  [ "$status" = 1 ]
}

@test "modprobe -D same as kmod's (depmod-made indexes)" {
  [ -x /usr/sbin/modprobe ] && [ -x /usr/sbin/depmod ] || skip "needs kmod"
  modtree
  /usr/sbin/depmod -b root 9.9.9 2>/dev/null
  for a in "-D a_mod" "-D fake_alias" "-D c_mod x=1" "-b -D bl_mod" "-D -r c_mod" "-D myalias"; do
    /usr/sbin/modprobe -d root -S 9.9.9 -C root/etc/modprobe.d $a > want 2>&1
    mp -C root/etc/modprobe.d $a
    check "$(cat want)" 0
  done
}
