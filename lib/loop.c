/* loop.c - loop devices (mount, losetup), through the kernel's ioctls.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"
#include <sys/sysmacros.h>

// The kernel's loop ABI (linux/loop.h, which musl's headers don't have)
#define LOOP_SET_FD 0x4C00
#define LOOP_SET_STATUS64 0x4C04
#define LOOP_CONFIGURE 0x4C0A
#define LOOP_CTL_GET_FREE 0x4C82

struct loop_config {
  uint32_t fd, block_size;
  struct loop_info64 info;
  uint64_t reserved[8];
};

// /dev/loopN, made if missing
char *loop_name(int n)
{
  char *name = xmprintf("/dev/loop%d", n);

  if (access(name, F_OK)) mknod(name, S_IFBLK|0660, makedev(7, n));

  return name;
}

// Attach file (opened O_RDWR unless flags has LO_FLAGS_READ_ONLY, or it
// can't be written) to dev, or to a free loop device if dev is NULL. Returns
// the loop device's fd, *name its (malloced) name; -1 and a message if not.
int loop_attach(char *file, char *dev, long long offset, long long size,
  unsigned flags, char **name)
{
  struct loop_config lc;
  int ffd, lfd = -1, ctl = -1, n, tries;
  char *ldev = 0;

  ffd = open(file, (flags&LO_FLAGS_READ_ONLY) ? O_RDONLY : O_RDWR);
  if (ffd == -1 && !(flags&LO_FLAGS_READ_ONLY) && (errno == EROFS
      || errno == EACCES)) {
    flags |= LO_FLAGS_READ_ONLY;
    ffd = open(file, O_RDONLY);
  }
  if (ffd == -1) {
    perror_msg("%s: failed to set up loop device", file);
    return -1;
  }
  memset(&lc, 0, sizeof(lc));
  lc.fd = ffd;
  lc.info.lo_offset = offset;
  lc.info.lo_sizelimit = size;
  lc.info.lo_flags = flags;
  strncpy((char *)lc.info.lo_file_name, file, LO_NAME_SIZE-1);

  // Another process may take the free device first: try again
  for (tries = 0; tries<16; tries++) {
    if (dev) ldev = xstrdup(dev);
    else {
      if (ctl == -1 && -1 == (ctl = open("/dev/loop-control", O_RDWR))) {
        perror_msg("/dev/loop-control");
        break;
      }
      if ((n = ioctl(ctl, LOOP_CTL_GET_FREE)) < 0) {
        perror_msg("no free loop device");
        break;
      }
      ldev = loop_name(n);
    }
    if (-1 == (lfd = open(ldev, (flags&LO_FLAGS_READ_ONLY) ? O_RDONLY : O_RDWR))) {
      perror_msg("%s", ldev);
      break;
    }
    if (!ioctl(lfd, LOOP_CONFIGURE, &lc)) break;
    // Kernels before 5.8: two steps
    if (errno == EINVAL || errno == ENOTTY) {
      if (!ioctl(lfd, LOOP_SET_FD, ffd)) {
        if (!ioctl(lfd, LOOP_SET_STATUS64, &lc.info)) break;
        n = errno;
        ioctl(lfd, LOOP_CLR_FD, 0);
        errno = n;
      }
    }
    n = errno;
    close(lfd);
    lfd = -1;
    if (dev || n != EBUSY) {
      errno = n;
      perror_msg("%s: failed to set up loop device", file);
      break;
    }
    free(ldev);
    ldev = 0;
  }
  if (ctl != -1) close(ctl);
  close(ffd);
  if (lfd == -1) free(ldev);
  else *name = ldev;

  return lfd;
}

// Status of loop device fd: 0 if it's not attached. *file is the whole
// backing file name (from /sys), malloced.
int loop_status(int fd, struct loop_info64 *li, char **file)
{
  struct stat st;
  char *s, buf[64];

  if (ioctl(fd, LOOP_GET_STATUS64, li)) return 0;
  if (!file) return 1;
  *file = 0;
  if (!fstat(fd, &st)) {
    sprintf(buf, "/sys/dev/block/%u:%u/loop/backing_file", major(st.st_rdev),
      minor(st.st_rdev));
    if ((s = readfile(buf, 0, 0))) *file = xstrdup(chomp(s));
    free(s);
  }
  if (!*file) *file = xstrndup((char *)li->lo_file_name, LO_NAME_SIZE);

  return 1;
}
