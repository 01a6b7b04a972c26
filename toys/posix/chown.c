/* chown.c - change the owner and group of files
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/chown.html
 * and https://pubs.opengroup.org/onlinepubs/9699919799/utilities/chgrp.html

USE_CHOWN(NEWTOY(chown, "<1(reference):(dereference)(from):h(no-dereference)RHLPv(verbose)c(changes)f(silent)(quiet)[-HLP]", TOYFLAG_BIN))
USE_CHGRP(NEWTOY(chgrp, "<1(reference):(dereference)(from):h(no-dereference)RHLPv(verbose)c(changes)f(silent)(quiet)[-HLP]", TOYFLAG_BIN))

config CHOWN
  bool "chown"
  default y
  help
    usage: chown [-hRHLPcfv] [--reference=RFILE] [OWNER][:[GROUP]] FILE...

    Change the owner (and group) of each FILE. OWNER and GROUP are names or
    numbers: "user" "user:group" ":group" "user:" (the user's login group);
    "user.group" is accepted too.

    -h	Change symlinks themselves (--no-dereference)
    -R	Recurse into directories; there symlinks themselves are changed
    -H	With -R, follow symlinks on the command line
    -L	With -R, follow all symlinks
    -P	With -R, follow no symlinks (default)
    -c	Report changes (--changes)
    -f	Don't report errors (--silent, --quiet)
    -v	Report every file (--verbose)
    --dereference	Change what symlinks point to (default without -R)
    --from=[OWNER][:[GROUP]]	Only change files that have this owner/group
    --reference=RFILE	Use RFILE's owner and group

config CHGRP
  bool "chgrp"
  default y
  help
    usage: chgrp [-hRHLPcfv] [--reference=RFILE] GROUP FILE...

    Change the group of each FILE to GROUP (a name or number).

    -h	Change symlinks themselves (--no-dereference)
    -R	Recurse into directories; there symlinks themselves are changed
    -H	With -R, follow symlinks on the command line
    -L	With -R, follow all symlinks
    -P	With -R, follow no symlinks (default)
    -c	Report changes (--changes)
    -f	Don't report errors (--silent, --quiet)
    -v	Report every file (--verbose)
    --dereference	Change what symlinks point to (default without -R)
    --reference=RFILE	Use RFILE's group
*/

#define FOR_chown
#include "toys.h"

GLOBALS(
  char *reference, *from;

  uid_t uid, fromuid;
  gid_t gid, fromgid;
  char *newname, *spec;
  int chgrp, follow;
)

#define NOCHANGE ((unsigned)-1)

// Parse [OWNER][:[GROUP]] (or OWNER.GROUP) into uid/gid (-1: leave alone),
// and how to show the new owner in -v messages.
static void parse_spec(char *spec, uid_t *uid, gid_t *gid, char **show)
{
  char *user = xstrdup(spec), *group = strchr(user, ':');

  *uid = *gid = NOCHANGE;
  if (!group && (group = strchr(user, '.')) && !getpwnam(user)) {
    // user.group is the old spelling; a name with a dot wins
  } else if (!group) group = 0;
  else if (*group == '.') group = 0;
  if (group) *group++ = 0;
  if (*user) {
    struct passwd *pw = getpwnam(user);
    char *end;
    unsigned long l;

    if (pw) *uid = pw->pw_uid;
    else {
      l = strtoul(user, &end, 10);
      if (*end || !isdigit((unsigned char)*user) || l >= NOCHANGE)
        error_exit("invalid user: '%s'", spec);
      *uid = l;
    }
    // "user:" is the user's login group
    if (group && !*group) {
      if (!pw) error_exit("invalid spec: '%s'", spec);
      *gid = pw->pw_gid;
      if (show) *show = xmprintf("%s:%s", user, getgroupname(*gid));
      free(user);
      return;
    }
  }
  if (group && *group) {
    struct group *gr = getgrnam(group);
    char *end;
    unsigned long l;

    if (gr) *gid = gr->gr_gid;
    else {
      l = strtoul(group, &end, 10);
      if (*end || !isdigit((unsigned char)*group) || l >= NOCHANGE)
        error_exit("invalid group: '%s'", spec);
      *gid = l;
    }
  }
  if (show) {
    if (*uid != NOCHANGE && *gid != NOCHANGE)
      *show = xmprintf("%s:%s", user, group);
    else if (*uid != NOCHANGE) *show = xstrdup(user);
    else if (*gid != NOCHANGE) *show = xmprintf(":%s", group);
    else *show = 0;
  }
  free(user);
}

// How -v shows an owner: the parts being changed, as names.
static char *owner_str(uid_t uid, gid_t gid)
{
  if (TT.chgrp) return xstrdup(getgroupname(gid));
  if (TT.uid != NOCHANGE && TT.gid == NOCHANGE)
    return xstrdup(getusername(uid));
  return xmprintf("%s:%s", getusername(uid), getgroupname(gid));
}

static int do_chown(struct dirtree *try)
{
  char *path, *old, *what = TT.chgrp ? "group" : "ownership";
  int followed, fd = dirtree_parentfd(try), rc = 0;
  struct stat st;

  if (!dirtree_notdotdot(try)) return 0;
  // Directories are changed after their contents
  if (FLAG(R) && S_ISDIR(try->st.st_mode) && !try->again)
    return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
  // The directory didn't open (a loop under -L was reported already)
  if (try->again && try->dirfd == -1) {
    struct dirtree *up;

    for (up = try->parent; up; up = up->parent)
      if (same_file(&up->st, &try->st)) break;
    if (!up) {
      int err = errno;

      path = dirtree_path(try, 0);
      errno = err;
      if (!FLAG(f)) perror_msg("cannot read directory '%s'", path);
      else toys.exitval = 1;
      free(path);
    }
  }

  followed = (try->flags & DIRTREE_SYMFOLLOW)
    || (!try->parent && (try->flags & DIRTREE_COMEFOLLOW));
  path = dirtree_path(try, 0);
  // -R -H: a symlink below the top isn't gone into, but its target changes
  // (as GNU)
  if (!followed && try->parent && FLAG(R) && FLAG(H) && !FLAG(h)
      && S_ISLNK(try->st.st_mode)) {
    followed = 1;
    if (!fstatat(fd, try->name, &st, 0)) try->st = st;
  }
  // A dangling symlink is an error
  if (followed && S_ISLNK(try->st.st_mode)) {
    if (!FLAG(f)) error_msg("cannot dereference '%s': %s", path,
      xstrerror(ENOENT));
    else toys.exitval = 1;
    if (FLAG(v)) {
      old = owner_str(try->st.st_uid, try->st.st_gid);
      xprintf("failed to change %s of '%s' from %s to %s\n", what, path, old,
        TT.newname);
      free(old);
    }
    goto done;
  }
  if (TT.from && ((TT.fromuid != NOCHANGE && TT.fromuid != try->st.st_uid)
      || (TT.fromgid != NOCHANGE && TT.fromgid != try->st.st_gid)))
    goto done;

  if (fchownat(fd, try->name, TT.uid, TT.gid,
      followed ? 0 : AT_SYMLINK_NOFOLLOW))
  {
    if (!FLAG(f)) perror_msg("changing %s of '%s'", what, path);
    else toys.exitval = 1;
    if (FLAG(v))
      xprintf("failed to change %s of '%s' to %s\n", what, path, TT.newname);
    goto done;
  }
  if (fstatat(fd, try->name, &st, followed ? 0 : AT_SYMLINK_NOFOLLOW))
    st = try->st;
  if (st.st_uid == try->st.st_uid && st.st_gid == try->st.st_gid) {
    if (FLAG(v)) {
      if (!TT.newname) xprintf("ownership of '%s' retained\n", path);
      else {
        old = owner_str(st.st_uid, st.st_gid);
        xprintf("%s of '%s' retained as %s\n", what, path, old);
        free(old);
      }
    }
  } else if (FLAG(v) || FLAG(c)) {
    old = owner_str(try->st.st_uid, try->st.st_gid);
    xprintf("changed %s of '%s' from %s to %s\n", what, path, old, TT.newname);
    free(old);
  }
done:
  free(path);

  return rc;
}

void chown_main(void)
{
  char **file = toys.optargs;
  struct stat st;
  int flags = 0;

  TT.chgrp = toys.which->name[2] == 'g';
  if (TT.reference) {
    if (stat(TT.reference, &st))
      perror_exit("failed to get attributes of '%s'", TT.reference);
    TT.uid = TT.chgrp ? NOCHANGE : st.st_uid;
    TT.gid = st.st_gid;
    TT.newname = TT.chgrp ? xstrdup(getgroupname(TT.gid))
      : xmprintf("%s:%s", getusername(TT.uid), getgroupname(TT.gid));
  } else {
    if (toys.optc < 2) {
      if (toys.optc) help_exit("missing operand after '%s'", *file);
      help_exit("missing operand");
    }
    TT.spec = *file++;
    if (TT.chgrp) {
      char *s = xmprintf(":%s", TT.spec);

      if (!*TT.spec) TT.uid = TT.gid = NOCHANGE;
      else {
        struct group *gr = getgrnam(TT.spec);
        char *end;
        unsigned long l;

        TT.uid = NOCHANGE;
        if (gr) TT.gid = gr->gr_gid;
        else {
          l = strtoul(TT.spec, &end, 10);
          if (*end || !isdigit((unsigned char)*TT.spec) || l >= NOCHANGE)
            error_exit("invalid group: '%s'", TT.spec);
          TT.gid = l;
        }
      }
      TT.newname = xstrdup(TT.spec);
      free(s);
    } else parse_spec(TT.spec, &TT.uid, &TT.gid, &TT.newname);
  }
  if (TT.from) parse_spec(TT.from, &TT.fromuid, &TT.fromgid, 0);

  // Without -R symlinks are followed unless -h; with -R, -H/-L say.
  if (FLAG(R)) {
    if (FLAG(L)) flags = DIRTREE_SYMFOLLOW;
    else if (FLAG(H)) flags = DIRTREE_COMEFOLLOW;
  } else if (!FLAG(h)) flags = DIRTREE_COMEFOLLOW;
  flags |= DIRTREE_SHUTUP;

  for (; *file; file++) {
    if (lstat(*file, &st)) {
      if (!FLAG(f)) perror_msg("cannot access '%s'", *file);
      else toys.exitval = 1;
      if (FLAG(v)) xprintf("failed to change %s of '%s' to %s\n",
        TT.chgrp ? "group" : "ownership", *file, TT.newname ? : "");
    } else dirtree_flagread(*file, flags, do_chown);
  }
}


// chgrp has chown's option string (so the same flag bits) and runs its code.
void chgrp_main(void)
{
  chown_main();
}
