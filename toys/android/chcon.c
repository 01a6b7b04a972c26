/* chcon.c - change the SELinux context of files
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (GNU coreutils has one). Contexts are written to the
 * security.selinux attribute; libselinux's context_new() and friends put
 * partial contexts (-u -r -t -l) into the file's current one.

USE_CHCON(NEWTOY(chcon, "(reference):u:r:t:l:Rhv(verbose)", TOYFLAG_USR|TOYFLAG_BIN))

config CHCON
  bool "chcon"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: chcon [-hRv] CONTEXT FILE...
       or: chcon [-hRv] [-u USER] [-r ROLE] [-t TYPE] [-l RANGE] FILE...
       or: chcon [-hRv] --reference=RFILE FILE...

    Set the SELinux security context of each FILE to CONTEXT, to RFILE's,
    or change parts of its current one:

    -h  Change symlinks, not the files they point to
    -R  Recurse into directories (symlinks are changed, never followed)
    -v  Say "changing security context of 'FILE'" for each FILE
    -u  USER    -r  ROLE    -t  TYPE    -l  RANGE (MLS/MCS level)
*/

#define FOR_chcon
#include "toys.h"
#include <sys/xattr.h>

GLOBALS(
  char *reference, *u, *r, *t, *l;

  char *con;
)

static int do_chcon(struct dirtree *try)
{
  int fd = dirtree_parentfd(try), follow = !try->parent && !FLAG(h)
    && !FLAG(R), rc;
  char *path = dirtree_path(try, 0), *name = dirfd_path(fd, try->name),
    *old = 0, *con = TT.con;

  if (!dirtree_notdotdot(try)) goto done;
  if (try->again && try->dirfd == -1) {
    perror_msg("cannot read directory '%s'", path);
    goto done;
  }
  // Directories after their contents, as GNU chcon -R
  if (FLAG(R) && S_ISDIR(try->st.st_mode) && !try->again) {
    free(path);
    if (name != try->name) free(name);

    return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
  }
  if (FLAG(v)) xprintf("changing security context of '%s'\n", path);
  if (!con) {
    if (!(old = file_context(-1, fd, try->name, follow))) {
      if (errno == ENODATA || errno == ENOTSUP)
        error_msg("can't apply partial context to unlabeled file '%s'", path);
      else perror_msg("failed to get security context of '%s'", path);
      goto done;
    }
    if (!(con = selinux_partial(old, TT.u, TT.r, TT.t, TT.l))) {
      error_msg("invalid context: '%s' of '%s'", old, path);
      goto done;
    }
  }
  rc = (follow ? setxattr : lsetxattr)(name, "security.selinux", con,
    strlen(con)+1, 0);
  if (rc) perror_msg("failed to change context of '%s' to '%s'", path, con);
done:
  if (con != TT.con) free(con);
  free(old);
  if (name != try->name) free(name);
  free(path);

  return 0;
}

void chcon_main(void)
{
  char **file = toys.optargs;
  struct stat st;

  if (TT.reference) {
    if (FLAG(u) || FLAG(r) || FLAG(t) || FLAG(l))
      help_exit("conflicting security context specifiers given");
    if (!(TT.con = file_context(-1, AT_FDCWD, TT.reference, 1)))
      perror_exit("failed to get security context of '%s'", TT.reference);
  } else if (!FLAG(u) && !FLAG(r) && !FLAG(t) && !FLAG(l)) {
    if (toys.optc == 1) help_exit("missing operand after '%s'", *file);
    if (toys.optc) TT.con = *file++;
  } else selinux_load();
  if (!*file) help_exit("missing operand");
  for (; *file; file++) {
    if (lstat(*file, &st)) perror_msg("cannot access '%s'", *file);
    else dirtree_flagread(*file, DIRTREE_SHUTUP
      | (FLAG(h) || FLAG(R) ? 0 : DIRTREE_COMEFOLLOW), do_chcon);
  }
}
