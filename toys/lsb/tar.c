/* tar.c - create, list and extract tape archives
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Common/LSB-Common/tar.html
 * and the ustar and pax formats of https://pubs.opengroup.org/onlinepubs/9699919799/utilities/pax.html
 * Writes GNU's format (ustar with ././@LongLink for long names, as GNU tar
 * does by default); reads ustar, GNU (long names, old sparse) and pax.

USE_TAR(NEWTOY(tar, "&(sort):(mtime):(mode):(group):(owner):(strip-components)#<0(exclude)*(transform)*(xform)*f(file):C(directory):T(files-from)*X(exclude-from)*(numeric-owner)(no-recursion)(null)(overwrite)(same-owner)(xattrs)(selinux)a(auto-compress)z(gzip)(gunzip)(ungzip)j(bzip2)J(xz)O(to-stdout)k(keep-old-files)m(touch)p(preserve-permissions)(same-permissions)o(no-same-owner)h(dereference)P(absolute-names)S(sparse)v(verbose)@c(create)x(extract)(get)t(list)[-zjJ]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(64)))

config TAR
  bool "tar"
  default y
  help
    usage: tar -[cxt][vzjJaOkmpohPS] [-f FILE] [-C DIR] [-T FILE] [-X FILE] [FILE...]

    Create, extract or list tape archives. The dash before the first
    options may be left out (tar xzf a.tgz).

    -c  Create an archive of FILEs (directories recursively)
    -x  Extract FILEs (all members with none)
    -t  List FILEs (all members with none)

    -f FILE  The archive (default stdin/stdout; - too)
    -C DIR   Change to DIR first
    -v       Name each member (-tv: long listing like ls -l)
    -z -j -J Compress through gzip, bzip2, xz (on extract the compression
             is found from the data; -a picks it from the archive's suffix)
    -O  Extract to stdout          -k  Keep existing files (an error)
    -m  Don't restore mtimes       -p  Keep modes exactly (umask ignored)
    -o  Don't restore owners       -h  Archive what symlinks point to
    -P  Keep leading / and .. (otherwise stripped or refused)
    -S  Store holes of sparse files compactly
    -T FILE  Read names to archive from FILE (--null: NUL separated)
    -X FILE  Read exclude patterns from FILE

    --exclude PATTERN       Skip names matching PATTERN (a glob)
    --strip-components N    Drop N leading components of names on extract
    --owner NAME[:UID], --group NAME[:GID], --mode MODE, --mtime DATE|FILE
                            Stored metadata on create
    --numeric-owner         Store and use only numeric ids
    --no-recursion          Don't descend into directories
    --sort=name             Archive directory entries in name order
    --same-owner            Restore owners (default as root)
    --overwrite             Overwrite existing files (the default)
    --transform, --xform s/REGEX/REPLACEMENT/[FLAGS][;s/...]
                            Change member names on create and extract, as
                            sed's s (any delimiter; \\1-\\9 &, \\U \\L \\u \\l \\E
                            case changes). FLAGS: g (all), N (the Nth
                            match), i (ignore case), x (extended regex),
                            r s h (R S H: not) names, symlink and hard link
                            targets
    --xattrs                Store extended attributes (pax SCHILY.xattr.*
                            records, as GNU tar); extract the user.* ones
    --selinux               Store and restore SELinux contexts (pax
                            RHT.security.selinux records, as GNU tar)
*/

#define FOR_tar
#include "toys.h"
#include <sys/sysmacros.h>
#include <sys/xattr.h>

GLOBALS(
  char *sort, *mtime, *mode, *group, *owner;
  long strip;
  struct arg_list *exclude, *transform, *xform;
  char *f, *C;
  struct arg_list *T, *X;
  long v;

  int fd, dirfd, umask, blocks, pid, feeder, outfd, lastfd;
  char *lastdir, *arname, *obuf, **names, *found, *ibuf, *lastuser, *lastgroup;
  long ipos, ilen;
  uid_t lastuid;
  gid_t lastgid;
  int nnames, olen, ugwidth, vout;
  long long mtime_val;
  unsigned uid, gid;
  struct arg_list *pats, *prefixes;
  struct tar_ino { struct tar_ino *next; dev_t dev; ino_t ino; char *name; }
    *inodes;
  struct archive_ino *symlinks;
  struct tar_dir { struct tar_dir *next; char *name; mode_t mode;
    struct timespec mtime; } *dirs;
  struct stat arst;
  struct tar_xf { struct tar_xf *next; regex_t re; char *repl; int nth, g,
    types; } *xfs;
)

struct tar_hdr {
  char name[100], mode[8], uid[8], gid[8], size[12], mtime[12], chksum[8],
    type, link[100], magic[8], uname[32], gname[32], major[8], minor[8],
    prefix[155], pad[12];
};

// One archive member as read
struct tar_member {
  char *name, *link, *uname, *gname, *xattrs;
  long xlen;
  long long size, realsize, uid, gid, *sparse;
  int nsparse;
  struct timespec mtime;
  mode_t mode;
  dev_t rdev;
  char type;
};

static void tarerr(char *fmt, ...)
{
  va_list va;

  va_start(va, fmt);
  verror_msg(fmt, 0, va);
  va_end(va);
  toys.exitval = 2;
}

static void tarperr(char *fmt, ...)
{
  int err = errno;
  va_list va;

  va_start(va, fmt);
  verror_msg(fmt, err, va);
  va_end(va);
  toys.exitval = 2;
}

// A message that doesn't change the exit status
static void warn(char *fmt, ...)
{
  int status = toys.exitval;
  va_list va;

  va_start(va, fmt);
  verror_msg(fmt, 0, va);
  va_end(va);
  toys.exitval = status;
}

static noreturn void usage2(char *msg)
{
  error_msg("%s", msg);
  fprintf(stderr, "Try 'tar --help' or 'tar --usage' for more information.\n");
  toys.exitval = 2;
  xexit();
}

static noreturn void fatal(void)
{
  error_exit_status(2, "Error is not recoverable: exiting now");
}

// Names as GNU shows them: C escapes for control characters, \\ for \.
static char *show(char *name)
{
  char *s = toybuf, *end = toybuf+sizeof(toybuf)-8;
  unsigned char c;

  while ((c = *name++) && s < end) {
    if (c == '\\') s += sprintf(s, "\\\\");
    else if (c < 32 || c == 127) {
      char *p = strchr("\aa\bb\ff\nn\rr\tt\vv", c);

      if (p) s += sprintf(s, "\\%c", p[1]);
      else s += sprintf(s, "\\%03o", c);
    } else *s++ = c;
  }
  *s = 0;

  return toybuf;
}

// --exclude: the pattern matches the whole name, a tail after a /, or a
// leading part ending before a /
static int excluded(char *name)
{
  struct arg_list *p;
  char *s;

  for (p = TT.pats; p; p = p->next)
    for (s = name; s; s = strchr(s, '/') ? strchr(s, '/')+1 : 0)
      if (*s && !fnmatch(p->arg, s, FNM_LEADING_DIR)) return 1;

  return 0;
}

// Cut leading / (and, on create, everything up to the last .. component)
// with GNU's message, once for each different prefix. Returns the rest, or
// NULL for an extracted member with .. in it.
static char *strip_name(char *name, int create, char *what)
{
  char *s, *cut, *p;
  struct arg_list *al;

  if (FLAG(P)) return name;
  cut = archive_cut_prefix(name);
  if (cut != name) {
    char *pre = xstrndup(name, cut-name);

    for (al = TT.prefixes; al; al = al->next)
      if (!strcmp(al->arg, pre) && al->arg[strlen(al->arg)+1] == *what) break;
    if (!al) {
      al = xmalloc(sizeof(*al));
      al->arg = xmprintf("%s%c", pre, *what);
      al->arg[strlen(pre)] = 0;
      al->arg[strlen(pre)+1] = *what;
      al->next = TT.prefixes;
      TT.prefixes = al;
      warn("Removing leading `%s' from %s", pre, what);
    }
    free(pre);
  }
  if (!*cut) cut = create ? "./" : cut;
  if (!create) for (s = name; *s; s = p+1) {
    if (s[0] == '.' && s[1] == '.' && (!s[2] || s[2] == '/')) {
      tarerr("%s: Member name contains '..'", name);
      return 0;
    }
    if (!(p = strchr(s, '/'))) break;
  }

  return cut;
}

static void end_filter(void);

// Archive output, a 10240 byte record at a time (GNU's blocking factor 20)

static void flush_out(void)
{
  if (TT.olen && writeall(TT.outfd, TT.obuf, TT.olen) != TT.olen) {
    // a compressor that stopped says why itself
    if (errno == EPIPE && TT.pid) {
      close(TT.outfd);
      end_filter();
    }
    tarperr("%s: Cannot write", TT.arname);
    fatal();
  }
  TT.olen = 0;
}

static void out(void *data, long len)
{
  while (len) {
    long n = 10240-TT.olen;

    if (n > len) n = len;
    memcpy(TT.obuf+TT.olen, data, n);
    TT.olen += n;
    data = (char *)data+n;
    len -= n;
    if (TT.olen == 10240) flush_out();
  }
}

static void pad_out(void)
{
  char zero[512] = {0};

  if (TT.olen&511) out(zero, 512-(TT.olen&511));
}

// Octal number field of len bytes (the last a NUL), or GNU's base 256 when
// it doesn't fit
static void itoo(char *buf, int len, long long val)
{
  if (val >= 0 && val < 1LL<<(3*(len-1))) sprintf(buf, "%0*llo", len-1, val);
  else {
    for (len--; len; len--, val >>= 8) buf[len] = val;
    *buf = (char)(val < 0 ? 0xff : 0x80);
  }
}

static void checksum(struct tar_hdr *h)
{
  unsigned char *s = (void *)h;
  unsigned sum = 0, i;

  memset(h->chksum, ' ', 8);
  for (i = 0; i < 512; i++) sum += s[i];
  sprintf(h->chksum, "%06o", sum);
  h->chksum[7] = ' ';
}

// A ././@LongLink member holding a name longer than a header field
static void longlink(char type, char *name)
{
  struct tar_hdr h;
  long len = strlen(name)+1;

  memset(&h, 0, sizeof(h));
  strcpy(h.name, "././@LongLink");
  strcpy(h.mode, "0000644");
  strcpy(h.uid, "0000000");
  strcpy(h.gid, "0000000");
  itoo(h.size, 12, len);
  itoo(h.mtime, 12, 0);
  h.type = type;
  memcpy(h.magic, "ustar  ", 8);
  strcpy(h.uname, "root");
  strcpy(h.gname, "root");
  checksum(&h);
  out(&h, 512);
  out(name, len);
  pad_out();
}

// Append a pax record "LEN key=value\n" (LEN counting itself) to *buf
static void pax_record(char **buf, long *len, char *key, char *val, long vlen)
{
  long n = strlen(key)+vlen+3, d;

  for (d = 1; snprintf(0, 0, "%ld", n+d) != d; d++);
  *buf = xrealloc(*buf, *len+n+d+1);
  *len += sprintf(*buf+*len, "%ld %s=", n+d, key);
  memcpy(*buf+*len, val, vlen);
  *len += vlen;
  (*buf)[(*len)++] = '\n';
}

// --xattrs and --selinux: a pax header of the file's extended attributes
static void write_xattrs(int fd, int dirfd, char *file, char *name,
  struct stat *st)
{
  char *path = fd == -1 ? dirfd_path(dirfd, file) : 0, *list = 0, *s, *val,
    *rec = 0, *key;
  long len = 0, vlen, rlen = 0;
  struct tar_hdr h;

  for (;;) {
    vlen = fd == -1 ? llistxattr(path, list, len) : flistxattr(fd, list, len);
    if (vlen < 0 && errno == ERANGE && list) {
      free(list);
      list = 0;
      len = 0;
      continue;
    }
    if (vlen <= 0 || list) break;
    list = xmalloc(len = vlen);
  }
  for (s = list; list && s < list+vlen; s += strlen(s)+1) {
    int con = !strcmp(s, "security.selinux");
    long got;

    if (!(con ? FLAG(selinux)|FLAG(xattrs) : FLAG(xattrs))) continue;
    got = fd == -1 ? lgetxattr(path, s, 0, 0) : fgetxattr(fd, s, 0, 0);
    if (got < 0) continue;
    val = xmalloc(got+1);
    got = fd == -1 ? lgetxattr(path, s, val, got) : fgetxattr(fd, s, val, got);
    if (got >= 0) {
      if (FLAG(xattrs)) {
        pax_record(&rec, &rlen, key = xmprintf("SCHILY.xattr.%s", s), val,
          got);
        free(key);
      }
      // the context without the NUL that ends it
      if (con && FLAG(selinux))
        pax_record(&rec, &rlen, "RHT.security.selinux", val,
          got && !val[got-1] ? got-1 : got);
    }
    free(val);
  }
  if (rlen) {
    // named ./PaxHeaders/BASENAME
    memset(&h, 0, sizeof(h));
    key = xmprintf("./PaxHeaders/%s", name);
    for (s = key+strlen(key); s > key+13 && s[-1] == '/';) *--s = 0;
    while (s > key+13 && s[-1] != '/') s--;
    memmove(key+13, s, strlen(s)+1);
    strncpy(h.name, key, 100);
    free(key);
    strcpy(h.mode, "0000644");
    strcpy(h.uid, "0000000");
    strcpy(h.gid, "0000000");
    itoo(h.size, 12, rlen);
    itoo(h.mtime, 12, st->st_mtime);
    h.type = 'x';
    memcpy(h.magic, "ustar\00000", 8);
    checksum(&h);
    out(&h, 512);
    out(rec, rlen);
    pad_out();
  }
  free(rec);
  free(list);
  if (path != file) free(path);
}

// --transform: parse "s/RE/REPL/FLAGS[;s/...]" (GNU tar's syntax)
static void add_transform(char *arg)
{
  char *s = arg, *part[2], *p, d;
  struct tar_xf *xf, **tail;
  int i, cflags = 0;

  for (tail = &TT.xfs; *tail; tail = &(*tail)->next);
  while (*s) {
    if (*s == ';') {
      s++;
      continue;
    }
    if (*s++ != 's' || !(d = *s++) || d == '\\')
      usage2("Invalid transform expression");
    // the regex and the replacement, \DELIMITER for the delimiter itself
    for (i = 0; i < 2; i++) {
      part[i] = p = xmalloc(strlen(s)+1);
      while (*s && *s != d) {
        if (*s == '\\' && s[1] == d) s++;
        else if (*s == '\\' && s[1]) *p++ = *s++;
        *p++ = *s++;
      }
      *p = 0;
      if (*s++ != d) usage2("Invalid transform expression");
    }
    xf = xzalloc(sizeof(*xf));
    xf->repl = part[1];
    xf->types = 7;
    cflags = 0;
    for (; *s && *s != ';'; s++) {
      if (*s == 'g') xf->g = 1;
      else if (*s == 'i') cflags |= REG_ICASE;
      else if (*s == 'x') cflags |= REG_EXTENDED;
      else if (isdigit(*s)) xf->nth = strtol(s, &s, 10), s--;
      else if ((p = strchr("rshRSH", *s)))
        xf->types = (p-"rshRSH" < 3) ? xf->types|(1<<(p-"rshRSH"))
          : xf->types&~(1<<(p-"rshRSH"-3));
      else usage2("Unknown flag in transform expression");
    }
    xregcomp(&xf->re, part[0], cflags);
    free(part[0]);
    for (p = xf->repl; *p; p++) if (*p == '\\' && *++p) {
      if (isdigit(*p) && *p-'0' > xf->re.re_nsub)
        usage2("Invalid transform replacement: back reference out of range");
    }
    *tail = xf;
    tail = &xf->next;
  }
}

// Append len bytes of s to the string at *out, changing case as \U \L and
// a pending \u \l say
static void xf_add(char **out, long *olen, char *s, long len, int *mode,
  int *once)
{
  long i;

  *out = xrealloc(*out, *olen+len+1);
  for (i = 0; i < len; i++) {
    int c = s[i];

    if (*once) c = *once == 'u' ? toupper(c) : tolower(c), *once = 0;
    else if (*mode) c = *mode == 'U' ? toupper(c) : tolower(c);
    (*out)[(*olen)++] = c;
  }
  (*out)[*olen] = 0;
}

// The name after the transforms for type (1 names, 2 symlink targets, 4
// hard link targets): malloced, or NULL when nothing changed it
static char *transform(char *name, int type)
{
  struct tar_xf *xf;
  char *cur = name, *out, *r;
  regmatch_t m[10];
  long from, olen, len;
  int count, mode, once;

  for (xf = TT.xfs; xf; xf = xf->next) {
    if (!(xf->types&type)) continue;
    out = 0;
    olen = from = count = 0;
    len = strlen(cur);
    while (from <= len && !regexec_from(&xf->re, cur, from, len, 10, m, 0)) {
      count++;
      xf_add(&out, &olen, cur+from, m[0].rm_so-from, &(int){0}, &(int){0});
      if (count >= (xf->nth ? xf->nth : 1)) {
        mode = once = 0;
        for (r = xf->repl; *r; r++) {
          if (*r == '&') xf_add(&out, &olen, cur+m[0].rm_so,
            m[0].rm_eo-m[0].rm_so, &mode, &once);
          else if (*r == '\\' && r[1]) {
            r++;
            if (isdigit(*r)) {
              int n = *r-'0';

              if (m[n].rm_so != -1) xf_add(&out, &olen, cur+m[n].rm_so,
                m[n].rm_eo-m[n].rm_so, &mode, &once);
            } else if (strchr("ULE", *r)) mode = *r == 'E' ? 0 : *r;
            else if (strchr("ul", *r)) once = *r;
            else if (*r == 'n') xf_add(&out, &olen, "\n", 1, &mode, &once);
            else xf_add(&out, &olen, r, 1, &mode, &once);
          } else xf_add(&out, &olen, r, 1, &mode, &once);
        }
      } else xf_add(&out, &olen, cur+m[0].rm_so, m[0].rm_eo-m[0].rm_so,
        &(int){0}, &(int){0});
      from = m[0].rm_eo;
      // an empty match: copy a character and look after it
      if (m[0].rm_eo == m[0].rm_so) {
        if (from < len) xf_add(&out, &olen, cur+from, 1, &(int){0}, &(int){0});
        from++;
      }
      if (count >= (xf->nth ? xf->nth : 1) && !xf->g) break;
    }
    if (!count || !out) {
      free(out);
      continue;
    }
    if (from < len) xf_add(&out, &olen, cur+from, len-from, &(int){0},
      &(int){0});
    if (cur != name) free(cur);
    cur = out;
  }

  return cur == name ? 0 : cur;
}

static void write_header(char *name, char *link, struct stat *st, char type,
  long long size)
{
  struct tar_hdr h;
  char *s;

  if (link && strlen(link) > 100) longlink('K', link);
  if (strlen(name) > 100) longlink('L', name);
  memset(&h, 0, sizeof(h));
  strncpy(h.name, name, 100);
  if (link) strncpy(h.link, link, 100);
  itoo(h.mode, 8, st->st_mode&07777);
  itoo(h.uid, 8, st->st_uid);
  itoo(h.gid, 8, st->st_gid);
  itoo(h.size, 12, size);
  itoo(h.mtime, 12, st->st_mtime);
  h.type = type;
  memcpy(h.magic, "ustar  ", 8);
  if (!FLAG(numeric_owner)) {
    s = TT.owner ? TT.owner : cached_username(st->st_uid);
    if (s && !isdigit(*s)) strncpy(h.uname, s, 32);
    s = TT.group ? TT.group : cached_groupname(st->st_gid);
    if (s && !isdigit(*s)) strncpy(h.gname, s, 32);
  }
  if (type == '3' || type == '4') {
    itoo(h.major, 8, major(st->st_rdev));
    itoo(h.minor, 8, minor(st->st_rdev));
  }
  checksum(&h);
  out(&h, 512);
}

struct tar_member;
static void list_long(struct tar_member *m, FILE *fp);

// Data regions of a sparse file (offset, length pairs), NULL if it has no
// holes worth keeping
static long long *sparse_map(int fd, struct stat *st, int *count)
{
  long long *map = 0, data = 0, hole;
  int n = 0;

  if (st->st_blocks*512 >= st->st_size) return 0;
  // GNU ends the map with an empty region at the end of the file
  for (;;) {
    if (data < st->st_size && (data = lseek(fd, data, SEEK_DATA)) < 0)
      data = st->st_size;
    if (data >= st->st_size) data = hole = st->st_size;
    else if ((hole = lseek(fd, data, SEEK_HOLE)) < 0) hole = st->st_size;
    if (!(n&31)) map = xrealloc(map, (n+32)*2*sizeof(*map));
    map[2*n] = data;
    map[2*n+1] = hole-data;
    n++;
    if ((data = hole) >= st->st_size) break;
  }
  if (map[2*n-1]) {
    if (!(n&31)) map = xrealloc(map, (n+32)*2*sizeof(*map));
    map[2*n] = st->st_size;
    map[2*n+1] = 0;
    n++;
  }
  lseek(fd, 0, SEEK_SET);
  *count = n;

  return map;
}

// Copy len bytes of fd into the archive; a file that shrank is padded
static void copy_in(int fd, char *name, long long len)
{
  long long left = len;
  long n;

  while (left > 0) {
    n = left > 65536 ? 65536 : left;
    if ((n = read(fd, toybuf, n > sizeof(toybuf) ? sizeof(toybuf) : n)) <= 0) {
      if (n < 0) tarperr("%s: Read error", name);
      else tarerr("%s: File shrank by %lld bytes; padding with zeros", name,
        left);
      while (left > 0) {
        n = left > 4096 ? 4096 : left;
        memset(toybuf, 0, n);
        out(toybuf, n);
        left -= n;
      }
      break;
    }
    out(toybuf, n);
    left -= n;
  }
}

// Archive one file; name is how it's stored
static int add_file(int dirfd, char *file, char *path, char *name,
  struct stat *st)
{
  char *link = 0, type = '0';
  struct tar_ino *ti;
  long long size = 0, *map = 0;
  int fd = -1, nmap = 0, i;
  char *full = 0, *orig, *xname = 0;

  if (same_file(st, &TT.arst)) {
    warn("%s: file is the archive; not dumped", path);
    return 0;
  }
  // --transform: hard links are found by the names before it
  orig = name;
  if (TT.xfs && (xname = transform(name, 1))) name = xname;
  if (TT.mode) st->st_mode = (st->st_mode&S_IFMT)
    | (string_to_mode(TT.mode, st->st_mode)&07777);
  if (TT.mtime) st->st_mtime = TT.mtime_val;
  if (TT.owner) st->st_uid = TT.uid;
  if (TT.group) st->st_gid = TT.gid;

  if (S_ISDIR(st->st_mode)) {
    type = '5';
    if (!strend(name, "/")) name = full = xmprintf("%s/", name);
  } else if (S_ISLNK(st->st_mode)) {
    type = '2';
    if (!(link = xreadlinkat(dirfd, file))) {
      tarperr("%s: Cannot readlink", path);
      return 0;
    }
    if (TT.xfs && (full = transform(link, 2))) {
      free(link);
      link = full;
      full = 0;
    }
  } else if (S_ISREG(st->st_mode)) {
    if (st->st_nlink > 1) {
      for (ti = TT.inodes; ti; ti = ti->next)
        if (ti->dev == st->st_dev && ti->ino == st->st_ino) break;
      if (ti) {
        type = '1';
        if (!TT.xfs || !(link = transform(ti->name, 4)))
          link = xstrdup(ti->name);
      } else {
        ti = xmalloc(sizeof(*ti));
        ti->dev = st->st_dev;
        ti->ino = st->st_ino;
        ti->name = xstrdup(orig);
        ti->next = TT.inodes;
        TT.inodes = ti;
      }
    }
    if (type == '0') {
      if (-1 == (fd = openat(dirfd, file, O_RDONLY|O_NOCTTY|O_CLOEXEC))) {
        tarperr("%s: Cannot open", path);
        return 0;
      }
      size = st->st_size;
      if (FLAG(S) && (map = sparse_map(fd, st, &nmap))) {
        for (size = i = 0; i < nmap; i++) size += map[2*i+1];
        type = 'S';
      }
    }
  } else if (S_ISCHR(st->st_mode)) type = '3';
  else if (S_ISBLK(st->st_mode)) type = '4';
  else if (S_ISFIFO(st->st_mode)) type = '6';
  else {
    warn("%s: socket ignored", path);
    return 0;
  }

  if (TT.v > 1) {
    struct tar_member m;

    memset(&m, 0, sizeof(m));
    m.name = name;
    m.link = link;
    m.uname = FLAG(numeric_owner) ? "" : TT.owner ? TT.owner
      : cached_username(st->st_uid);
    m.gname = FLAG(numeric_owner) ? "" : TT.group ? TT.group
      : cached_groupname(st->st_gid);
    if (!m.uname) m.uname = "";
    if (!m.gname) m.gname = "";
    m.uid = st->st_uid;
    m.gid = st->st_gid;
    m.realsize = type == '0' || type == 'S' ? st->st_size : 0;
    m.mtime.tv_sec = st->st_mtime;
    m.mode = st->st_mode;
    m.rdev = st->st_rdev;
    m.type = type;
    list_long(&m, TT.vout == 1 ? stdout : stderr);
  } else if (TT.vout) {
    fflush(stdout);
    dprintf(TT.vout, "%s\n", show(name));
  }
  if (FLAG(xattrs) || FLAG(selinux)) write_xattrs(fd, dirfd, file, name, st);
  if (type == 'S') {
    struct tar_hdr h;
    int j = 0, ext;

    if (strlen(name) > 100) longlink('L', name);
    write_header(name, 0, st, 'S', size);
    TT.olen -= 512;
    memcpy(&h, TT.obuf+TT.olen, 512);
    for (i = 0; i < nmap && i < 4; i++) {
      itoo(386+(char *)&h+24*i, 12, map[2*i]);
      itoo(398+(char *)&h+24*i, 12, map[2*i+1]);
    }
    ((char *)&h)[482] = nmap > 4;
    itoo(483+(char *)&h, 12, st->st_size);
    checksum(&h);
    out(&h, 512);
    for (j = 4; j < nmap; j += 21) {
      memset(&h, 0, 512);
      for (i = 0; i < 21 && i+j < nmap; i++) {
        itoo(24*i+(char *)&h, 12, map[2*(i+j)]);
        itoo(24*i+12+(char *)&h, 12, map[2*(i+j)+1]);
      }
      ext = j+21 < nmap;
      ((char *)&h)[504] = ext;
      out(&h, 512);
    }
    for (i = 0; i < nmap; i++) {
      lseek(fd, map[2*i], SEEK_SET);
      copy_in(fd, path, map[2*i+1]);
    }
  } else {
    write_header(name, link, st, type, size);
    if (fd != -1) copy_in(fd, path, size);
  }
  pad_out();
  if (fd != -1) close(fd);
  free(map);
  free(link);
  free(full);
  free(xname);

  return 1;
}

static int add_node(struct dirtree *node)
{
  char *path, *name;
  int rc = 0;

  if (!dirtree_notdotdot(node)) return 0;
  if (!node->parent && node->symlink) return 0;
  path = dirtree_path(node, 0);
  if (excluded(path)) {
    free(path);
    return 0;
  }
  if ((name = strip_name(path, 1, "member names"))) {
    // the top's name, relative to the cwd, is what stat saw
    if (name != path && S_ISREG(node->st.st_mode) && node->st.st_nlink > 1)
      strip_name(path, 1, "hard link targets");
    add_file(dirtree_parentfd(node), node->parent ? node->name : path, path,
      name, &node->st);
    if (S_ISDIR(node->st.st_mode) && !FLAG(no_recursion))
      rc = DIRTREE_RECURSE|(FLAG(h) ? DIRTREE_SYMFOLLOW : 0);
  }
  free(path);

  return rc;
}

static void add_path(char *path)
{
  struct dirtree *node;
  int len = strlen(path), flags = (FLAG(h) ? DIRTREE_SYMFOLLOW : 0)
    | (TT.sort && !strcmp(TT.sort, "name") ? DIRTREE_SORT : 0);

  while (len > 1 && path[len-1] == '/') path[--len] = 0;
  if (!(node = dirtree_add_node(0, path, flags|DIRTREE_SHUTUP))) {
    tarperr("%s: Cannot stat", path);
    return;
  }
  dirtree_free(node);
  dirtree_flagread(path, flags, add_node);
}

// Compression through a child gzip, bzip2 or xz

struct tar_fds { int in, out; char **self; };

static int filter_prep(void *data)
{
  struct tar_fds *fds = data;

  if (fds->in != 0 && dup2(fds->in, 0) == -1) return 1;
  if (fds->out != 1 && dup2(fds->out, 1) == -1) return 1;
  // This toybox's own command when it has one (else the PATH's, below)
  if (fds->self) execv("/proc/self/exe", fds->self);

  return 0;
}

static char *compressor(void)
{
  char *s = TT.f;

  if (FLAG(z)) return "gzip";
  if (FLAG(j)) return "bzip2";
  if (FLAG(J)) return "xz";
  if (FLAG(a) && s) {
    if (strend(s, ".gz") || strend(s, ".tgz") || strend(s, ".taz"))
      return "gzip";
    if (strend(s, ".bz2") || strend(s, ".tbz") || strend(s, ".tbz2")
        || strend(s, ".tb2")) return "bzip2";
    if (strend(s, ".xz") || strend(s, ".txz")) return "xz";
  }

  return 0;
}

// Start cmd between in and out; the end of the pipe we keep is returned.
// This toybox's own gzip, bzcat, xzcat come first, so that a system with
// nothing else (or only bzcat, no bzip2) extracts every archive.
static int start_filter(char *cmd, int decompress, int fd)
{
  char *argv[] = {cmd, decompress ? "-d" : 0, 0},
    *cat = !strcmp(cmd, "bzip2") ? "bzcat" : !strcmp(cmd, "xz") ? "xzcat" : 0;
  struct tar_fds fds;
  int pp[2];

  if (pipe2(pp, O_CLOEXEC)) perror_exit("pipe");
  fds.in = decompress ? fd : pp[0];
  fds.out = decompress ? pp[1] : fd;
  fds.self = 0;
  if (toy_find(cmd)) fds.self = argv;
  else if (decompress && cat && toy_find(cat)) {
    *argv = cat;
    argv[1] = 0;
    fds.self = argv;
  }
  if (-1 == (TT.pid = spawn_cmd(argv, filter_prep, &fds))) {
    tarperr("%s: Cannot exec", cmd);
    fatal();
  }
  close(decompress ? pp[1] : pp[0]);
  if (fd > 2) close(fd);

  return decompress ? pp[0] : pp[1];
}

static void end_filter(void)
{
  int status;

  if (!TT.pid) return;
  while (-1 == waitpid(TT.pid, &status, 0) && errno == EINTR);
  TT.pid = 0;
  if (TT.feeder) waitpid(TT.feeder, 0, 0);
  if (WIFSIGNALED(status)) {
    tarerr("Child died with signal %d", WTERMSIG(status));
    fatal();
  } else if (WEXITSTATUS(status)) {
    tarerr("Child returned status %d", WEXITSTATUS(status));
    fatal();
  }
}

static void do_create(void)
{
  char **arg, *s;

  if (!toys.optc && !TT.T)
    usage2("Cowardly refusing to create an empty archive");
  TT.obuf = xmalloc(10240);
  if (TT.mtime) {
    struct timespec ts;
    struct stat st;

    if ((*TT.mtime == '/' || *TT.mtime == '.') && !stat(TT.mtime, &st))
      ts.tv_sec = st.st_mtime;
    else xparse_date(TT.mtime, &ts);
    TT.mtime_val = ts.tv_sec;
  }
  if (TT.owner) {
    if ((s = strchr(TT.owner, ':'))) *s++ = 0;
    if (*TT.owner == '+') TT.uid = atolx(TT.owner+1), *TT.owner = 0;
    else TT.uid = s ? atolx(s) : xgetuid(TT.owner);
  }
  if (TT.group) {
    if ((s = strchr(TT.group, ':'))) *s++ = 0;
    if (*TT.group == '+') TT.gid = atolx(TT.group+1), *TT.group = 0;
    else TT.gid = s ? atolx(s) : xgetgid(TT.group);
  }
  if (TT.mode) string_to_mode(TT.mode, 0644);

  if (!TT.f || !strcmp(TT.f, "-")) {
    if (isatty(1)) {
      tarerr("Refusing to write archive contents to terminal (missing -f option?)");
      fatal();
    }
    TT.outfd = 1;
    TT.arname = "-";
  } else {
    TT.arname = TT.f;
    if (-1 == (TT.outfd = open(TT.f, O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666))) {
      tarperr("%s: Cannot open", TT.f);
      fatal();
    }
  }
  fstat(TT.outfd, &TT.arst);
  if (!S_ISREG(TT.arst.st_mode)) memset(&TT.arst, 0, sizeof(TT.arst));
  if (FLAG(v)) TT.vout = TT.outfd == 1 ? 2 : 1;
  if ((s = compressor())) TT.outfd = start_filter(s, 0, TT.outfd);
  for (arg = toys.optargs; *arg; arg++) add_path(*arg);
  for (; TT.names && *TT.names; TT.names++) add_path(*TT.names);
  memset(toybuf, 0, 1024);
  out(toybuf, 1024);
  if (TT.olen) {
    memset(TT.obuf+TT.olen, 0, 10240-TT.olen);
    TT.olen = 10240;
  }
  flush_out();
  if (TT.pid) close(TT.outfd);
  end_filter();
}

// Reading archives

static long long otoi(char *s, int len)
{
  unsigned long long val = 0;

  // GNU's base 256: big endian two's complement after the flag bit
  if (*s & 128) {
    val = (*s & 64) ? -1 : (*s & 63);
    while (--len) val = (val<<8) | (unsigned char)*++s;
    return val;
  }
  while (len && (*s == ' ' || !*s)) s++, len--;
  while (len-- && *s >= '0' && *s <= '7') val = val*8 + *s++-'0';

  return val;
}

// Archive input through a 64k buffer (headers are 512 bytes)
static long inread(void *buf, long len)
{
  long got = 0, n;

  if (!TT.ibuf) TT.ibuf = xmalloc(65536);
  while (got < len) {
    if (TT.ipos == TT.ilen) {
      if (len-got >= 65536) {
        if ((n = readall(TT.fd, (char *)buf+got, len-got)) < 0) return n;
        return got+n;
      }
      TT.ipos = 0;
      if ((TT.ilen = readall(TT.fd, TT.ibuf, 65536)) <= 0) {
        n = TT.ilen;
        TT.ilen = 0;
        return n < 0 ? n : got;
      }
    }
    n = TT.ilen-TT.ipos;
    if (n > len-got) n = len-got;
    memcpy((char *)buf+got, TT.ibuf+TT.ipos, n);
    TT.ipos += n;
    got += n;
  }

  return got;
}

static void eof_error(void)
{
  tarerr("Unexpected EOF in archive");
  fatal();
}

static void rd(void *buf, long len)
{
  if (inread(buf, len) != len) eof_error();
}

static void skip(long long len)
{
  while (len > 0) {
    long n = len > sizeof(toybuf) ? sizeof(toybuf) : len;

    rd(toybuf, n);
    len -= n;
  }
}

static long long padded(long long len)
{
  return (len+511)&~511LL;
}

// Read a whole small member's data (long names, pax headers)
static char *rd_data(long long size)
{
  char *s;

  if (size < 0 || size > 1<<24) {
    tarerr("Archive contains obsolescent or too large header");
    fatal();
  }
  s = xmalloc(padded(size)+1);
  rd(s, padded(size));
  s[size] = 0;

  return s;
}

static void add_region(struct tar_member *m, long long off, long long len)
{
  if (!(m->nsparse&31))
    m->sparse = xrealloc(m->sparse, (m->nsparse+32)*2*sizeof(long long));
  m->sparse[2*m->nsparse] = off;
  m->sparse[2*m->nsparse+1] = len;
  m->nsparse++;
}

// pax sparse 0.1's GNU.sparse.map: "offset,size,offset,size..."
static void parse_map(struct tar_member *m, char *s)
{
  long long off;

  while (*s) {
    off = strtoll(s, &s, 10);
    if (*s++ != ',') break;
    add_region(m, off, strtoll(s, &s, 10));
    if (*s++ != ',') break;
  }
}

// pax sparse 1.0's map: lines of decimal numbers (how many regions, then
// offset and size of each) at the start of the data. 1 when it's all there
static int parse_lines(struct tar_member *m, char *s, char *end)
{
  long long count = -1, off = 0, val;
  char *e;

  m->nsparse = 0;
  for (;;) {
    if (count >= 0 && m->nsparse == count) return 1;
    if (!memchr(s, '\n', end-s)) return 0;
    val = strtoll(s, &e, 10);
    if (*e != '\n' || e == s || val < 0) {
      tarerr("%s: malformed sparse map", m->name);
      fatal();
    }
    s = e+1;
    if (count < 0) count = val;
    else if (off < 0) {
      add_region(m, -off-1, val);
      off = 0;
    } else off = -val-1;
  }
}

// pax extended header records: "LEN key=value\n"
static void parse_pax(struct tar_member *m, char *data, long long size,
  int *major)
{
  char *s = data, *end = data+size, *key, *val, *next;
  long long len;

  while (s < end) {
    len = strtoll(s, &key, 10);
    if (len <= 0 || len > end-s || *key != ' ') break;
    next = s+len;
    key++;
    if (!(val = memchr(key, '=', next-key)) || next[-1] != '\n') break;
    *val++ = 0;
    next[-1] = 0;
    if (!strcmp(key, "path") || !strcmp(key, "GNU.sparse.name")) {
      free(m->name);
      m->name = xstrdup(val);
    } else if (!strcmp(key, "linkpath")) {
      free(m->link);
      m->link = xstrdup(val);
    } else if (!strcmp(key, "size")) m->size = atoll(val);
    else if (!strcmp(key, "uid")) m->uid = atoll(val);
    else if (!strcmp(key, "gid")) m->gid = atoll(val);
    else if (!strcmp(key, "uname")) {
      free(m->uname);
      m->uname = xstrdup(val);
    } else if (!strcmp(key, "gname")) {
      free(m->gname);
      m->gname = xstrdup(val);
    }
    else if (!strcmp(key, "mtime")) {
      m->mtime.tv_sec = strtoll(val, &val, 10);
      m->mtime.tv_nsec = 0;
      if (*val == '.') {
        int i;

        for (i = 0, val++; i < 9; i++)
          m->mtime.tv_nsec = m->mtime.tv_nsec*10
            + (isdigit(*val) ? *val++-'0' : 0);
      }
    } else if (!strcmp(key, "GNU.sparse.realsize")
      || !strcmp(key, "GNU.sparse.size")) m->realsize = atoll(val);
    else if (!strcmp(key, "GNU.sparse.major")) *major = atoi(val);
    else if ((FLAG(xattrs) && strstart(&key, "SCHILY.xattr."))
      || (FLAG(selinux) && !strcmp(key, "RHT.security.selinux")
        && (key = "security.selinux"))) {
      // kept as NAME\0 LENGTH(long) VALUE, one after another (a context
      // with its NUL, as libselinux sets it)
      long vlen = next-1-val+(*key == 's'), klen = strlen(key)+1;

      m->xattrs = xrealloc(m->xattrs, m->xlen+klen+sizeof(long)+vlen);
      memcpy(m->xattrs+m->xlen, key, klen);
      memcpy(m->xattrs+m->xlen+klen, &vlen, sizeof(long));
      memcpy(m->xattrs+m->xlen+klen+sizeof(long), val, vlen);
      m->xlen += klen+sizeof(long)+vlen;
    }
    else if (!strcmp(key, "GNU.sparse.map")) parse_map(m, val);
    s = next;
  }
}

// Read the next member's headers into m. 0 at the end of the archive.
static int read_header(struct tar_member *m)
{
  struct tar_hdr h;
  unsigned char *u = (void *)&h;
  char *longname = 0, *longlink = 0;
  int i, major = -1, skipping = 0;
  long long got;
  unsigned sum, ssum;
  struct tar_member pax;

  memset(m, 0, sizeof(*m));
  memset(&pax, 0, sizeof(pax));
  pax.size = pax.uid = pax.gid = pax.realsize = -1;
  pax.mtime.tv_sec = LLONG_MIN;
  for (;;) {
    got = inread(&h, 512);
    if (got < 0) {
      tarperr("%s: Read error", TT.arname);
      fatal();
    }
    if (got != 512) {
      if (!TT.blocks && TT.pid) end_filter();
      if (!TT.blocks) {
        tarerr("This does not look like a tar archive");
      } else if (longname || longlink || pax.name) eof_error();
      return 0;
    }
    TT.blocks++;
    for (i = sum = ssum = 0; i < 512; i++) {
      int c = (i >= 148 && i < 156) ? ' ' : u[i];

      sum += c;
      ssum += (signed char)c;
    }
    if (sum == 256 && !*h.name) {
      // end of archive: zero block (a second one may follow)
      return 0;
    }
    if (otoi(h.chksum, 8) != sum && otoi(h.chksum, 8) != ssum) {
      if (TT.blocks == 1) tarerr("This does not look like a tar archive");
      if (!skipping++) tarerr("Skipping to next header");
      continue;
    }
    m->size = otoi(h.size, 12);
    if (h.type == 'L' || h.type == 'K') {
      char **p = h.type == 'L' ? &longname : &longlink;

      free(*p);
      *p = rd_data(m->size);
    } else if (h.type == 'x' || h.type == 'X' || h.type == 'g') {
      char *data = rd_data(m->size);

      if (h.type != 'g') parse_pax(&pax, data, m->size, &major);
      free(data);
    } else break;
  }

  // The member itself
  if (longname) m->name = longname;
  else if (pax.name) m->name = xstrdup(pax.name);
  else if (!memcmp(h.magic, "ustar\0", 6) && *h.prefix)
    m->name = xmprintf("%.155s/%.100s", h.prefix, h.name);
  else m->name = xstrndup(h.name, 100);
  if (longlink) m->link = longlink;
  else if (pax.link) m->link = xstrdup(pax.link);
  else m->link = xstrndup(h.link, 100);
  free(pax.name);
  free(pax.link);
  m->xattrs = pax.xattrs;
  m->xlen = pax.xlen;
  m->type = h.type;
  m->mode = otoi(h.mode, 8)&07777;
  m->uid = pax.uid != -1 ? pax.uid : otoi(h.uid, 8);
  m->gid = pax.gid != -1 ? pax.gid : otoi(h.gid, 8);
  if (pax.size != -1) m->size = pax.size;
  if (pax.mtime.tv_sec != LLONG_MIN) m->mtime = pax.mtime;
  else m->mtime.tv_sec = otoi(h.mtime, 12);
  m->uname = pax.uname ? pax.uname : xstrndup(h.uname, 32);
  m->gname = pax.gname ? pax.gname : xstrndup(h.gname, 32);
  m->rdev = makedev(otoi(h.major, 8), otoi(h.minor, 8));
  m->realsize = m->size;

  switch (m->type) {
    case '5': m->mode |= S_IFDIR; break;
    case '2': m->mode |= S_IFLNK; break;
    case '3': m->mode |= S_IFCHR; break;
    case '4': m->mode |= S_IFBLK; break;
    case '6': m->mode |= S_IFIFO; break;
    default: m->mode |= S_IFREG;
  }
  // Old GNU directories are regular files ending in /
  if (m->type == '0' && strend(m->name, "/")) m->mode = S_IFDIR|(m->mode&07777);
  if (m->type == '1' || m->type == '2' || m->type == '5') m->size = 0;
  if (m->type == '3' || m->type == '4' || m->type == '6') m->size = 0;

  // GNU sparse files: the map in the header and extension blocks
  if (m->type == 'S') {
    char *sp = 386+(char *)&h, ext = u[482];

    m->realsize = otoi(483+(char *)&h, 12);
    for (i = 0; i < 4 && *(sp+24*i+12); i++)
      add_region(m, otoi(sp+24*i, 12), otoi(sp+24*i+12, 12));
    while (ext) {
      char blk[512];

      rd(blk, 512);
      for (i = 0; i < 21 && blk[24*i+12]; i++)
        add_region(m, otoi(blk+24*i, 12), otoi(blk+24*i+12, 12));
      ext = blk[504];
    }
  } else if (major == 1) {
    char *map = 0;
    long long len = 0;

    do {
      if (len > 1<<24) {
        tarerr("%s: malformed sparse map", m->name);
        fatal();
      }
      map = xrealloc(map, len+512);
      rd(map+len, 512);
      len += 512;
    } while (!parse_lines(m, map, map+len));
    free(map);
    m->size -= len;
    if (pax.realsize != -1) m->realsize = pax.realsize;
    m->type = 'S';
  } else if (pax.nsparse) {
    // pax sparse 0.1: the map in GNU.sparse.map
    m->sparse = pax.sparse;
    m->nsparse = pax.nsparse;
    pax.sparse = 0;
    if (pax.realsize != -1) m->realsize = pax.realsize;
    m->type = 'S';
  }
  free(pax.sparse);

  return 1;
}

static void free_member(struct tar_member *m)
{
  free(m->name);
  free(m->link);
  free(m->uname);
  free(m->gname);
  free(m->sparse);
  free(m->xattrs);
}

// -tv's line, like GNU tar 1.34's
static void list_long(struct tar_member *m, FILE *fp)
{
  char mode[11], size[40], ug[80], tm[40];
  struct tm *t;
  time_t sec = m->mtime.tv_sec;
  int len;

  mode_to_string(m->mode, mode);
  if (m->type == '1') *mode = 'h';
  if (!FLAG(numeric_owner) && *m->uname)
    len = snprintf(ug, sizeof(ug), "%s/", m->uname);
  else len = snprintf(ug, sizeof(ug), "%lld/", m->uid);
  if (!FLAG(numeric_owner) && *m->gname)
    snprintf(ug+len, sizeof(ug)-len, "%s", m->gname);
  else snprintf(ug+len, sizeof(ug)-len, "%lld", m->gid);
  if (m->type == '3' || m->type == '4')
    sprintf(size, "%u,%u", major(m->rdev), minor(m->rdev));
  else sprintf(size, "%lld", m->realsize);
  len = strlen(ug)+1+strlen(size);
  if (!TT.ugwidth) TT.ugwidth = 19;
  if (len > TT.ugwidth) TT.ugwidth = len;
  if ((t = localtime(&sec))) strftime(tm, sizeof(tm), "%Y-%m-%d %H:%M", t);
  else sprintf(tm, "%lld", (long long)sec);
  fprintf(fp, "%s %s %*s %s %s", mode, ug, (int)(TT.ugwidth-strlen(ug)-1),
    size, tm, show(m->name));
  if (m->type == '1') fprintf(fp, " link to %s", show(m->link));
  if (m->type == '2') fprintf(fp, " -> %s", show(m->link));
  fputc('\n', fp);
}

// Extraction: paths go through directories one at a time from the target
// directory, never through a symlink this archive made.

static void forget_dir(void)
{
  archive_forget(&TT.lastdir, &TT.lastfd);
}

// Open the directory holding path (making missing ones); *last is set to
// the final component. -1 with errno set on failure.
static int open_parent(char *path, char **last)
{
  char *slash = strrchr(path, '/');

  while (slash && slash > path && slash[-1] == '/') slash--;
  *last = slash ? strrchr(path, '/')+1 : path;
  if (!slash) return TT.dirfd;
  if (slash == path) slash++;

  return archive_opendir(&TT.lastdir, &TT.lastfd, TT.dirfd,
    xstrndup(path, slash-path), ARCHIVE_MKDIR|ARCHIVE_ROOT, TT.symlinks);
}

// Copy the member's data to fd (sparse regions where it says); name is
// removed if the archive ends early
static void extract_data(struct tar_member *m, int fd, int dirfd, char *name)
{
  long long pos = 0, left = m->size, off, len, i, n;
  long long one[2] = {0, m->size}, *map = m->type == 'S' ? m->sparse : one;
  int nmap = m->type == 'S' ? m->nsparse : 1, seek = fd != 1, err = 0;

  for (i = 0; i < nmap; i++) {
    off = map[2*i];
    len = map[2*i+1];
    if (len > left) len = left;
    if (off > pos) {
      if (seek) lseek(fd, off, SEEK_SET);
      else for (memset(toybuf, 0, sizeof(toybuf)); pos < off; pos += n) {
        n = off-pos > sizeof(toybuf) ? sizeof(toybuf) : off-pos;
        if (!err && writeall(fd, toybuf, n) != n) err = errno;
      }
      pos = off;
    }
    while (len > 0) {
      n = len > sizeof(toybuf) ? sizeof(toybuf) : len;
      if (inread(toybuf, n) != n) {
        if (dirfd != -1) unlinkat(dirfd, name, 0);
        eof_error();
      }
      if (!err && writeall(fd, toybuf, n) != n) err = errno;
      len -= n;
      left -= n;
      pos += n;
    }
  }
  if (left > 0) {
    tarerr("%s: sparse map doesn't cover the data", m->name);
    skip(left);
  }
  skip(padded(m->size)-m->size);
  if (pos < m->realsize) {
    if (seek) {
      if (ftruncate(fd, m->realsize)) err = errno;
    } else for (memset(toybuf, 0, sizeof(toybuf)); pos < m->realsize; pos += n) {
      n = m->realsize-pos > sizeof(toybuf) ? sizeof(toybuf) : m->realsize-pos;
      if (!err && writeall(fd, toybuf, n) != n) err = errno;
    }
  }
  if (err) {
    errno = err;
    tarperr("%s: Cannot write", m->name);
  }
}

static void set_owner(int dirfd, char *name, struct tar_member *m, int fd)
{
  if (!getuid() ? !FLAG(o) : FLAG(same_owner)) {
    uid_t uid = m->uid;
    gid_t gid = m->gid;
    struct passwd *pw;
    struct group *gr;

    // (the last name looked up is remembered: archives repeat them)
    if (!FLAG(numeric_owner) && *m->uname) {
      if (TT.lastuser && !strcmp(TT.lastuser, m->uname)) uid = TT.lastuid;
      else if ((pw = getpwnam(m->uname))) {
        free(TT.lastuser);
        TT.lastuser = xstrdup(m->uname);
        uid = TT.lastuid = pw->pw_uid;
      }
    }
    if (!FLAG(numeric_owner) && *m->gname) {
      if (TT.lastgroup && !strcmp(TT.lastgroup, m->gname)) gid = TT.lastgid;
      else if ((gr = getgrnam(m->gname))) {
        free(TT.lastgroup);
        TT.lastgroup = xstrdup(m->gname);
        gid = TT.lastgid = gr->gr_gid;
      }
    }
    if (fd != -1 ? fchown(fd, uid, gid)
        : fchownat(dirfd, name, uid, gid, AT_SYMLINK_NOFOLLOW))
      tarperr("%s: Cannot change ownership to uid %u, gid %u", m->name,
        (unsigned)uid, (unsigned)gid);
  }
}

// --xattrs (the user.* ones) and --selinux: the member's extended attributes
static void set_xattrs(int dirfd, char *name, struct tar_member *m, int fd)
{
  char *s = m->xattrs, *path = fd == -1 ? dirfd_path(dirfd, name) : 0;
  long vlen;

  while (s && s < m->xattrs+m->xlen) {
    char *key = s;

    s += strlen(s)+1;
    memcpy(&vlen, s, sizeof(long));
    s += sizeof(long);
    if ((!strcmp(key, "security.selinux") ? FLAG(selinux)
        : strstart(&(char *){key}, "user.")) && (fd == -1
        ? lsetxattr(path, key, s, vlen, 0) : fsetxattr(fd, key, s, vlen, 0)))
      tarperr("%s: Cannot set extended attribute %s", m->name, key);
    s += vlen;
  }
  if (path != name) free(path);
}

static void set_meta(int dirfd, char *name, struct tar_member *m, int fd)
{
  struct timespec ts[2];
  int link = S_ISLNK(m->mode);

  set_owner(dirfd, name, m, fd);
  if (m->xlen) set_xattrs(dirfd, name, m, fd);
  if (!link && !S_ISDIR(m->mode)) {
    mode_t mode = m->mode&07777;

    if (!FLAG(p) && getuid()) mode &= ~TT.umask;
    // a new file already has its permissions unless the umask took some
    if (fd != -1 && mode == (m->mode&0777&~TT.umask)) mode = -1;
    if (mode == -1) ;
    else if (fd != -1 ? fchmod(fd, mode) : fchmodat(dirfd, name, mode, 0))
      tarperr("%s: Cannot change mode", m->name);
  }
  if (!FLAG(m)) {
    ts[0].tv_sec = 0;
    ts[0].tv_nsec = UTIME_OMIT;
    ts[1] = m->mtime;
    if (fd != -1 ? futimens(fd, ts)
        : utimensat(dirfd, name, ts, link ? AT_SYMLINK_NOFOLLOW : 0))
      tarperr("%s: Cannot utime", m->name);
  }
}

// Make room for a new member called name: -k keeps what's there
static int clear_way(int dirfd, char *name, struct tar_member *m)
{
  struct stat st;

  if (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW)) return 1;
  if (FLAG(k) && !FLAG(overwrite)) {
    errno = EEXIST;
    tarperr("%s: Cannot open", m->name);
    return 0;
  }
  if (S_ISDIR(st.st_mode)) {
    if (S_ISDIR(m->mode)) return 1;
    if (!unlinkat(dirfd, name, AT_REMOVEDIR)) return 1;
  } else if (!unlinkat(dirfd, name, 0)) return 1;
  tarperr("%s: Cannot unlink", m->name);

  return 0;
}

static void extract(struct tar_member *m, char *name)
{
  char *last, *lname;
  int dirfd, fd, ldirfd;

  if (FLAG(O)) {
    if (S_ISREG(m->mode) && m->type != '1') extract_data(m, 1, -1, 0);
    else skip(padded(m->size));
    return;
  }
  if (-1 == (dirfd = open_parent(name, &last))) {
    tarperr("%s: Cannot open", m->name);
    skip(padded(m->size));
    return;
  }
  if (!*last || !strcmp(last, ".")) {
    // the target directory itself ("./")
    if (S_ISDIR(m->mode)) last = ".";
    else {
      skip(padded(m->size));
      return;
    }
  } else if (S_ISREG(m->mode) && m->type != '1') {
    // Most files are new: only when that fails see what's in the way
    fd = openat(dirfd, last, O_WRONLY|O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC,
      m->mode&0777);
    if (fd == -1 && errno == EEXIST) {
      if (!clear_way(dirfd, last, m)) {
        skip(padded(m->size));
        return;
      }
      fd = openat(dirfd, last, O_WRONLY|O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC,
        m->mode&0777);
    }
    if (fd == -1) {
      tarperr("%s: Cannot open", m->name);
      skip(padded(m->size));
      return;
    }
    extract_data(m, fd, dirfd, last);
    set_meta(dirfd, last, m, fd);
    close(fd);
    return;
  } else if (!clear_way(dirfd, last, m)) {
    skip(padded(m->size));
    return;
  }

  if (S_ISDIR(m->mode)) {
    struct tar_dir *d;

    if (mkdirat(dirfd, last, 0700) && errno != EEXIST) {
      tarperr("%s: Cannot mkdir", m->name);
      return;
    }
    d = xmalloc(sizeof(*d));
    d->name = xstrdup(name);
    d->mode = m->mode;
    d->mtime = m->mtime;
    d->next = TT.dirs;
    TT.dirs = d;
    // the owner now, mode and time after the contents
    set_owner(dirfd, last, m, -1);
    if (m->xlen) set_xattrs(dirfd, last, m, -1);
    return;
  }
  if (m->type == '1') {
    if (!(lname = strip_name(m->link, 0, "hard link targets"))) return;
    if (TT.strip) {
      int i;

      for (i = 0; i < TT.strip && lname; i++)
        if ((lname = strchr(lname, '/'))) lname++;
      if (!lname || !*lname) return;
    }
    lname = xstrdup(lname);
    {
      char *llast, *saved = xstrdup(name);

      forget_dir();
      ldirfd = open_parent(lname, &llast);
      if (ldirfd == -1 || linkat(ldirfd, llast, dirfd = open_parent(saved, &last), last, 0))
        tarperr("%s: Cannot hard link to '%s'", m->name, m->link);
      free(saved);
    }
    free(lname);
    forget_dir();
    return;
  }
  if (S_ISLNK(m->mode)) {
    if (symlinkat(m->link, dirfd, last)) {
      tarperr("%s: Cannot create symlink to '%s'", m->name, m->link);
      return;
    }
    archive_symlink_made(&TT.symlinks, dirfd, last);
    set_meta(dirfd, last, m, -1);
    return;
  }
  if (!S_ISREG(m->mode)) {
    if (mknodat(dirfd, last, m->mode, m->rdev))
      tarperr("%s: Cannot mknod", m->name);
    else set_meta(dirfd, last, m, -1);
    return;
  }
}

// Directories' modes and times, set after their contents (deepest first)
static void finish_dirs(void)
{
  struct tar_dir *d;
  char *last;
  int fd;

  forget_dir();
  while ((d = TT.dirs)) {
    TT.dirs = d->next;
    if (-1 != (fd = open_parent(d->name, &last))) {
      mode_t mode = d->mode&07777;

      if (!*last) last = ".";
      if (!FLAG(p) && getuid()) mode &= ~TT.umask;
      if (fchmodat(fd, last, mode, 0)) tarperr("%s: Cannot change mode", d->name);
      if (!FLAG(m)) {
        struct timespec ts[2] = {{0, UTIME_OMIT}, d->mtime};

        if (utimensat(fd, last, ts, 0)) tarperr("%s: Cannot utime", d->name);
      }
    }
    free(d->name);
    free(d);
  }
  forget_dir();
}

// Does the member match a name from the command line?
static int wanted(char *name)
{
  int i, len;

  if (!TT.nnames) return 1;
  for (i = 0; i < TT.nnames; i++) {
    len = strlen(TT.names[i]);
    while (len > 1 && TT.names[i][len-1] == '/') len--;
    if (!strncmp(name, TT.names[i], len) && (!name[len] || name[len] == '/')) {
      TT.found[i] = 1;
      return 1;
    }
  }

  return 0;
}

static void do_extract(void)
{
  struct tar_member m;
  char *s, peek[512], *cmd = 0, *xname;
  long got;
  int i;

  if (!TT.f || !strcmp(TT.f, "-")) {
    TT.fd = 0;
    TT.arname = "-";
    if (isatty(0)) {
      tarerr("Refusing to read archive contents from terminal (missing -f option?)");
      fatal();
    }
  } else if (-1 == (TT.fd = open((TT.arname = TT.f), O_RDONLY|O_CLOEXEC))) {
    tarperr("%s: Cannot open", TT.f);
    fatal();
  }
  if (FLAG(z)) cmd = "gzip";
  else if (FLAG(j)) cmd = "bzip2";
  else if (FLAG(J)) cmd = "xz";
  else {
    // Find the compression from the data
    if ((got = readall(TT.fd, peek, 512)) < 0) {
      tarperr("%s: Read error", TT.arname);
      fatal();
    }
    if (got >= 3 && !memcmp(peek, "\x1f\x8b", 2)) cmd = "gzip";
    else if (got >= 3 && !memcmp(peek, "BZh", 3)) cmd = "bzip2";
    else if (got >= 6 && !memcmp(peek, "\xfd" "7zXZ", 6)) cmd = "xz";
    if (lseek(TT.fd, -got, SEEK_CUR) == -1) {
      int pp[2];

      // A pipe can't go back: a child feeds what was read and the rest
      if (pipe2(pp, O_CLOEXEC)) perror_exit("pipe");
      if (!(TT.feeder = xfork())) {
        close(pp[0]);
        if (writeall(pp[1], peek, got) == got)
          while (0 < (got = read(TT.fd, toybuf, sizeof(toybuf))))
            if (writeall(pp[1], toybuf, got) != got) break;
        _exit(0);
      }
      close(pp[1]);
      close(TT.fd);
      TT.fd = pp[0];
    }
  }
  if (cmd) TT.fd = start_filter(cmd, 1, TT.fd);

  if (FLAG(x) && !FLAG(O)) {
    if (-1 == (TT.dirfd = open(TT.C ? TT.C : ".", O_RDONLY|O_DIRECTORY|O_CLOEXEC))) {
      tarperr("%s: Cannot open", TT.C);
      fatal();
    }
  }
  TT.nnames = toys.optc;
  TT.names = toys.optargs;
  TT.found = xzalloc(TT.nnames+1);

  while (read_header(&m)) {
    int want = wanted(m.name) && !excluded(m.name);

    if (want && FLAG(t)) {
      if (FLAG(v)) list_long(&m, stdout);
      else xprintf("%s\n", show(m.name));
      if (*m.name == '/' && !FLAG(P)) strip_name(m.name, 0, "member names");
    }
    if (!want || FLAG(t)) {
      skip(padded(m.size));
      free_member(&m);
      continue;
    }
    if (TT.v > 1) list_long(&m, FLAG(O) ? stderr : stdout);
    else if (FLAG(v)) {
      if (FLAG(O)) fprintf(stderr, "%s\n", show(m.name));
      else xprintf("%s\n", show(m.name));
    }
    s = strip_name(m.name, 0, "member names");
    // transforms (then --strip-components, as GNU): what they make is
    // checked again, no / or .. out of it
    xname = 0;
    if (s && TT.xfs) {
      if ((xname = transform(s, 1))) s = strip_name(xname, 0, "member names");
      if (m.type == '1' || m.type == '2') {
        char *l = transform(m.link, m.type == '1' ? 4 : 2);

        if (l) {
          free(m.link);
          m.link = l;
        }
      }
    }
    for (i = 0; s && i < TT.strip; i++)
      if ((s = strchr(s, '/'))) while (*++s == '/');
    if (!s || !*s) skip(padded(m.size));
    else extract(&m, s);
    free(xname);
    free_member(&m);
  }
  if (FLAG(x) && !FLAG(O)) finish_dirs();
  // Let the decompressor finish
  if (TT.pid) while (0 < read(TT.fd, toybuf, sizeof(toybuf)));
  end_filter();
  for (i = 0; i < TT.nnames; i++)
    if (!TT.found[i]) tarerr("%s: Not found in archive", TT.names[i]);
}

// Names from -T FILE (lines, or NUL separated with --null)
static void read_names(struct arg_list *al)
{
  int n = 0;

  for (; al; al = al->next) {
    FILE *fp = strcmp(al->arg, "-") ? fopen(al->arg, "r") : stdin;
    char *line = 0;
    size_t size = 0;
    ssize_t len;

    if (!fp) {
      tarperr("%s: Cannot open", al->arg);
      fatal();
    }
    while (-1 != (len = getdelim(&line, &size, FLAG(null) ? 0 : '\n', fp))) {
      if (len && line[len-1] == (FLAG(null) ? 0 : '\n')) line[--len] = 0;
      if (!len) continue;
      if (!(n&63)) TT.names = xrealloc(TT.names, (n+65)*sizeof(char *));
      TT.names[n++] = xstrdup(line);
      TT.names[n] = 0;
    }
    free(line);
    if (fp != stdin) fclose(fp);
  }
}

void tar_main(void)
{
  struct arg_list *al;
  int modes = FLAG(c)+FLAG(x)+FLAG(t);

  if (modes != 1)
    usage2(modes ? "You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option"
      : "You must specify one of the '-Acdtrux', '--delete' or '--test-label' options");
  if (TT.sort && strcmp(TT.sort, "name") && strcmp(TT.sort, "none"))
    usage2(xmprintf("invalid argument '%s' for '--sort'", TT.sort));
  umask(TT.umask = umask(0));
  signal(SIGPIPE, SIG_IGN);
  TT.dirfd = AT_FDCWD;

  for (al = TT.transform; al; al = al->next) add_transform(al->arg);
  for (al = TT.xform; al; al = al->next) add_transform(al->arg);

  // --exclude patterns and -X files
  for (al = TT.exclude; al; al = al->next) {
    struct arg_list *p = xmalloc(sizeof(*p));

    p->arg = al->arg;
    p->next = TT.pats;
    TT.pats = p;
  }
  for (al = TT.X; al; al = al->next) {
    FILE *fp = fopen(al->arg, "r");
    char *line;

    if (!fp) {
      tarperr("%s: Cannot open", al->arg);
      fatal();
    }
    while ((line = xgetline(fp))) {
      struct arg_list *p;

      if (!*line) {
        free(line);
        continue;
      }
      p = xmalloc(sizeof(*p));
      p->arg = line;
      p->next = TT.pats;
      TT.pats = p;
    }
    fclose(fp);
  }

  if (FLAG(c)) {
    read_names(TT.T);
    if (TT.f && strcmp(TT.f, "-") && *TT.f != '/' && TT.C)
      TT.f = xmprintf("%s/%s", xgetcwd(), TT.f);
    if (TT.C && chdir(TT.C)) {
      tarperr("%s: Cannot open", TT.C);
      fatal();
    }
    do_create();
  } else do_extract();

  if (toys.exitval) {
    error_msg("Exiting with failure status due to previous errors");
    toys.exitval = 2;
  }
}
