/* unzip.c - list and extract zip archives
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * Zip format: PKWARE's APPNOTE.TXT. Output and exit codes as Info-ZIP's unzip.

USE_UNZIP(NEWTOY(unzip, "<1d:xqpnolv[!no]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(10)))

config UNZIP
  bool "unzip"
  default y
  depends on TOYBOX_ZLIB
  help
    usage: unzip [-lvopnq] [-d DIR] ZIPFILE [MEMBER...] [-x PATTERN...]

    Extract (or list) the members of a zip archive: all of them, or those
    matching the MEMBER patterns (wildcards * ? [...]), except those
    matching a PATTERN after -x.

    -d	Extract into DIR (made if missing)
    -l	List the members (length, date, time, name)
    -v	Verbose listing (method, compressed size, ratio, CRC-32)
    -n	Never overwrite existing files
    -o	Overwrite existing files without asking
    -p	Extract to stdout, no messages
    -q	Quiet
    -x	The arguments after it are patterns of members to skip

    Without -o or -n an existing file is a question on stdin: [y]es, [n]o,
    [A]ll, [N]one. Exit 0 ok, 1 warnings, 2 format error, 9 no zip file,
    11 no matching members.
*/

#define FOR_unzip
#include "toys.h"
#include <zlib.h>

GLOBALS(
  char *d;

  unsigned char *map;
  long long len;
  int dirfd, lastfd, ret, all, found, xat;
  char *lastdir, **pats;
  struct archive_ino *made;
  struct links { struct links *next; char *name, *target; time_t t; } *links, *dirs;
)

struct member {
  unsigned method, flags, crc, mode;
  unsigned long long csize, usize, off;
  time_t mtime;
  char *name;
};

static unsigned le16(unsigned char *p) { return p[0]|(p[1]<<8); }
static unsigned le32(unsigned char *p) { return le16(p)|(le16(p+2)<<16); }
static unsigned long long le64(unsigned char *p)
{
  return le32(p)|((unsigned long long)le32(p+4)<<32);
}

// Is [off, off+len) inside the archive?
static int inside(unsigned long long off, unsigned long long len)
{
  return off <= TT.len && len <= TT.len-off;
}

static void setret(int r)
{
  if (r > TT.ret) TT.ret = r;
}

// Parse the central directory entry at p (room checked) into m.
// Returns the size of the entry, 0 if it's bad.
static long central(unsigned char *p, unsigned long long left,
  struct member *m)
{
  unsigned nlen, xlen, clen, date, tim, i;
  unsigned char *x;
  struct tm tm;

  if (left < 46 || le32(p) != 0x02014b50) return 0;
  nlen = le16(p+28), xlen = le16(p+30), clen = le16(p+32);
  if (left < 46ULL+nlen+xlen+clen) return 0;
  m->flags = le16(p+8);
  m->method = le16(p+10);
  tim = le16(p+12), date = le16(p+14);
  m->crc = le32(p+16);
  m->csize = le32(p+20);
  m->usize = le32(p+24);
  m->off = le32(p+42);
  // Unix modes when made on Unix (3), else a file (or a directory by name)
  m->mode = (p[5] == 3) ? le32(p+38)>>16 : 0;
  m->name = xstrndup((char *)p+46, nlen);
  if (!(m->mode&S_IFMT)) {
    if (nlen && m->name[nlen-1] == '/') m->mode = S_IFDIR|0755;
    else m->mode = S_IFREG|(m->mode&07777 ? m->mode&07777 : 0644);
  }
  memset(&tm, 0, sizeof(tm));
  tm.tm_year = (date>>9)+80;
  tm.tm_mon = ((date>>5)&15)-1;
  tm.tm_mday = date&31;
  tm.tm_hour = tim>>11;
  tm.tm_min = (tim>>5)&63;
  tm.tm_sec = (tim&31)*2;
  tm.tm_isdst = -1;
  m->mtime = mktime(&tm);

  // extra fields: zip64 sizes/offset, UT mtime
  for (x = p+46+nlen; x+4 <= p+46+nlen+xlen; x += 4+le16(x+2)) {
    unsigned id = le16(x), sz = le16(x+2);
    unsigned char *d = x+4;

    if (x+4+sz > p+46+nlen+xlen) break;
    if (id == 1) {
      unsigned long long *f[] = {&m->usize, &m->csize, &m->off};

      for (i = 0; i<3; i++) if (*f[i] == 0xffffffff) {
        if (d+8 > x+4+sz) break;
        *f[i] = le64(d);
        d += 8;
      }
    } else if (id == 0x5455 && sz >= 5 && (*d&1)) m->mtime = (int)le32(d+1);
  }

  return 46+nlen+xlen+clen;
}

// Does name match one of the patterns in pats (from first to last)?
static int matches(char *name, int first, int last)
{
  int i;

  for (i = first; i < last; i++)
    if (!fnmatch(TT.pats[i], name, 0)) return i+1;

  return 0;
}

// Where the data of m is, or 0 (with a message) when the header is bad
static unsigned char *data(struct member *m)
{
  unsigned char *p = TT.map+m->off;

  if (!inside(m->off, 30) || le32(p) != 0x04034b50
      || !inside(m->off+30, le16(p+26)+le16(p+28))
      || !inside(m->off+30+le16(p+26)+le16(p+28), m->csize)) {
    error_msg("%s: bad or truncated local header", m->name);
    setret(3);

    return 0;
  }

  return p+30+le16(p+26)+le16(p+28);
}

// Write m's data to fd (or to *out when out isn't 0, for symlinks).
// Returns 0 ok, else an Info-ZIP exit code (message printed).
static int unpack(struct member *m, int fd, char **out)
{
  unsigned char *in = data(m), buf[65536];
  unsigned long long done = 0;
  unsigned crc = crc32(0, 0, 0);
  z_stream zs;
  int rc = Z_OK;

  if (!in) return 3;
  if (out) *out = xmalloc(m->usize+1);
  if (m->method == 0) {
    if (m->csize != m->usize) {
      error_msg("%s: bad stored size", m->name);
      return 2;
    }
    crc = crc32(crc, in, m->usize);
    if (out) memcpy(*out, in, m->usize);
    else xwrite(fd, in, m->usize);
    done = m->usize;
  } else if (m->method == 8) {
    memset(&zs, 0, sizeof(zs));
    if (inflateInit2(&zs, -15) != Z_OK) error_exit("zlib");
    zs.next_in = in;
    zs.avail_in = m->csize > UINT_MAX ? UINT_MAX : m->csize;
    while (rc == Z_OK) {
      unsigned long long n;

      zs.next_out = buf;
      zs.avail_out = sizeof(buf);
      rc = inflate(&zs, Z_NO_FLUSH);
      if (rc == Z_BUF_ERROR && !zs.avail_in && m->csize > zs.total_in) {
        unsigned long long left = m->csize-zs.total_in;

        zs.avail_in = left > UINT_MAX ? UINT_MAX : left;
        rc = Z_OK;
      }
      n = sizeof(buf)-zs.avail_out;
      if (done+n > m->usize) rc = Z_DATA_ERROR;
      else if (n) {
        crc = crc32(crc, buf, n);
        if (out) memcpy(*out+done, buf, n);
        else xwrite(fd, buf, n);
        done += n;
      }
    }
    inflateEnd(&zs);
    if (rc != Z_STREAM_END) {
      error_msg("%s: invalid compressed data to inflate", m->name);
      return 2;
    }
  } else {
    error_msg("%s: unsupported compression method %u", m->name, m->method);
    return 1;
  }
  if (out) (*out)[done] = 0;
  if (done != m->usize) {
    error_msg("%s: bad length", m->name);
    return 2;
  }
  if (crc != m->crc) {
    error_msg("%s: bad CRC %08x  (should be %08x)", m->name, crc, m->crc);
    return 2;
  }

  return 0;
}

// Ask about overwriting name: 1 yes, 0 no
static int ask(char *name)
{
  char line[64];

  if (TT.all) return TT.all > 0;
  fflush(stdout);
  for (;;) {
    fprintf(stderr, "replace %s? [y]es, [n]o, [A]ll, [N]one, [r]ename: ", name);
    if (!fgets(line, sizeof(line), stdin)) {
      fprintf(stderr, "(EOF or read error, treating as \"[N]one\" ...)\n");
      TT.all = -1;
      return 0;
    }
    if (*line == 'y') return 1;
    if (*line == 'n') return 0;
    if (*line == 'A') return TT.all = 1;
    if (*line == 'N') return TT.all = -1, 0;
    fprintf(stderr, "error:  invalid response [%.*s]\n",
      (int)strcspn(line, "\n"), line);
  }
}

static void extract(struct member *m)
{
  char *name = archive_cut_prefix(m->name), *dir, *base, *verb;
  struct stat st;
  struct timespec ts[2];
  int dfd, fd, rc;

  if (*m->name == '/') {
    fprintf(stderr, "warning:  stripped absolute path spec from %s\n", m->name);
    setret(1);
  }
  if (strstr(m->name, "..") && name != m->name && !FLAG(q))
    printf("warning:  skipped \"../\" path component(s) in %s\n", m->name);
  if (!*name) return;
  dir = xstrdup(name);
  if ((base = strrchr(dir, '/')) && !base[1]) {
    *base = 0;
    base = strrchr(dir, '/');
  }
  if (base) *base++ = 0;
  else base = dir;
  dfd = archive_opendir(&TT.lastdir, &TT.lastfd, TT.dirfd,
    xstrdup(base == dir ? "" : dir), ARCHIVE_MKDIR, TT.made);
  if (dfd == -1) {
    perror_msg("%s", name);
    setret(1);
    goto done;
  }
  if (S_ISDIR(m->mode)) {
    struct links *l;

    if (!mkdirat(dfd, base, m->mode&07777)) {
      if (!FLAG(q)) printf("   creating: %s\n", name);
    } else if (errno != EEXIST) {
      perror_msg("%s", name);
      setret(1);
      goto done;
    }
    // its time is set at the end, once its contents are in
    l = xzalloc(sizeof(*l));
    l->name = xstrndup(name, strlen(name)-(name[strlen(name)-1] == '/'));
    l->t = m->mtime;
    l->next = TT.dirs;
    TT.dirs = l;
    goto done;
  }
  if (!fstatat(dfd, base, &st, AT_SYMLINK_NOFOLLOW)) {
    if (S_ISDIR(st.st_mode)) {
      error_msg("%s: is a directory", name);
      setret(1);
      goto done;
    }
    if (FLAG(n) || (!FLAG(o) && !ask(name))) goto done;
    unlinkat(dfd, base, 0);
  }
  if (S_ISLNK(m->mode)) {
    struct links *l;
    char *target;

    if ((rc = unpack(m, -1, &target))) {
      setret(rc);
      goto done;
    }
    if (!FLAG(q)) printf("    linking: %-22s  -> %s \n", name, target);
    l = xmalloc(sizeof(*l));
    l->name = xstrdup(name);
    l->target = target;
    l->next = TT.links;
    TT.links = l;
    goto done;
  }
  verb = m->method ? "  inflating" : " extracting";
  if (!FLAG(q)) printf("%s: %-22s  \n", verb, name);
  fflush(stdout);
  fd = openat(dfd, base, O_WRONLY|O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC, 0600);
  if (fd == -1) {
    perror_msg("%s", name);
    setret(1);
    goto done;
  }
  if ((rc = unpack(m, fd, 0))) {
    setret(rc);
    // a bad CRC is kept (as Info-ZIP), a broken one isn't
    if (rc != 2 || m->usize != lseek(fd, 0, SEEK_CUR)) unlinkat(dfd, base, 0);
  }
  fchmod(fd, m->mode&07777);
  ts[0].tv_sec = ts[1].tv_sec = m->mtime;
  ts[0].tv_nsec = ts[1].tv_nsec = 0;
  futimens(fd, ts);
  close(fd);
done:
  free(dir);
}

static void list(struct member *m, long long *tot)
{
  char date[32];
  struct tm *tm = localtime(&m->mtime);

  strftime(date, sizeof(date), "%Y-%m-%d %H:%M", tm);
  tot[0] += m->usize;
  tot[1] += m->csize;
  if (FLAG(v)) {
    char *meth = "Unk:000", *defl = "NXFS";
    char mm[8];
    int pct = 0;

    if (m->method == 0) meth = "Stored";
    else if (m->method == 8) sprintf(meth = mm, "Defl:%c", defl[(m->flags>>1)&3]);
    else sprintf(meth = mm, "Unk:%03u", m->method%1000);
    if (m->usize)
      pct = (int)((1000*(m->usize-(double)m->csize)/m->usize+(m->usize>=m->csize ? 5 : -5))/10);
    printf("%8llu  %-6s %8llu %3d%% %s %08x  %s\n", m->usize, meth, m->csize,
      pct, date, m->crc, m->name);
  } else printf("%9llu  %s   %s\n", m->usize, date, m->name);
}

void unzip_main(void)
{
  char *zip = *toys.optargs;
  unsigned char *p, *eocd = 0;
  unsigned long long cd, cdsize, n, i, left;
  long long tot[2] = {0, 0};
  int fd, j, npats, nmatch, files = 0;
  char *found;
  struct member m;
  struct links *l;

  // arguments after a -x are exclusions (toybox's getopt permutes them all
  // into optargs in order, so find where -x was)
  TT.pats = toys.optargs+1;
  npats = toys.optc-1;
  TT.xat = npats;
  if (FLAG(x)) {
    for (j = 1; toys.argv[j]; j++) if (!strcmp(toys.argv[j], "-x")) break;
    for (TT.xat = 0; TT.xat < npats; TT.xat++) {
      int k;

      for (k = j; toys.argv[k]; k++) if (toys.argv[k] == TT.pats[TT.xat]) break;
      if (toys.argv[k]) break;
    }
  }
  nmatch = TT.xat;
  found = xzalloc(nmatch+1);

  if (-1 == (fd = open(zip, O_RDONLY|O_CLOEXEC))) {
    perror_msg("cannot find or open %s", zip);
    toys.exitval = 9;
    return;
  }
  TT.len = lseek(fd, 0, SEEK_END);
  if (TT.len > 0) {
    TT.map = mmap(0, TT.len, PROT_READ, MAP_PRIVATE, fd, 0);
    if (TT.map == MAP_FAILED) TT.map = 0;
  }
  close(fd);
  if (TT.len < 0 || (TT.len && !TT.map)) {
    perror_msg("%s", zip);
    toys.exitval = 9;
    return;
  }

  // The end of central directory record: the last one in the final 64k+22
  for (n = 22; n <= TT.len && n <= 65557; n++) {
    p = TT.map+TT.len-n;
    if (le32(p) == 0x06054b50 && le16(p+20) == n-22) {
      eocd = p;
      break;
    }
  }
  if (!eocd) {
    error_msg("%s: End-of-central-directory signature not found: not a zip"
      " file (or a truncated one)", zip);
    toys.exitval = 9;
    return;
  }
  n = le16(eocd+10);
  cdsize = le32(eocd+12);
  cd = le32(eocd+16);
  // zip64: the locator just before it points to the zip64 record
  p = eocd-20;
  if (p >= TT.map && le32(p) == 0x07064b50) {
    unsigned long long z = le64(p+8);

    if (inside(z, 56) && le32(TT.map+z) == 0x06064b50) {
      n = le64(TT.map+z+32);
      cdsize = le64(TT.map+z+40);
      cd = le64(TT.map+z+48);
    }
  }
  if (!inside(cd, cdsize)) {
    error_msg("%s: truncated archive (central directory past the end)", zip);
    toys.exitval = 3;
    return;
  }

  if (!FLAG(p) && !FLAG(q))
    printf("Archive:  %s\n", zip);
  if (FLAG(v))
    printf(" Length   Method    Size  Cmpr    Date    Time   CRC-32   Name\n"
      "--------  ------  ------- ---- ---------- ----- --------  ----\n");
  else if (FLAG(l))
    printf("  Length      Date    Time    Name\n"
      "---------  ---------- -----   ----\n");
  if (!FLAG(l) && !FLAG(v) && !FLAG(p)) {
    if (TT.d) {
      mkdir(TT.d, 0777);
      TT.dirfd = xopen(TT.d, O_RDONLY|O_DIRECTORY|O_CLOEXEC);
    } else TT.dirfd = xopen(".", O_RDONLY|O_DIRECTORY|O_CLOEXEC);
  }

  left = cdsize;
  p = TT.map+cd;
  for (i = 0; i < n; i++) {
    long len = central(p, left, &m);

    if (!len) {
      error_msg("%s: bad or truncated central directory", zip);
      setret(3);
      break;
    }
    p += len;
    left -= len;
    if (nmatch && !(j = matches(m.name, 0, nmatch))) goto next;
    if (nmatch) found[j-1] = 1;
    if (matches(m.name, TT.xat, npats)) goto next;
    files++;
    if (FLAG(l) || FLAG(v)) list(&m, tot);
    else if (FLAG(p)) {
      if (!S_ISDIR(m.mode)) setret(unpack(&m, 1, 0));
    } else extract(&m);
next:
    free(m.name);
  }

  if (FLAG(v)) {
    int pct = 0;

    if (tot[0])
      pct = (int)((1000*(tot[0]-(double)tot[1])/tot[0]+(tot[0]>=tot[1] ? 5 : -5))/10);
    printf("--------          -------  ---                            -------\n"
      "%8lld         %8lld %3d%%                            %d file%s\n",
      tot[0], tot[1], pct, files, files == 1 ? "" : "s");
  } else if (FLAG(l))
    printf("---------                     -------\n"
      "%9lld                     %d file%s\n", tot[0], files,
      files == 1 ? "" : "s");

  // symlinks last (in archive order), so no member was written through one,
  // and no later one goes through one
  for (l = 0; TT.links;) {
    struct links *next = TT.links->next;

    TT.links->next = l;
    l = TT.links;
    TT.links = next;
  }
  TT.links = l;
  if (TT.links && !FLAG(q)) printf("finishing deferred symbolic links:\n");
  while ((l = TT.links)) {
    char *s = strrchr(l->name, '/');

    if (!FLAG(q)) printf("  %-22s -> %s\n", l->name, l->target);
    if (s) *s = 0;
    fd = archive_opendir(&TT.lastdir, &TT.lastfd, TT.dirfd,
      xstrdup(s ? l->name : ""), ARCHIVE_MKDIR, TT.made);
    if (fd == -1 || symlinkat(l->target, fd, s ? s+1 : l->name)) {
      if (s) *s = '/';
      perror_msg("%s", l->name);
      setret(1);
    } else archive_symlink_made(&TT.made, fd, s ? s+1 : l->name);
    TT.links = l->next;
    free(l->name);
    free(l->target);
    free(l);
  }
  while ((l = TT.dirs)) {
    struct timespec ts[2] = {{l->t, 0}, {l->t, 0}};
    char *s = strrchr(l->name, '/');

    if (s) *s = 0;
    fd = archive_opendir(&TT.lastdir, &TT.lastfd, TT.dirfd,
      xstrdup(s ? l->name : ""), 0, TT.made);
    if (fd != -1) utimensat(fd, s ? s+1 : l->name, ts, AT_SYMLINK_NOFOLLOW);
    TT.dirs = l->next;
    free(l->name);
    free(l);
  }
  archive_forget(&TT.lastdir, &TT.lastfd);

  for (j = 0; j < nmatch; j++) if (!found[j]) {
    fprintf(stderr, "caution: filename not matched:  %s\n", TT.pats[j]);
    setret(11);
  }
  free(found);
  if (TT.dirfd > 2) close(TT.dirfd);
  if (TT.map) munmap(TT.map, TT.len);
  toys.exitval = TT.ret;
}
