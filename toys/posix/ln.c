/* ln.c - make links.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/ln.html

USE_LN(NEWTOY(ln, "(backup);bS:(suffix)t:TvsrnLPf[-LP]", TOYFLAG_BIN))

config LN
  bool "ln"
  default y
  help
    usage: ln [-bfLnPrsTv] [--backup[=TYPE]] [-S SUFFIX] [-t DIR] TARGET... [LINK|DIR]

    Make LINK a link to TARGET, or in DIR a link to each TARGET (named as
    it), or with one TARGET alone, a link to it in the current directory.

    -b	back up an existing LINK (see cp --backup for TYPE)
    -f	remove an existing LINK first
    -L	hard link to what a symlink TARGET points to
    -n	LINK that is a symlink to a directory is replaced, not entered
    -P	hard link to a symlink TARGET itself (default)
    -r	symlink holds TARGET's path relative to the LINK's directory
    -S SUFFIX	suffix of simple backups (default $SIMPLE_BACKUP_SUFFIX or ~)
    -s	make symbolic links (else hard links)
    -T	LINK is the link, never a directory to link in
    -t DIR	make the links in DIR
    -v	say what is linked
*/

#define FOR_ln
#include "toys.h"

GLOBALS(
  char *backup, *suffix, *t;

  int type;
)

// Path of target relative to directory dir (both absolute, canonical).
static char *relative(char *tp, char *dp)
{
  size_t tl, dl;
  int ups = 0, i;
  char *out;

  for (;;) {
    while (*tp == '/') tp++;
    while (*dp == '/') dp++;
    tl = strcspn(tp, "/");
    dl = strcspn(dp, "/");
    if (!dl || tl != dl || strncmp(tp, dp, tl)) break;
    tp += tl;
    dp += dl;
  }
  while (*dp) {
    ups++;
    dp += strcspn(dp, "/");
    while (*dp == '/') dp++;
  }
  out = xzalloc(3*ups+strlen(tp)+2);
  for (i = 0; i < ups; i++) strcat(out, "../");
  strcat(out, tp);
  if (!*out) strcpy(out, ".");
  else if (!*tp) out[strlen(out)-1] = 0;

  return out;
}

static int ln_one(char *target, char *link)
{
  struct stat st, lst;
  char *rel = 0, *use = target, *backup = 0;
  int rc;

  if (!FLAG(s)) {
    if ((FLAG(L) ? stat : lstat)(target, &st)) {
      perror_msg("failed to access '%s'", target);
      return 1;
    }
    if (S_ISDIR(st.st_mode)) {
      error_msg("%s: hard link not allowed for directory", target);
      return 1;
    }
  }
  if (FLAG(s) && FLAG(r)) {
    // (the TARGET's symlinks resolved too, as GNU)
    char *abs = canonpath(target, ABS_MISSING), *s = xstrdup(link),
      *base = basename_r(s), *dir;

    if (base == s) dir = xstrdup(".");
    else {
      base[-1] = 0;
      dir = xstrdup(*s ? s : "/");
    }
    free(s);
    s = realpath(dir, 0);
    if (!abs || !s) {
      perror_msg("cannot resolve '%s'", abs ? dir : target);
      free(abs);
      free(s);
      free(dir);
      return 1;
    }
    use = rel = relative(abs, s);
    free(abs);
    free(s);
    free(dir);
  }

  if (TT.type && !lstat(link, &lst)) {
    if (S_ISDIR(lst.st_mode)) {
      error_msg("%s: cannot overwrite directory", link);
      free(rel);
      return 1;
    }
    if ((backup = make_backup(AT_FDCWD, link, TT.type, TT.suffix, link))
        == (char *)-1) {
      free(rel);
      return 1;
    }
  } else if (FLAG(f) && !lstat(link, &lst)) {
    if (!FLAG(s) && !stat(target, &st) && same_file(&st, &lst)) {
      error_msg("'%s' and '%s' are the same file", target, link);
      free(rel);
      return 1;
    }
    if (FLAG(s) && !strcmp(target, link)) {
      error_msg("'%s' and '%s' are the same file", target, link);
      free(rel);
      return 1;
    }
    if (S_ISDIR(lst.st_mode)) {
      error_msg("%s: cannot overwrite directory", link);
      free(rel);
      return 1;
    }
    if (unlink(link) && errno != ENOENT) {
      perror_msg("cannot remove '%s'", link);
      free(rel);
      return 1;
    }
  }
  if (FLAG(s)) rc = symlink(use, link);
  else rc = linkat(AT_FDCWD, target, AT_FDCWD, link,
    FLAG(L) ? AT_SYMLINK_FOLLOW : 0);
  if (rc) {
    // (GNU names the target when that may be what's missing)
    int err = errno;
    char *to = (err == ENOENT && (!FLAG(s) || !*use))
      ? xmprintf(" %s '%s'", FLAG(s) ? "->" : "=>", use) : xstrdup("");

    errno = err;
    perror_msg("failed to create %s link '%s'%s", FLAG(s) ? "symbolic"
      : "hard", link, to);
    free(to);
  } else if (FLAG(v)) {
    if (backup) xprintf("'%s' ~ ", backup);
    xprintf("'%s' %s '%s'\n", link, FLAG(s) ? "->" : "=>", use);
  }
  free(rel);
  free(backup);

  return !!rc;
}

void ln_main(void)
{
  char **args = toys.optargs, *dir = TT.t, *s, *link;
  int count = toys.optc, i, len;
  struct stat st;

  if (FLAG(b) || FLAG(backup) || FLAG(S)) TT.type = backup_type(TT.backup);
  TT.suffix = backup_suffix(TT.suffix);
  if (!count) help_exit("missing file operand");
  if (!dir) {
    if (FLAG(T)) {
      if (count != 2) help_exit(count < 2
        ? "missing destination file operand after '%s'" : "extra operand '%s'",
        args[count < 2 ? 0 : 2]);
      toys.exitval = ln_one(args[0], args[1]);
      return;
    }
    if (count == 1) dir = ".";
    else {
      dir = args[--count];
      // -n: a symlink to a directory is a name to replace, not a directory
      if ((FLAG(n) ? lstat : stat)(dir, &st) || !S_ISDIR(st.st_mode)) {
        if (count > 1) {
          if (!stat(dir, &st)) errno = ENOTDIR;
          perror_exit("target '%s'", dir);
        }
        toys.exitval = ln_one(args[0], dir);
        return;
      }
    }
  } else {
    if (stat(dir, &st)) perror_exit("failed to access '%s'", dir);
    if (!S_ISDIR(st.st_mode)) error_exit("target '%s' is not a directory", dir);
  }

  for (i = 0; i < count; i++) {
    s = xstrdup(args[i]);
    for (len = strlen(s); len > 1 && s[len-1] == '/'; ) s[--len] = 0;
    link = xmprintf("%s%s%s", dir, dir[strlen(dir)-1] == '/' ? "" : "/",
      basename_r(s));
    if (ln_one(args[i], link)) toys.exitval = 1;
    free(link);
    free(s);
  }
}
