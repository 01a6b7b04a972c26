/* mknod.c - make device nodes and named pipes
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/mknod.html

USE_MKNOD(NEWTOY(mknod, "<2>4m(mode):"USE_TOYBOX_SELINUX("Z(context):"), TOYFLAG_BIN))

config MKNOD
  bool "mknod"
  default y
  help
    usage: mknod [-m MODE] [-Z CONTEXT] NAME TYPE [MAJOR MINOR]

    Make a special file NAME of TYPE: b (block device), c or u (character
    device, unbuffered), p (named pipe, no MAJOR MINOR). Numbers may be
    decimal, 0octal or 0xhex.

    -m  Permissions (octal or u+rw style, relative to a=rw), not 0666-umask
    -Z  SELinux security context of the new file
*/

#define FOR_mknod
#include "toys.h"
#include <sys/sysmacros.h>

GLOBALS(
  char *m, *Z;
)

static unsigned long num(char *s, char *what)
{
  char *end;
  unsigned long l;

  errno = 0;
  l = strtoul(s, &end, 0);
  if (!isdigit(*s) || *end || errno || l > UINT_MAX)
    error_exit("invalid %s device number '%s'", what, s);

  return l;
}

void mknod_main(void)
{
  char *name = toys.optargs[0], *type = toys.optargs[1];
  mode_t mode = TT.m ? string_to_mode(TT.m, 0666) : 0666;
  dev_t dev = 0;
  int i;

  if (mode & ~0777) error_exit("-m: only permission bits");
  if (!type[0] || type[1] || (i = stridx("bcup", *type)) < 0)
    help_exit("invalid device type '%s'", type);
  if (i == 3) {
    if (toys.optc > 2) help_exit("fifos have no major and minor numbers");
    mode |= S_IFIFO;
  } else {
    if (toys.optc != 4) help_exit("%s needs MAJOR and MINOR", type);
    dev = makedev(num(toys.optargs[2], "major"), num(toys.optargs[3], "minor"));
    mode |= i ? S_IFCHR : S_IFBLK;
  }
  // The kernel's device numbers are 32 bits: glibc refuses bigger ones,
  // musl would truncate them.
  if ((unsigned)dev != dev) {
    errno = EINVAL;
    perror_exit("%s", name);
  }
  if (mknod(name, mode, dev)) perror_exit("%s", name);
  if (TT.m && chmod(name, mode & 07777)) perror_exit("chmod '%s'", name);
  if (TT.Z && lset_file_context(name, TT.Z)) {
    perror_msg("can't set context of '%s' to '%s'", name, TT.Z);
    unlink(name);
  }
}
