#!/usr/bin/env bats
# lspci: expectations from pciutils' lspci (as /usr/bin/lspci) on this
# machine's /sys/bus/pci; skipped where that has no devices.

load helper

pci()
{
  [ -n "$(ls /sys/bus/pci/devices 2>/dev/null)" ] || skip "no PCI devices"
}

# same ARGS: pciutils and ours agree (pciutils' complaints about libkmod
# dropped)
same()
{
  pci
  [ -x /usr/bin/lspci ] || skip "needs pciutils"
  /usr/bin/lspci "$@" > want 2>/dev/null
  run lspci "$@"
  check "$(cat want)" 0
}

@test "lspci (pciutils)" { same; }
@test "lspci -n (pciutils)" { same -n; }
@test "lspci -nn (pciutils)" { same -nn; }
@test "lspci -m (pciutils)" { same -m; }
@test "lspci -mn (pciutils)" { same -mn; }
@test "lspci -k (pciutils)" { same -k; }
@test "lspci -nk, -nnk (pciutils)" { same -n -k; same -nnk; }

@test "lspci -e: 6 digit class (pciutils -mn with sysfs class)" {
  same -mn
  while read slot cls rest; do
    c=$(cat /sys/bus/pci/devices/*$slot/class)
    echo "$slot \"${c#0x}\" $rest"
  done < want > want2
  run lspci -emn
  check "$(cat want2)" 0
}

@test "lspci -mk: the driver at the end" {
  same -mn
  while read slot rest; do
    d=/sys/bus/pci/devices/0000:$slot
    [ -e $d ] || d=$(echo /sys/bus/pci/devices/$slot)
    if [ -L $d/driver ]; then
      echo "$slot $rest \"$(basename $(readlink $d/driver))\""
    else echo "$slot $rest"; fi
  done < want > want2
  run lspci -mkn
  check "$(cat want2)" 0
}

@test "lspci -i FILE: names from FILE" {
  pci
  d=$(ls /sys/bus/pci/devices | sort | head -n 1)
  s=/sys/bus/pci/devices/$d
  v=$(cat $s/vendor) dv=$(cat $s/device) c=$(cat $s/class) r=$(cat $s/revision)
  v=${v#0x} dv=${dv#0x} c=${c#0x} r=${r#0x}
  printf '# test ids\n%s  Test Vendor\n\t%s  Test Device\nC %s  Test Class\n\t%s  Test Subclass\n' \
    $v $dv ${c:0:2} ${c:2:2} > my.ids
  [ $r = 00 ] && rev= || rev=" (rev $r)"
  run sh -c "lspci -i my.ids | head -n 1"
  check "${d#0000:} Test Subclass: Test Vendor Test Device$rev" 0
  # unknown names: numbers in their place
  printf 'C %s  Test Class\n' ${c:0:2} > other.ids
  run sh -c "lspci -i other.ids | head -n 1"
  check "${d#0000:} Test Class [${c:0:4}]: Device $v:$dv$rev" 0
  run sh -c "lspci -nn -i other.ids | head -n 1"
  check "${d#0000:} Test Class [${c:0:4}]: Device [$v:$dv]$rev" 0
  : > empty.ids
  run sh -c "lspci -m -i empty.ids | head -n 1"
  [ "${output#${d#0000:} \"Class ${c:0:4}\" \"Vendor $v\" \"Device $dv\"}" != "$output" ]
}

@test "lspci -i missing file" {
  run lspci -i /nonexistent/pci.ids
  check "lspci: /nonexistent/pci.ids: No such file or directory" 1
}
