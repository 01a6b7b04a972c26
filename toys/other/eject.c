/* eject.c - eject removable media, or close the tray
 *
 * no standard (util-linux eject)

USE_EJECT(NEWTOY(eject, ">1sTt[!sTt]", TOYFLAG_USR|TOYFLAG_BIN))

config EJECT
  bool "eject"
  default y
  help
    usage: eject [-s|-t|-T] [DEV]

    Eject the medium in DEV (default /dev/cdrom): a CD-ROM's tray opens.

    -s  Eject a SCSI device (USB sticks...)
    -t  Close the tray instead
    -T  Open the tray if it's closed, else close it
*/

#define FOR_eject
#include "toys.h"

// The kernel's CD-ROM and SCSI ioctls (linux/cdrom.h, scsi/sg.h)
#define CDROMEJECT         0x5309
#define CDROMCLOSETRAY     0x5319
#define CDROM_DRIVE_STATUS 0x5326
#define CDS_TRAY_OPEN      2
#define SG_IO              0x2285

struct sg_io_hdr {
  int interface_id, dxfer_direction;
  unsigned char cmd_len, mx_sb_len;
  unsigned short iovec_count;
  unsigned dxfer_len;
  void *dxferp;
  unsigned char *cmdp;
  void *sbp;
  unsigned timeout, flags;
  int pack_id;
  void *usr_ptr;
  unsigned char status, masked_status, msg_status, sb_len_wr;
  unsigned short host_status, driver_status;
  int resid;
  unsigned duration, info;
};

// SCSI commands: ALLOW MEDIUM REMOVAL, START STOP UNIT (start, then eject)
static int eject_scsi(int fd)
{
  unsigned char cmds[3][6] = {{0x1e, 0, 0, 0, 0, 0}, {0x1b, 0, 0, 0, 1, 0},
    {0x1b, 0, 0, 0, 2, 0}}, sense[32];
  struct sg_io_hdr io;
  int i;

  for (i = 0; i<3; i++) {
    memset(&io, 0, sizeof(io));
    io.interface_id = 'S';
    io.dxfer_direction = -1;  // SG_DXFER_NONE
    io.cmd_len = 6;
    io.cmdp = cmds[i];
    io.mx_sb_len = sizeof(sense);
    io.sbp = sense;
    io.timeout = 10000;
    if (ioctl(fd, SG_IO, &io) || io.status) return -1;
  }

  return 0;
}

void eject_main(void)
{
  char *dev = toys.optc ? *toys.optargs : "/dev/cdrom";
  int fd = xopen(dev, O_RDONLY|O_NONBLOCK), rc;

  if (FLAG(s)) rc = eject_scsi(fd);
  else if (FLAG(t)) rc = ioctl(fd, CDROMCLOSETRAY);
  else if (FLAG(T) && ioctl(fd, CDROM_DRIVE_STATUS, 0) == CDS_TRAY_OPEN)
    rc = ioctl(fd, CDROMCLOSETRAY);
  else rc = ioctl(fd, CDROMEJECT);
  if (rc) perror_exit("%s", dev);
  close(fd);
}
