/* df.c - report free disk space
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/df.html

USE_DF(NEWTOY(df, "B(block-size):(total)l(local)t(type)*x(exclude-type)*a(all)h(human-readable)H(si)i(inodes)k(kibibytes)P(portability)T(print-type)[-hHkB]", TOYFLAG_BIN))

config DF
  bool "df"
  default y
  help
    usage: df [-aHhiklPT] [-B SIZE] [-t TYPE] [-x TYPE] [--total] [FILE...]

    Show the size, use and free space of mounted filesystems (those holding
    each FILE, or all of them), in 1024 byte blocks.

    -a  all filesystems, including pseudo ones with no blocks and
        filesystems mounted twice
    -B  blocks of SIZE bytes (suffixes K M G T P E, KB MB... for powers
        of 1000; a suffix alone is also shown after each number)
    -h  human readable sizes in powers of 1024 (1K 2.5M 3G)
    -H  human readable sizes in powers of 1000 (1k 2.5M 3G)
    -i  inodes instead of blocks
    -k  1024 byte blocks (the default)
    -l  local filesystems only (not NFS, CIFS...)
    -P  POSIX output format (1024-blocks and Capacity headers)
    -T  show the filesystem type
    -t TYPE  only filesystems of this type (repeatable)
    -x TYPE  not filesystems of this type (repeatable)
    --total  a last line with the sums
*/

#define FOR_df
#include "toys.h"

GLOBALS(
  char *B;
  struct arg_list *t, *x;

  char ***rows, *bsuffix;
  long nrows;
  unsigned long long bsize, sum[4];
)

struct mnt {
  char *dev, *dir, *type;
  struct stat st;
  int stated;
};

// /proc/self/mounts escapes space, tab, newline and backslash as \ooo
static char *unoctal(char *s)
{
  char *in = s, *out = s;

  while (*in) {
    if (*in == '\\' && in[1] >= '0' && in[1] <= '3' && in[2] >= '0'
        && in[2] <= '7' && in[3] >= '0' && in[3] <= '7') {
      *out++ = (in[1]-'0')*64+(in[2]-'0')*8+(in[3]-'0');
      in += 4;
    } else *out++ = *in++;
  }
  *out = 0;

  return s;
}

static struct mnt *read_mounts(long *count)
{
  FILE *fp = fopen("/proc/self/mounts", "r");
  struct mnt *m = 0;
  char *line;
  long n = 0;

  if (!fp) perror_exit("/proc/self/mounts");
  while ((line = xgetline(fp))) {
    char *dev = strtok(line, " "), *dir = strtok(0, " "),
      *type = strtok(0, " ");

    if (dev && dir && type) {
      if (!(n&31)) m = xrealloc(m, (n+32)*sizeof(*m));
      m[n].dev = xstrdup(unoctal(dev));
      m[n].dir = xstrdup(unoctal(dir));
      m[n].type = xstrdup(type);
      m[n].stated = !stat(m[n].dir, &m[n].st);
      n++;
    }
    free(line);
  }
  fclose(fp);
  *count = n;

  return m;
}

static int type_listed(struct arg_list *list, char *type)
{
  for (; list; list = list->next) if (!strcmp(list->arg, type)) return 1;

  return 0;
}

// Parse -B SIZE into TT.bsize (and TT.bsuffix when there is no number)
static void block_size(char *arg)
{
  char *s = arg, *sfx = "KMGTPEZY";
  unsigned long long n = 1, mult = 1, base = 1024;
  int i, j;

  if (isdigit((unsigned char)*s)) {
    errno = 0;
    n = strtoull(s, &s, 10);
    if (errno || !n) error_exit("invalid -B argument '%s'", arg);
  }
  if (*s) {
    if ((i = stridx(sfx, toupper(*s))) == -1) goto bad;
    if (!strcmp(s+1, "B")) base = 1000;
    else if (s[1] && strcmp(s+1, "iB")) goto bad;
    for (j = 0; j <= i; j++) {
      if (mult > ~0ULL/base) goto bad;
      mult *= base;
    }
    // A suffix alone is shown after each number ("kB" for 1000s of bytes)
    if (s == arg) {
      TT.bsuffix = xmprintf("%c%s", (base == 1000 && !i) ? 'k' : toupper(*s),
        s+1);
    }
  }
  if (n > ~0ULL/mult) goto bad;
  TT.bsize = n*mult;

  return;
bad:
  error_exit("invalid %s-B argument '%s'", s == arg ? "" : "suffix in ", arg);
}

// "1K-blocks", "4K", "1kB", "512B": how the -B size is named in headers
static char *block_name(unsigned long long size)
{
  unsigned long long p;
  int i;

  for (i = 6, p = 1ULL<<60; i; i--, p >>= 10)
    if (!(size%p)) return xmprintf("%llu%c", size/p, "KMGTPE"[i-1]);
  for (i = 6, p = 1000000000000000000ULL; i; i--, p /= 1000)
    if (!(size%p)) return xmprintf("%llu%cB", size/p, "kMGTPE"[i-1]);

  return xmprintf("%lluB", size);
}

static char *num(unsigned long long n, unsigned long long unit)
{
  char buf[48];

  if (FLAG(h) || FLAG(H))
    human_readable(buf, n*unit, FLAG(H) ? HR_1000 : 0);
  else sprintf(buf, "%llu%s", (n*unit+TT.bsize-1)/TT.bsize,
    TT.bsuffix ? TT.bsuffix : "");

  return xstrdup(buf);
}

// -i -h: inode counts made human readable too
static char *inodes(unsigned long long n)
{
  return (FLAG(h) || FLAG(H)) ? num(n, 1) : xmprintf("%llu", n);
}

// Network filesystems, for -l
static int remote(struct mnt *m)
{
  char *types[] = {"nfs", "nfs4", "cifs", "smb3", "smbfs", "ncpfs", "afs",
    "coda", "ceph", "glusterfs", "9p", "fuse.sshfs", "lustre", "gfs2"};
  int i;

  if (strchr(m->dev, ':') || !strncmp(m->dev, "//", 2)) return 1;
  for (i = 0; i < sizeof(types)/sizeof(*types); i++)
    if (!strcmp(m->type, types[i])) return 1;

  return 0;
}

static char *percent(unsigned long long used, unsigned long long avail)
{
  unsigned long long all = used+avail;

  if (!all) return xstrdup("-");

  return xmprintf("%llu%%", (used*100+all-1)/all);
}

static void add_row(char **cols)
{
  if (!(TT.nrows&31)) TT.rows = xrealloc(TT.rows, (TT.nrows+32)*sizeof(char **));
  TT.rows[TT.nrows++] = cols;
}

// One line for a mounted filesystem (if it's one we want). 1 if shown.
static int show_mount(struct mnt *m, int named)
{
  struct statvfs sv;
  char **c;
  unsigned long long unit, used;

  if (TT.t && !type_listed(TT.t, m->type)) return 0;
  if (type_listed(TT.x, m->type)) return 0;
  if (FLAG(l) && remote(m)) return 0;
  if (statvfs(m->dir, &sv)) {
    if (named || FLAG(a)) perror_msg("%s", m->dir);
    return 0;
  }
  if (!named && !FLAG(a) && !sv.f_blocks && !FLAG(i)) return 0;
  if (!named && !FLAG(a) && FLAG(i) && !sv.f_blocks && !sv.f_files) return 0;

  c = xzalloc(7*sizeof(char *));
  c[0] = xstrdup(m->dev);
  c[1] = xstrdup(m->type);
  if (FLAG(i)) {
    used = sv.f_files-sv.f_ffree;
    c[2] = inodes(sv.f_files);
    c[3] = inodes(used);
    c[4] = inodes(sv.f_ffree);
    c[5] = percent(used, sv.f_ffree);
    TT.sum[0] += sv.f_files;
    TT.sum[1] += used;
    TT.sum[2] += sv.f_ffree;
  } else {
    unit = sv.f_frsize ? sv.f_frsize : sv.f_bsize;
    used = sv.f_blocks-sv.f_bfree;
    c[2] = num(sv.f_blocks, unit);
    c[3] = num(used, unit);
    c[4] = num(sv.f_bavail, unit);
    c[5] = percent(used, sv.f_bavail);
    // (--total adds bytes)
    TT.sum[0] += sv.f_blocks*unit;
    TT.sum[1] += used*unit;
    TT.sum[2] += sv.f_bavail*unit;
  }
  c[6] = xstrdup(m->dir);
  add_row(c);

  return 1;
}

void df_main(void)
{
  long n, i, j;
  struct mnt *m = read_mounts(&n);
  char *head[7] = {"Filesystem", "Type", "1K-blocks", "Used", "Available",
    "Use%", "Mounted on"};
  int minw[7] = {14, 4, 5, 5, 5, 4, 0}, w[7];

  char *bname = 0;

  TT.bsize = 1024;
  if (FLAG(B)) block_size(TT.B);
  if (FLAG(i)) {
    head[2] = "Inodes";
    head[3] = "IUsed";
    head[4] = "IFree";
    head[5] = "IUse%";
  } else if (FLAG(h) || FLAG(H)) {
    head[2] = "Size";
    head[4] = "Avail";
  } else if (FLAG(P)) head[2] = bname = xmprintf("%llu-blocks", TT.bsize);
  else if (TT.bsize != 1024 || TT.bsuffix) {
    char *s = TT.bsuffix ? xmprintf("1%s", TT.bsuffix) : block_name(TT.bsize);

    head[2] = bname = xmprintf("%s-blocks", s);
    free(s);
  }
  if (FLAG(P) && !FLAG(i) && !FLAG(h) && !FLAG(H)) head[5] = "Capacity";

  if (toys.optc) {
    char **arg;

    // The filesystem holding each file: the mount of its device with the
    // longest mount point leading to it (the last one mounted, on ties)
    for (arg = toys.optargs; *arg; arg++) {
      struct stat st;
      char *path;
      long best = -1, bestlen = -1;

      if (stat(*arg, &st)) {
        perror_msg("%s", *arg);
        continue;
      }
      // A block device that is mounted means its filesystem
      if (S_ISBLK(st.st_mode)) {
        struct stat dst;

        for (i = 0; i < n; i++)
          if (*m[i].dev == '/' && !stat(m[i].dev, &dst)
              && S_ISBLK(dst.st_mode) && dst.st_rdev == st.st_rdev) break;
        if (i < n) {
          show_mount(m+i, 1);
          continue;
        }
      }
      path = realpath(*arg, 0);
      for (i = 0; i < n; i++) {
        long len = strlen(m[i].dir);

        if (!m[i].stated || m[i].st.st_dev != st.st_dev) continue;
        if (path && strncmp(path, m[i].dir, len)
            && strcmp(m[i].dir, "/")) continue;
        if (len >= bestlen) {
          best = i;
          bestlen = len;
        }
      }
      free(path);
      if (best == -1) error_msg("%s: can't find mount point", *arg);
      else show_mount(m+best, 1);
    }
  } else for (i = 0; i < n; i++) {
    // Each filesystem once (the first mount of a device), unless -a
    if (!FLAG(a)) {
      if (!strcmp(m[i].dev, "rootfs")) continue;
      if (!m[i].stated) continue;
      for (j = 0; j < i; j++) if (m[j].stated && m[j].st.st_dev == m[i].st.st_dev
        && (TT.t ? type_listed(TT.t, m[j].type) : 1)
        && !type_listed(TT.x, m[j].type)) break;
      if (j < i) continue;
    }
    show_mount(m+i, 0);
  }

  if (FLAG(total) && TT.nrows) {
    char **c = xzalloc(7*sizeof(char *));

    c[0] = xstrdup("total");
    c[1] = xstrdup("-");
    for (i = 0; i < 3; i++)
      c[2+i] = FLAG(i) ? inodes(TT.sum[i]) : num(TT.sum[i], 1);
    c[5] = percent(TT.sum[1], TT.sum[2]);
    c[6] = xstrdup("-");
    add_row(c);
  }

  // Columns as wide as their widest entry
  if (!TT.nrows && !toys.exitval) error_msg("no file systems processed");
  if (TT.nrows) {
    for (i = 0; i < 7; i++) {
      w[i] = strlen(head[i]);
      if (w[i] < minw[i]) w[i] = minw[i];
      for (j = 0; j < TT.nrows; j++)
        if (strlen(TT.rows[j][i]) > w[i]) w[i] = strlen(TT.rows[j][i]);
    }
    for (j = -1; j < TT.nrows; j++) {
      char **c = j < 0 ? head : TT.rows[j];

      for (i = 0; i < 7; i++) {
        if (i == 1 && !FLAG(T)) continue;
        if (i == 6) xprintf("%s\n", c[i]);
        else if (i < 2) xprintf("%-*s ", w[i], c[i]);
        else xprintf("%*s ", w[i], c[i]);
      }
      if (j >= 0) {
        for (i = 0; i < 7; i++) free(c[i]);
        free(c);
      }
    }
  }
  for (i = 0; i < n; i++) {
    free(m[i].dev);
    free(m[i].dir);
    free(m[i].type);
  }
  free(m);
  free(TT.rows);
  free(bname);
}
