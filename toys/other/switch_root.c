/* switch_root.c - leave the initramfs for the real root filesystem
 *
 * no standard (util-linux switch_root)

USE_SWITCH_ROOT(NEWTOY(switch_root, "^<2c:", TOYFLAG_SBIN))

config SWITCH_ROOT
  bool "switch_root"
  default y
  help
    usage: switch_root [-c CONSOLE] NEW_ROOT NEW_INIT [ARGS...]

    Run by init (pid 1) on an initramfs (ramfs or tmpfs root): delete
    everything on the initramfs (not crossing into other mounts), move the
    filesystem mounted on NEW_ROOT to /, make it the root, and run NEW_INIT
    (with ARGS) in place of this process.

    -c  Use CONSOLE for stdin, stdout and stderr
*/

#define FOR_switch_root
#include "toys.h"
#include <sys/mount.h>
#include <sys/vfs.h>

GLOBALS(
  char *c;

  dev_t rootdev;
)

// Delete what's on the initramfs, not what's mounted on it
static int switch_root_del(struct dirtree *node)
{
  if (node->st.st_dev != TT.rootdev) return 0;
  if (!dirtree_notdotdot(node)) return 0;
  if (S_ISDIR(node->st.st_mode) && !node->again) return DIRTREE_COMEAGAIN;
  if (node->parent)
    unlinkat(dirtree_parentfd(node), node->name,
      S_ISDIR(node->st.st_mode) ? AT_REMOVEDIR : 0);

  return 0;
}

void switch_root_main(void)
{
  char *newroot = *toys.optargs, **init = toys.optargs+1;
  struct statfs sfs;
  struct stat st1, st2;
  int fd;

  if (getpid() != 1) error_exit("not pid 1");
  if (statfs("/", &sfs) || (sfs.f_type != 0x858458f6
      && sfs.f_type != 0x01021994)) error_exit("/ is not ramfs or tmpfs");
  if (stat("/", &st1)) perror_exit("/");
  if (stat(newroot, &st2)) perror_exit("%s", newroot);
  if (st1.st_dev == st2.st_dev) error_exit("%s is not a mount point", newroot);
  TT.rootdev = st1.st_dev;
  if (TT.c) {
    fd = xopen(TT.c, O_RDWR);
    dup2(fd, 0);
    dup2(fd, 1);
    dup2(fd, 2);
    if (fd>2) close(fd);
  }
  dirtree_read("/", switch_root_del);
  xchdir(newroot);
  if (mount(".", "/", 0, MS_MOVE, 0)) perror_exit("can't move %s to /", newroot);
  xchroot(".");
  xchdir("/");
  xexec(init);
}
