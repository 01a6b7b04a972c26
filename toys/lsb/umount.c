/* umount.c - unmount filesystems
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Core-generic/LSB-Core-generic/umount.html
 * (and util-linux umount)

USE_UMOUNT(NEWTOY(umount, "t:aflrv", TOYFLAG_BIN|TOYFLAG_STAYROOT))

config UMOUNT
  bool "umount"
  default y
  help
    usage: umount [-flrv] DIR|DEV...
           umount -a [-flrv] [-t TYPE[,TYPE...]]

    Unmount the filesystem on each DIR (or the last one DEV, or an image file
    through its loop device, was mounted on). A loop device mount set up is
    freed.

    -a  Unmount everything mounted (of TYPE with -t), the last mounted first
    -f  Force (an unreachable network filesystem)
    -l  Lazy: detach now, clean up once it's no longer busy
    -r  If it's busy, remount it read only instead
    -t  Only filesystems of these types ("no" before the first negates all)
    -v  Verbose
*/

#define FOR_umount
#include "toys.h"
#include <sys/mount.h>
#include <sys/sysmacros.h>

GLOBALS(
  char *t;
)

// Free loop device src if mount set it up (autoclear)
static void umount_loop(char *src)
{
  struct loop_info64 li;
  struct stat st;
  int fd;

  if (stat(src, &st) || !S_ISBLK(st.st_mode) || major(st.st_rdev) != 7)
    return;
  if (-1 == (fd = open(src, O_RDONLY|O_CLOEXEC))) return;
  if (loop_status(fd, &li, 0) && (li.lo_flags&LO_FLAGS_AUTOCLEAR))
    ioctl(fd, LOOP_CLR_FD, 0);
  close(fd);
}

// Is type in -t's list? A "no" on the first negates all.
static int umount_typeok(char *type)
{
  char *list = TT.t;
  int neg = 0, len = strlen(type);

  if (!list) return 1;
  if ((neg = strstart(&list, "no"))) list = TT.t;
  while (*list) {
    if (neg) strstart(&list, "no");
    if (!strncmp(list, type, len) && (!list[len] || list[len] == ','))
      return !neg;
    list += strcspn(list, ",");
    if (*list) list++;
  }

  return neg;
}

// Unmount dir (src mounted there, to report and free), 0 if it worked
static int umount_one(char *dir, char *src)
{
  int flags = UMOUNT_NOFOLLOW|(FLAG(f) ? MNT_FORCE : 0)
    |(FLAG(l) ? MNT_DETACH : 0);

  if (umount2(dir, flags)) {
    if (errno == EBUSY && FLAG(r)) {
      if (!mount("none", dir, 0, MS_REMOUNT|MS_RDONLY, 0)) {
        error_msg("%s: busy, remounted read-only", dir);
        return 1;
      }
      errno = EBUSY;
    }
    if (errno == EINVAL) error_msg("%s: not mounted", dir);
    else perror_msg("%s", dir);
    return 1;
  }
  if (FLAG(v)) printf("umount: %s (%s) unmounted\n", dir, src ? src : "none");
  if (src) umount_loop(src);

  return 0;
}

void umount_main(void)
{
  struct mtab *mt, *m;
  char **arg, *abs, *back;
  int n;

  if (FLAG(a)) {
    if (toys.optc) help_exit("-a with arguments");
    for (m = mt = mtab_read(1); m; m = m->next) {
      if (!strcmp(m->dir, "/") || !umount_typeok(m->type)) continue;
      umount_one(m->dir, m->src);
    }
    mtab_free(mt);
    return;
  }
  if (!toys.optc) help_exit("needs DIR or DEV");
  if (TT.t) help_exit("-t is for -a");

  mt = mtab_read(1);
  for (arg = toys.optargs; *arg; arg++) {
    // The last mount on it as a directory, of it as a device, or of a loop
    // device it's the image file of
    abs = canonpath(*arg, ABS_MISSING);
    for (m = mt; m; m = m->next) {
      if (m->dir[0] == 0) continue;
      if (abs && (!strcmp(m->dir, abs) || !strcmp(m->src, abs))) break;
      if (!strcmp(m->src, *arg)) break;
      if (strstart(&(char *){m->src}, "/dev/loop") && abs) {
        char *name = xmprintf("/sys/block/%s/loop/backing_file", m->src+5);

        back = chomp(readfile(name, 0, 0));
        free(name);
        n = back && !strcmp(back, abs);
        free(back);
        if (n) break;
      }
    }
    if (m) {
      if (umount_one(m->dir, m->src)) toys.exitval = 1;
      m->dir[0] = 0;
    } else if (umount_one(abs ? abs : *arg, 0)) toys.exitval = 1;
    free(abs);
  }
  mtab_free(mt);
}
