/* du.c - disk usage
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/du.html

USE_DU(NEWTOY(du, "(apparent-size)d(max-depth)#<0=-1a(all)b(bytes)c(total)H(dereference-args)h(human-readable)k(kibibytes)L(dereference)l(count-links)m(megabytes)s(summarize)x(one-file-system)[-HL][-bkmh]", TOYFLAG_USR|TOYFLAG_BIN))

config DU
  bool "du"
  default y
  help
    usage: du [-abchHkLlmsx] [-d N] [--apparent-size] [FILE...]

    Show the disk space used by each FILE (default .) and, recursively, by
    each directory in it, in 1024 byte blocks. Files with several hard links
    (and directories met twice) are counted once.

    -a  show files too, not just directories
    -b  apparent size in bytes (--apparent-size with 1 byte units)
    -c  show a grand total at the end
    -d N, --max-depth N  show only directories N levels below FILE (still
        counting everything below)
    -h  human readable sizes (1K 2.5M 3G)
    -k  1024 byte units (the default)
    -m  1048576 byte units
    -H  follow symlinks given on the command line
    -L  follow all symlinks
    -l  count hard linked files every time they're seen
    -s  only a total for each FILE (-d 0)
    -x  stay on the filesystem of each FILE
    --apparent-size  file sizes (bytes of data), not space allocated
*/

#define FOR_du
#include "toys.h"

GLOBALS(
  long d;

  struct dev_ino { dev_t dev; ino_t ino; } *seen;
  long nseen, maxseen;
  unsigned long long total;
  dev_t dev;
)

// Has this dev/ino been counted already? (Remember it if not.)
static int seen_before(struct stat *st)
{
  unsigned long h, i;

  if (TT.nseen*2 >= TT.maxseen) {
    struct dev_ino *old = TT.seen;
    long oldmax = TT.maxseen;

    TT.maxseen = oldmax ? oldmax*2 : 1024;
    TT.seen = xzalloc(TT.maxseen*sizeof(*TT.seen));
    TT.nseen = 0;
    for (i = 0; i < oldmax; i++)
      if (old[i].ino || old[i].dev) {
        struct stat s;

        s.st_dev = old[i].dev;
        s.st_ino = old[i].ino;
        seen_before(&s);
      }
    free(old);
  }
  h = ((unsigned long)st->st_ino*0x9E3779B97F4A7C15ULL
       ^ (unsigned long)st->st_dev) % TT.maxseen;
  for (i = h;; i = (i+1)%TT.maxseen) {
    struct dev_ino *di = TT.seen+i;

    if (!di->ino && !di->dev) {
      di->dev = st->st_dev;
      di->ino = st->st_ino;
      TT.nseen++;
      return 0;
    }
    if (di->ino == st->st_ino && di->dev == st->st_dev) return 1;
  }
}

static void show(unsigned long long size, char *name)
{
  char buf[32];

  if (FLAG(h)) human_readable(buf, size, 0);
  else if (FLAG(b)) sprintf(buf, "%llu", size);
  else if (FLAG(m)) sprintf(buf, "%llu", (size+(1<<20)-1)>>20);
  else sprintf(buf, "%llu", (size+1023)>>10);
  xprintf("%s\t%s\n", buf, name);
}

static void show_node(struct dirtree *node)
{
  char *path = dirtree_path(node, 0);

  show(node->extra, path);
  free(path);
}

static int du_callback(struct dirtree *node)
{
  struct stat *st = &node->st;

  if (!node->again) {
    // The traversal doesn't stat (so that what can't be, a symlink leading
    // nowhere with -L, is reported here). The top was stat()ed already.
    if (node->parent ? fstatat(dirtree_parentfd(node), node->name, st,
        FLAG(L) ? 0 : AT_SYMLINK_NOFOLLOW) : (S_ISLNK(st->st_mode)
        && (FLAG(L) || FLAG(H)) && stat(node->name, st))) {
      char *path = dirtree_path(node, 0), *q = quote_name(path, 1);

      perror_msg("cannot access %s", q);
      free(q);
      free(path);
      return 0;
    }
    if (FLAG(x) && st->st_dev != TT.dev) return 0;
    // Each file once (with -l each hard link, and each FILE given)
    if (!FLAG(l) && (S_ISDIR(st->st_mode) || st->st_nlink > 1)
        && seen_before(st)) return 0;
    node->extra = (FLAG(b) || FLAG(apparent_size)) ? st->st_size
      : st->st_blocks*512ULL;
    if (S_ISDIR(st->st_mode)) return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
  } else if (node->dirfd == -1 && S_ISDIR(st->st_mode)) {
    char *path = dirtree_path(node, 0), *q = quote_name(path, 1);

    perror_msg("cannot read directory %s", q);
    free(q);
    free(path);
  }

  if ((S_ISDIR(st->st_mode) || FLAG(a) || !node->depth)
      && (TT.d < 0 || node->depth <= TT.d)) show_node(node);
  if (node->parent) node->parent->extra += node->extra;
  else TT.total += node->extra;

  return 0;
}

void du_main(void)
{
  char *dot[] = {".", 0}, **args = *toys.optargs ? toys.optargs : dot;
  int flags = DIRTREE_SHUTUP|(FLAG(L) ? DIRTREE_SYMFOLLOW : 0);

  // (the children aren't stat()ed by the traversal: see du_callback())

  if (FLAG(s)) {
    if (FLAG(a)) help_exit("cannot both summarize and show all entries");
    if (TT.d > 0) help_exit("warning: summarizing conflicts with --max-depth=%ld", TT.d);
    TT.d = 0;
  }
  for (; *args; args++) {
    struct dirtree *node;
    int rc, fd;

    // -H: the top node is stat()ed (and opened) through a symlink, its
    // children aren't.
    node = dirtree_add_node(0, *args, flags|(FLAG(H) ? DIRTREE_SYMFOLLOW : 0));
    if (!node) {
      char *q = quote_name(*args, 1);

      perror_msg("cannot access %s", q);
      free(q);
      continue;
    }
    node->flags = flags|DIRTREE_STATLESS;
    TT.dev = node->st.st_dev;
    rc = du_callback(node);
    if (rc & DIRTREE_RECURSE) {
      errno = 0;
      if (-1 != (fd = open(*args, O_RDONLY|O_DIRECTORY|O_CLOEXEC)))
        dirtree_recurse(node, du_callback, fd, node->flags);
      node->again = 1;
      du_callback(node);
    }
    dirtree_free(node);
  }
  if (FLAG(c)) show(TT.total, "total");
  free(TT.seen);
}
