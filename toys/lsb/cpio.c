/* cpio.c - copy files into and out of cpio archives
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Common/LSB-Common/cpio.html
 * and the odc format of https://pubs.opengroup.org/onlinepubs/9699919799/utilities/pax.html
 * newc is "SVR4 with no CRC" (what Linux initramfs uses), crc the same
 * with a sum of the data bytes.

USE_CPIO(NEWTOY(cpio, "(no-preserve-owner)(quiet)(no-absolute-filenames)R(owner):H(format):F(file):0(null)aLdfmiotuvp[!iop][!top]", TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config CPIO
  bool "cpio"
  default y
  help
    usage: cpio -o|-i|-t|-p DIR [-dmuvfL0] [-H FMT] [-F FILE] [-R USER[:GROUP]] [PATTERN...]

    Copy files into (-o) or out of (-i) a cpio archive, list one (-t), or
    copy files to DIR (-p). -o and -p read the names from stdin.

    -o  Create an archive on stdout (or -F FILE)
    -i  Extract from stdin (or -F FILE) members matching PATTERNs (globs)
    -t  List members (-it works too)
    -p  Copy the named files into DIR
    -d  Make missing parent directories
    -f  Only members NOT matching the PATTERNs
    -m  Restore modification times
    -u  Replace files even when they are newer than the member
    -v  Name each file (on stderr; -tv lists like ls -l on stdout)
    -L  Archive what symlinks point to
    -0  Names on stdin are NUL separated (--null)
    -a  Reset access times of the files read
    -F FILE   Archive file instead of stdin/stdout
    -H FMT    Archive format to write: newc (default), crc or odc
    -R USER[:GROUP]  Owner of extracted/archived files
    --no-preserve-owner      Don't restore owners (the default as non-root)
    --no-absolute-filenames  Extract names relative to the current
                             directory (always: leading / and ../ are
                             removed with a message)
    --quiet   Don't print the number of blocks
*/

#define FOR_cpio
#include "toys.h"
#include <sys/sysmacros.h>

GLOBALS(
  char *R, *H, *F;

  int fd, outfd, fmt, dirfd, lastfd;
  long long bytes;
  uid_t uid;
  gid_t gid;
  char *lastdir;
  struct cpio_ino {
    struct cpio_ino *next;
    unsigned long long dev, ino;
    char *name;
    int nlink;
    struct stat st;
  } *links;
  struct archive_ino *symlinks;
  struct cpio_dir { struct cpio_dir *next; char *name; mode_t mode;
    long long mtime; } *dirs;
  struct arg_list *prefixes;
)

enum { NEWC, CRC, ODC, BIN };

struct cpio_member {
  char *name, *src;  // src: the file -p copies
  unsigned long long dev, ino, mode, uid, gid, nlink, mtime, size, rdev, sum;
};

static noreturn void premature(char *what)
{
  error_exit_status(2, "premature end of %s", what);
}

static noreturn void perror_exit_status(int status, char *fmt, char *arg)
{
  perror_msg(fmt, arg);
  toys.exitval = status;
  xexit();
}

static void err2(void)
{
  toys.exitval = 2;
}

// Archive output

static void out(void *data, long len)
{
  if (writeall(TT.outfd, data, len) != len) {
    perror_msg("write error");
    err2();
    xexit();
  }
  TT.bytes += len;
}

static void pad_out(int to)
{
  char zero[512] = {0};

  if (TT.bytes%to) out(zero, to-TT.bytes%to);
}

static void write_header(char *name, struct stat *st, long long size,
  unsigned sum)
{
  int len = strlen(name)+1;
  char *h = toybuf;

  if (TT.fmt == ODC) {
    sprintf(h, "070707%06o%06o%06o%06o%06o%06o%06o%011llo%06o%011llo",
      (unsigned)((major(st->st_dev)<<8 | minor(st->st_dev))&0777777),
      (unsigned)(st->st_ino&0777777), st->st_mode&0777777,
      st->st_uid&0777777, st->st_gid&0777777, (unsigned)st->st_nlink&0777777,
      (unsigned)((major(st->st_rdev)<<8 | minor(st->st_rdev))&0777777),
      (long long)st->st_mtime&077777777777LL, len, size);
    out(h, 76);
    out(name, len);
  } else {
    sprintf(h, "%s%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X",
      TT.fmt == CRC ? "070702" : "070701", (unsigned)st->st_ino,
      st->st_mode, st->st_uid, st->st_gid, (unsigned)st->st_nlink,
      (unsigned)st->st_mtime, (unsigned)size, major(st->st_dev),
      minor(st->st_dev), major(st->st_rdev), minor(st->st_rdev), len, sum);
    out(h, 110);
    out(name, len);
    pad_out(4);
  }
}

// Copy size bytes of fd into the archive (the crc format sums them first)
static void write_data(int fd, char *name, long long size, struct stat *st)
{
  unsigned sum = 0;
  long long left;
  long n, i;

  if (TT.fmt == CRC && fd != -1) {
    for (left = size; left > 0; left -= n) {
      if ((n = read(fd, toybuf, sizeof(toybuf))) <= 0) break;
      if (n > left) n = left;
      for (i = 0; i < n; i++) sum += (unsigned char)toybuf[i];
    }
    lseek(fd, 0, SEEK_SET);
  }
  write_header(name, st, size, sum);
  for (left = size; left > 0 && fd != -1; left -= n) {
    if ((n = read(fd, toybuf, left > sizeof(toybuf) ? sizeof(toybuf) : left)) <= 0) {
      if (n < 0) perror_msg("%s: read error", name);
      else error_msg("%s: file shrank", name);
      err2();
      memset(toybuf, 0, sizeof(toybuf));
      while (left > 0) {
        n = left > sizeof(toybuf) ? sizeof(toybuf) : left;
        out(toybuf, n);
        left -= n;
      }
      break;
    }
    out(toybuf, n);
  }
  if (TT.fmt != ODC) pad_out(4);
}

// Write a hard linked file's deferred names: the last one carries the data
static void flush_links(struct cpio_ino *ci)
{
  struct cpio_ino *n;
  int fd;

  while (ci) {
    n = ci->next;
    if (!n || n->ino != ci->ino || n->dev != ci->dev) {
      if (-1 == (fd = open(ci->name, O_RDONLY|O_NOCTTY))) {
        perror_msg("%s", ci->name);
        err2();
        write_header(ci->name, &ci->st, 0, 0);
      } else {
        write_data(fd, ci->name, ci->st.st_size, &ci->st);
        close(fd);
      }
    } else write_header(ci->name, &ci->st, 0, 0);
    free(ci->name);
    free(ci);
    ci = n;
  }
}

// One name read for -o
static void archive(char *name)
{
  struct stat st;
  int fd = -1;

  if ((FLAG(L) ? stat : lstat)(name, &st)) {
    perror_msg("%s: Cannot stat", name);
    err2();
    return;
  }
  if (FLAG(R)) {
    st.st_uid = TT.uid;
    st.st_gid = TT.gid;
  }
  if (FLAG(v)) fprintf(stderr, "%s\n", name);
  if (S_ISLNK(st.st_mode)) {
    char *link = xreadlink(name);

    if (!link) {
      perror_msg("%s", name);
      err2();
      return;
    }
    // (GNU's crc format doesn't sum a symlink's target)
    write_header(name, &st, strlen(link), 0);
    out(link, strlen(link));
    if (TT.fmt != ODC) pad_out(4);
    free(link);
  } else if (S_ISREG(st.st_mode)) {
    // newc and crc keep hard links' data for the last name
    if (st.st_nlink > 1 && TT.fmt != ODC) {
      struct cpio_ino *ci, **pp, *new = xzalloc(sizeof(*new));
      int count = 1;

      new->dev = st.st_dev;
      new->ino = st.st_ino;
      new->name = xstrdup(name);
      new->st = st;
      for (pp = &TT.links; *pp; pp = &(*pp)->next)
        if ((*pp)->dev == st.st_dev && (*pp)->ino == st.st_ino) break;
      for (ci = *pp; ci && ci->dev == st.st_dev && ci->ino == st.st_ino;
        ci = ci->next) pp = &ci->next, count++;
      new->next = *pp;
      *pp = new;
      if (count == st.st_nlink) {
        // all names seen: write them, unlinked from the list
        for (pp = &TT.links; (*pp)->dev != st.st_dev || (*pp)->ino != st.st_ino;
          pp = &(*pp)->next);
        ci = *pp;
        *pp = new->next;
        new->next = 0;
        flush_links(ci);
      }
      return;
    }
    if (-1 == (fd = open(name, O_RDONLY|O_NOCTTY))) {
      perror_msg("%s", name);
      err2();
      return;
    }
    write_data(fd, name, st.st_size, &st);
    close(fd);
    if (FLAG(a)) {
      struct timespec ts[2] = {st.st_atim, {0, UTIME_OMIT}};

      utimensat(AT_FDCWD, name, ts, 0);
    }
  } else write_data(-1, name, 0, &st);
}

// Call fn for each name on stdin, one a line (or NUL separated with -0)
static void each_name(void (*fn)(char *name))
{
  char *line = 0;
  size_t size = 0;
  ssize_t len;
  int delim = FLAG(0) ? 0 : '\n';

  while (-1 != (len = getdelim(&line, &size, delim, stdin))) {
    if (len && line[len-1] == delim) line[--len] = 0;
    if (len) fn(line);
  }
  free(line);
}

static void do_out(void)
{
  struct stat st = {0};

  each_name(archive);
  // hard links whose other names never came
  while (TT.links) {
    struct cpio_ino *ci = TT.links, *end = ci;

    while (end->next && end->next->ino == ci->ino && end->next->dev == ci->dev)
      end = end->next;
    TT.links = end->next;
    end->next = 0;
    flush_links(ci);
  }
  st.st_nlink = 1;
  write_header("TRAILER!!!", &st, 0, 0);
  pad_out(512);
}

// Reading

static unsigned long long num(char *s, int len, int base)
{
  unsigned long long n = 0;
  int i, c;

  for (i = 0; i < len; i++) {
    c = s[i];
    if (c >= '0' && c <= '9') c -= '0';
    else if (base == 16 && (c|32) >= 'a' && (c|32) <= 'f') c = (c|32)-'a'+10;
    else return -1;
    if (c >= base) return -1;
    n = n*base+c;
  }

  return n;
}

// Bytes read so far decide the padding
static void rd(void *buf, long len, char *what)
{
  if (readall(TT.fd, buf, len) != len) premature(what);
  TT.bytes += len;
}

static void rd_pad(void)
{
  char pad[4];

  if (TT.fmt == BIN) {
    if (TT.bytes&1) rd(pad, 1, "file");
  } else if (TT.fmt != ODC && (TT.bytes&3)) rd(pad, 4-(TT.bytes&3), "file");
}

// The old formats (bin, odc) share these fields in this order, from v[0]
static void old_fields(struct cpio_member *m, unsigned long long *v)
{
  m->dev = v[0];
  m->ino = v[1];
  m->mode = v[2];
  m->uid = v[3];
  m->gid = v[4];
  m->nlink = v[5];
  m->rdev = makedev(v[6]>>8, v[6]&255);
}

// A header we can't read ends the run (exit 2)
static void bad_header(char *msg, unsigned long long n)
{
  error_msg(msg, n);
  err2();
  xexit();
}

// Read the next header: 0 at the trailer
static int read_header(struct cpio_member *m)
{
  char h[110];
  unsigned long long v[13], namesize = 0;
  int i;

  memset(m, 0, sizeof(*m));
  if (readall(TT.fd, h, 6) != 6) premature("archive");
  TT.bytes += 6;
  if (!memcmp(h, "\xc7\x71", 2) || !memcmp(h, "\x71\xc7", 2)) {
    // GNU cpio's default "bin": 13 16-bit numbers, in either byte order
    unsigned short *u = (void *)h;
    int swap = h[0] == 0x71;

    TT.fmt = BIN;
    rd(h+6, 20, "archive");
    for (i = 0; i < 13; i++) {
      if (swap) u[i] = (u[i]>>8)|(u[i]<<8);
      v[i] = u[i];
    }
    old_fields(m, v+1);
    m->mtime = v[8]<<16 | v[9];
    namesize = v[10];
    m->size = v[11]<<16 | v[12];
  } else if (!memcmp(h, "070707", 6)) {
    TT.fmt = ODC;
    rd(h+6, 70, "archive");
    for (i = 0; i < 9; i++) v[i] = num(h+6+6*i, 6, 8);
    v[9] = num(h+65, 11, 8);
    old_fields(m, v);
    m->mtime = num(h+48, 11, 8);
    namesize = num(h+59, 6, 8);
    m->size = v[9];
    for (i = 0; i < 10; i++) if (i != 7 && i != 8 && v[i] == -1ULL) break;
    if (i < 10 || m->mtime == -1ULL || namesize == -1ULL)
      bad_header("bad header", 0);
  } else if (!memcmp(h, "070701", 6) || !memcmp(h, "070702", 6)) {
    TT.fmt = h[5] == '2' ? CRC : NEWC;
    rd(h+6, 104, "archive");
    for (i = 0; i < 13; i++) {
      if ((v[i] = num(h+6+8*i, 8, 16)) == -1ULL) bad_header("bad header", 0);
    }
    m->ino = v[0];
    m->mode = v[1];
    m->uid = v[2];
    m->gid = v[3];
    m->nlink = v[4];
    m->mtime = v[5];
    m->size = v[6];
    m->dev = makedev(v[7], v[8]);
    m->rdev = makedev(v[9], v[10]);
    namesize = v[11];
    m->sum = v[12];
  } else bad_header("not a cpio archive (bad magic)", 0);
  if (!namesize || namesize > 65536)
    bad_header("bad name size %llu", namesize);
  m->name = xmalloc(namesize+1);
  rd(m->name, namesize, "archive");
  m->name[namesize] = 0;
  rd_pad();
  if (S_ISLNK(m->mode) && m->size > 65536) {
    error_msg("%s: symlink target too long", m->name);
    err2();
    xexit();
  }
  if (!strcmp(m->name, "TRAILER!!!")) {
    free(m->name);
    return 0;
  }

  return 1;
}

// Skip the member's data
static void skip_data(struct cpio_member *m)
{
  long long left = m->size;
  long n;

  while (left > 0) {
    n = left > sizeof(toybuf) ? sizeof(toybuf) : left;
    rd(toybuf, n, "file");
    left -= n;
  }
  rd_pad();
}

// -tv: like ls -l (GNU cpio's columns)
static void list_long(struct cpio_member *m)
{
  char mode[11], date[20], *user, *group, ubuf[16], gbuf[16];
  time_t t = m->mtime;
  struct tm *tm = localtime(&t);

  mode_to_string(m->mode, mode);
  user = cached_username(m->uid);
  group = cached_groupname(m->gid);
  if (!user) sprintf(user = ubuf, "%u", (unsigned)m->uid);
  if (!group) sprintf(group = gbuf, "%u", (unsigned)m->gid);
  if (tm && t <= time(0) && t > time(0)-60*60*24*182)
    strftime(date, sizeof(date), "%b %e %H:%M", tm);
  else if (tm) strftime(date, sizeof(date), "%b %e  %Y", tm);
  else sprintf(date, "%lld", (long long)t);
  printf("%s %3u %-8s %-8s ", mode, (unsigned)m->nlink, user, group);
  if (S_ISCHR(m->mode) || S_ISBLK(m->mode))
    printf("%3u, %3u", major(m->rdev), minor(m->rdev));
  else printf("%8llu", m->size);
  printf(" %s %s", date, m->name);
}

// Extraction: never through a symlink this archive made

static void forget_dir(void)
{
  archive_forget(&TT.lastdir, &TT.lastfd);
}

// The directory holding path (made with -d), *last its last component
static int open_parent(char *path, char **last)
{
  char *slash = strrchr(path, '/');

  *last = slash ? slash+1 : path;
  if (!slash) return TT.dirfd;

  return archive_opendir(&TT.lastdir, &TT.lastfd, TT.dirfd,
    xstrndup(path, slash-path), FLAG(d) ? ARCHIVE_MKDIR : 0, TT.symlinks);
}

// Leading / and everything up to a last .. component go, with a message
static char *safe_name(char *name)
{
  char *cut = archive_cut_prefix(name);
  struct arg_list *al;

  if (cut != name) {
    char *pre = xstrndup(name, cut-name);

    for (al = TT.prefixes; al; al = al->next) if (!strcmp(al->arg, pre)) break;
    if (!al) {
      int status = toys.exitval;

      al = xmalloc(sizeof(*al));
      al->arg = pre;
      al->next = TT.prefixes;
      TT.prefixes = al;
      error_msg("Removing leading `%s' from member names", pre);
      toys.exitval = status;
    } else free(pre);
  }

  return cut;
}

// Copy the data (from the archive, or from infd for -p) into fd
static void cpio_copy(struct cpio_member *m, int infd, int fd, char *name)
{
  long long left = m->size;
  unsigned sum = 0;
  long n, i;
  int err = 0;

  while (left > 0) {
    n = left > sizeof(toybuf) ? sizeof(toybuf) : left;
    if (infd == -1) rd(toybuf, n, "file");
    else if ((n = read(infd, toybuf, n)) <= 0) break;
    if (TT.fmt == CRC) for (i = 0; i < n; i++) sum += (unsigned char)toybuf[i];
    if (fd != -1 && !err && writeall(fd, toybuf, n) != n) err = errno;
    left -= n;
  }
  if (infd == -1) rd_pad();
  if (err) {
    errno = err;
    perror_msg("%s: write error", name);
    err2();
  }
  if (infd == -1 && TT.fmt == CRC && sum != (unsigned)m->sum) {
    error_msg("%s: checksum error (0x%x, should be 0x%x)", name, sum,
      (unsigned)m->sum);
    err2();
  }
}

static void set_meta(int dirfd, char *last, struct cpio_member *m, int fd)
{
  if (!getuid() && !FLAG(no_preserve_owner)) {
    uid_t uid = FLAG(R) ? TT.uid : m->uid;
    gid_t gid = FLAG(R) ? TT.gid : m->gid;

    if (fd != -1 ? fchown(fd, uid, gid)
        : fchownat(dirfd, last, uid, gid, AT_SYMLINK_NOFOLLOW)) {
      perror_msg("%s: cannot change ownership", m->name);
      err2();
    }
  } else if (FLAG(R)) {
    if (fd != -1 ? fchown(fd, TT.uid, TT.gid)
        : fchownat(dirfd, last, TT.uid, TT.gid, AT_SYMLINK_NOFOLLOW)) {
      perror_msg("%s: cannot change ownership", m->name);
      err2();
    }
  }
  if (!S_ISLNK(m->mode)
      && (fd != -1 ? fchmod(fd, m->mode&07777)
        : fchmodat(dirfd, last, m->mode&07777, 0))) {
    perror_msg("%s: cannot change mode", m->name);
    err2();
  }
  if (FLAG(m)) {
    struct timespec ts[2] = {{m->mtime, 0}, {m->mtime, 0}};

    if (fd != -1 ? futimens(fd, ts)
        : utimensat(dirfd, last, ts, S_ISLNK(m->mode) ? AT_SYMLINK_NOFOLLOW : 0)) {
      perror_msg("%s: cannot set time", m->name);
      err2();
    }
  }
}

// Make the member m called name (from the archive, or copying infd for -p)
static void extract(struct cpio_member *m, char *name, int infd)
{
  struct cpio_ino *ci = 0;
  struct stat st;
  char *last;
  int dirfd, fd;

  if (-1 == (dirfd = open_parent(name, &last))) {
    perror_msg("%s: Cannot open", name);
    err2();
    goto skip;
  }
  if (!*last || !strcmp(last, ".")) {
    if (!S_ISDIR(m->mode)) goto skip;
    last = ".";
  }

  // hard links of newc: a name seen before with this inode
  if (S_ISREG(m->mode) && m->nlink > 1) {
    for (ci = TT.links; ci; ci = ci->next)
      if (ci->ino == m->ino && ci->dev == m->dev) break;
  }

  if (!fstatat(dirfd, last, &st, AT_SYMLINK_NOFOLLOW)) {
    if (S_ISDIR(st.st_mode) && S_ISDIR(m->mode)) goto made;
    if (!FLAG(u) && !ci && st.st_mtime >= (long long)m->mtime) {
      int status = toys.exitval;

      error_msg("%s not created: newer or same age version exists", name);
      toys.exitval = status;
      goto skip;
    }
    if (unlinkat(dirfd, last, S_ISDIR(st.st_mode) ? AT_REMOVEDIR : 0)) {
      perror_msg("%s: cannot remove", name);
      err2();
      goto skip;
    }
  }

  if (S_ISDIR(m->mode)) {
    if (mkdirat(dirfd, last, 0700)) {
      perror_msg("%s: Cannot mkdir", name);
      err2();
      return;
    }
made:
    {
      struct cpio_dir *d = xmalloc(sizeof(*d));

      d->name = xstrdup(name);
      d->mode = m->mode;
      d->mtime = m->mtime;
      d->next = TT.dirs;
      TT.dirs = d;
      set_meta(dirfd, last, m, -1);
      // mode after the contents, in case it doesn't let us write
      fchmodat(dirfd, last, 0700|m->mode, 0);
    }
    return;
  }
  if (S_ISLNK(m->mode)) {
    char *target = xmalloc(m->size+1);
    long long n = m->size;

    if (infd == -1) {
      rd(target, m->size, "file");
      rd_pad();
    } else n = readlink(m->src, target, m->size);
    target[n > 0 ? n : 0] = 0;
    if (symlinkat(target, dirfd, last)) {
      perror_msg("%s: Cannot symlink", name);
      err2();
    } else if (!archive_symlink_made(&TT.symlinks, dirfd, last))
      set_meta(dirfd, last, m, -1);
    free(target);
    return;
  }
  if (!S_ISREG(m->mode)) {
    if (mknodat(dirfd, last, m->mode, m->rdev)) {
      perror_msg("%s: Cannot mknod", name);
      err2();
    } else set_meta(dirfd, last, m, -1);
    goto skip;
  }
  if (ci) {
    char *l2;
    int fd2 = open_parent(ci->name, &l2);

    if (fd2 == -1 || linkat(fd2, l2, dirfd = open_parent(name, &last), last, 0)) {
      perror_msg("%s: cannot link to %s", name, ci->name);
      err2();
      goto skip;
    }
    if (FLAG(v)) error_msg("%s linked to %s", name, ci->name);
    if (!m->size) {
      if (infd == -1) rd_pad();
      return;
    }
    fd = openat(dirfd, last, O_WRONLY|O_TRUNC|O_NOFOLLOW|O_CLOEXEC);
  } else fd = openat(dirfd, last, O_WRONLY|O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC,
    0600);
  if (fd == -1) {
    perror_msg("%s: Cannot open", name);
    err2();
    goto skip;
  }
  cpio_copy(m, infd, fd, name);
  set_meta(dirfd, last, m, fd);
  close(fd);
  if (m->nlink > 1 && !ci) {
    ci = xzalloc(sizeof(*ci));
    ci->ino = m->ino;
    ci->dev = m->dev;
    ci->name = xstrdup(name);
    ci->next = TT.links;
    TT.links = ci;
  }
  return;

skip:
  if (infd == -1) skip_data(m);
}

static void finish_dirs(void)
{
  struct cpio_dir *d;
  char *last;
  int fd;

  forget_dir();
  while ((d = TT.dirs)) {
    TT.dirs = d->next;
    if (-1 != (fd = open_parent(d->name, &last))) {
      if (!*last) last = ".";
      fchmodat(fd, last, d->mode&07777, 0);
      if (FLAG(m)) {
        struct timespec ts[2] = {{d->mtime, 0}, {d->mtime, 0}};

        utimensat(fd, last, ts, 0);
      }
    }
    free(d->name);
    free(d);
  }
  forget_dir();
}

static int matches(char *name)
{
  int i;

  if (!toys.optc) return 1;
  for (i = 0; i < toys.optc; i++)
    if (!fnmatch(toys.optargs[i], name, 0)) return !FLAG(f);

  return FLAG(f);
}

static void do_in(void)
{
  struct cpio_member m;

  TT.dirfd = AT_FDCWD;
  if (!FLAG(t)) TT.dirfd = xopen(".", O_RDONLY|O_DIRECTORY|O_CLOEXEC);
  while (read_header(&m)) {
    if (!matches(m.name)) {
      skip_data(&m);
    } else if (FLAG(t)) {
      if (FLAG(v)) {
        list_long(&m);
        if (S_ISLNK(m.mode)) {
          char *target = xmalloc(m.size+1);

          rd(target, m.size, "file");
          rd_pad();
          target[m.size] = 0;
          printf(" -> %s", target);
          free(target);
        } else skip_data(&m);
        putchar('\n');
      } else {
        printf("%s\n", m.name);
        skip_data(&m);
      }
    } else {
      char *name = safe_name(m.name);

      if (FLAG(v)) fprintf(stderr, "%s\n", m.name);
      if (!*name) skip_data(&m);
      else extract(&m, name, -1);
    }
    free(m.name);
  }
  if (!FLAG(t)) finish_dirs();
  // the rest of the last block
  if (TT.bytes%512) {
    long n = readall(TT.fd, toybuf, 512-TT.bytes%512);

    if (n > 0) TT.bytes += n;
  }
}

// -p: copy each named file into the directory
static void pass(char *name)
{
  struct cpio_member m;
  struct stat st;
  char *target;
  int fd = -1;

  if ((FLAG(L) ? stat : lstat)(name, &st)) {
    perror_msg("%s", name);
    err2();
    return;
  }
  memset(&m, 0, sizeof(m));
  m.name = name;
  m.mode = st.st_mode;
  m.uid = st.st_uid;
  m.gid = st.st_gid;
  m.nlink = st.st_nlink;
  m.ino = st.st_ino;
  m.dev = st.st_dev;
  m.mtime = st.st_mtime;
  m.rdev = st.st_rdev;
  m.size = S_ISREG(st.st_mode) || S_ISLNK(st.st_mode) ? st.st_size : 0;
  if (S_ISREG(st.st_mode) && -1 == (fd = open(name, O_RDONLY|O_NOCTTY))) {
    perror_msg("%s", name);
    err2();
    return;
  }
  m.src = name;
  target = safe_name(name);
  if (FLAG(v)) fprintf(stderr, "%s/%s\n", *toys.optargs, target);
  if (*target) extract(&m, target, fd == -1 ? -2 : fd);
  if (fd != -1) close(fd);
  TT.bytes += m.size;
}

void cpio_main(void)
{
  if (!FLAG(o) && !FLAG(i) && !FLAG(t) && !FLAG(p))
    error_exit_status(2, "You must specify one of -oipt options.\n"
      "Try 'cpio --help' or 'cpio --usage' for more information.");
  if (FLAG(i) && FLAG(o)) error_exit_status(2, "-i and -o don't go together");
  if (TT.H) {
    if (!strcmp(TT.H, "newc")) TT.fmt = NEWC;
    else if (!strcmp(TT.H, "crc")) TT.fmt = CRC;
    else if (!strcmp(TT.H, "odc")) TT.fmt = ODC;
    else error_exit_status(2, "invalid archive format `%s'; valid formats "
      "are:\nnewc crc odc", TT.H);
  }
  if (FLAG(R)) {
    char *s = strchr(TT.R, ':');

    if (!s) s = strchr(TT.R, '.');
    if (s) *s++ = 0;
    TT.uid = *TT.R ? xgetuid(TT.R) : getuid();
    TT.gid = s && *s ? xgetgid(s) : *TT.R ? xgetpwnam(TT.R)->pw_gid : getgid();
  }
  TT.fd = 0;
  TT.outfd = 1;
  if (FLAG(o)) {
    if (TT.F && -1 == (TT.outfd = open(TT.F, O_WRONLY|O_CREAT|O_TRUNC, 0666)))
      perror_exit_status(2, "Cannot open %s", TT.F);
    do_out();
  } else if (FLAG(p)) {
    if (toys.optc != 1) error_exit_status(2, "-p needs one directory");
    TT.dirfd = xopen(*toys.optargs, O_RDONLY|O_DIRECTORY|O_CLOEXEC);
    each_name(pass);
    finish_dirs();
  } else {
    if (TT.F && -1 == (TT.fd = open(TT.F, O_RDONLY)))
      perror_exit_status(2, "Cannot open %s", TT.F);
    do_in();
  }
  if (!FLAG(quiet)) {
    long long blocks = (TT.bytes+511)/512;

    fflush(stdout);
    fprintf(stderr, "%lld block%s\n", blocks, blocks == 1 ? "" : "s");
  }
}
