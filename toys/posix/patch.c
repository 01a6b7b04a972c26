/* patch.c - apply a diff to files
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/patch.html

USE_PATCH(NEWTOY(patch, ">2p(strip)#<0F(fuzz)#<0=2i(input):d(directory):o(output):r(reject-file):B(prefix):Y(basename-prefix):z(suffix):(no-backup-if-mismatch)(dry-run)b(backup)E(remove-empty-files)R(reverse)N(forward)f(force)t(batch)s(silent)(quiet)l(ignore-whitespace)u(unified)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config PATCH
  bool "patch"
  default y
  help
    usage: patch [-bEfNRlstu] [-p N] [-F N] [-i PATCH] [-d DIR] [-o FILE] [-r FILE] [-B PRE] [-Y PRE] [-z SUF] [FILE [PATCH]]

    Apply a unified or context diff (from stdin or PATCH) to the files it
    names, or to FILE. Git diffs may also create, delete, rename and chmod.
    Hunks that don't apply go to FILE.rej and the exit status is 1.

    -b  keep the original as FILE.orig (done anyway when a hunk needed
        an offset or fuzz, unless --no-backup-if-mismatch)
    -B  backups are PRE+FILE            -Y  backups are DIR/PRE+NAME
    -z  backups are FILE+SUF (default .orig without -B or -Y)
    -d  change to DIR first             -E  remove files left empty
    -f  force: no questions, no guessing that a patch is reversed
    -F  fuzz: context lines a hunk may ignore (default 2)
    -i  read the patch from PATCH       -l  whitespace differences match
    -N  skip patches that seem applied  -o  write the result to FILE
    -p  strip N leading directories from names (default: all of them)
    -r  rejects to FILE (- for none)    -R  reverse: undo the patch
    -s  silent but for errors           -t  batch: assume reversed patches
    -u  the patch is unified (detected anyway)
    --dry-run  only say what would happen
*/

#define FOR_patch
#include "toys.h"

GLOBALS(
  long p, F;
  char *i, *d, *o, *r, *B, *Y, *z;

  char *pdata;         // the whole patch
  long plen, pline;    // its size, the line being parsed (from 0)
  long *poff, pn;      // start of each patch line, how many
  int ofd, ret, found;
)

struct line { char *s; long len; };  // len counts the newline, if any

// A hunk: the patch lines that make it, and its stated positions
struct hunk {
  long first, count, ostart, ocount, nstart, ncount;
  int context;    // a context diff's hunk (lines "! " "- " "+ " "  ")
  long shift;     // lines the hunks before it added, when it failed
  struct line *old, *new;
  long olen, nlen;
  char *oflag, *nflag;  // ' ' context, '-' or '+' changed, per line
};

static char *pl(long i, long *len)
{
  *len = TT.poff[i+1]-TT.poff[i];

  return TT.pdata+TT.poff[i];
}

static int starts(long i, char *s)
{
  long len;
  char *l = pl(i, &len);

  return len >= (long)strlen(s) && !strncmp(l, s, strlen(s));
}

static void addline(struct line **l, char **f, long *n, char *s, long len,
  char flag)
{
  if (!(*n&63)) {
    *l = xrealloc(*l, (*n+64)*sizeof(struct line));
    *f = xrealloc(*f, *n+64);
  }
  (*l)[*n].s = s;
  (*l)[*n].len = len;
  (*f)[(*n)++] = flag;
}

// "\ No newline at end of file" after a line: that line has none
static void nonewline(struct line *l, long n)
{
  if (n && l[n-1].len && l[n-1].s[l[n-1].len-1] == '\n') l[n-1].len--;
}

// Parse "@@ -a,b +c,d @@" and the lines after it
static int unified(struct hunk *h)
{
  long len, o, n;
  char *s = pl(TT.pline, &len), *end;
  int last = 0;

  h->ocount = h->ncount = 1;
  s += 4;
  h->ostart = strtol(s, &end, 10);
  if (*end == ',') h->ocount = strtol(end+1, &end, 10);
  if (strncmp(end, " +", 2)) return 0;
  h->nstart = strtol(end+2, &end, 10);
  if (*end == ',') h->ncount = strtol(end+1, &end, 10);
  if (strncmp(end, " @@", 3)) return 0;
  h->first = TT.pline++;
  for (o = n = 0; o < h->ocount || n < h->ncount || TT.pline < TT.pn;) {
    if (TT.pline == TT.pn) return 0;
    s = pl(TT.pline, &len);
    if (*s == '\\') {
      if (last != '+') nonewline(h->old, h->olen);
      if (last != '-') nonewline(h->new, h->nlen);
      TT.pline++;
      continue;
    }
    if (o == h->ocount && n == h->ncount) break;
    // A blank line in a hunk is an empty context line (mangled whitespace)
    if (*s == '\n') len = 1, last = ' ';
    else if (*s == ' ' || *s == '-' || *s == '+') last = *s++, len--;
    else return 0;
    if (last != '+') addline(&h->old, &h->oflag, &h->olen, s, len, last), o++;
    if (last != '-') addline(&h->new, &h->nflag, &h->nlen, s, len, last), n++;
    TT.pline++;
    if (o > h->ocount || n > h->ncount) return 0;
  }
  h->count = TT.pline-h->first;

  return 1;
}

// Parse a context diff hunk: "***************", "*** a,b ****" and its
// lines, "--- c,d ----" and its lines
static int range(long i, char *pre, long *start, long *count)
{
  long len, end;
  char *s = pl(i, &len), *e;

  if (!starts(i, pre)) return 0;
  *start = strtol(s+4, &e, 10);
  end = *start;
  if (*e == ',') end = strtol(e+1, &e, 10);
  *count = *start ? end-*start+1 : 0;
  if (!end) *count = 0;

  return 1;
}

static int context(struct hunk *h)
{
  long len, i;
  char *s;
  struct line *side[2] = {0, 0};
  char *flag[2] = {0, 0};
  long n[2] = {0, 0};
  int k;

  h->context = 1;
  h->first = TT.pline++;
  if (TT.pline >= TT.pn || !range(TT.pline, "*** ", &h->ostart, &h->ocount))
    return 0;
  TT.pline++;
  for (k = 0; k < 2; k++) {
    if (k) {
      if (TT.pline >= TT.pn
          || !range(TT.pline, "--- ", &h->nstart, &h->ncount)) return 0;
      TT.pline++;
    }
    while (TT.pline < TT.pn) {
      s = pl(TT.pline, &len);
      if (*s == '\\') {
        nonewline(side[k], n[k]);
        TT.pline++;
        continue;
      }
      if (len < 2 || !strchr(" !-+", *s) || s[1] != ' ') break;
      if (n[k] == (k ? h->ncount : h->ocount)) break;
      addline(side+k, flag+k, n+k, s+2, len-2, *s == ' ' ? ' ' : k ? '+' : '-');
      TT.pline++;
    }
  }
  // A side with no lines listed is the other side's context lines
  for (k = 0; k < 2; k++) if (!n[k]) {
    for (i = 0; i < n[!k]; i++) if (flag[!k][i] == ' ')
      addline(side+k, flag+k, n+k, side[!k][i].s, side[!k][i].len, ' ');
  }
  h->old = side[0], h->oflag = flag[0], h->olen = n[0];
  h->new = side[1], h->nflag = flag[1], h->nlen = n[1];
  if (h->olen != h->ocount || h->nlen != h->ncount) return 0;
  h->count = TT.pline-h->first;

  return 1;
}

// A normal diff's "N[,M]{a,c,d}N[,M]" line, then "< " lines, "---" and
// "> " lines. Only with a FILE to patch, as GNU.
static int normal(struct hunk *h, int check)
{
  long len, r[4], i, k;
  char *s = pl(TT.pline, &len), *e = s, cmd = 0;

  for (i = 0; i < 4; i += 2) {
    if (!isdigit(*e)) return 0;
    r[i+1] = r[i] = strtol(e, &e, 10);
    if (*e == ',' && isdigit(e[1])) r[i+1] = strtol(e+1, &e, 10);
    if (!i) cmd = *e++;
  }
  if (*e != '\n' || !cmd || !strchr("acd", cmd) || r[1] < r[0] || r[3] < r[2])
    return 0;
  if (check) return 1;
  h->context = 2;
  h->ostart = r[0], h->ocount = cmd == 'a' ? 0 : r[1]-r[0]+1;
  h->nstart = r[2], h->ncount = cmd == 'd' ? 0 : r[3]-r[2]+1;
  h->first = TT.pline++;
  for (k = 0; k < 2; k++) {
    if (k && h->ocount && h->ncount) {
      if (TT.pline >= TT.pn || !starts(TT.pline, "---")) return 0;
      TT.pline++;
    }
    for (i = 0; i < (k ? h->ncount : h->ocount); i++) {
      if (TT.pline >= TT.pn || !starts(TT.pline, k ? "> " : "< ")) return 0;
      s = pl(TT.pline++, &len);
      if (k) addline(&h->new, &h->nflag, &h->nlen, s+2, len-2, '+');
      else addline(&h->old, &h->oflag, &h->olen, s+2, len-2, '-');
      if (TT.pline < TT.pn && starts(TT.pline, "\\")) {
        if (k) nonewline(h->new, h->nlen);
        else nonewline(h->old, h->olen);
        TT.pline++;
      }
    }
  }
  h->count = TT.pline-h->first;

  return 1;
}

static void freehunk(struct hunk *h)
{
  free(h->old);
  free(h->new);
  free(h->oflag);
  free(h->nflag);
}

// Strip -p N leading directories (by default all of them)
static char *strip(char *name)
{
  long n = TT.p;

  if (!name) return 0;
  if (!FLAG(p)) {
    char *s = strrchr(name, '/');

    return s ? s+1 : name;
  }
  while (n--) {
    char *s = strchr(name, '/');

    if (!s) return 0;
    while (*s == '/') s++;
    name = s;
  }

  return name;
}

// The name on a "--- " "+++ " "*** " line: up to a tab
static char *hdrname(long i)
{
  long len;
  char *s = pl(i, &len)+4, *e;

  len -= 4;
  for (e = s; e < s+len && *e != '\t' && *e != '\n'; e++);
  while (e > s && e[-1] == ' ' && e-s < len && *e == '\n') e--;
  if (e-s > 1 && *s == '"') return xstrndup(s+1, e-s-2);

  return xstrndup(s, e-s);
}

static int dangerous(char *name)
{
  char *s;

  if (*name == '/') return 1;
  for (s = name; s; s = strchr(s, '/')) {
    if (*s == '/') s++;
    if (s[0] == '.' && s[1] == '.' && (!s[2] || s[2] == '/')) return 1;
  }

  return 0;
}

static int sameline(struct line *a, struct line *b)
{
  char *s = a->s, *t = b->s, *se = s+a->len, *te = t+b->len;
  int nl = se > s && se[-1] == '\n';

  // a line without newline only matches a line without newline
  if (nl != (te > t && te[-1] == '\n')) return 0;
  se -= nl, te -= nl;
  if (!FLAG(l)) return se-s == te-t && !memcmp(s, t, se-s);
  for (;;) {
    int ws = s < se && isspace(*s), wt = t < te && isspace(*t);

    if (ws || wt) {
      if (!ws || !wt) return 0;
      while (s < se && isspace(*s)) s++;
      while (t < te && isspace(*t)) t++;
      continue;
    }
    if (s == se || t == te) return s == se && t == te;
    if (*s++ != *t++) return 0;
  }
}

// Does the hunk (its old side, less pre and suf lines) match at line p?
static int matches(struct line *file, long n, struct hunk *h, long p, long pre,
  long suf)
{
  long i;

  if (p < 0 || p+h->olen > n) return 0;
  for (i = pre; i < h->olen-suf; i++)
    if (!sameline(file+p+i, h->old+i)) return 0;

  return 1;
}

// Where a hunk applies at fuzz level fuzz, searching out from where it
// should be; -1 if nowhere
static long locate(struct line *file, long n, struct hunk *h, long from,
  long expect, long fuzz, long *sfp)
{
  long pre, suf, ctx, pf, sf, d;

  // context lines before the first change and after the last, on both sides
  for (pre = 0; pre < h->olen && h->oflag[pre] == ' '; pre++);
  for (d = 0; d < h->nlen && h->nflag[d] == ' '; d++);
  if (d < pre) pre = d;
  for (suf = 0; suf < h->olen-pre && h->oflag[h->olen-1-suf] == ' '; suf++);
  for (d = 0; d < h->nlen && h->nflag[h->nlen-1-d] == ' '; d++);
  if (d < suf) suf = d;
  ctx = pre > suf ? pre : suf;
  pf = fuzz+pre-ctx, sf = fuzz+suf-ctx;
  if (pf < 0) pf = 0;
  if (sf < 0) sf = 0;
  if (pf > pre) pf = pre;
  if (sf > suf) sf = suf;
  *sfp = sf;
  // Less context before than after: the hunk is at the start of the file
  if (pre < suf) return matches(file, n, h, 0, pf, sf) && !from ? 0 : -1;
  for (d = 0; expect+d <= n || expect-d >= from; d++) {
    if (expect+d >= from && matches(file, n, h, expect+d, pf, sf))
      return expect+d;
    if (d && expect-d >= from && matches(file, n, h, expect-d, pf, sf))
      return expect-d;
  }

  return -1;
}

// Swap the sides of a hunk (for -R)
static void reverse(struct hunk *h)
{
  struct line *l = h->old;
  char *f = h->oflag;
  long t, i;

  h->old = h->new, h->new = l;
  h->oflag = h->nflag, h->nflag = f;
  t = h->olen, h->olen = h->nlen, h->nlen = t;
  t = h->ostart, h->ostart = h->nstart, h->nstart = t;
  t = h->ocount, h->ocount = h->ncount, h->ncount = t;
  for (i = 0; i < h->olen; i++) if (h->oflag[i] == '+') h->oflag[i] = '-';
  for (i = 0; i < h->nlen; i++) if (h->nflag[i] == '-') h->nflag[i] = '+';
}

static char *plural(long n)
{
  return n == 1 ? "" : "s";
}

static void splitlines(char *data, long len, struct line **lines, long *n)
{
  char *s = data, *e, *nl;

  *lines = 0;
  *n = 0;
  // (no data at all may be NULL, and NULL+0 is undefined too)
  if (!data) return;
  e = data+len;
  while (s < e) {
    nl = memchr(s, '\n', e-s);
    nl = nl ? nl+1 : e;
    if (!(*n&1023)) *lines = xrealloc(*lines, (*n+1024)*sizeof(struct line));
    (*lines)[*n].s = s;
    (*lines)[(*n)++].len = nl-s;
    s = nl;
  }
}

static void push(struct line **out, long *n, struct line l)
{
  if (!(*n&1023)) *out = xrealloc(*out, (*n+1024)*sizeof(struct line));
  (*out)[(*n)++] = l;
}

static int writelines(int fd, struct line *l, long n)
{
  long i;

  // (a line that had no newline gets one if others follow it)
  for (i = 0; i < n; i++) {
    if (writeall(fd, l[i].s, l[i].len) != l[i].len) return 1;
    if (i < n-1 && (!l[i].len || l[i].s[l[i].len-1] != '\n')
        && writeall(fd, "\n", 1) != 1) return 1;
  }

  return 0;
}

// Write lines to name through a temporary file and rename(); mode -1 keeps
// the old file's mode (or the umask's default for a new file)
static void atomic_write(char *name, struct line *l, long n, int mode)
{
  char *tmp, *slash;
  struct stat st;
  int fd;

  if ((slash = strrchr(name, '/'))) {
    *slash = 0;
    mkpathat(AT_FDCWD, name, 0777, MKPATHAT_MAKE|MKPATHAT_MKLAST);
    *slash = '/';
  }
  tmp = xmprintf("%s.patchXXXXXX", name);
  if ((fd = mkstemp(tmp)) < 0) perror_exit("can't create temporary file for '%s'", name);
  if (mode == -1) {
    if (!stat(name, &st)) mode = st.st_mode & 07777;
    else {
      mode = umask(0);
      umask(mode);
      mode = 0666 & ~mode;
    }
  }
  fchmod(fd, mode);
  if (writelines(fd, l, n) || fsync(fd) || close(fd) || rename(tmp, name)) {
    perror_msg("%s", name);
    unlink(tmp);
    TT.ret = 2;
  }
  free(tmp);
}

static void backup(char *name)
{
  char *base = strrchr(name, '/'), *orig, *data;
  int dl = base ? base+1-name : 0;
  off_t len = 0;
  struct line l;

  // -B PRE, -Y PRE before the basename, -z SUF (.orig by default)
  orig = xmprintf("%s%.*s%s%s%s", TT.B ? TT.B : "", dl, name, TT.Y ? TT.Y : "",
    name+dl, TT.z ? TT.z : (TT.B || TT.Y) ? "" : ".orig");
  if ((base = strrchr(orig, '/'))) {
    *base = 0;
    mkpathat(AT_FDCWD, orig, 0777, MKPATHAT_MAKE);
    *base = '/';
  }
  // (an empty one for a file that wasn't there)
  data = readfileat(AT_FDCWD, name, 0, &len);
  l.s = data, l.len = len;
  atomic_write(orig, &l, !!data, -1);
  free(data);
  free(orig);
}

// Remove the directories a deleted file leaves empty
static void rmdirs(char *name)
{
  char *s = xstrdup(name), *slash;

  while ((slash = strrchr(s, '/'))) {
    *slash = 0;
    if (!*s || rmdir(s)) break;
  }
  free(s);
}

// Everything known about one file's patch, from its headers
struct fpatch {
  char *oldname, *newname, *renamefrom, *renameto;
  int git, newmode, oldmode, created, deleted, normal;
  long hdr, hunks;
};

static void addtext(char **buf, long *len, char *s, long n)
{
  *buf = xrealloc(*buf, *len+n+1);
  memcpy(*buf+*len, s, n);
  *len += n;
}

static void rejline(char **buf, long *len, char c, struct line *l)
{
  // (a line without newline stays so, no "\ No newline": as GNU does)
  addtext(buf, len, &c, 1);
  addtext(buf, len, l->s, l->len);
}

static void rejrange(char **buf, long *len, char c, long start, long count)
{
  char tmp[64];

  if (count == 1) sprintf(tmp, " %c%ld", c, start);
  else sprintf(tmp, " %c%ld,%ld", c, start, count);
  addtext(buf, len, tmp, strlen(tmp));
}

static void ctxrange(char **buf, long *len, char *fmt, long start, long count)
{
  char tmp[64], r[48];

  if (count < 0) strcpy(r, "0");
  else if (count > 1) sprintf(r, "%ld,%ld", start, start+count-1);
  else sprintf(r, "%ld", start);
  sprintf(tmp, fmt, r);
  addtext(buf, len, tmp, strlen(tmp));
}

// A context diff hunk: each side lists its lines if it has changes, "! "
// for lines of a block that both deletes and adds
static void ctxrej(char **buf, long *len, struct hunk *h)
{
  long o, n, k, bo, bn;
  char *bang[2];
  int side, any[2] = {0, 0};

  bang[0] = xzalloc(h->olen+1);
  bang[1] = xzalloc(h->nlen+1);
  for (o = n = 0; o < h->olen || n < h->nlen;) {
    for (bo = o; o < h->olen && h->oflag[o] == '-'; o++);
    for (bn = n; n < h->nlen && h->nflag[n] == '+'; n++);
    if (o > bo) any[0] = 1;
    if (n > bn) any[1] = 1;
    if (o > bo && n > bn) {
      for (k = bo; k < o; k++) bang[0][k] = 1;
      for (k = bn; k < n; k++) bang[1][k] = 1;
    }
    if (o == bo && n == bn) o++, n++;
  }
  addtext(buf, len, "***************\n", 16);
  for (side = 0; side < 2; side++) {
    struct line *l = side ? h->new : h->old;
    char *f = side ? h->nflag : h->oflag;
    long cnt = side ? h->nlen : h->olen;

    ctxrange(buf, len, side ? "--- %s ----\n" : "*** %s ****\n",
      (side ? h->nstart : h->ostart)+h->shift, cnt);
    // (GNU lists both sides' lines, even one without changes)
    if (any[side] || cnt) for (k = 0; k < cnt; k++) {
      char c = f[k] == ' ' ? ' ' : bang[side][k] ? '!' : side ? '+' : '-';

      addtext(buf, len, &c, 1);
      addtext(buf, len, " ", 1);
      addtext(buf, len, l[k].s, l[k].len);
    }
  }
  free(bang[0]);
  free(bang[1]);
}

// The hunks that failed, as a patch: the original text of a context diff,
// unified hunks (as applied, so reversed for -R) otherwise
static void writerej(char *name, struct fpatch *fp, struct hunk *h, long nh,
  char *rej, int rev)
{
  char *buf = 0, *s;
  long len = 0, i, j, o, n, hdr[2] = {-1, -1};
  struct line l;

  for (j = fp->hdr; j < fp->hunks; j++) {
    if (starts(j, "--- ") && hdr[0] < 0 && !starts(j+1, "--- ")) hdr[0] = j;
    else if (starts(j, "*** ") && hdr[0] < 0) hdr[0] = j;
    else if ((starts(j, "+++ ") || starts(j, "--- ")) && hdr[0] >= 0)
      hdr[1] = j;
  }
  // the header lines with the names stripped as -p said
  for (j = 0; j < 2; j++) if (hdr[j] >= 0) {
    char *name = hdrname(hdr[rev ? !j : j]), *st = strip(name), *rest;

    s = pl(hdr[rev ? !j : j], &l.len);
    rest = s+4+strcspn(s+4, "\t\n");
    if (!st || !strcmp(name, "/dev/null")) st = name;
    addtext(&buf, &len, h->context ? (j ? "--- " : "*** ")
      : (j ? "+++ " : "--- "), 4);
    addtext(&buf, &len, st, strlen(st));
    addtext(&buf, &len, rest, s+l.len-rest);
    free(name);
  }
  // (GNU's rejects of a normal diff: no names, no context, odd dashes)
  if (fp->normal) addtext(&buf, &len, "*** /dev/null\n--- /dev/null\n", 28);
  for (i = 0; i < nh; i++) if (rej[i]) {
    if (h[i].context == 2) {
      addtext(&buf, &len, "***************\n", 16);
      for (j = 0; j < 2; j++) {
        struct line *ll = j ? h[i].new : h[i].old;

        o = j ? h[i].nlen : h[i].olen;
        ctxrange(&buf, &len, j ? "--- %s -----\n" : "*** %s\n",
          (j ? h[i].nstart : h[i].ostart)+h[i].shift, o ? o : -1);
        for (n = 0; n < o; n++) {
          addtext(&buf, &len, j ? "+ " : "- ", 2);
          addtext(&buf, &len, ll[n].s, ll[n].len);
        }
      }
      continue;
    }
    if (h[i].context) {
      ctxrej(&buf, &len, h+i);
      continue;
    }
    addtext(&buf, &len, "@@", 2);
    rejrange(&buf, &len, '-', h[i].ostart+h[i].shift, h[i].ocount);
    rejrange(&buf, &len, '+', h[i].nstart+h[i].shift, h[i].ncount);
    addtext(&buf, &len, " @@\n", 4);
    for (o = n = 0; o < h[i].olen || n < h[i].nlen;) {
      if (o < h[i].olen && h[i].oflag[o] == '-')
        rejline(&buf, &len, '-', h[i].old+o++);
      else if (n < h[i].nlen && h[i].nflag[n] == '+')
        rejline(&buf, &len, '+', h[i].new+n++);
      else {
        rejline(&buf, &len, ' ', h[i].old+o);
        o++, n++;
      }
    }
  }
  l.s = buf, l.len = len;
  atomic_write(name, &l, 1, -1);
  free(buf);
}

static void cantfind(struct fpatch *fp, long nhunks)
{
  long i, len;
  char *s;

  if (!FLAG(s)) {
    xprintf("can't find file to patch at input line %ld\n", TT.pline+1);
    xprintf(FLAG(p) ? "Perhaps you used the wrong -p or --strip option?\n"
      : "Perhaps you should have used the -p or --strip option?\n");
  }
  xprintf("The text leading up to this was:\n--------------------------\n");
  for (i = fp->hdr; i < TT.pline; i++) {
    s = pl(i, &len);
    xprintf("|%.*s", (int)len, s);
    if (!len || s[len-1] != '\n') xputc('\n');
  }
  xprintf("--------------------------\n");
  if (FLAG(f) || FLAG(t)) xprintf("No file to patch.  Skipping patch.\n");
  else {
    xprintf("File to patch: \nSkip this patch? [y] \n");
    if (!FLAG(s)) xprintf("Skipping patch.\n");
  }
  if (nhunks)
    xprintf("%ld out of %ld hunk%s ignored\n", nhunks, nhunks, plural(nhunks));
  TT.ret |= 1;
}

// Apply the hunks to the file they name
static void apply(struct fpatch *fp, struct hunk *h, long nh)
{
  char *name = 0, *oldn = strip(fp->oldname), *newn = strip(fp->newname),
    *data = 0, *rejname = 0, *shown, *said = 0;
  struct line *file = 0, *out = 0;
  long n = 0, nout = 0, i, k, pos, offset = 0, p, fuzz, failed = 0, e, o, nn, at, sf;
  off_t len = 0;
  struct stat st;
  int rev = FLAG(R), mismatch = 0, exists, fd, ignore = 0;
  char *rej = 0;

  if (fp->oldname && !strcmp(fp->oldname, "/dev/null")) oldn = 0;
  if (fp->newname && !strcmp(fp->newname, "/dev/null")) newn = 0;
  if (rev) {
    char *t = oldn;

    oldn = newn, newn = t;
  }
  // Pick the name: the given FILE, an existing old or new name, or the new
  // one for a file the patch creates
  if (fp->normal) oldn = newn = *toys.optargs;
  else for (k = 0; k < 2; k++) {
    char *c = k ? newn : oldn;

    if (c && dangerous(c)) {
      if (!k || !said || strcmp(said, c))
        xprintf("Ignoring potentially dangerous file name %s\n", c);
      said = c;
      if (k) newn = 0;
      else oldn = 0;
    }
  }
  if (toys.optc) name = *toys.optargs;
  else if (oldn && !lstat(oldn, &st)) name = oldn;
  else if (newn && !lstat(newn, &st)) name = newn;
  else if (!oldn && newn) name = newn;
  else if (oldn && !newn) name = oldn;
  else if (nh == 1 && !h->ostart && !h->ocount && (newn || oldn))
    name = newn ? newn : oldn;
  if (!name) {
    cantfind(fp, nh);
    return;
  }

  // Creating a file that's there, or deleting one that isn't?
  exists = !stat(name, &st);
  if (!toys.optc && ((!oldn && exists && st.st_size) || (!newn && !exists))) {
    xprintf("The next patch%s would %s the file %s,\nwhich %s!  ",
      rev ? ", when reversed," : "", oldn ? "delete" : "create", name,
      exists ? "already exists" : "does not exist");
    if (FLAG(f)) xprintf("Applying it anyway.\n");
    else if (FLAG(t)) {
      xprintf(rev ? "Ignoring -R.\n" : "Assuming -R.\n");
      rev = !rev;
      shown = oldn, oldn = newn, newn = shown;
    } else {
      xprintf("%s -R? [n] \nApply anyway? [n] \n%s", rev ? "Ignore" : "Assume",
        FLAG(s) ? "" : "Skipping patch.\n");
      xprintf("%ld out of %ld hunk%s ignored\n", nh, nh, plural(nh));
      TT.ret |= 1;
      return;
    }
  }
  shown = (fp->renamefrom && !toys.optc) ? newn : name;
  if (FLAG(o)) shown = TT.o;

  if (exists && !S_ISREG(st.st_mode)) {
    error_msg("%s: not a regular file", name);
    TT.ret = 2;
    return;
  }
  if (exists && !(data = readfileat(AT_FDCWD, name, 0, &len))) {
    perror_msg("%s", name);
    TT.ret = 2;
    return;
  }
  splitlines(data, len, &file, &n);

  if (!FLAG(s)) {
    xprintf("%s file %s", FLAG(dry_run) ? "checking" : "patching", shown);
    if (fp->renamefrom && !toys.optc)
      xprintf(" (%srenamed from %s)", name == newn ? "already " : "", oldn);
    else if (FLAG(o)) xprintf(" (read from %s)", name);
    xputc('\n');
  }

  if (rev) for (i = 0; i < nh; i++) reverse(h+i);
again:
  pos = offset = failed = 0;
  nout = 0;
  free(rej);
  rej = xzalloc(nh+1);
  for (i = 0; i < nh; i++) {
    e = h[i].ocount ? h[i].ostart-1 : h[i].ostart;
    if (e < 0) e = 0;
    // (a normal diff's addition past the end goes at the end, silently)
    if (h[i].context == 2 && !h[i].olen && e+offset > n) e = n-offset;
    // (a patch creating a file doesn't apply to one with lines in it)
    for (fuzz = 0, p = -1; fuzz <= TT.F && p < 0 && (oldn || !n); fuzz++) {
      p = locate(file, n, h+i, pos, e+offset, fuzz, &sf);
      if (p >= 0) break;
    }
    // The first hunk not applying but applying reversed: already applied?
    if (p < 0 && !i && !FLAG(f)) {
      reverse(h);
      for (fuzz = 0; fuzz <= TT.F && p < 0; fuzz++)
        p = locate(file, n, h, 0, e, fuzz, &sf);
      reverse(h);
      if (p >= 0) {
        xprintf(rev ? "Unreversed patch detected!  " :
          "Reversed (or previously applied) patch detected!  ");
        if (FLAG(t) && !FLAG(N)) {
          xprintf(rev ? "Ignoring -R.\n" : "Assuming -R.\n");
          rev = !rev;
          mismatch = 1;
          for (k = 0; k < nh; k++) reverse(h+k);
          goto again;
        }
        if (FLAG(N)) xprintf("Skipping patch.\n");
        else xprintf("%s -R? [n] \nApply anyway? [n] \n%s",
          rev ? "Ignore" : "Assume", FLAG(s) ? "" : "Skipping patch.\n");
        ignore = 1;
        memset(rej, 1, nh);
        failed = nh;
        break;
      }
    }
    if (p < 0) {
      // where it would have gone in the output
      h[i].shift = nout-pos;
      k = h[i].ostart+h[i].shift;
      if (!FLAG(s)) xprintf("Hunk #%ld FAILED at %ld.\n", i+1, k < 1 ? 1 : k);
      rej[i] = 1;
      failed++;
      mismatch = 1;
      continue;
    }
    // Copy the lines before the hunk, then the hunk's new side, keeping the
    // file's own context lines
    while (pos < p) push(&out, &nout, file[pos++]);
    at = nout+1;
    // (the context lines fuzz ignored at the end stay to be copied: the
    // next hunk may start on them)
    for (o = nn = 0; o < h[i].olen-sf || nn < h[i].nlen-sf;) {
      if (o < h[i].olen && h[i].oflag[o] == '-') o++;
      else if (nn < h[i].nlen && h[i].nflag[nn] == '+')
        push(&out, &nout, h[i].new[nn++]);
      else {
        // a context line: the file's (it may differ under fuzz or -l)
        push(&out, &nout, file[p+o]);
        o++, nn++;
      }
    }
    pos = p+h[i].olen-sf;
    if (p != e || fuzz) mismatch = 1;
    if ((p != e || fuzz) && !FLAG(s)) {
      xprintf("Hunk #%ld succeeded at %ld", i+1, at);
      if (fuzz) xprintf(" with fuzz %ld", fuzz);
      if (p != e) xprintf(" (offset %ld line%s)", p-e, plural(p-e));
      xprintf(".\n");
    }
    offset = p-e;
  }
  while (pos < n) push(&out, &nout, file[pos++]);

  if (failed) {
    TT.ret |= 1;
    if (ignore) xprintf("%ld out of %ld hunk%s ignored", failed, nh, plural(nh));
    else xprintf("%ld out of %ld hunk%s FAILED", failed, nh, plural(nh));
    if (!FLAG(dry_run) && !(TT.r && !strcmp(TT.r, "-"))) {
      rejname = TT.r ? xstrdup(TT.r) : xmprintf("%s.rej", shown);
      xprintf(" -- saving rejects to file %s", rejname);
    }
    xputc('\n');
  }
  if (rejname) writerej(rejname, fp, h, nh, rej, rev);
  if (FLAG(dry_run) || ignore) goto done;

  if (FLAG(o)) {
    if (!strcmp(TT.o, "-")) {
      xflush(1);
      fd = 1;
    } else {
      // (mode 0600, as GNU patch makes it)
      if (TT.ofd < 0) TT.ofd = xcreate(TT.o, O_WRONLY|O_CREAT|O_TRUNC, 0600);
      fd = TT.ofd;
    }
    if (writelines(fd, out, nout)) {
      perror_msg("%s", TT.o);
      TT.ret = 2;
    }
    goto done;
  }

  if ((FLAG(b) || (mismatch && !FLAG(no_backup_if_mismatch)
      && !getenv("POSIXLY_CORRECT")))) backup(name);
  // Removed: a deletion patch that emptied the file, or -E
  if (!nout && ((!failed && (FLAG(E) || !newn)) || !exists)) {
    if (exists && unlink(name)) {
      perror_msg("%s", name);
      TT.ret = 2;
    } else rmdirs(name);
    goto done;
  }
  k = -1;
  if (fp->git && (rev ? fp->oldmode : fp->newmode))
    k = (rev ? fp->oldmode : fp->newmode) & 07777;
  if (fp->renamefrom && !toys.optc && newn) {
    if (k == -1 && exists) k = st.st_mode & 07777;
    atomic_write(newn, out, nout, k);
    if (strcmp(newn, name)) unlink(name);
  } else if (nh || !exists) atomic_write(name, out, nout, k);
  else if (k != -1 && chmod(name, k)) {
    perror_msg("%s", name);
    TT.ret = 2;
  }

done:
  free(rejname);
  free(rej);
  free(out);
  free(file);
  free(data);
}

void patch_main(void)
{
  int fd = 0;
  off_t len = 0;
  long i, nh;
  char *s;
  struct hunk *h = 0;
  struct fpatch fp;

  toys.exitval = 2;
  TT.ofd = -1;
  if (TT.d) xchdir(TT.d);
  if (toys.optc == 2) TT.i = toys.optargs[1];
  if (TT.i && strcmp(TT.i, "-")) fd = xopenro(TT.i);
  if (!(TT.pdata = readfd(fd, 0, &len))) perror_exit("%s", TT.i ? TT.i : "-");
  if (fd) close(fd);
  TT.plen = len;
  TT.poff = xmalloc(sizeof(long));
  TT.poff[0] = 0;
  for (s = TT.pdata; s < TT.pdata+len;) {
    char *nl = memchr(s, '\n', TT.pdata+len-s);

    s = nl ? nl+1 : TT.pdata+len;
    if (!(TT.pn&1023))
      TT.poff = xrealloc(TT.poff, (TT.pn+1025)*sizeof(long));
    TT.poff[++TT.pn] = s-TT.pdata;
  }

  // Each file's patch: optional "diff --git" and its extended headers,
  // "--- old" "+++ new" (or "*** old" "--- new"), hunks
  memset(&fp, 0, sizeof(fp));
  fp.hdr = 0;
  while (TT.pline < TT.pn) {
    int ctx = 0;

    if (starts(TT.pline, "diff --git ")) {
      char *l = pl(TT.pline, &len), *b;

      memset(&fp, 0, sizeof(fp));
      fp.hdr = TT.pline;
      fp.git = 1;
      TT.found++;
      l = xstrndup(l+11, len-11-(l[len-1] == '\n'));
      // "a/x b/x": the names split where the second half starts
      if ((b = strstr(l, " b/")) || (b = strrchr(l, ' '))) {
        *b = 0;
        fp.oldname = xstrdup(l);
        fp.newname = xstrdup(b+1);
      }
      free(l);
      TT.pline++;
      // extended headers
      while (TT.pline < TT.pn && !starts(TT.pline, "--- ")
             && !starts(TT.pline, "diff --git ") && !starts(TT.pline, "@@ ")) {
        l = pl(TT.pline, &len);
        if (strstart(&l, "new file mode ")) fp.newmode = strtol(l, 0, 8),
          fp.created = 1;
        else if (strstart(&l, "deleted file mode ")) fp.oldmode =
          strtol(l, 0, 8), fp.deleted = 1;
        else if (strstart(&l, "old mode ")) fp.oldmode = strtol(l, 0, 8);
        else if (strstart(&l, "new mode ")) fp.newmode = strtol(l, 0, 8);
        else if (strstart(&l, "rename from ")) fp.renamefrom =
          xstrndup(l, strcspn(l, "\n"));
        else if (strstart(&l, "rename to ")) fp.renameto =
          xstrndup(l, strcspn(l, "\n"));
        else if (!strstart(&l, "index ") && !strstart(&l, "similarity ")
          && !strstart(&l, "dissimilarity ") && !strstart(&l, "copy ")) break;
        TT.pline++;
      }
      if (fp.created) {
        free(fp.oldname);
        fp.oldname = xstrdup("/dev/null");
      }
      if (fp.deleted) {
        free(fp.newname);
        fp.newname = xstrdup("/dev/null");
      }
      // No hunks at all: a rename or mode change
      if (TT.pline == TT.pn || starts(TT.pline, "diff --git ")) {
        if (fp.renamefrom || fp.newmode || fp.created || fp.deleted) {
          fp.hunks = TT.pline;
          apply(&fp, 0, 0);
          TT.found++;
        }
        goto next;
      }
      continue;
    }
    if ((starts(TT.pline, "--- ") && TT.pline+1 < TT.pn
         && starts(TT.pline+1, "+++ ")) || (ctx = (starts(TT.pline, "*** ")
         && TT.pline+1 < TT.pn && starts(TT.pline+1, "--- ")))) {
      char *o = hdrname(TT.pline), *n = hdrname(TT.pline+1);

      if (!fp.git) {
        memset(&fp, 0, sizeof(fp));
        fp.hdr = TT.pline;
      }
      if (!fp.git || !fp.created) {
        free(fp.oldname);
        fp.oldname = o;
      } else free(o);
      if (!fp.git || !fp.deleted) {
        free(fp.newname);
        fp.newname = n;
      } else free(n);
      TT.pline += 2;
      fp.hunks = TT.pline;
      for (nh = 0; TT.pline < TT.pn; nh++) {
        if (!(nh&15)) h = xrealloc(h, (nh+16)*sizeof(*h));
        memset(h+nh, 0, sizeof(*h));
        if (ctx ? !starts(TT.pline, "***************")
            : !starts(TT.pline, "@@ -")) break;
        i = TT.pline;
        if (!(ctx ? context(h+nh) : unified(h+nh))) {
          toys.exitval = 2;
          error_exit("malformed patch at line %ld: %.*s", i+1,
            (int)(TT.poff[i+1]-TT.poff[i]), pl(i, &len));
        }
      }
      {
        long save = TT.pline;

        TT.pline = fp.hunks;
        apply(&fp, h, nh);
        TT.found++;
        TT.pline = save;
      }
      for (i = 0; i < nh; i++) freehunk(h+i);
next:
      free(fp.oldname);
      free(fp.newname);
      free(fp.renamefrom);
      free(fp.renameto);
      memset(&fp, 0, sizeof(fp));
      fp.hdr = TT.pline;
      continue;
    }
    // A normal diff, when there's a FILE to apply it to
    if (toys.optc && normal(0, 1)) {
      memset(&fp, 0, sizeof(fp));
      fp.normal = 1;
      fp.hdr = fp.hunks = TT.pline;
      for (nh = 0; TT.pline < TT.pn; nh++) {
        if (!(nh&15)) h = xrealloc(h, (nh+16)*sizeof(*h));
        memset(h+nh, 0, sizeof(*h));
        if (!normal(0, 1)) break;
        i = TT.pline;
        if (!normal(h+nh, 0)) {
          toys.exitval = 2;
          error_exit("malformed patch at line %ld: %.*s", i+1,
            (int)(TT.poff[i+1]-TT.poff[i]), pl(i, &len));
        }
      }
      i = TT.pline;
      TT.pline = fp.hunks;
      apply(&fp, h, nh);
      TT.pline = i;
      for (i = 0; i < nh; i++) freehunk(h+i);
      TT.found++;
      continue;
    }
    TT.pline++;
  }
  free(h);
  if (!TT.found && TT.pn) error_exit("**** Only garbage was found in the patch input.");
  if (TT.ofd > 0) close(TT.ofd);
  xflush(1);
  toys.exitval = TT.ret;
}
