/* chroot.c - run a command with a different root directory
 *
 * no standard (GNU coreutils)

USE_CHROOT(NEWTOY(chroot, "^<1(userspec):(groups):(skip-chdir)", TOYFLAG_USR|TOYFLAG_SBIN|TOYFLAG_ARGFAIL(125)))

config CHROOT
  bool "chroot"
  default y
  help
    usage: chroot [--userspec=USER[:GROUP]] [--groups=G,...] [--skip-chdir] NEWROOT [COMMAND [ARG...]]

    Run COMMAND (default "$SHELL -i", or "/bin/sh -i" without $SHELL) with
    NEWROOT as its root directory and / as its working directory.

    --userspec  Run as USER (name or number) and GROUP (default USER's group)
    --groups    Supplementary groups (names or numbers, comma separated)
    --skip-chdir  Stay in the current directory (only when NEWROOT is /)

    Exit status 125 if chroot fails, 126 if COMMAND can't run, 127 if
    COMMAND isn't found, else COMMAND's exit status.
*/

#define FOR_chroot
#include "toys.h"

GLOBALS(
  char *userspec, *groups;
)

// Number or name, -1 if neither
static long long chroot_id(char *s, int group, struct passwd **pw)
{
  char *end;
  long long id;
  struct group *gr;

  if (group) {
    if ((gr = getgrnam(s))) return gr->gr_gid;
  } else if ((*pw = getpwnam(s))) return (*pw)->pw_uid;
  if (!isdigit((unsigned char)*s)) return -1;
  errno = 0;
  id = strtoll(s, &end, 10);
  if (*end || errno || id > UINT_MAX-1) return -1;
  if (!group) *pw = getpwuid(id);

  return id;
}

void chroot_main(void)
{
  char *sh[] = {getenv("SHELL"), "-i", 0}, **cmd = toys.optargs+1,
    *user = 0, *group = 0;
  struct passwd *pw = 0;
  long long uid = -1, gid = -1, id;
  gid_t *groups = 0;
  int ngroups = 0;
  struct stat st, root;

  toys.exitval = 125;
  if (!*sh || !**sh) *sh = "/bin/sh";
  if (!*cmd) cmd = sh;
  if (TT.userspec) {
    user = xstrdup(TT.userspec);
    if ((group = strchr(user, ':'))) *group++ = 0;
    if (*user && -1 == (uid = chroot_id(user, 0, &pw)))
      error_exit("invalid user '%s'", user);
    if (group && *group) {
      if (-1 == (gid = chroot_id(group, 1, 0)))
        error_exit("invalid group '%s'", group);
    } else if (pw) gid = pw->pw_gid;
    else if (uid != -1) error_exit("no group for user '%s'", user);
  }
  if (TT.groups) {
    char *list = xstrdup(TT.groups), *s, *next = list;

    while ((s = strsep(&next, ","))) {
      if (!*s) continue;
      if (-1 == (id = chroot_id(s, 1, 0))) error_exit("invalid group '%s'", s);
      groups = xrealloc(groups, (ngroups+1)*sizeof(*groups));
      groups[ngroups++] = id;
    }
    free(list);
  }
  if (FLAG(skip_chdir) && (stat(*toys.optargs, &st) || stat("/", &root)
      || !same_file(&st, &root)))
    error_exit("option --skip-chdir only permitted if NEWROOT is old '/'");

  if (chroot(*toys.optargs))
    perror_exit("cannot change root directory to '%s'", *toys.optargs);
  if (!FLAG(skip_chdir) && chdir("/"))
    perror_exit("cannot chdir to root directory");

  if (groups && setgroups(ngroups, groups)) perror_exit("cannot set groups");
  if (gid != -1) {
    gid_t g = gid;

    if (!groups && (pw && (!group || !*group) ? initgroups(pw->pw_name, g)
        : setgroups(1, &g))) perror_exit("cannot set groups");
    if (setgid(g)) perror_exit("cannot set group id %u", (unsigned)g);
  }
  free(groups);
  if (uid != -1 && setuid(uid)) perror_exit("cannot set user id %lld", uid);

  toys.exitval = 0;
  fflush(stdout);
  execvp(*cmd, cmd);
  toys.exitval = errno == ENOENT ? 127 : 126;
  perror_exit("failed to run command '%s'", *cmd);
}
