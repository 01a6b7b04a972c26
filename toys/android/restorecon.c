/* restorecon.c - give files the SELinux context the policy says they get
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (policycoreutils has one; setfiles is the same with the
 * file_contexts named). The contexts come from libselinux's selabel_lookup().

USE_RESTORECON(NEWTOY(restorecon, "e*f:DFRinv", TOYFLAG_USR|TOYFLAG_SBIN))

config RESTORECON
  bool "restorecon"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: restorecon [-DFRinv] [-e DIR]... [-f FILE] [FILE...]

    Set each FILE's SELinux context to the one file_contexts gives its
    absolute path (files it gives none, or <<none>>, are left alone).
    Without -F only the type changes in a context a file already has.

    -D  Directories keep the file_contexts digest (security.sehash): with
        -R those already done with this file_contexts are skipped
    -e  Exclude DIR and everything under it
    -f  Read the FILEs from FILE, one a line ("-" for stdin)
    -F  Force: the whole context, user, role and range too
    -i  Ignore FILEs that don't exist
    -n  Don't change anything (with -v: say what would change)
    -R  Recurse into directories (symlinks aren't followed)
    -v  Say "Relabeled FILE from OLD to NEW"

    $SELINUX_FILE_CONTEXTS names the file_contexts file to use instead
    of the policy's.
*/

#define FOR_restorecon
#include "toys.h"
#include <sys/xattr.h>

GLOBALS(
  struct arg_list *e;
  char *f;

  struct selabel_handle *h;
  char *digest;
  size_t dlen;
)

static int excluded(char *path)
{
  struct arg_list *e;
  long len;

  for (e = TT.e; e; e = e->next) {
    len = strlen(e->arg);
    while (len > 1 && e->arg[len-1] == '/') len--;
    if (!strncmp(path, e->arg, len) && (!path[len] || path[len] == '/'))
      return 1;
  }

  return 0;
}

// Does directory try have the current digest? (-D)
static int digest_done(struct dirtree *try, char *name)
{
  char buf[256];
  ssize_t len = lgetxattr(name, "security.sehash", buf, sizeof(buf));

  return len == TT.dlen && !memcmp(buf, TT.digest, len);
}

static void relabel(struct dirtree *try, char *path, char *name)
{
  char *spec, *old, *new;
  context_t oc, sc;

  if (libsel.selabel_lookup(TT.h, &spec, path, try->st.st_mode)) {
    if (errno != ENOENT) perror_msg("%s: no context", path);
    return;
  }
  if (!(old = file_context(-1, dirtree_parentfd(try), try->name, 0))
      && errno != ENODATA && errno != ENOTSUP) {
    perror_msg("%s: can't read context", path);
    libsel.freecon(spec);
    return;
  }
  new = xstrdup(spec);
  // Without -F: the old context with the new type
  if (old && !FLAG(F) && (oc = libsel.context_new(old))) {
    if ((sc = libsel.context_new(spec))) {
      if (!libsel.context_type_set(oc, libsel.context_type_get(sc))) {
        free(new);
        new = xstrdup(libsel.context_str(oc));
      }
      libsel.context_free(sc);
    }
    libsel.context_free(oc);
  }
  if (!old || strcmp(old, new)) {
    if (!FLAG(n) && lsetxattr(name, "security.selinux", new, strlen(new)+1, 0))
      perror_msg("can't relabel %s to %s", path, new);
    else if (FLAG(v)) xprintf("%s %s from %s to %s\n",
      FLAG(n) ? "Would relabel" : "Relabeled", path, old ? old : "(null)", new);
  }
  libsel.freecon(spec);
  free(old);
  free(new);
}

static int do_restorecon(struct dirtree *try)
{
  char *path, *name;
  int rc = 0, dodigest = FLAG(D) && FLAG(R) && !FLAG(n);

  if (!dirtree_notdotdot(try)) return 0;
  path = dirtree_path(try, 0);
  name = dirfd_path(dirtree_parentfd(try), try->name);
  if (excluded(path));
  else if (try->again) {
    // Its whole tree done: remember with which file_contexts
    if (try->dirfd != -1 && lsetxattr(name, "security.sehash", TT.digest,
        TT.dlen, 0)) perror_msg("%s: can't set security.sehash", path);
  } else if (!(dodigest && S_ISDIR(try->st.st_mode) && digest_done(try, name))) {
    relabel(try, path, name);
    if (FLAG(R) && S_ISDIR(try->st.st_mode))
      rc = DIRTREE_RECURSE|(dodigest ? DIRTREE_COMEAGAIN : 0);
  }
  if (name != try->name) free(name);
  free(path);

  return rc;
}

static void restore(char *file)
{
  struct stat st;
  char *abs;

  if (lstat(file, &st)) {
    if (errno != ENOENT || !FLAG(i)) perror_msg("%s", file);
    return;
  }
  // The absolute path of the file itself (a symlink isn't followed)
  abs = abspath_nofollow(file);
  if (!abs) perror_msg("%s", file);
  else dirtree_flagread(abs, 0, do_restorecon);
  free(abs);
}

void restorecon_main(void)
{
  char **file, *line, *s;
  struct arg_list *e;
  FILE *fp;

  if (!toys.optc && !TT.f) help_exit("needs a FILE");
  // -e DIR as the absolute paths are (a missing one stays as given)
  for (e = TT.e; e; e = e->next) if ((s = abspath_nofollow(e->arg))) e->arg = s;
  TT.h = selinux_labels(FLAG(D));
  if (FLAG(D)) {
    char **specs;
    size_t n;

    if (libsel.selabel_digest(TT.h, (void *)&TT.digest, &TT.dlen, &specs, &n))
      perror_exit("can't get the file_contexts digest");
  }
  for (file = toys.optargs; *file; file++) restore(*file);
  if (TT.f) {
    fp = strcmp(TT.f, "-") ? fopen(TT.f, "r") : stdin;
    if (!fp) perror_exit("%s", TT.f);
    while ((line = xgetline(fp))) {
      if (*line) restore(line);
      free(line);
    }
    if (fp != stdin) fclose(fp);
  }
}
