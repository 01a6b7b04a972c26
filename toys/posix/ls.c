/* ls.c - list files
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/ls.html

USE_LS(NEWTOY(ls, "(color);(full-time)Z(context)1ACFHLRSUXabcdfghiklmnopqrstuw#<0x[-1Clmx][-aA][-cu][-tSUX][-bq][-HL]", TOYFLAG_BIN|TOYFLAG_LOCALE|TOYFLAG_ARGFAIL(2)))

config LS
  bool "ls"
  default y
  help
    usage: ls [-1aAbcCdfFgHhiklLmnopqrRsStuUxXZ] [-w WIDTH] [--color[=WHEN]] [--full-time] [FILE...]

    List files (the current directory by default): directories' contents,
    other files by name. Sorted by name in byte order.

    What to show:
    -a  all files, including those starting with . (and . and ..)
    -A  all but . and ..
    -d  directories themselves, not their contents
    -R  recursively list subdirectories
    -H  follow symlinks given on the command line
    -L  follow all symlinks

    Format:
    -1  one per line (the default when output isn't a terminal)
    -C  columns, sorted down (the default on a terminal)
    -x  columns, sorted across
    -m  comma separated
    -l  long: mode, links, owner, group, size, date, name
    -g  -l without the owner       -o  -l without the group
    -n  -l with numeric user and group IDs
    -i  inode number               -s  size in blocks
    -h  human readable sizes       -k  blocks of 1024 bytes (the default)
    -F  append an indicator: / dir, * executable, @ symlink, | fifo, = socket
    -p  append / to directories
    -q  show non-printable characters as ? (the default on a terminal)
    -b  show non-printable characters as C escapes (\n \t \ooo)
    -Z  show the security context
    -w  screen width in columns (0 for no limit)
    --full-time  -l with the complete date and time
    --color[=WHEN]  colour by file type (WHEN: always, never or auto; no
                WHEN is always), with colours from $LS_COLORS

    Sorting (last one wins):
    -t  by modification time, newest first      -S  by size, largest first
    -X  by extension                            -U  not at all (directory order)
    -f  unsorted and -a                         -r  reverse the order
    -c  use (and with -t or without -l sort by) the status change time
    -u  use (and with -t or without -l sort by) the access time

    Exit status: 0, 1 for minor problems (a subdirectory not readable), 2 for
    serious ones (a command line argument not found).
*/

#define FOR_ls
#include "toys.h"
#include <sys/sysmacros.h>
#include <sys/xattr.h>

GLOBALS(
  char *color;
  long w;

  unsigned width;
  int esc, col, longfmt, printed, sortby, headers, colored;
  char *lscolors, *keycode[20];
  struct ext_color { char *ext, *code; } *ext;
  int exts;
  time_t now;
  char *path;
  long plen, pmax;
)

// Indexes of keycode[], in the order of the LS_COLORS keys in colorkeys
#define C_DI 0
#define C_LN 1
#define C_EX 2
#define C_FI 3
#define C_SO 4
#define C_PI 5
#define C_BD 6
#define C_CD 7
#define C_OR 8
#define C_MI 9
#define C_SU 10
#define C_SG 11
#define C_TW 12
#define C_OW 13
#define C_ST 14
#define C_RS 15
#define C_NO 16
static char *colorkeys = "dilnexfisopibdcdormisusgtwowstrsno";

static void set_colors(void)
{
  char *defaults[] = {"01;34", "01;36", "01;32", 0, "01;35", "33", "01;33",
    "01;33", 0, 0, "37;41", "30;43", "30;42", "34;42", "37;44", "0", 0};
  char *s, *item;
  int i;

  for (i = 0; i <= C_NO; i++) TT.keycode[i] = defaults[i];
  if (!(s = getenv("LS_COLORS")) || !*s) return;
  TT.lscolors = s = xstrdup(s);
  while ((item = strsep(&s, ":"))) {
    char *eq = strchr(item, '=');

    if (!eq) continue;
    *eq++ = 0;
    if (*item == '*') {
      if (!(TT.exts&15))
        TT.ext = xrealloc(TT.ext, (TT.exts+16)*sizeof(*TT.ext));
      TT.ext[TT.exts].ext = item+1;
      TT.ext[TT.exts++].code = eq;
    } else if (strlen(item) == 2) {
      for (i = 0; colorkeys[2*i]; i++)
        if (!strncmp(colorkeys+2*i, item, 2)) TT.keycode[i] = *eq ? eq : 0;
    }
  }
}

// The colour escape code for a file, or NULL for none.
static char *color_of(struct dirtree *dt)
{
  mode_t m = dt->st.st_mode;
  char *c = 0;
  int i;

  if (S_ISLNK(m)) {
    struct stat st;

    if (TT.keycode[C_OR] && fstatat(dirtree_parentfd(dt), dt->name, &st, 0))
      return TT.keycode[C_OR];
    return TT.keycode[C_LN];
  }
  if (S_ISDIR(m)) {
    if ((m&S_ISVTX) && (m&S_IWOTH)) c = TT.keycode[C_TW];
    else if (m&S_IWOTH) c = TT.keycode[C_OW];
    else if (m&S_ISVTX) c = TT.keycode[C_ST];
    return c ? c : TT.keycode[C_DI];
  }
  if (S_ISFIFO(m)) return TT.keycode[C_PI];
  if (S_ISSOCK(m)) return TT.keycode[C_SO];
  if (S_ISBLK(m)) return TT.keycode[C_BD];
  if (S_ISCHR(m)) return TT.keycode[C_CD];
  if (!S_ISREG(m)) return TT.keycode[C_NO];
  if ((m&S_ISUID) && (c = TT.keycode[C_SU])) return c;
  if ((m&S_ISGID) && (c = TT.keycode[C_SG])) return c;
  if ((m&0111) && (c = TT.keycode[C_EX])) return c;
  for (i = TT.exts-1; i >= 0; i--) {
    char *e = TT.ext[i].ext;
    int el = strlen(e), nl = strlen(dt->name);

    if (nl >= el && !strcasecmp(dt->name+nl-el, e)) return TT.ext[i].code;
  }

  return TT.keycode[C_FI];
}

static char indicator(mode_t m)
{
  if (FLAG(F)) {
    if (S_ISDIR(m)) return '/';
    if (S_ISLNK(m)) return '@';
    if (S_ISFIFO(m)) return '|';
    if (S_ISSOCK(m)) return '=';
    if (S_ISREG(m) && (m&0111)) return '*';
  } else if (FLAG(p) && S_ISDIR(m)) return '/';

  return 0;
}

// Name escaped as asked, in colour, then its indicator.
static void print_name(struct dirtree *dt, char *name, int ind)
{
  char *code = TT.col ? color_of(dt) : 0;
  char c = ind ? indicator(dt->st.st_mode) : 0;

  if (code) {
    if (!TT.colored++) fputs("\033[0m", stdout);
    printf("\033[%sm%s\033[%sm", code, name,
      TT.keycode[C_RS] ? TT.keycode[C_RS] : "0");
  } else fputs(name, stdout);
  if (c) putchar(c);
}

// The time -l shows and -t sorts by
static struct timespec *file_time(struct stat *st)
{
  if (FLAG(c)) return &st->st_ctim;
  if (FLAG(u)) return &st->st_atim;

  return &st->st_mtim;
}

static int compare(const void *a, const void *b)
{
  struct dirtree *x = *(struct dirtree **)a, *y = *(struct dirtree **)b;
  int rc = 0;

  if (TT.sortby == 't') {
    struct timespec *tx = file_time(&x->st), *ty = file_time(&y->st);

    if (tx->tv_sec != ty->tv_sec) rc = tx->tv_sec > ty->tv_sec ? -1 : 1;
    else if (tx->tv_nsec != ty->tv_nsec) rc = tx->tv_nsec > ty->tv_nsec ? -1 : 1;
  } else if (TT.sortby == 'S') {
    if (x->st.st_size != y->st.st_size)
      rc = x->st.st_size > y->st.st_size ? -1 : 1;
  } else if (TT.sortby == 'X') {
    char *ex = strrchr(x->name, '.'), *ey = strrchr(y->name, '.');

    rc = strcmp(ex ? ex : "", ey ? ey : "");
  }
  if (!rc) rc = strcmp(x->name, y->name);

  return FLAG(r) ? -rc : rc;
}

static void sort_list(struct dirtree **list, long n)
{
  // Unsorted is in directory order, -r or not (as GNU)
  if (TT.sortby != 'U') qsort(list, n, sizeof(*list), compare);
}

// Write spaces (and tabs, every 8 columns) to go from column from to to.
static void indent(long from, long to)
{
  while (from < to) {
    if (TT.width && to/8 > (from+1)/8) {
      putchar('\t');
      from += 8-from%8;
    } else {
      putchar(' ');
      from++;
    }
  }
}

static char *context_of(struct dirtree *dt)
{
  char *con = 0;

  if (CFG_TOYBOX_SELINUX)
    con = file_context(-1, dirtree_parentfd(dt), dt->name, FLAG(L));

  return con ? con : xstrdup("?");
}

// Does the file have an access control list (beyond its mode bits)?
// 1 if the file has an ACL, else 2 if it has an SELinux context (GNU ls -l
// shows + or . after the mode), else 0. One listxattr, not a getxattr per
// name: most files have no extended attributes at all.
static int has_acl(struct dirtree *dt)
{
  char *names[] = {"system.posix_acl_access", "system.posix_acl_default",
    "security.selinux"}, buf[512], *path, *s;
  int i, rc = 0, found, big;
  ssize_t len;

  if (S_ISLNK(dt->st.st_mode) && !FLAG(L)) return 0;
  path = dirfd_path(dirtree_parentfd(dt), dt->name);
  len = (FLAG(L) ? listxattr : llistxattr)(path, buf, sizeof(buf));
  // A list too long for buf: ask for each name that matters instead
  big = len < 0 && errno == ERANGE;
  if (len < 0) len = 0;
  for (i = 0; i < 2+CFG_TOYBOX_SELINUX && !rc; i++) {
    if (big) found = (FLAG(L) ? getxattr : lgetxattr)(path, names[i], 0, 0) > 0;
    else for (found = 0, s = buf; !found && s < buf+len; s += strlen(s)+1)
      found = !strcmp(s, names[i]);
    if (found) rc = 1+(i == 2);
  }
  if (path != dt->name) free(path);

  return rc;
}

static unsigned long long kblocks(struct stat *st)
{
  return ((unsigned long long)st->st_blocks+1)/2;
}

static int blocks_str(char *buf, struct stat *st)
{
  if (FLAG(h)) return human_readable(buf, st->st_blocks*512ULL, 0);

  return sprintf(buf, "%llu", kblocks(st));
}

// -s and -i fields, ? for a file that couldn't be stat()ed
static int blocks_dt(char *buf, struct dirtree *dt)
{
  if ((dt->extra&255) == 2) return strlen(strcpy(buf, "?"));

  return blocks_str(buf, &dt->st);
}

static char *inode_dt(char *buf, struct dirtree *dt)
{
  if ((dt->extra&255) == 2) return "?";
  sprintf(buf, "%llu", (unsigned long long)dt->st.st_ino);

  return buf;
}

// Print one group of files (a directory's contents, or the files named on
// the command line) in the chosen format.
static __attribute__((noinline)) void print_list(struct dirtree **list,
  long n, int total, struct dirtree **more, long nmore)
{
  char **names = xmalloc(n*sizeof(char *)+1), **ctx = 0, buf[64], *acl = 0;
  int *widths = xmalloc(n*sizeof(int)+1);
  long i, j, inow = 0, bw = 0, nw = 0, uw = 0, gw = 0, cw = 0, sw = 0,
    majw = 0, minw = 0, len, anyacl = 0;
  unsigned long long tblocks = 0;

  if (FLAG(Z)) ctx = xmalloc(n*sizeof(char *)+1);
  // Fields line up across list (and more: the directories named on the
  // command line, which are listed later)
  for (i = 0; i < n+nmore; i++) {
    struct stat *st = &(i < n ? list[i] : more[i-n])->st;

    if (i < n && (list[i]->extra&255) == 2) {
      names[i] = escape_name(list[i]->name, TT.esc, widths+i);
      if (ctx) ctx[i] = xstrdup("?");
      if (TT.longfmt && !acl) acl = xzalloc(n);
      if (!nw) nw = 1;
      if (!uw) uw = 1;
      if (!gw) gw = 1;
      if (!sw) sw = 1;
      if (!inow && FLAG(i)) inow = 1;
      if (!bw && FLAG(s)) bw = 1;
      continue;
    }
    if (i < n) {
      names[i] = escape_name(list[i]->name, TT.esc, widths+i);
      tblocks += st->st_blocks;
    }
    if (FLAG(i) && (len = sprintf(buf, "%llu", (unsigned long long)st->st_ino))
      > inow) inow = len;
    if (FLAG(s) && (len = blocks_str(buf, st)) > bw) bw = len;
    if (ctx && i < n && (len = strlen(ctx[i] = context_of(list[i]))) > cw)
      cw = len;
    if (!TT.longfmt) continue;
    if (i < n) {
      if (!acl) acl = xzalloc(n);
      anyacl |= acl[i] = has_acl(list[i]);
    }
    if ((len = sprintf(buf, "%lu", (unsigned long)st->st_nlink)) > nw) nw = len;
    if (FLAG(n)) {
      if ((len = sprintf(buf, "%u", (unsigned)st->st_uid)) > uw) uw = len;
      if ((len = sprintf(buf, "%u", (unsigned)st->st_gid)) > gw) gw = len;
    } else {
      if ((len = strlen(cached_username(st->st_uid))) > uw) uw = len;
      if ((len = strlen(cached_groupname(st->st_gid))) > gw) gw = len;
    }
    if (S_ISBLK(st->st_mode) || S_ISCHR(st->st_mode)) {
      if ((len = sprintf(buf, "%u", major(st->st_rdev))) > majw) majw = len;
      if ((len = sprintf(buf, "%u", minor(st->st_rdev))) > minw) minw = len;
    } else {
      if (FLAG(h)) len = human_readable(buf, st->st_size, 0);
      else len = sprintf(buf, "%lld", (long long)st->st_size);
      if (len > sw) sw = len;
    }
  }
  if (majw && majw+minw+2 > sw) sw = majw+minw+2;
  if (majw && sw > majw+minw+2) majw = sw-minw-2;

  if (total && (TT.longfmt || FLAG(s))) {
    if (FLAG(h)) human_readable(buf, tblocks*512, 0);
    else sprintf(buf, "%llu", (tblocks+1)/2);
    printf("total %s\n", buf);
  }

  // Width of each entry as columns see it
  for (i = 0; i < n; i++) {
    if (FLAG(i))
      widths[i] += 1+(FLAG(m) ? strlen(inode_dt(buf, list[i])) : inow);
    if (FLAG(s)) widths[i] += 1+(FLAG(m) ? blocks_dt(buf, list[i]) : bw);
    if (ctx) widths[i] += 1+(FLAG(m) ? strlen(ctx[i]) : cw);
    if (indicator(list[i]->st.st_mode)) widths[i]++;
  }

  if (TT.longfmt) for (i = 0; i < n; i++) {
    struct dirtree *dt = list[i];
    struct stat *st = &dt->st;
    struct timespec *ts = file_time(st);
    char mode[12];

    if ((dt->extra&255) == 2) {
      mode_to_string(st->st_mode, mode);
      if (FLAG(i)) printf("%*s ", (int)inow, "?");
      if (FLAG(s)) printf("%*s ", (int)bw, "?");
      printf("%c?????????%s %*s ", *mode, anyacl ? " " : "", (int)nw, "?");
      if (!FLAG(g)) printf("%-*s ", (int)uw, "?");
      if (!FLAG(o)) printf("%-*s ", (int)gw, "?");
      if (ctx) printf("%-*s ", (int)cw, ctx[i]);
      printf("%*s %12s ", (int)sw, "?", "?");
      print_name(dt, names[i], 0);
      putchar('\n');
      continue;
    }
    if (FLAG(i)) printf("%*llu ", (int)inow, (unsigned long long)st->st_ino);
    if (FLAG(s)) {
      blocks_str(buf, st);
      printf("%*s ", (int)bw, buf);
    }
    mode_to_string(st->st_mode, mode);
    // A + for files with an ACL (a . with an SELinux context), lined up by a
    // space for those without
    if (anyacl) strcat(mode, acl[i] ? (acl[i] == 1 ? "+" : ".") : " ");
    printf("%s %*lu ", mode, (int)nw, (unsigned long)st->st_nlink);
    if (!FLAG(g)) {
      if (FLAG(n)) printf("%*u ", (int)uw, (unsigned)st->st_uid);
      else printf("%-*s ", (int)uw, cached_username(st->st_uid));
    }
    if (!FLAG(o)) {
      if (FLAG(n)) printf("%*u ", (int)gw, (unsigned)st->st_gid);
      else printf("%-*s ", (int)gw, cached_groupname(st->st_gid));
    }
    if (ctx) printf("%-*s ", (int)cw, ctx[i]);
    if (S_ISBLK(st->st_mode) || S_ISCHR(st->st_mode))
      printf("%*u, %*u ", (int)majw, major(st->st_rdev), (int)minw,
        minor(st->st_rdev));
    else {
      if (FLAG(h)) human_readable(buf, st->st_size, 0);
      else sprintf(buf, "%lld", (long long)st->st_size);
      printf("%*s ", (int)sw, buf);
    }
    if (FLAG(full_time)) fputs(format_full_time(buf, ts), stdout);
    else {
      struct tm tm;
      time_t t = ts->tv_sec;

      if (!localtime_r(&t, &tm)) printf("%12lld", (long long)t);
      else {
        // Within the last six months: time of day, else the year
        if (t > TT.now) TT.now = time(0);
        strftime(buf, sizeof(buf), (t <= TT.now && t > TT.now-31556952/2)
          ? "%b %e %H:%M" : "%b %e  %Y", &tm);
        fputs(buf, stdout);
      }
    }
    putchar(' ');
    print_name(dt, names[i], !S_ISLNK(st->st_mode));
    if (S_ISLNK(st->st_mode)) {
      char *target = xmalloc(PATH_MAX+1);
      ssize_t l = readlinkat(dirtree_parentfd(dt), dt->name, target, PATH_MAX);

      if (l >= 0) {
        struct dirtree *tdt = xzalloc(sizeof(*tdt)+l+1);
        int ok = !fstatat(dirtree_parentfd(dt), dt->name, &tdt->st, 0);
        char *esc, c;

        memcpy(tdt->name, target, l);
        esc = escape_name(tdt->name, TT.esc, 0);
        fputs(" -> ", stdout);
        // With $LS_COLORS the target gets the colour of what it is
        if (TT.col && TT.lscolors && (ok || TT.keycode[C_MI])) {
          tdt->dirfd = -1;
          printf("\033[%sm%s\033[%sm", ok ? color_of(tdt) : TT.keycode[C_MI],
            esc, TT.keycode[C_RS] ? TT.keycode[C_RS] : "0");
        } else fputs(esc, stdout);
        free(esc);
        if ((FLAG(F) || FLAG(p)) && ok && (c = indicator(tdt->st.st_mode))
            && c != '@') putchar(c);
        free(tdt);
      }
      free(target);
    }
    putchar('\n');
  } else if (FLAG(m)) {
    long pos = 0;

    for (i = 0; i < n; i++) {
      if (i) {
        if (!TT.width || pos+widths[i]+2 < TT.width) {
          fputs(", ", stdout);
          pos += 2;
        } else {
          fputs(",\n", stdout);
          pos = 0;
        }
      }
      if (FLAG(i)) printf("%s ", inode_dt(buf, list[i]));
      if (FLAG(s)) {
        blocks_dt(buf, list[i]);
        printf("%s ", buf);
      }
      if (ctx) printf("%s ", ctx[i]);
      print_name(list[i], names[i], 1);
      pos += widths[i];
    }
    if (n) putchar('\n');
  } else {
    long cols = 1, rows = n, maxcols, c, *colw = 0, *lw;
    char *valid;

    // Find the most columns that fit: each column as wide as its widest
    // entry plus two spaces, the last without.
    if (FLAG(C) || FLAG(x)) {
      maxcols = TT.width ? TT.width/3 : n;
      if (maxcols > n) maxcols = n;
      if (maxcols > 1024) maxcols = 1024;
      if (maxcols < 1) maxcols = 1;
      colw = xzalloc((maxcols*(maxcols+1)/2)*sizeof(long));
      lw = xmalloc(maxcols*sizeof(long));
      valid = xmalloc(maxcols);
      for (c = 0; c < maxcols; c++) {
        lw[c] = (c+1)*3;
        valid[c] = 1;
        for (j = 0; j <= c; j++) colw[c*(c+1)/2+j] = 3;
      }
      for (i = 0; i < n; i++) for (c = 0; c < maxcols; c++) {
        long idx, real, *cw = colw+c*(c+1)/2;

        if (!valid[c]) continue;
        idx = FLAG(x) ? i%(c+1) : i/((n+c)/(c+1));
        real = widths[i]+2*(idx != c);
        if (cw[idx] < real) {
          lw[c] += real-cw[idx];
          cw[idx] = real;
          valid[c] = !TT.width || lw[c] < TT.width;
        }
      }
      for (c = maxcols; c > 1; c--) if (valid[c-1]) break;
      cols = c;
      rows = (n+cols-1)/cols;
      free(lw);
      free(valid);
    }
    for (i = 0; i < rows; i++) {
      long pos = 0;

      for (c = 0; c < cols; c++) {
        struct dirtree *dt;

        j = FLAG(x) ? i*cols+c : c*rows+i;
        if (j >= n || (FLAG(x) && c && j%cols == 0)) break;
        dt = list[j];
        if (FLAG(i)) printf("%*s ", (int)inow, inode_dt(buf, dt));
        if (FLAG(s)) {
          blocks_dt(buf, dt);
          printf("%*s ", (int)bw, buf);
        }
        // (contexts line up on the right outside -l, as GNU's)
        if (ctx) printf("%*s ", (int)cw, ctx[j]);
        print_name(dt, names[j], 1);
        if (FLAG(x) ? j+1 < n && c+1 < cols : j+rows < n) {
          long w = colw[(cols-1)*cols/2+c];

          indent(pos+widths[j], pos+w);
          pos += w;
        }
      }
      putchar('\n');
    }
    free(colw);
  }

  for (i = 0; i < n; i++) {
    free(names[i]);
    if (ctx) free(ctx[i]);
  }
  free(names);
  free(ctx);
  free(acl);
  free(widths);
}

static int ls_callback(struct dirtree *dt);

static int hidden(char *name)
{
  if (*name != '.' || FLAG(a)) return 0;
  if (!FLAG(A)) return 1;

  return !name[1] || (name[1] == '.' && !name[2]);
}

// A name for messages: the path, but without "./" for entries of "."
static char *err_name(struct dirtree *dt)
{
  char *path;

  if (dt->parent && !dt->parent->parent && !strcmp(dt->parent->name, "."))
    path = dt->name;
  else path = dirtree_path(dt, 0);
  path = quote_name(path, 1);

  return path;
}

// Say why dt couldn't be stat()ed (the errno in extra's high bits)
static void stat_error(struct dirtree *dt)
{
  char *q = err_name(dt);

  errno = dt->extra>>8;
  perror_msg("cannot access %s", q);
  free(q);
}

// Fill in dt->st (the traversal doesn't stat). Returns 0 if that failed.
// Directory entries (later) get the error in their extra: 2 for a dangling
// symlink with -L, shown with ? for what's unknown, 3 for one not shown.
// The message waits for the directory's header, where GNU has it.
static int stat_node(struct dirtree *dt, int later)
{
  int fd = dirtree_parentfd(dt);

  if (!fstatat(fd, dt->name, &dt->st, FLAG(L) ? 0 : AT_SYMLINK_NOFOLLOW))
    return 1;
  dt->extra = errno<<8;
  if (FLAG(L) && !fstatat(fd, dt->name, &dt->st, AT_SYMLINK_NOFOLLOW)) {
    dt->extra |= 2;
    // (Plain listings don't need to know, so don't complain, like GNU.)
    if (TT.longfmt || FLAG(s) || FLAG(i) || FLAG(F) || FLAG(p) || FLAG(R)
        || FLAG(Z) || TT.col || TT.sortby == 't' || TT.sortby == 'S') {
      if (toys.exitval < 1) toys.exitval = 1;
      if (!later) stat_error(dt);
    } else dt->extra = 2;
    return 1;
  }
  dt->extra |= 3;
  if (toys.exitval < 1) toys.exitval = 1;
  if (!later) stat_error(dt);

  return 0;
}

// The path of the directory being listed, kept as -R goes in and out
// (dirtree_path() for each directory of a deep tree would take time
// proportional to the depth squared)
static void path_add(char *name, int sub)
{
  long len = strlen(name);

  if (!sub) TT.plen = 0;
  if (TT.plen+len+2 > TT.pmax)
    TT.path = xrealloc(TT.path, TT.pmax = (TT.plen+len+2)*2);
  if (sub && TT.plen && TT.path[TT.plen-1] != '/') TT.path[TT.plen++] = '/';
  strcpy(TT.path+TT.plen, name);
  TT.plen += len;
}

// Where readdir() has . and .. in dt's directory: their places in the list
// of its n other entries with them (for the unsorted listing of -f, -aU).
static void dots_at(struct dirtree *dt, long *at, long n)
{
  struct dirent *de;
  long seen = 0, found = 0;
  int fd = openat(dt->dirfd, ".", O_RDONLY|O_DIRECTORY|O_CLOEXEC);
  DIR *dir = fd == -1 ? 0 : fdopendir(fd);

  if (!dir) {
    if (fd != -1) close(fd);
    return;
  }
  while (found != 3 && (de = readdir(dir))) {
    char *s = de->d_name;

    if (isdotdot(s)) {
      at[!!s[1]] = (seen < n ? seen : n)+!!found;
      found |= 1<<!!s[1];
    } else seen++;
  }
  closedir(dir);
}

// The directory's entries have been read (into dt->child): show them, and
// with -R go into the subdirectories.
static __attribute__((noinline)) void list_dir(struct dirtree *dt, int err)
{
  struct dirtree **list, *child;
  long n = 0, i, j;

  // A directory that can't be read gets no header, just the complaint
  if (err) {
    char *path = dirtree_path(dt, 0), *q = quote_name(path, 1);

    xflush(0);
    errno = err;
    perror_msg("cannot open directory %s", q);
    free(q);
    free(path);
    if (toys.exitval < 1+!dt->parent) toys.exitval = 1+!dt->parent;
    return;
  }
  if (TT.printed++) putchar('\n');
  if (TT.headers) {
    // (GNU's -b escapes no spaces in headers)
    char *name = escape_name(TT.path, TT.esc == ESCAPE_C ? ESCAPE_CSPACE
      : TT.esc, 0);

    printf("%s:\n", name);
    free(name);
  }

  for (child = dt->child; child; child = child->next) n++;
  list = xmalloc((n+2)*sizeof(*list));
  // The traversal put them in reverse order of reading
  for (i = n, child = dt->child; child; child = child->next)
    list[--i] = child;
  dt->child = 0;
  // What couldn't be stat()ed, in the order read; those not shown go
  for (i = j = 0; i < n; i++) {
    if (list[i]->extra>>8) stat_error(list[i]);
    if ((list[i]->extra&255) == 3) free(list[i]);
    else list[j++] = list[i];
  }
  n = j;
  // . and .. for -a: unsorted, where the directory has them
  if (FLAG(a) && !FLAG(A)) {
    long at[2] = {0, 1};

    if (TT.sortby == 'U') dots_at(dt, at, n);
    for (j = 0; j < 2; j++) {
      i = j ^ (at[0] > at[1]);
      child = dirtree_add_node(dt, i ? ".." : ".", dt->flags);
      if (!stat_node(child, 0)) free(child);
      else {
        if (at[i] > n) at[i] = n;
        memmove(list+at[i]+1, list+at[i], (n-at[i])*sizeof(*list));
        list[at[i]] = child;
        n++;
      }
    }
  }
  sort_list(list, n);
  print_list(list, n, 1, 0, 0);
  xflush(0);

  for (i = 0; i < n; i++) {
    child = list[i];
    child->next = 0;
    if (FLAG(R) && S_ISDIR(child->st.st_mode) && strcmp(child->name, ".")
        && strcmp(child->name, "..")) {
      struct dirtree *up;

      // With -L, a symlink back up would never end
      for (up = FLAG(L) ? dt : 0; up; up = up->parent)
        if (same_file(&up->st, &child->st)) break;
      if (up) {
        char *path = dirtree_path(child, 0), *q = quote_name(path, 0);

        error_msg("%s: not listing already-listed directory", q);
        free(q);
        free(path);
        if (toys.exitval < 2) toys.exitval = 2;
      } else {
        long len = TT.plen;

        child->extra = 1;
        path_add(child->name, 1);
        dirtree_handle_callback(child, ls_callback);
        TT.path[TT.plen = len] = 0;
        continue;
      }
    }
    free(child);
  }
  free(list);
}

static int ls_callback(struct dirtree *dt)
{
  // An entry of the directory being read: keep it for the listing
  if (!dt->extra) {
    if (hidden(dt->name)) return 0;
    stat_node(dt, 1);
    return DIRTREE_SAVE;
  }
  if (!dt->again) {
    errno = 0;
    return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
  }
  list_dir(dt, dt->dirfd == -1 ? (errno ? errno : EACCES) : 0);

  return 0;
}

// The format options in the order given: -l -g -n -o --full-time ask for
// the long format, -C -x -m for theirs (the last one wins), and -1 for one
// name a line unless the format is long already (as GNU).
static void set_format(void)
{
  char **arg, *s, fmt = 0;

  for (arg = toys.argv+1; *arg && strcmp(*arg, "--"); arg++) {
    if (!strcmp(*arg, "--full-time")) fmt = 'l';
    if (**arg != '-' || arg[0][1] == '-') continue;
    for (s = *arg+1; *s && *s != 'w'; s++) {
      if (strchr("lgno", *s)) fmt = 'l';
      else if (strchr("Cxm", *s)) fmt = *s;
      else if (*s == '1' && fmt != 'l') fmt = '1';
    }
  }
  toys.optflags &= ~(FLAG_l|FLAG_1|FLAG_C|FLAG_x|FLAG_m);
  if (fmt) toys.optflags |= fmt == 'l' ? FLAG_l : fmt == '1' ? FLAG_1
    : fmt == 'C' ? FLAG_C : fmt == 'x' ? FLAG_x : FLAG_m;
}

void ls_main(void)
{
  char **args = toys.optargs, *dot[] = {".", 0}, *s;
  struct dirtree **files, **dirs;
  long nf = 0, nd = 0, i;
  int flags = DIRTREE_STATLESS|DIRTREE_SHUTUP|(FLAG(L) ? DIRTREE_SYMFOLLOW : 0);
  int tty = isatty(1);

  if (!*args) args = dot;
  TT.now = time(0);

  // Format
  // -f is -a (-A stays) with -U unless another order was asked for
  if (FLAG(f)) {
    if (!FLAG(A)) toys.optflags |= FLAG_a;
    if (!(toys.optflags&(FLAG_t|FLAG_S|FLAG_X))) toys.optflags |= FLAG_U;
  }
  set_format();
  TT.longfmt = FLAG(l);
  if (!TT.longfmt && tty && !(toys.optflags&(FLAG_1|FLAG_x|FLAG_m)))
    toys.optflags |= FLAG_C;
  if (FLAG(w)) TT.width = TT.w;
  else {
    struct winsize ws;

    TT.width = 80;
    if ((s = getenv("COLUMNS")) && *s) TT.width = atoi(s);
    memset(&ws, 0, sizeof(ws));
    if (tty && !ioctl(1, TIOCGWINSZ, &ws) && ws.ws_col) TT.width = ws.ws_col;
  }
  TT.esc = FLAG(b) ? ESCAPE_C : (FLAG(q) || tty) ? ESCAPE_QUESTION : ESCAPE_RAW;

  // Sorting
  TT.sortby = FLAG(t) ? 't' : FLAG(S) ? 'S' : FLAG(X) ? 'X' : FLAG(U) ? 'U' : 0;
  if (!TT.sortby && (FLAG(c) || FLAG(u)) && !TT.longfmt) TT.sortby = 't';

  // Colour
  if (FLAG(color)) {
    s = TT.color;
    if (!s || !strcmp(s, "always") || !strcmp(s, "yes") || !strcmp(s, "force"))
      TT.col = 1;
    else if (!strcmp(s, "auto") || !strcmp(s, "tty") || !strcmp(s, "if-tty"))
      TT.col = tty;
    else if (strcmp(s, "never") && strcmp(s, "no") && strcmp(s, "none")) {
      error_msg("bad --color '%s' (always, never or auto)", s);
      show_help(stderr, 0);
      toys.exitval = 2;
      xexit();
    }
    if (FLAG(f)) TT.col = 0;
    if (TT.col) set_colors();
  }

  // Sort the arguments into files and directories (whose contents we show)
  files = xmalloc((toys.optc+1)*sizeof(*files));
  dirs = xmalloc((toys.optc+1)*sizeof(*dirs));
  for (i = 0; args[i]; i++) {
    struct dirtree *dt = dirtree_add_node(0, args[i], flags);
    int follow = FLAG(L) || FLAG(H), rc;

    rc = fstatat(AT_FDCWD, dt->name, &dt->st, follow ? 0 : AT_SYMLINK_NOFOLLOW);
    // A symlink to a directory is listed as that directory unless asked to
    // show the file itself
    if (!rc && S_ISLNK(dt->st.st_mode) && !FLAG(d) && !TT.longfmt && !FLAG(F)) {
      struct stat st;

      if (!stat(dt->name, &st) && S_ISDIR(st.st_mode)) dt->st = st;
    }
    if (rc) {
      char *q = quote_name(dt->name, 1);

      perror_msg("cannot access %s", q);
      free(q);
      toys.exitval = 2;
      free(dt);
    } else if (S_ISDIR(dt->st.st_mode) && !FLAG(d)) dirs[nd++] = dt;
    else files[nf++] = dt;
  }
  TT.headers = FLAG(R) || i > 1;
  sort_list(files, nf);
  if (nf) {
    print_list(files, nf, 0, dirs, nd);
    TT.printed++;
  }
  sort_list(dirs, nd);
  for (i = 0; i < nd; i++) {
    struct dirtree *dt = dirs[i];
    int fd = open(dt->name, O_RDONLY|O_DIRECTORY|O_CLOEXEC), err = errno;

    path_add(dt->name, 0);
    if (fd != -1) dirtree_recurse(dt, ls_callback, fd, flags);
    list_dir(dt, fd == -1 ? err : 0);
    dirtree_free(dt);
  }
  for (i = 0; i < nf; i++) free(files[i]);
  free(files);
  free(dirs);
  free(TT.lscolors);
  free(TT.ext);
  free(TT.path);
}
