#!/usr/bin/env bats
# lsusb: -t checked against usbutils' lsusb -t on a made-up sysfs (tmpfs
# over /sys in a mount namespace of the test's own); the plain listing
# follows usbutils' layout (its lsusb needs /dev/bus/usb, so it can't be
# run on the made-up tree). Names come from the device's own strings
# (-i /dev/null: no usb.ids).

load helper

# fakesys SCRIPT: run SCRIPT with the made-up USB devices in /sys
fakesys()
{
  needs_root
  needs_cmd unshare
  needs_cmd python3
  unshare -m true 2>/dev/null || skip "can't unshare a mount namespace"
  cat > fake.py <<'PY'
import os, sys
root = sys.argv[1]
B = root + "/bus/usb/devices"
os.makedirs(B, exist_ok=True)
def w(p, v):
    with open(p, "w") as f: f.write(v + "\n")
P = root + "/devices/pci0000:00/0000:00:14.0"
os.makedirs(root + "/bus/pci/drivers/xhci_hcd", exist_ok=True)
os.makedirs(P, exist_ok=True)
os.symlink(os.path.relpath(root + "/bus/pci/drivers/xhci_hcd", P), P + "/driver")
def dev(name, path, bus, devnum, speed, maxchild, ifs):
    d = P + "/" + path
    os.makedirs(d, exist_ok=True)
    for k, v in dict(busnum=str(bus), devnum=str(devnum), idVendor="1d6b", idProduct="0002",
        bDeviceClass="09" if maxchild else "00", speed=speed, maxchild=str(maxchild), bNumInterfaces=" %d" % len(ifs),
        bDeviceSubClass="00", bDeviceProtocol="00", bConfigurationValue="1", rx_lanes="1", tx_lanes="1",
        bMaxPacketSize0="64", bNumConfigurations="1", bmAttributes="e0", configuration="", bcdDevice="0100",
        version=" 2.00", product="P", manufacturer="M").items():
        w(d + "/" + k, v)
    with open(d + "/descriptors", "wb") as f: f.write(bytes(18))
    os.symlink(os.path.relpath(d, B), B + "/" + name)
    base = name if not name.startswith("usb") else name[3:] + "-0"
    for i, (icls, drv) in reversed(list(enumerate(ifs))):
        ip = d + "/%s:1.%d" % (base, i)
        os.makedirs(ip)
        for k, v in dict(bInterfaceClass="%02x" % icls, bInterfaceNumber="%02x" % i, bAlternateSetting=" 0",
            bInterfaceProtocol="00", bInterfaceSubClass="00", bNumEndpoints="01").items(): w(ip + "/" + k, v)
        if drv:
            os.makedirs(root + "/bus/usb/drivers/" + drv, exist_ok=True)
            os.symlink(os.path.relpath(root + "/bus/usb/drivers/" + drv, ip), ip + "/driver")
        os.symlink(os.path.relpath(ip, B), B + "/" + os.path.basename(ip))
dev("usb1", "usb1", 1, 1, "480", 4, [(9, "hub")])
dev("1-1", "usb1/1-1", 1, 2, "480", 4, [(9, "hub")])
classes = [1,2,3,5,6,7,8,10,11,13,14,15,16,17,0xdc,0xe0,0xef,0xfe,0xff,0x42]
dev("1-1.2", "usb1/1-1/1-1.2", 1, 5, "12", 0, [(c, "drv%d" % c if c != 7 else None) for c in classes])
dev("1-1.10", "usb1/1-1/1-1.10", 1, 6, "1.5", 0, [(3, "usbhid")])
dev("1-3", "usb1/1-3", 1, 3, "480", 0, [(8, "usb-storage")])
dev("usb2", "usb2", 2, 1, "5000", 2, [(9, "hub")])
PY
  run unshare -m sh -c 'exec 2>/dev/null; mount -t tmpfs none /sys && python3 fake.py /sys && '"$1"
}

TREE='/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/2p, 5000M
/:  Bus 01.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 480M
    |__ Port 1: Dev 2, If 0, Class=Hub, Driver=hub/4p, 480M
        |__ Port 10: Dev 6, If 0, Class=Human Interface Device, Driver=usbhid, 1.5M
        |__ Port 2: Dev 5, If 0, Class=Audio, Driver=drv1, 12M
        |__ Port 2: Dev 5, If 1, Class=Communications, Driver=drv2, 12M
        |__ Port 2: Dev 5, If 2, Class=Human Interface Device, Driver=drv3, 12M
        |__ Port 2: Dev 5, If 3, Class=Physical Interface Device, Driver=drv5, 12M
        |__ Port 2: Dev 5, If 4, Class=Imaging, Driver=drv6, 12M
        |__ Port 2: Dev 5, If 5, Class=Printer, Driver=, 12M
        |__ Port 2: Dev 5, If 6, Class=Mass Storage, Driver=drv8, 12M
        |__ Port 2: Dev 5, If 7, Class=CDC Data, Driver=drv10, 12M
        |__ Port 2: Dev 5, If 8, Class=Chip/SmartCard, Driver=drv11, 12M
        |__ Port 2: Dev 5, If 9, Class=Content Security, Driver=drv13, 12M
        |__ Port 2: Dev 5, If 10, Class=Video, Driver=drv14, 12M
        |__ Port 2: Dev 5, If 11, Class=Personal Healthcare, Driver=drv15, 12M
        |__ Port 2: Dev 5, If 12, Class=Audio/Video, Driver=drv16, 12M
        |__ Port 2: Dev 5, If 13, Class=Billboard, Driver=drv17, 12M
        |__ Port 2: Dev 5, If 14, Class=Diagnostic, Driver=drv220, 12M
        |__ Port 2: Dev 5, If 15, Class=Wireless, Driver=drv224, 12M
        |__ Port 2: Dev 5, If 16, Class=Miscellaneous Device, Driver=drv239, 12M
        |__ Port 2: Dev 5, If 17, Class=Application Specific Interface, Driver=drv254, 12M
        |__ Port 2: Dev 5, If 18, Class=Vendor Specific Class, Driver=drv255, 12M
        |__ Port 2: Dev 5, If 19, Class=, Driver=drv66, 12M
    |__ Port 3: Dev 3, If 0, Class=Mass Storage, Driver=usb-storage, 480M'

@test "lsusb -t (usbutils)" {
  fakesys 'lsusb -t'
  check "$TREE" 0
}

@test "lsusb -t same as usbutils'" {
  [ -x /usr/bin/lsusb ] || skip "needs usbutils"
  fakesys '/usr/bin/lsusb -t > want; lsusb -t > got; cmp want got && cat got'
  check "$TREE" 0
}

@test "lsusb: highest bus and device first (usbutils layout)" {
  fakesys 'lsusb -i /dev/null'
  check 'Bus 002 Device 001: ID 1d6b:0002 M P
Bus 001 Device 006: ID 1d6b:0002 M P
Bus 001 Device 005: ID 1d6b:0002 M P
Bus 001 Device 003: ID 1d6b:0002 M P
Bus 001 Device 002: ID 1d6b:0002 M P
Bus 001 Device 001: ID 1d6b:0002 M P' 0
}

@test "lsusb -i FILE: names from usb.ids" {
  printf '# ids\n1d6b  Linux Foundation\n\t0002  2.0 root hub\n\t0003  3.0 root hub\n' > my.ids
  fakesys 'lsusb -i my.ids | head -n 2'
  check 'Bus 002 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub
Bus 001 Device 006: ID 1d6b:0002 Linux Foundation 2.0 root hub' 0
}

@test "lsusb without /sys/bus/usb" {
  needs_root
  unshare -m true 2>/dev/null || skip "can't unshare a mount namespace"
  run unshare -m sh -c 'mount -t tmpfs none /sys && lsusb'
  [ "$status" = 1 ] &&
    [ "${lines[-1]}" = "lsusb: /sys/bus/usb/devices: No such file or directory" ]
}

@test "lsusb -i missing file" {
  run lsusb -i /nonexistent
  check "lsusb: /nonexistent: No such file or directory" 1
}
