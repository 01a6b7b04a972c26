/* losetup - set up and control loop devices
 *
 * no standard (util-linux losetup)

USE_LOSETUP(NEWTOY(losetup, ">2(sizelimit):D(detach-all)a(all)d(detach)f(find)j:(associated)o:(offset)r(read-only)s(show)P(partscan)[!Dadfj]", TOYFLAG_SBIN))

config LOSETUP
  bool "losetup"
  default y
  help
    usage: losetup [-rPs] [-o OFFSET] [--sizelimit SIZE] {-f|LOOPDEV} FILE
           losetup [-a | -j FILE [-o OFFSET] | LOOPDEV]
           losetup -f | -d LOOPDEV... | -D

    Attach FILE to loop device LOOPDEV (or the first free one with -f), show
    loop devices, or detach them. With no arguments, show every attached one
    as -a does: LOOPDEV: [DEVICE]:INODE (FILE)[, offset N][, sizelimit N]

    -a  Show all attached loop devices
    -d  Detach each LOOPDEV
    -D  Detach every loop device
    -f  The first free loop device (alone: print its name)
    -j  Show the loop devices FILE is attached to (with -o: at OFFSET)
    -o  Start the device OFFSET bytes into FILE
    -P  Scan the device's partition table (LOOPDEVpN)
    -r  Read only
    -s  Print the device's name once attached (--show)
    --sizelimit  Use at most SIZE bytes of FILE

    OFFSET and SIZE may have a k, m, g... suffix.
*/

#define FOR_losetup
#include "toys.h"

GLOBALS(
  char *sizelimit, *j, *o;

  struct stat jst;
)

// Show loop device dev (fd) if it's attached (and matches -j); 1 if shown
static int losetup_show(char *dev, int fd, int quiet)
{
  struct loop_info64 li;
  char *file;

  if (!loop_status(fd, &li, &file)) {
    if (!quiet) perror_msg("%s", dev);
    return 0;
  }
  if (!TT.j || (li.lo_device == TT.jst.st_dev && li.lo_inode == TT.jst.st_ino
      && (!TT.o || li.lo_offset == atolx(TT.o))))
  {
    xprintf("%s: [%04llu]:%llu (%s)", dev, (unsigned long long)li.lo_device,
      (unsigned long long)li.lo_inode, file);
    if (li.lo_offset) xprintf(", offset %llu", (unsigned long long)li.lo_offset);
    if (li.lo_sizelimit)
      xprintf(", sizelimit %llu", (unsigned long long)li.lo_sizelimit);
    xputc('\n');
  }
  free(file);

  return 1;
}

static int losetup_num(const void *a, const void *b)
{
  return *(int *)a-*(int *)b;
}

// Every loop device /sys/block lists, in order: show (or detach with -D)
static void losetup_all(void)
{
  DIR *dir = opendir("/sys/block");
  struct dirent *de;
  int *nums = 0, n = 0, i, fd;
  char *name;

  if (!dir) perror_exit("/sys/block");
  while ((de = readdir(dir))) {
    if (strncmp(de->d_name, "loop", 4) || !isdigit(de->d_name[4])) continue;
    nums = xrealloc(nums, (n+1)*sizeof(int));
    nums[n++] = atoi(de->d_name+4);
  }
  closedir(dir);
  qsort(nums, n, sizeof(int), losetup_num);
  for (i = 0; i<n; i++) {
    name = xmprintf("/dev/loop%d", nums[i]);
    if (-1 != (fd = open(name, O_RDONLY|O_CLOEXEC))) {
      if (FLAG(D)) ioctl(fd, LOOP_CLR_FD, 0);
      else losetup_show(name, fd, 1);
      close(fd);
    }
    free(name);
  }
  free(nums);
}

void losetup_main(void)
{
  char **arg, *name;
  int fd, n;

  // only attaching takes these (and -j -o)
  if ((FLAG(D) || FLAG(a) || FLAG(d) || TT.j) && (FLAG(r) || FLAG(P)
      || FLAG(s) || TT.sizelimit || (TT.o && !TT.j)))
    help_exit("-rPso and --sizelimit are for attaching a file");
  if (FLAG(D)) {
    if (toys.optc) help_exit("-D takes no arguments");
    losetup_all();
  } else if (FLAG(d)) {
    if (!toys.optc) help_exit("-d needs LOOPDEV");
    for (arg = toys.optargs; *arg; arg++) {
      if (-1 == (fd = open(*arg, O_RDONLY|O_CLOEXEC))) perror_msg("%s", *arg);
      else {
        if (ioctl(fd, LOOP_CLR_FD, 0)) perror_msg("%s: detach failed", *arg);
        close(fd);
      }
    }
  } else if (FLAG(a) || TT.j || (!toys.optc && !FLAG(f))) {
    if (toys.optc) help_exit("too many arguments");
    if (TT.j && stat(TT.j, &TT.jst)) perror_exit("%s", TT.j);
    losetup_all();
  } else if (toys.optc == (FLAG(f) ? 0 : 1)) {
    if (FLAG(f)) {
      // print the first free device
      if (-1 == (fd = open("/dev/loop-control", O_RDWR|O_CLOEXEC)))
        perror_exit("/dev/loop-control");
      if ((n = ioctl(fd, 0x4C82)) < 0) perror_exit("no free loop device");
      xprintf("%s\n", name = loop_name(n));
      free(name);
      close(fd);
    } else {
      if (-1 == (fd = open(*toys.optargs, O_RDONLY|O_CLOEXEC)))
        perror_exit("%s", *toys.optargs);
      if (!losetup_show(*toys.optargs, fd, 0)) toys.exitval = 1;
      close(fd);
    }
  } else {
    if (toys.optc != (FLAG(f) ? 1 : 2)) help_exit("needs LOOPDEV and FILE");
    fd = loop_attach(toys.optargs[toys.optc-1], FLAG(f) ? 0 : *toys.optargs,
      TT.o ? atolx(TT.o) : 0, TT.sizelimit ? atolx(TT.sizelimit) : 0,
      (FLAG(r) ? LO_FLAGS_READ_ONLY : 0)|(FLAG(P) ? LO_FLAGS_PARTSCAN : 0),
      &name);
    if (fd == -1) xexit();
    if (FLAG(s)) xprintf("%s\n", name);
    free(name);
    close(fd);
  }
}
