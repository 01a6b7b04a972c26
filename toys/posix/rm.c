/* rm.c - remove files and directory trees.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/rm.html

USE_RM(NEWTOY(rm, "(preserve-root)(no-preserve-root)fiIrRvd[-fiI]", TOYFLAG_BIN))

config RM
  bool "rm"
  default y
  help
    usage: rm [-dfiIrRv] [--no-preserve-root] [--] FILE...

    Remove each FILE. Trees of any depth are removed relative to their
    parent directories, and symlinks in them are removed, never followed.

    -d	remove empty directories too
    -f	no prompts, no complaints about missing files
    -i	ask before each removal
    -I	ask once before removing more than 3 files, or recursively
    -R, -r	remove directories and their contents
    -v	say what is removed
    --no-preserve-root	allow removing / recursively
    --preserve-root	refuse to remove / recursively (the default)
*/

#define FOR_rm
#include "toys.h"

GLOBALS(
  int tty;
)

// The kind of file, as rm's questions name it.
static char *kind(struct stat *st)
{
  mode_t m = st->st_mode;

  if (S_ISREG(m)) return st->st_size ? "regular file" : "regular empty file";
  if (S_ISDIR(m)) return "directory";
  if (S_ISLNK(m)) return "symbolic link";
  if (S_ISFIFO(m)) return "fifo";
  if (S_ISSOCK(m)) return "socket";
  if (S_ISCHR(m)) return "character special file";
  if (S_ISBLK(m)) return "block special file";

  return "file";
}

// Ask whether to go on with this node: -i always, else a write-protected
// file when stdin is a terminal (and no -f).
static int ask(struct dirtree *node, char *verb, int dir)
{
  int fd = dirtree_parentfd(node), prot = 0, r;
  char *path;

  if (!FLAG(i) && (FLAG(f) || !TT.tty)) return 1;
  if (!S_ISLNK(node->st.st_mode))
    prot = faccessat(fd, node->name, W_OK, AT_EACCESS) && errno == EACCES;
  if (!FLAG(i) && !prot) return 1;
  path = dirtree_path(node, 0);
  fprintf(stderr, "rm: %s %s%s '%s'? ", verb, prot ? "write-protected " : "",
    dir ? "directory" : kind(&node->st), path);
  free(path);
  r = yesno(0);

  return r;
}

static int rm_node(struct dirtree *node)
{
  int fd = dirtree_parentfd(node), dir = S_ISDIR(node->st.st_mode), flags = 0;
  char *path;

  if (!dirtree_notdotdot(node)) return 0;
  // The traversal doesn't stat (readdir says what is a directory): only a
  // question needs more, or a filesystem that doesn't say.
  if (!node->again && node->parent && (!(node->st.st_mode & S_IFMT)
      || FLAG(i) || (!FLAG(f) && TT.tty))) {
    if (fstatat(fd, node->name, &node->st, AT_SYMLINK_NOFOLLOW)) {
      if (!(FLAG(f) && errno == ENOENT)) {
        path = dirtree_path(node, 0);
        perror_msg("cannot remove '%s'", path);
        free(path);
        node->parent->extra |= 2;
      }
      return 0;
    }
    dir = S_ISDIR(node->st.st_mode);
  }

  if (dir && !node->again) {
    if (FLAG(r) || FLAG(R)) {
      // -i asks about going in only if there's something in it
      // (one that can't be read is asked about as if empty)
      if (FLAG(i) && !dir_empty(fd, node->name, O_NOFOLLOW)) {
        if (!ask(node, "descend into", 1)) return 0;
        return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
      }
      if (!ask(node, "remove", 1)) return 0;
      node->extra |= 1;
      return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
    }
    if (!FLAG(d)) {
      path = dirtree_path(node, 0);
      error_msg("cannot remove '%s': Is a directory", path);
      free(path);
      return 0;
    }
  }
  // What couldn't be removed inside was reported: its directories stay,
  // without another complaint each (as GNU)
  if (dir && node->again && (node->extra & 2)) {
    if (node->parent) node->parent->extra |= 2;
    return 0;
  }
  // The question for a directory was asked on the way in (if it was empty)
  if (dir && node->again && !(node->extra&1) && !ask(node, "remove", 1))
    return 0;
  if (!dir && !ask(node, "remove", 0)) return 0;
  if (dir) flags = AT_REMOVEDIR;
  if (unlinkat(fd, node->name, flags)) {
    if (!(FLAG(f) && errno == ENOENT)) {
      path = dirtree_path(node, 0);
      perror_msg("cannot remove '%s'", path);
      free(path);
      if (node->parent) node->parent->extra |= 2;
    }
  } else if (FLAG(v)) {
    path = dirtree_path(node, 0);
    xprintf("removed %s'%s'\n", dir ? "directory " : "", path);
    free(path);
  }

  return 0;
}

void rm_main(void)
{
  char **arg, *s;
  int recurse = FLAG(r) || FLAG(R);
  struct stat st, root;

  if (!toys.optc) {
    if (FLAG(f)) return;
    help_exit("missing operand");
  }
  TT.tty = isatty(0);
  if (FLAG(I) && (toys.optc > 3 || recurse)) {
    fprintf(stderr, "rm: remove %d argument%s%s? ", toys.optc,
      toys.optc == 1 ? "" : "s", recurse ? " recursively" : "");
    if (!yesno(0)) return;
  }

  for (arg = toys.optargs; *arg; arg++) {
    struct dirtree *node;

    // The last component may not be . or .. (dir/. dir/.. as well)
    s = *arg + strlen(*arg);
    while (s > *arg && s[-1] == '/') s--;
    if (s > *arg) {
      char *e = s;

      while (s > *arg && s[-1] != '/') s--;
      if ((e-s == 1 && *s == '.') || (e-s == 2 && s[0] == '.' && s[1] == '.')) {
        error_msg("refusing to remove '.' or '..' directory: skipping '%s'",
          *arg);
        continue;
      }
    }
    if (recurse && !FLAG(no_preserve_root) && !stat("/", &root)
        && !lstat(*arg, &st) && same_file(&st, &root)) {
      if (!strcmp(*arg, "/"))
        error_msg("it is dangerous to operate recursively on '/'");
      else error_msg("it is dangerous to operate recursively on '%s' "
        "(same as '/')", *arg);
      error_msg("use --no-preserve-root to override this failsafe");
      continue;
    }
    node = dirtree_add_node(0, *arg, DIRTREE_SHUTUP);
    if (!node) {
      if (!FLAG(f) || errno != ENOENT) perror_msg("cannot remove '%s'", *arg);
      continue;
    }
    node->flags = DIRTREE_STATLESS;
    dirtree_handle_callback(node, rm_node);
  }
}
