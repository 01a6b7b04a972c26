/* fileinfo.c - showing file names, times and sizes (ls, stat, du, df).
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"
#include <sys/vfs.h>
#include <sys/xattr.h>

// Append the escaped form of name to a malloced string. style: ESCAPE_RAW
// copies it as is, ESCAPE_QUESTION shows each non-printable character (or
// byte of invalid UTF-8) as '?', ESCAPE_C as a C escape (\n, \t, \ooo; a
// backslash and a space get one too, but not spaces for ESCAPE_CSPACE).
// *width gets the display width.
char *escape_name(char *name, int style, int *width)
{
  char *out, *o;
  int len = strlen(name), w = 0;
  mbstate_t mbs;

  o = out = xmalloc(4*len+1);
  memset(&mbs, 0, sizeof(mbs));
  while (*name) {
    wchar_t wc;
    size_t n;
    int cw = -1;

    // Plain ASCII is common: skip the multibyte machinery
    if (*name >= ' ' && *name < 127
        && (style < ESCAPE_C || (*name != '\\'
          && (*name != ' ' || style == ESCAPE_CSPACE)))) {
      *o++ = *name++;
      w++;
      len--;
      continue;
    }
    n = mbrtowc(&wc, name, len, &mbs);
    if (n == (size_t)-1 || n == (size_t)-2) {
      memset(&mbs, 0, sizeof(mbs));
      n = 0;
    } else if (iswprint(wc)) cw = wcwidth(wc);

    if (cw >= 0 && (style < ESCAPE_C || (*name != '\\'
        && (*name != ' ' || style == ESCAPE_CSPACE)))) {
      memcpy(o, name, n);
      o += n;
      w += cw;
    } else if (style == ESCAPE_RAW) {
      // Passed through: an unprintable character takes no columns, a byte
      // of invalid UTF-8 one (as GNU ls counts them)
      if (!n) w += n = 1;
      memcpy(o, name, n);
      o += n;
    } else {
      if (!n) n = 1;
      if (style == ESCAPE_QUESTION) {
        *o++ = '?';
        w++;
      } else {
        char *start = o;
        int i, j;

        for (i = 0; i < n; i++) {
          unsigned char c = name[i];

          *o++ = '\\';
          j = stridx("\a\b\t\n\v\f\r\\ ", c);
          if (c && j != -1) *o++ = "abtnvfr\\ "[j];
          else o += sprintf(o, "%03o", c);
        }
        w += o-start;
      }
    }
    name += n;
    len -= n;
  }
  *o = 0;
  if (width) *width = w;

  return out;
}

// Quote a name for the shell the way stat %N and error messages show it:
// 'name' (with always set, else only names with characters the shell
// would take specially: not letters, digits, -_./+,:@% or a ~ # past the
// start), or "name" when it holds a ' (and no $ ` \ "), or 'na'\''me'.
// Control characters and bytes of invalid UTF-8 become '$'\ooo''.
// Returns a malloced string.
char *quote_name(char *name, int always)
{
  char *out = xmalloc(8*strlen(name)+8), *o = out, *s;
  int dq = 0, sq = 0, plain = !always && *name && !strchr("~#", *name), len = strlen(name), n,
    esc = 0;
  unsigned wc;

  for (s = name; *s; s++) {
    unsigned char c = *s;

    if (c < 128 && !isalnum(c) && !strchr("-_./+,:@%~#", c)) plain = 0;
    if (c == '\'') sq++;
    if (strchr("$`\\\"", c) || c < 32 || c == 127) dq++;
    if (c >= 128) {
      if ((n = utf8towc(&wc, s, len-(s-name))) > 1) s += n-1;
      else dq++, plain = 0;
    }
  }
  if (plain) return strcpy(out, name);
  if (sq && !dq) {
    sprintf(out, "\"%s\"", name);
    return out;
  }
  *o++ = '\'';
  for (s = name; *s; s++) {
    unsigned char c = *s;
    int prev = esc;

    esc = 0;
    if (c >= 128 && (n = utf8towc(&wc, s, len-(s-name))) > 1) {
      memcpy(o, s, n);
      o += n;
      s += n-1;
    } else if (c == '\'') o += sprintf(o, "'\\''");
    else if (c < 32 || c >= 127) {
      int j = stridx("\a\b\t\n\v\f\r", c);

      // Escapes in a row share one $'...'
      if (prev) o -= 2;
      else o += sprintf(o, "'$'");
      *o++ = '\\';
      if (c && j != -1) *o++ = "abtnvfr"[j];
      else o += sprintf(o, "%03o", c);
      o += sprintf(o, "''");
      esc = 1;
    } else *o++ = c;
  }
  *o++ = '\'';
  *o = 0;
  // No empty '' after a last escape (as GNU)
  if (esc && o-out > 4 && !strcmp(o-3, "'''")) *(o -= 2) = 0;

  return out;
}

// "2026-01-02 03:04:05.123456789 +0000", local time. buf needs 64 bytes.
char *format_full_time(char *buf, struct timespec *ts)
{
  struct tm tm;
  time_t t = ts->tv_sec;
  int len;

  if (!localtime_r(&t, &tm)) {
    sprintf(buf, "%lld", (long long)t);
    return buf;
  }
  len = strftime(buf, 64, "%Y-%m-%d %H:%M:%S", &tm);
  len += sprintf(buf+len, ".%09ld", (long)ts->tv_nsec);
  strftime(buf+len, 64-len, " %z", &tm);

  return buf;
}

// User and group names, remembering the last few looked up.
char *cached_username(uid_t uid)
{
  static struct { uid_t id; char name[64]; int used; } cache[8];
  static int next;
  int i;

  for (i = 0; i < 8; i++)
    if (cache[i].used && cache[i].id == uid) return cache[i].name;
  i = next++&7;
  cache[i].id = uid;
  cache[i].used = 1;
  snprintf(cache[i].name, sizeof(cache[i].name), "%s", getusername(uid));

  return cache[i].name;
}

char *cached_groupname(gid_t gid)
{
  static struct { gid_t id; char name[64]; int used; } cache[8];
  static int next;
  int i;

  for (i = 0; i < 8; i++)
    if (cache[i].used && cache[i].id == gid) return cache[i].name;
  i = next++&7;
  cache[i].id = gid;
  cache[i].used = 1;
  snprintf(cache[i].name, sizeof(cache[i].name), "%s", getgroupname(gid));

  return cache[i].name;
}

// Name of a file type, as stat %F shows it.
char *file_type_name(mode_t mode)
{
  if (S_ISREG(mode)) return "regular file";
  if (S_ISDIR(mode)) return "directory";
  if (S_ISLNK(mode)) return "symbolic link";
  if (S_ISCHR(mode)) return "character special file";
  if (S_ISBLK(mode)) return "block special file";
  if (S_ISFIFO(mode)) return "fifo";
  if (S_ISSOCK(mode)) return "socket";

  return "weird file";
}

// A name for the path-based calls (getxattr, listxattr...) that reaches name
// relative to dirfd: name itself, or a malloced /proc/self/fd/DIRFD/NAME
// (free it when it isn't name).
char *dirfd_path(int dirfd, char *name)
{
  if (dirfd == AT_FDCWD || *name == '/') return name;

  return xmprintf("/proc/self/fd/%d/%s", dirfd, name);
}

// SELinux contexts are the security.selinux extended attribute: read (and
// set) here directly, as libselinux's getfilecon_raw() would, so that no
// command pays for loading libselinux (and its regex library) at each start.
// fd != -1 reads that open file; else name, relative to dirfd (AT_FDCWD or
// a directory fd), following a symlink if follow. Malloced, or NULL with
// errno set (ENODATA: the file has none).
char *file_context(int fd, int dirfd, char *name, int follow)
{
  char *path = fd == -1 ? dirfd_path(dirfd, name) : name, *con = 0;
  ssize_t len = 0, got;
  int err;

  for (;;) {
    got = fd != -1 ? fgetxattr(fd, "security.selinux", con, len)
      : (follow ? getxattr : lgetxattr)(path, "security.selinux", con, len);
    if (got >= 0 && con) break;
    if (got < 0 && (errno != ERANGE || !con)) {
      err = errno;
      free(con);
      con = 0;
      break;
    }
    free(con);
    con = xmalloc((len = got < 0 ? 2*len : got+1)+1);
  }
  if (con) con[got] = 0;
  if (path != name) free(path);
  if (!con) errno = err;

  return con;
}

int set_file_context(int fd, char *con)
{
  return fsetxattr(fd, "security.selinux", con, strlen(con)+1, 0);
}

// Is SELinux on (its filesystem mounted, as libselinux decides)?
int selinux_enabled(void)
{
  struct statfs sfs;

  return !statfs("/sys/fs/selinux", &sfs) && sfs.f_type == 0xf97cff8c;
}
