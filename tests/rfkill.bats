#!/usr/bin/env bats
# rfkill: this machine has no rfkill devices, so besides the errors (checked
# against util-linux rfkill) the tests use -R DIR, which reads the devices
# from a fabricated DIR/sys/class/rfkill/rfkillN/{name,type,soft,hard} and
# opens DIR/dev/rfkill (here a plain file) instead of /dev/rfkill. The list
# format is util-linux's "rfkill list" one; block/unblock write a struct
# rfkill_event (linux/rfkill.h: u32 idx, u8 type, op, soft, hard; op 2 is
# RFKILL_OP_CHANGE of one index, op 3 RFKILL_OP_CHANGE_ALL of one type).

load helper

# dev N NAME TYPE SOFT HARD
dev() {
  mkdir -p r/sys/class/rfkill/rfkill$1 r/dev
  touch r/dev/rfkill
  echo $2 > r/sys/class/rfkill/rfkill$1/name
  echo $3 > r/sys/class/rfkill/rfkill$1/type
  echo $4 > r/sys/class/rfkill/rfkill$1/soft
  echo $5 > r/sys/class/rfkill/rfkill$1/hard
}

@test "rfkill: no devices: the errors of util-linux" {
  local a
  for a in "" "list" "block 5" "block bogus" "list wlan" "list 3" \
    "unblock all" "list all" "list 0" "block wifi" "unblock ultrawideband"; do
    if [ -x /usr/sbin/rfkill ] && [ ! -e /dev/rfkill ]; then
      run /usr/sbin/rfkill $a
      local ref=$output rs=$status
      run rfkill $a
      check "$ref" $rs
    fi
  done
  [ -e /dev/rfkill ] && skip "this machine has /dev/rfkill"
  run rfkill
  check "rfkill: cannot open /dev/rfkill: No such file or directory" 1
  run rfkill block 5
  check "rfkill: invalid identifier: 5" 1
  run rfkill list bogus
  check "rfkill: invalid identifier: bogus" 1
  run rfkill unblock all
  check "rfkill: cannot open /dev/rfkill: No such file or directory" 1
}

@test "rfkill: list a fabricated tree" {
  dev 0 phy0 wlan 0 0
  dev 2 hci0 bluetooth 1 0
  dev 10 thinkpad_acpi wwan 0 1
  dev 1 gps0 gps 1 1
  run rfkill -R r
  check "0: phy0: Wireless LAN
	Soft blocked: no
	Hard blocked: no
1: gps0: GPS
	Soft blocked: yes
	Hard blocked: yes
2: hci0: Bluetooth
	Soft blocked: yes
	Hard blocked: no
10: thinkpad_acpi: Wireless WAN
	Soft blocked: no
	Hard blocked: yes" 0
  run rfkill --root r list 2
  check "2: hci0: Bluetooth
	Soft blocked: yes
	Hard blocked: no" 0
  run rfkill -R r list wifi
  check "0: phy0: Wireless LAN
	Soft blocked: no
	Hard blocked: no" 0
  run rfkill -R r list all
  check "$(rfkill -R r list)" 0
  run rfkill -R r list fm
  check "" 0
  run rfkill -R r list 3
  check "rfkill: invalid identifier: 3" 1
}

@test "rfkill: block and unblock write rfkill events" {
  dev 0 phy0 wlan 0 0
  dev 258 hci0 bluetooth 1 0
  rfkill -R r block 0
  run od -An -tx1 r/dev/rfkill
  check " 00 00 00 00 00 02 01 00" 0
  : > r/dev/rfkill
  rfkill -R r unblock 258
  run od -An -tx1 r/dev/rfkill
  check " 02 01 00 00 00 02 00 00" 0
  : > r/dev/rfkill
  rfkill -R r block all
  run od -An -tx1 r/dev/rfkill
  check " 00 00 00 00 00 03 01 00" 0
  local t
  for t in wlan:01 wifi:01 bluetooth:02 uwb:03 ultrawideband:03 wimax:04 \
    wwan:05 gps:06 fm:07 nfc:08; do
    : > r/dev/rfkill
    rfkill -R r unblock ${t%:*}
    run od -An -tx1 r/dev/rfkill
    check " 00 00 00 00 ${t#*:} 03 00 00" 0
  done
}

@test "rfkill: usage errors" {
  dev 0 phy0 wlan 0 0
  run rfkill -R r foo
  check "rfkill: unknown command 'foo'
usage: rfkill [-R DIR] [list [DEVICE] | block DEVICE | unblock DEVICE]" 1
  run rfkill -R r block
  check "rfkill: block needs DEVICE
usage: rfkill [-R DIR] [list [DEVICE] | block DEVICE | unblock DEVICE]" 1
  run rfkill -R r block 1
  check "rfkill: invalid identifier: 1" 1
  run rfkill -R r unblock 0x
  check "rfkill: invalid identifier: 0x" 1
  rm r/dev/rfkill
  run rfkill -R r block 0
  check "rfkill: cannot open r/dev/rfkill: No such file or directory" 1
}
